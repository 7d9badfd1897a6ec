// /wallet: only for activated members (others go to /activate). The wallet itself (balance,
// withdrawals, loan status) comes with its own issue; until then an empty state.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { MemberFrame } from '~/components/MemberNav';
import activationStyles from '~/styles/member.css?url';
import { LoanStatement } from '~/features/loans/LoanStatement';
import { LoanStatusCard } from '~/features/loans/LoanStatusCard';
import { WalletCard } from '~/features/wallet/WalletCard';
import { requireActivated } from '~/features/activation/activation.server';
import { apiFor } from '~/lib/api.server';
import { hasStatement } from '~/lib/loans';
import { loadWalletPanel } from '~/features/loans/loans.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: activationStyles }];

export const meta: MetaFunction = () => [{ title: 'Wallet' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  await requireActivated(api, request);
  // The wallet from the ledger (GET /wallet) and the latest loan (issue 4).
  const { wallet, loan } = await loadWalletPanel(api);
  return api.json({ ok: true, wallet, loan });
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
