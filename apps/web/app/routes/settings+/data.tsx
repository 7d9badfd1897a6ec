// /settings/data (docs/product.md §2 Settings, Your data): the consents the member gave, with their
// versions and times, the download of everything the company holds (GET /member/data, as a JSON
// file from /settings/data.json, and as a PDF to read from /settings/data.pdf), and how long records are kept (docs/retention.md).
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SettingsHeader } from '~/features/settings/SettingsHeader';
import { dataOf } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requireMember } from '~/lib/member.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('memberData.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const { consents } = dataOf(await api.get('/member/data'));
  return api.json({ consents });
}

export default function SettingsData() {
  const { consents } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <Stack>
      <SettingsHeader title={t('memberData.title')} />
      <Card withBorder radius="md" padding="lg">
        <Text>{t('memberData.intro')}</Text>
        {/* A plain link to a download: works without JavaScript. */}
        <Anchor href="/settings/data.pdf" download fw={700} mt="md" display="inline-block" data-testid="data-download-pdf">
          {t('memberData.downloadPdf')}
        </Anchor>
        <Text size="sm" c="dimmed" mt={4}>
          {t('memberData.downloadPdfNote')}
        </Text>
        <Anchor href="/settings/data.json" download fw={700} mt="md" display="inline-block" data-testid="data-download">
          {t('memberData.download')}
        </Anchor>
        <Text size="sm" c="dimmed" mt={4}>
          {t('memberData.downloadNote')}
        </Text>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="consents-title">
        <Title order={2} size="h3" id="consents-title" mb="sm">
          {t('memberData.consentsHeading')}
        </Title>
        {consents.length === 0 ? (
          <Text>{t('memberData.consentsNone')}</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }} data-testid="consents">
            {consents.map((c) => (
              <li key={`${c.kind}-${c.givenAt}`}>
                <Text fw={600}>{t(`memberData.consent.${c.kind}`)}</Text>
                <Text size="sm">
                  {t('memberData.given', { date: formatDateTime(c.givenAt, lang) })}
                  {c.version ? ` · ${t('memberData.version', { version: c.version })}` : ''}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="retention-title">
        <Title order={2} size="h3" id="retention-title" mb="sm">
          {t('memberData.retentionHeading')}
        </Title>
        <Text>{t('memberData.retention')}</Text>
      </Card>
    </Stack>
  );
}
