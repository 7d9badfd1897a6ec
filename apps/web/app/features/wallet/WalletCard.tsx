// The wallet (docs/product.md §2 Wallet): the available balance from the ledger with its currency, 'Withdraw now'
// (a link to /wallet/withdraw once the balance is more than a withdrawal's minimum, else disabled), and
// a progress bar of what was used (withdrawn) of the loan amount: empty while 'Used' is PHP 0.
import { formatCentavos } from '@halimbawa/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@remix-run/react';
import type { LoanView, WalletView } from '~/lib/api/types';
import { canWithdraw } from '~/features/wallet/withdrawal';

export interface WalletCardProps {
  wallet: WalletView;
  /** The latest loan: the bar compares the wallet with its amount once it was credited. */
  loan: LoanView | null;
}

export function WalletCard({ wallet, loan }: WalletCardProps) {
  const credited = loan && loan.disbursedAt ? loan.amountPhp : 0;
  // What went back to the lender from the wallet (repayments, a cooling-off return) was not withdrawn.
  const used = credited > 0 ? Math.max(0, credited - wallet.balance - wallet.held - loan!.balance.repaidFromWallet) : 0;
  // The bar measures the same thing as the 'Used' line beside it (issue 12, defect 9).
  const percent = credited > 0 ? Math.min(100, (used / credited) * 100) : 0;
  const empty = wallet.balance <= 0;
  const open = canWithdraw(wallet.balance);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="wallet-title" data-testid="wallet">
      <Title order={2} size="h4" id="wallet-title">
        Available balance
      </Title>
      <Group justify="space-between" align="flex-end" mt="xs" wrap="wrap">
        <Text fz={32} fw={800} c="#0b2a63" data-testid="wallet-balance" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {wallet.currency} {wallet.balanceText}
        </Text>
        <Stack gap={4} align="flex-end">
          {open ? (
            <Button component={Link} to="/wallet/withdraw" size="md" color="red" radius="xl" aria-describedby="withdraw-note">
              Withdraw now
            </Button>
          ) : (
            <Button size="md" color="red" radius="xl" disabled aria-describedby="withdraw-note">
              Withdraw now
            </Button>
          )}
        </Stack>
      </Group>
      <Text size="xs" c="dimmed" id="withdraw-note" mt={4}>
        {empty
          ? 'Nothing to withdraw yet: when a loan is credited, the money arrives here.'
          : open
            ? 'Withdraw to your own bank or e-wallet account, confirmed with a code sent by SMS. No fee.'
            : 'A withdrawal must be more than PHP 999.00.'}
      </Text>
      {wallet.held > 0 ? (
        <Text size="sm" mt="xs">
          Held for a withdrawal in progress: {wallet.currency} {wallet.heldText}
        </Text>
      ) : null}
      {credited > 0 ? (
        <div style={{ marginTop: 16 }}>
          <progress className="hl-used-bar" value={percent} max={100} aria-label="Used (withdrawn) of the loan amount" data-testid="wallet-used-bar" />
          <Group justify="space-between" mt={6}>
            <Text size="sm">Used (withdrawn): PHP {formatCentavos(used)}</Text>
            <Text size="sm">Limit (loan amount): PHP {loan!.amountPhpText}</Text>
          </Group>
        </div>
      ) : null}
    </Card>
  );
}
