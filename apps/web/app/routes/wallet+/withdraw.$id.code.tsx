// /wallet/withdraw/:id/code, step 3 (docs/product.md §2 Withdrawal): the 6-digit `code` sent by SMS,
// with CONFIRM and Cancel, and a new code on request (POST /withdrawals/:id/resend, e.g. once the code
// expired). A wrong code comes back beside the field with the tries left ('Invalid OTP. 4 tries
// left.'); a correct one queues the payout and shows the status page. Cancel, the 5th wrong code
// and the 15 minutes without a code release the hold (the API's message says so on the next page).
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import memberStyles from '~/styles/member.css?url';
import { WithdrawalFigures, withdrawalLines } from '~/features/wallet/WithdrawalFigures';
import { WithdrawalStep } from '~/features/wallet/WithdrawalStep';
import { withdrawalCodePath, withdrawalPath } from '~/features/wallet/withdrawal';
import { loadWithdrawal } from '~/features/wallet/withdrawal.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { useFieldProps, formRefusal, formValues, splitApiErrors, useFormRefusal } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { requireMember } from '~/lib/member.server';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import { t as translate } from '@halimbawa/domain';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: memberStyles }];

// No React: its forms and links work as plain HTML, and a small script shows a sent form working.
export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('wallet.codeTitle') }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const withdrawal = await loadWithdrawal(api, params.id ?? '');
  // Only a withdrawal waiting for its code takes one; any other shows its status.
  if (withdrawal.status !== 'AWAITING_OTP') return api.redirect(withdrawalPath(withdrawal.id));
  return api.json({ withdrawal });
}

const INTENTS = ['confirm', 'cancel', 'resend'] as const;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const api = await requireMember(request, context);
  const id = params.id ?? '';
  const { intent, code } = formValues(form, ['intent', 'code']);
  if (!INTENTS.includes(intent as (typeof INTENTS)[number])) {
    return api.json(
      formRefusal({
        formError: translate(requestLanguage(request), 'wallet.formOutOfDate'),
      }),
      { status: 400 },
    );
  }
  const r =
    intent === 'confirm'
      ? await api.post('/withdrawals/{id}/confirm', { code }, { params: { id } })
      : await api.post(intent === 'cancel' ? '/withdrawals/{id}/cancel' : '/withdrawals/{id}/resend', undefined, { params: { id } });
  if (r.ok) {
    const where = intent === 'cancel' ? '/wallet' : intent === 'resend' ? withdrawalCodePath(id) : withdrawalPath(id);
    return api.redirect(where, {
      cookies: [await flashCookie(request, notice.success(r.data.message))],
    });
  }
  // 409: no longer waiting for a code (cancelled by the 5th wrong code, expired, already queued).
  if (r.status === 409)
    return api.redirect(withdrawalPath(id), {
      cookies: [await flashCookie(request, notice.warning(r.message))],
    });
  return api.json(formRefusal({ ...splitApiErrors(r, ['code']) }), {
    status: r.status === 0 ? 503 : r.status,
  });
}

export default function WithdrawCode() {
  const field = useFieldProps();
  const { withdrawal: w } = useLoaderData<typeof loader>();
  const refusal = useFormRefusal();
  const lang = useLanguage();
  const t = useT();
  return (
    <WithdrawalStep title={t('wallet.codeTitle')} formError={refusal?.formError}>
      <Stack gap="md">
        <WithdrawalFigures
          lines={withdrawalLines({
            ...w.destination,
            amountText: w.amountText,
            feeText: w.feeText,
            exchangeRate: w.exchangeRate,
            totalText: w.totalText,
          }, lang)}
        />
        <Text size="sm">
          {t('wallet.codeSent', { time: formatDateTime(w.expiresAt, lang) })}
        </Text>
        <Form method="post" aria-label={t('wallet.codeForm')} key={refusal?.attempt}>
          <CsrfInput />
          <TextInput label={t('wallet.codeLabel')} {...field('code')} error={refusal?.errors.code} w={220} />
          <Group mt="md">
            <Button type="submit" name="intent" value="confirm" color="red">
              {t('wallet.confirm')}
            </Button>
            <Button type="submit" name="intent" value="cancel" variant="default" formNoValidate>
              {t('wallet.cancel')}
            </Button>
          </Group>
        </Form>
        <Form method="post" aria-label={t('wallet.newCode')}>
          <CsrfInput />
          <input type="hidden" name="intent" value="resend" />
          <Text size="sm" c="dimmed">
            {t('wallet.noCode')}
          </Text>
          <Button type="submit" variant="light" size="xs" mt={4}>
            {t('wallet.newCode')}
          </Button>
        </Form>
      </Stack>
    </WithdrawalStep>
  );
}
