// /wallet, for activated members (others go to /activate): the balance and holds from the ledger,
// the latest loan's status card and statement with the Pay from wallet form, or an empty state
// before the first loan. The pay action posts to POST /loan/:loanNumber/repay with the form's
// Idempotency-Key (made when the page rendered: a double submit pays once) and, when paid, comes
// back here with the API's message; a refusal is shown beside its field.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { REPAYMENT_KINDS, isIdempotencyKey, repaymentMessages, t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { randomUUID } from 'node:crypto';
import { MemberFrame } from '~/components/MemberNav';
import memberStyles from '~/styles/member.css?url';
import { LoanStatement } from '~/features/loans/LoanStatement';
import { LoanStatusCard } from '~/features/loans/LoanStatusCard';
import { WalletCard } from '~/features/wallet/WalletCard';
import { hasStatement } from '~/features/loans/loan-status';
import { loadCurrentLoan } from '~/features/loans/loans.server';
import { loadWallet } from '~/features/wallet/wallet.server';
import { requireMember, requireActivated } from '~/lib/member.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, splitApiErrors, useFormRefusal } from '~/lib/forms';
import { metaT, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import { LOAN_NUMBER_PATTERN } from '~/features/loans/loan-status';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';
import { loadUnread } from '~/features/notifications/unread.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: memberStyles }];

// No React: its forms and links work as plain HTML, and a small script shows a sent form working.
export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('wallet.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  // One round: the member (activated, or sent to /activate), the wallet and the latest loan.
  const [, wallet, loan, unreadNotifications] = await Promise.all([requireActivated(api, request), loadWallet(api), loadCurrentLoan(api), loadUnread(api)]);
  return api.json({ wallet, loan, payKey: randomUUID(), unreadNotifications });
}

const PAY_FIELDS = ['kind', 'amount'] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const api = await requireMember(request, context);
  const lang = requestLanguage(request);
  const values = formValues(form, [...PAY_FIELDS, 'loanNumber', 'idempotencyKey']);
  const refuse = (init: Parameters<typeof formRefusal>[0], status = 400) => api.json(formRefusal({ values, ...init }), { status });
  if (!LOAN_NUMBER_PATTERN.test(values.loanNumber) || !isIdempotencyKey(values.idempotencyKey)) {
    return refuse({ formError: translate(lang, 'wallet.formOutOfDate') });
  }
  const kind = values.kind as (typeof REPAYMENT_KINDS)[number];
  if (!REPAYMENT_KINDS.includes(kind)) return refuse({ errors: { kind: repaymentMessages(lang).kind } });
  if (kind === 'AMOUNT' && !values.amount.trim()) return refuse({ errors: { amount: repaymentMessages(lang).amount } });
  const r = await api.post(
    '/loan/{loanNumber}/repay',
    { kind, ...(kind === 'AMOUNT' ? { amount: values.amount } : {}) },
    { params: { loanNumber: values.loanNumber }, headers: { 'Idempotency-Key': values.idempotencyKey } },
  );
  if (r.ok) return api.redirect('/wallet', { cookies: [await flashCookie(request, notice.success(r.data.message))] });
  return refuse(splitApiErrors(r, PAY_FIELDS), r.status === 0 ? 503 : r.status);
}

export default function Wallet() {
  const { wallet, loan, payKey } = useLoaderData<typeof loader>();
  const refusal = useFormRefusal();
  const t = useT();
  return (
    <MemberFrame>
      <Title order={1} size="h2" mb="md">
        {t('wallet.title')}
      </Title>
      <Stack gap="lg" mb="lg">
        <WalletCard wallet={wallet} loan={loan} />
        <Text>
          <Link to="/wallet/history" className="hl-link" data-testid="history-link">
            {t('history.linkFromWallet')}
          </Link>
        </Text>
        {loan ? <LoanStatusCard loan={loan} /> : null}
        {loan && hasStatement(loan) ? <LoanStatement loan={loan} payKey={payKey} refusal={refusal} /> : null}
      </Stack>
      {loan ? null : (
      <Card withBorder radius="md" padding="xl" ta="center">
        <Text fw={700} size="lg">
          {t('wallet.empty')}
        </Text>
        <Text c="dimmed" mt="xs">
          {t('wallet.emptyHelp')}
        </Text>
        <Button component={Link} to="/dash" mt="lg">
          {t('wallet.goToDashboard')}
        </Button>
      </Card>
      )}
    </MemberFrame>
  );
}
