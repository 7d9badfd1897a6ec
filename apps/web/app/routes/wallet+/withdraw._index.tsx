// /wallet/withdraw, step 1 of a withdrawal (docs/product.md §2 Withdrawal): the amount, the
// receiving account (masked) and bank, the exchange rate, the fee and the total, as the API quotes
// them (GET /withdrawals/quote). CONTINUE WITHDRAWAL posts here: a refused amount comes back beside
// the field with what was typed; a good one goes to the confirm page, which sets an amount above the
// balance to the balance with a note. An amount an e-wallet cannot take at once comes back with the
// ways that work: the amount cut into withdrawals it takes, or a bank account.
import { parseAmount } from '@halimbawa/domain';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { CsrfInput } from '~/components/CsrfInput';
import memberStyles from '~/styles/member.css?url';
import { EwalletOffer } from '~/features/wallet/EwalletOffer';
import { WithdrawalFigures, withdrawalLines } from '~/features/wallet/WithdrawalFigures';
import { WithdrawalStep } from '~/features/wallet/WithdrawalStep';
import { canWithdraw } from '~/features/wallet/withdrawal';
import { loadWithdrawalSetup, quoteWithdrawal } from '~/features/wallet/withdrawal.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { useFieldProps, formRefusal, formValues, splitApiErrors, useFormRefusal } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requireMember } from '~/lib/member.server';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: memberStyles }];

// No React: its forms and links work as plain HTML, and a small script shows a sent form working.
export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('wallet.withdraw') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  // 'Change the amount' on the confirm page comes back here with the amount kept.
  const amount = (new URL(request.url).searchParams.get('amount') ?? '').slice(0, 14);
  const [{ wallet, bank }, quoted] = await Promise.all([loadWithdrawalSetup(api, request), quoteWithdrawal(api, amount || null)]);
  // An amount refused here is refused again beside the field when it is sent; the fee and the rate stay.
  const quote = quoted.ok ? quoted.data : dataOf(await quoteWithdrawal(api, null));
  return api.json({ wallet, bank, amount, quote });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const api = await requireMember(request, context);
  const values = formValues(form, ['amount']);
  const quoted = await quoteWithdrawal(api, values.amount);
  if (!quoted.ok) return api.json(formRefusal({ values, ...splitApiErrors(quoted, ['amount']) }), { status: quoted.status === 0 ? 503 : quoted.status });
  // The typed amount travels on: the confirm page caps it to the balance of that moment.
  return api.redirect(`/wallet/withdraw/confirm?amount=${encodeURIComponent(values.amount.trim())}`);
}

export default function WithdrawAmount() {
  const field = useFieldProps();
  const { wallet, bank, amount, quote } = useLoaderData<typeof loader>();
  const refusal = useFormRefusal();
  const typed = refusal?.values.amount ?? amount;
  // The amount and the total only for an amount the quote took (none typed, or refused: '—').
  const quoted = !refusal && quote.amount > 0;
  const lang = useLanguage();
  const t = useT();
  const open = bank !== null && canWithdraw(wallet.balance);
  // A refused amount above what the e-wallet takes now (the quote's cap without an amount).
  const wanted = refusal ? Math.min(parseAmount(typed) ?? 0, wallet.balance) : 0;
  const offer = quote.monthLeft !== null && wanted > quote.cap ? { amount: wanted, monthLeft: quote.monthLeft } : null;
  return (
    <WithdrawalStep title={t('wallet.withdraw')} formError={refusal?.formError}>
      <Text size="sm" c="dimmed">
        {t('wallet.availableBalance')}
      </Text>
      <Text fw={800} size="xl" mb="md" data-testid="withdraw-balance">
        {wallet.currency} {wallet.balanceText}
      </Text>
      {!bank ? (
        <Alert color="orange" variant="light">
          {t('wallet.needsBank')}
        </Alert>
      ) : !open ? (
        <Alert color="orange" variant="light">
          {t('wallet.belowMinimum', { balance: wallet.balanceText })}{' '}
          <Anchor component={Link} to="/settings/data#money-left">
            {t('wallet.balanceRule')}
          </Anchor>
        </Alert>
      ) : (
        <>
          <Form method="post" aria-label={t('wallet.amountForm')} key={refusal?.attempt}>
            <CsrfInput />
            <Stack gap="md">
              <TextInput
                label={t('wallet.amountLabel')}
                description={t('wallet.amountHelp')}
                {...field('withdrawalAmount', { name: 'amount' })}
                defaultValue={typed}
                error={refusal?.errors.amount}
              />
              <WithdrawalFigures
                lines={withdrawalLines({
                  ...bank,
                  amountText: quoted ? quote.amountText : '—',
                  feeText: quote.feeText,
                  exchangeRate: quote.exchangeRate,
                  totalText: quoted ? quote.totalText : '—',
                }, lang).slice(1)}
              />
              {quoted && quote.note ? (
                <Text size="sm" c="orange.9">
                  {quote.note}
                </Text>
              ) : null}
              {bank.withdrawalsAllowedFrom && new Date(bank.withdrawalsAllowedFrom) > new Date() ? (
                <Text size="sm" c="orange.9">
                  {t('wallet.bankChanged', { date: formatDateTime(bank.withdrawalsAllowedFrom, lang) })}
                </Text>
              ) : null}
              <Button type="submit" color="red">
                {t('wallet.continue')}
              </Button>
            </Stack>
          </Form>
          {offer ? <EwalletOffer {...offer} /> : null}
        </>
      )}
      <Anchor component={Link} to="/wallet" mt="md" display="inline-block">
        {t('wallet.backToWallet')}
      </Anchor>
    </WithdrawalStep>
  );
}
