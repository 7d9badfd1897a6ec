// /wallet, for activated members (others go to /activate): the balance and holds from the ledger,
// the latest loan's status card and statement, or an empty state before the first loan.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { MemberFrame } from '~/components/MemberNav';
import memberStyles from '~/styles/member.css?url';
import { LoanStatement } from '~/features/loans/LoanStatement';
import { LoanStatusCard } from '~/features/loans/LoanStatusCard';
import { WalletCard } from '~/features/wallet/WalletCard';
import { hasStatement } from '~/features/loans/loan-status';
import { loadCurrentLoan } from '~/features/loans/loans.server';
import { loadWallet } from '~/features/wallet/wallet.server';
import { requireMember, requireActivated } from '~/lib/member.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: memberStyles }];

export const meta: MetaFunction = () => [{ title: 'Wallet' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  // One round: the member (activated, or sent to /activate), the wallet and the latest loan.
  const [, wallet, loan] = await Promise.all([requireActivated(api, request), loadWallet(api), loadCurrentLoan(api)]);
  return api.json({ wallet, loan });
}

export default function Wallet() {
  const { wallet, loan } = useLoaderData<typeof loader>();
  return (
    <MemberFrame>
      <Title order={1} size="h2" mb="md">
        Wallet
      </Title>
      <Stack gap="lg" mb="lg">
        <WalletCard wallet={wallet} loan={loan} />
        {loan ? <LoanStatusCard loan={loan} /> : null}
        {loan && hasStatement(loan) ? <LoanStatement loan={loan} /> : null}
      </Stack>
      {loan ? null : (
      <Card withBorder radius="md" padding="xl" ta="center">
        <Text fw={700} size="lg">
          Your wallet is empty.
        </Text>
        <Text c="dimmed" mt="xs">
          When a loan is disbursed, the money arrives here and you can withdraw it to your bank or e-wallet account.
        </Text>
        <Button component={Link} to="/dash" mt="lg">
          Go to the dashboard
        </Button>
      </Card>
      )}
    </MemberFrame>
  );
}
