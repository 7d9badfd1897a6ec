// An admin page for settings kept in versions and changed through four eyes (product settings,
// provisioning rates): what is in force, a change waiting for its second check, a plain form to
// propose the next version, and every version, paged. The catalogue namespace names its words.
import type { MessageKey } from '@halimbawa/domain';
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { FormError } from '~/components/Notices';
import { useFormRefusal } from '~/lib/forms';
import { useT } from '~/lib/language';

export interface VersionedField {
  name: string;
  defaultValue: string;
  inputMode: 'numeric' | 'text';
  maxLength: number;
}

interface Props<C, V extends C & { id: string }> {
  /** The catalogue's namespace, holding inForce, pending, change, submit, history and noHistory. */
  ns: 'settingsPage' | 'provisioningPage';
  title: string;
  intro: string;
  path: string;
  current: C;
  /** The change waiting for its second check, if any. */
  pending: unknown;
  history: V[];
  nextCursor: string | null;
  fields: readonly VersionedField[];
  facts: (values: C) => ReactNode;
  versionHeading: (version: V) => string;
}

export function VersionedSettingsPage<C, V extends C & { id: string }>({ ns, title, intro, path, current, pending, history, nextCursor, fields, facts, versionHeading }: Props<C, V>) {
  const answer = useFormRefusal();
  const errors = answer?.errors ?? {};
  const t = useT();
  const word = (key: string) => t(`${ns}.${key}` as MessageKey);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </div>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="xs">
          {word('inForce')}
        </Title>
        {facts(current)}
      </Card>
      {pending ? (
        <Alert variant="light" role="status" data-testid={`${ns === 'settingsPage' ? 'settings' : 'provisioning'}-pending`}>
          {word('pending')}
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          {word('change')}
        </Title>
        <Form method="post" aria-label={word('change')}>
          <CsrfInput />
          <FormError message={answer?.formError} />
          <Stack gap="sm">
            {fields.map((field) => (
              <TextInput
                key={`${field.name}${answer?.attempt ?? ''}`}
                name={field.name}
                label={word(field.name)}
                defaultValue={answer?.values[field.name] ?? field.defaultValue}
                error={errors[field.name]}
                inputMode={field.inputMode}
                required
                maxLength={field.maxLength}
              />
            ))}
            <Button type="submit" radius="xl" style={{ alignSelf: 'flex-start' }}>
              {word('submit')}
            </Button>
          </Stack>
        </Form>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="xs">
          {word('history')}
        </Title>
        {history.length === 0 ? (
          <Text>{word('noHistory')}</Text>
        ) : (
          <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {history.map((version) => (
              <li key={version.id}>
                <Text fw={600}>{versionHeading(version)}</Text>
                {facts(version)}
              </li>
            ))}
          </Stack>
        )}
        {nextCursor ? (
          <nav className="hl-paging" aria-label={t('console.paging')}>
            <Link to={`${path}?cursor=${encodeURIComponent(nextCursor)}`} rel="next">
              {t('console.nextPage')}
            </Link>
          </nav>
        ) : null}
      </Card>
    </Stack>
  );
}
