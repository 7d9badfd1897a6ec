// /wallet/withdraw/confirm?amount=..., step 2 (docs/product.md §2 Withdrawal): the same figures plus
// the full legal name, as the API quotes them (GET /withdrawals/quote); an amount above the balance
// is set to the balance with a note. CONFIRM
// WITHDRAWAL posts POST /withdrawals with the Idempotency-Key made when this page rendered (a hidden
// field), so a double submit creates one withdrawal; the API holds the amount and sends the code,
// and the member goes on to the code form.
import { centavosToDecimal, isIdempotencyKey, t as translate } from '@halimbawa/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { randomUUID } from 'node:crypto';
import { CsrfInput } from '~/components/CsrfInput';
import memberStyles from '~/styles/member.css?url';
import { WithdrawalFigures, withdrawalLines } from '~/features/wallet/WithdrawalFigures';
import { WithdrawalStep } from '~/features/wallet/WithdrawalStep';
import { withdrawalCodePath } from '~/features/wallet/withdrawal';
import { loadWithdrawalSetup, quoteWithdrawal } from '~/features/wallet/withdrawal.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, splitApiErrors, useFormRefusal } from '~/lib/forms';
import { requireMember } from '~/lib/member.server';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: memberStyles }];

// No React: its forms and links work as plain HTML, and a small script shows a sent form working.
export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('wallet.confirmTitle') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const typed = new URL(request.url).searchParams.get('amount') ?? '';
  const [{ bank, legalName }, quoted] = await Promise.all([loadWithdrawalSetup(api, request), quoteWithdrawal(api, typed)]);
  // Reached without a good amount (typed in the address bar, or the balance changed): step 1 says why.
  if (!quoted.ok || !bank) {
    const why = quoted.ok ? null : (quoted.errors.amount ?? quoted.message);
    const cookies = why ? [await flashCookie(request, notice.warning(why))] : [];
    return api.redirect(`/wallet/withdraw?amount=${encodeURIComponent(typed.slice(0, 14))}`, { cookies });
  }
  return api.json({ bank, legalName, typed, amount: centavosToDecimal(quoted.data.amount), quote: quoted.data, key: randomUUID() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const api = await requireMember(request, context);
  const values = formValues(form, ['amount', 'idempotencyKey']);
  if (!isIdempotencyKey(values.idempotencyKey)) {
    return api.json(
      formRefusal({
        values,
        formError: translate(requestLanguage(request), 'wallet.formOutOfDate'),
      }),
      { status: 400 },
    );
  }
  const r = await api.post('/withdrawals', { amount: values.amount }, { headers: { 'Idempotency-Key': values.idempotencyKey } });
  if (r.ok) {
    const notices = [notice.success(r.data.message), ...(r.data.note ? [notice.warning(r.data.note)] : [])];
    return api.redirect(withdrawalCodePath(r.data.withdrawal.id), {
      cookies: [await flashCookie(request, ...notices)],
    });
  }
  return api.json(formRefusal({ values, ...splitApiErrors(r, ['amount']) }), {
    status: r.status === 0 ? 503 : r.status,
  });
}

export default function WithdrawConfirm() {
  const { bank, legalName, typed, amount, quote, key } = useLoaderData<typeof loader>();
  const refusal = useFormRefusal();
  const lang = useLanguage();
  const t = useT();
  const amountNote = refusal?.errors.amount ? { text: refusal.errors.amount, error: true } : quote.note ? { text: quote.note } : null;
  return (
    <WithdrawalStep title={t('wallet.confirmTitle')} formError={refusal?.formError}>
      <Stack gap="md">
        <WithdrawalFigures
          lines={[
            ...withdrawalLines({
              ...bank,
              amountText: quote.amountText,
              feeText: quote.feeText,
              exchangeRate: quote.exchangeRate,
              totalText: quote.totalText,
              amountNote,
            }, lang),
            {
              label: t('wallet.legalName'),
              value: legalName,
              testId: 'withdrawal-legal-name',
            },
          ]}
        />
        <Text size="sm">{t('wallet.codeWillBeSent')}</Text>
        <Form method="post" aria-label={t('wallet.confirmTitle')}>
          <CsrfInput />
          <input type="hidden" name="amount" value={amount} />
          <input type="hidden" name="idempotencyKey" value={key} />
          <Group>
            <Button type="submit" color="red">
              {t('wallet.confirmWithdrawal')}
            </Button>
            <Anchor component={Link} to={`/wallet/withdraw?amount=${encodeURIComponent(typed)}`}>
              {t('wallet.changeAmount')}
            </Anchor>
          </Group>
        </Form>
      </Stack>
    </WithdrawalStep>
  );
}
