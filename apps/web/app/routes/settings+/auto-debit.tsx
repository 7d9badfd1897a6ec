// /settings/auto-debit: opting in or out of auto-debit (docs/product.md §7): on each due date at 9 am
// Manila time the instalment is paid from the wallet as far as it goes. A plain form: a checkbox
// posted to the API (POST /auto-debit), then back here with the API's words.
import { Button, Card, Stack, Text } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CheckboxField } from '~/components/CheckboxField';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { SettingsHeader } from '~/features/settings/SettingsHeader';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, splitApiErrors, useFormRefusal, refusedStatus } from '~/lib/forms';
import { metaT, useT } from '~/lib/language';
import { requireMember } from '~/lib/member.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('history.autoDebit.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  return api.json({ autoDebit: dataOf(await api.get('/auto-debit')) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireMember(request, context);
  const form = await readVerifiedForm(request);
  const result = await api.post('/auto-debit', { enabled: form.get('enabled') === 'on' });
  if (!result.ok) return api.json(formRefusal({ formError: splitApiErrors(result, []).formError ?? result.message }), { status: refusedStatus(result.status) });
  return api.redirect('/settings/auto-debit', { cookies: [await flashCookie(request, notice.success(result.data.message))] });
}

export default function SettingsAutoDebit() {
  const { autoDebit } = useLoaderData<typeof loader>();
  const answer = useFormRefusal();
  const t = useT();
  return (
    <Stack>
      <SettingsHeader title={t('history.autoDebit.title')} />
      <Card withBorder radius="md" padding="lg">
        <Form method="post" aria-label={t('history.autoDebit.title')}>
          <CsrfInput />
          <FormError message={answer?.formError} />
          <Stack gap="md">
            <Text>{t('history.autoDebit.intro')}</Text>
            <Text data-testid="auto-debit-state">{autoDebit.message}</Text>
            <CheckboxField name="enabled" label={t('history.autoDebit.label')} defaultChecked={autoDebit.enabled} />
            <Button type="submit" radius="xl" maw={200}>
              {t('history.autoDebit.save')}
            </Button>
          </Stack>
        </Form>
      </Card>
    </Stack>
  );
}
