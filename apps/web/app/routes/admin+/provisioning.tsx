// /admin/provisioning, for admins: the expected-loss rate of each stage in force, a change waiting
// for its second check, a form to propose new rates (basis points, as the API takes them) and every
// version. A plain form and post/redirect/get: no JavaScript needed.
import { formatBps, t as translate, type MessageKey } from '@halimbawa/domain';
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { FormError } from '~/components/Notices';
import { requireAdmin } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, refusedStatus, splitApiErrors, useFormRefusal } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';

const FIELDS = ['stage1Bp', 'stage2Bp', 'stage3Bp'] as const;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('provisioningPage.ratesTitle') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const cursor = new URL(request.url).searchParams.get('cursor');
  return api.json(dataOf(await api.get('/admin/provisioning', { query: cursor ? { cursor } : {} })));
}

/** A whole number as typed, or -1, which the API refuses beside its field. */
const whole = (text: string) => (/^\s*\d{1,5}\s*$/.test(text) ? Number(text) : -1);

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const values = formValues(await readVerifiedForm(request), FIELDS);
  const result = await api.post('/admin/provisioning', { stage1Bp: whole(values.stage1Bp), stage2Bp: whole(values.stage2Bp), stage3Bp: whole(values.stage3Bp) });
  if (!result.ok) {
    const split = splitApiErrors(result, FIELDS);
    return api.json(formRefusal({ errors: split.errors, formError: split.formError, values }), { status: refusedStatus(result.status) });
  }
  return api.redirect('/admin/provisioning', { cookies: [await flashCookie(request, notice.success(translate(requestLanguage(request), 'provisioningPage.sent')))] });
}

type Rates = ReturnType<typeof useLoaderData<typeof loader>>['current'];

function Facts({ rates }: { rates: Rates }) {
  const t = useT();
  return (
    <dl className="hl-audit-facts">
      {FIELDS.map((field) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt>{t(`provisioningPage.stage${field.charAt(5)}` as MessageKey)}</dt>
          <dd>{formatBps(rates[field])}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function ProvisioningRates() {
  const { current, pending, history, nextCursor } = useLoaderData<typeof loader>();
  const answer = useFormRefusal();
  const errors = answer?.errors ?? {};
  const t = useT();
  const lang = useLanguage();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('provisioningPage.ratesTitle')}
        </Title>
        <Text c="dimmed">{t('provisioningPage.ratesIntro')}</Text>
      </div>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="xs">
          {t('provisioningPage.inForce')}
        </Title>
        <Facts rates={current} />
      </Card>
      {pending ? (
        <Alert variant="light" role="status" data-testid="provisioning-pending">
          {t('provisioningPage.pending')}
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('provisioningPage.change')}
        </Title>
        <Form method="post" aria-label={t('provisioningPage.change')}>
          <CsrfInput />
          <FormError message={answer?.formError} />
          <Stack gap="sm">
            {FIELDS.map((field) => (
              <TextInput
                key={`${field}${answer?.attempt ?? ''}`}
                name={field}
                label={t(`provisioningPage.${field}` as MessageKey)}
                defaultValue={answer?.values[field] ?? String(current[field])}
                error={errors[field]}
                inputMode="numeric"
                required
                maxLength={5}
              />
            ))}
            <Button type="submit" radius="xl" style={{ alignSelf: 'flex-start' }}>
              {t('provisioningPage.submit')}
            </Button>
          </Stack>
        </Form>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="xs">
          {t('provisioningPage.history')}
        </Title>
        {history.length === 0 ? (
          <Text>{t('provisioningPage.noHistory')}</Text>
        ) : (
          <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {history.map((version) => (
              <li key={version.id}>
                <Text fw={600}>{version.madeBy ? t('provisioningPage.effective', { when: formatDateTime(version.effectiveAt, lang) }) : t('provisioningPage.firstRates')}</Text>
                <Facts rates={version} />
              </li>
            ))}
          </Stack>
        )}
        {nextCursor ? (
          <nav className="hl-paging" aria-label={t('console.paging')}>
            <Link to={`/admin/provisioning?cursor=${encodeURIComponent(nextCursor)}`} rel="next">
              {t('console.nextPage')}
            </Link>
          </nav>
        ) : null}
      </Card>
    </Stack>
  );
}
