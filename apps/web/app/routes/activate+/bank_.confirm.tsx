// /activate/bank/confirm: confirms a new bank account with the 6-digit code sent by SMS (needed once
// the first account was confirmed: docs/contracts.md, POST /member/bank/change/start|finish). Then
// the step is saved with the new account and the member goes on as after Finish. The account being
// confirmed is kept sealed in a short-lived cookie, never in the page.
import { checkField, maskAccountNumber, sayEach, t as translate } from '@halimbawa/domain';
import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { CsrfInput } from '~/components/CsrfInput';
import { ResendCodeForm } from '~/components/ResendCodeForm';
import { FormError } from '~/components/Notices';
import { BANK_CONFIRM_PATH, stepByKey } from '~/features/activation/steps';
import { afterSaving, pendingBankChange, stepFailure } from '~/features/activation/activation.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { useFieldProps, formValues, useFormRefusal } from '~/lib/forms';
import { requireMember } from '~/lib/member.server';
import { useT } from '~/lib/language';
import { formatDateTime } from '~/lib/format';

const STEP = stepByKey('bank');

export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await pendingBankChange.read(request);
  if (!pending) throw redirect(STEP.path);
  return { bankName: pending.bankName, accountName: pending.accountName, accountNumberMasked: maskAccountNumber(pending.accountNumber) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireMember(request, context);
  const form = await readVerifiedForm(request);
  const pending = await pendingBankChange.read(request);
  if (!pending) {
    return api.redirect(STEP.path, { cookies: [await flashCookie(request, notice.warning(translate(api.lang, 'activation.bankConfirm.expired')))] });
  }
  const body = { ...pending, confirmAccountNumber: pending.accountNumber };

  if (form.get('intent') === 'resend') {
    const r = await api.post('/member/bank/change/start', body);
    if (r.ok) return api.redirect(BANK_CONFIRM_PATH, { cookies: [await flashCookie(request, notice.info(r.data.message))] });
    return stepFailure(api, { status: r.status === 0 ? 503 : r.status, formError: r.message, values: {} });
  }

  const values = formValues(form, ['code']);
  const codeError = sayEach(api.lang, { code: checkField('code', values.code) ?? undefined }).code;
  if (codeError) return stepFailure(api, { status: 400, errors: { code: codeError }, values });
  const finished = await api.post('/member/bank/change/finish', { code: values.code.trim() });
  if (!finished.ok) {
    const errors = finished.errors.code ? { code: finished.errors.code } : {};
    return stepFailure(api, { status: finished.status === 0 ? 503 : finished.status, formError: errors.code ? undefined : finished.message, errors, values });
  }

  // The new account is active: the step is saved with it (as Finish would have done).
  const notices = [notice.success(finished.data.message)];
  const from = finished.data.bank?.withdrawalsAllowedFrom;
  if (from) notices.push(notice.info(translate(api.lang, 'activation.bankConfirm.withdrawalsFrom', { date: formatDateTime(from, api.lang) })));
  const cleared = await pendingBankChange.clear();
  const saved = await api.patch(STEP.apiPath, body);
  if (!saved.ok) {
    notices.push(notice.warning(saved.message));
    return api.redirect(STEP.path, { cookies: [cleared, await flashCookie(request, ...notices)] });
  }
  return afterSaving(api, request, STEP.number, saved.data.infoState, { cookies: [cleared], notices });
}

export default function ConfirmBankChange() {
  const field = useFieldProps();
  const pending = useLoaderData<typeof loader>();
  const failure = useFormRefusal();
  const codeError = failure?.errors.code;
  const t = useT();
  return (
    <div>
      <Title order={2} size="h3" mb={4} id="bank-confirm-title">
        {STEP.number}. {t('activation.bankConfirm.title')}
      </Title>
      <Text mb="md">
        {t('activation.bankConfirm.intro')} <strong>{pending.bankName}</strong>, <span translate="no">{pending.accountName}</span>,{' '}
        {t('activation.bank.savedNumber')} <strong>{pending.accountNumberMasked}</strong>.
      </Text>
      <FormError message={failure?.formError} />
      <Form method="post" action={BANK_CONFIRM_PATH} aria-labelledby="bank-confirm-title">
        <CsrfInput />
        <TextInput
          label={t('activation.bankConfirm.code')}
          {...field('code')}
          defaultValue={failure?.values.code ?? ''}
          error={codeError}
          w={{ base: '100%', sm: 220 }}
        />
        <Group justify="space-between" mt="xl">
          <Button component={Link} to={STEP.path} variant="default" size="md">
            {t('activation.bankConfirm.cancel')}
          </Button>
          <Button type="submit" size="md" color="green">
            {t('activation.bankConfirm.confirm')}
          </Button>
        </Group>
      </Form>
      <ResendCodeForm action={BANK_CONFIRM_PATH} />
    </div>
  );
}
