// /settings/data (docs/product.md §2 Settings, Your data): the consents the member gave, with their
// versions and times, the download of everything the company holds (GET /member/data, as a JSON
// file from /settings/data.json, and as a PDF to read from /settings/data.pdf), how long records
// are kept (docs/retention.md), and closing the account (POST /member/close, with the password and
// a ticked box; then the session ends here too and the API's words show on the home page). It states
// what becomes of money left in the wallet: withdrawn first, or refunded at closing when too small.
import { t as say } from '@halimbawa/domain';
import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CheckboxField } from '~/components/CheckboxField';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { PasswordField } from '~/features/auth/fields';
import { SettingsHeader } from '~/features/settings/SettingsHeader';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { cookieHeaders, flashCookie, notice } from '~/lib/flash.server';
import { formatDateTime } from '~/lib/format';
import { formRefusal, splitApiErrors, useFormRefusal, refusedStatus } from '~/lib/forms';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import { requireMember } from '~/lib/member.server';
import { destroyAuthSession, getAuthSession } from '~/lib/session.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('memberData.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const { consents } = dataOf(await api.get('/member/data'));
  return api.json({ consents });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireMember(request, context);
  const form = await readVerifiedForm(request);
  const password = String(form.get('password') ?? '');
  const lang = requestLanguage(request);
  const errors: Record<string, string> = {};
  if (password === '') errors.password = say(lang, 'apiAccountClosure.password');
  if (form.get('confirm') !== 'on') errors.confirm = say(lang, 'memberData.close.confirmRequired');
  if (Object.keys(errors).length > 0) return json(formRefusal({ errors }), { status: 400 });
  const result = await api.post('/member/close', { password });
  if (!result.ok) {
    const split = splitApiErrors(result, ['password']);
    return api.json(formRefusal({ errors: split.errors, formError: split.formError }), { status: refusedStatus(result.status) });
  }
  // The API ended every session; this one's cookie goes too.
  return redirect('/', { headers: cookieHeaders(await destroyAuthSession(await getAuthSession(request)), await flashCookie(request, notice.success(result.data.message))) });
}

function CloseAccount() {
  const answer = useFormRefusal();
  const errors = answer?.errors ?? {};
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="close-title">
      <Title order={2} size="h3" id="close-title" mb="sm">
        {t('memberData.close.heading')}
      </Title>
      <Text mb="md">{t('memberData.close.intro')}</Text>
      {/* The one place that states what becomes of money left in the wallet; the wallet links here. */}
      <Title order={3} size="h5" id="money-left">
        {t('memberData.close.walletHeading')}
      </Title>
      <Text mb="md" data-testid="wallet-rule">
        {t('memberData.close.wallet')}
      </Text>
      <Form method="post" aria-labelledby="close-title" data-testid="close-account">
        <CsrfInput />
        <FormError message={answer?.formError} />
        <Stack gap="md">
          <PasswordField label={t('memberData.close.password')} rule="currentPassword" name="password" description={t('memberData.close.passwordHint')} error={errors.password} resetKey={answer?.attempt} />
          <CheckboxField name="confirm" label={t('memberData.close.confirm')} error={errors.confirm} />
          <Button type="submit" color="red" radius="xl" maw={260}>
            {t('memberData.close.submit')}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
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
      <CloseAccount />
    </Stack>
  );
}
