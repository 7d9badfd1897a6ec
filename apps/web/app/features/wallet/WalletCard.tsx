// The wallet (docs/product.md §2 Wallet): the available balance from the ledger with its currency, 'Withdraw now'
// (a link to /wallet/withdraw once the balance is more than a withdrawal's minimum, else disabled), and
// a progress bar of what was used (withdrawn) of the loan amount: empty while 'Used' is PHP 0.
import { formatCentavos } from '@halimbawa/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '~/components/Link';
import type { LoanView, WalletView } from '~/lib/api/types';
import { canWithdraw } from '~/features/wallet/withdrawal';
import { useT } from '~/lib/language';

export interface WalletCardProps {
  wallet: WalletView;
  /** The latest loan: the bar compares the wallet with its amount once it was credited. */
  loan: LoanView | null;
}

export function WalletCard({ wallet, loan }: WalletCardProps) {
  const t = useT();
  const credited = loan && loan.disbursedAt ? loan.amountPhp : 0;
  // What went back to the lender from the wallet (repayments, a cooling-off return) was not withdrawn.
  const used = credited > 0 ? Math.max(0, credited - wallet.balance - wallet.held - loan!.balance.repaidFromWallet) : 0;
  // The bar measures the same thing as the 'Used' line beside it.
  const percent = credited > 0 ? Math.min(100, (used / credited) * 100) : 0;
  const empty = wallet.balance <= 0;
  const open = canWithdraw(wallet.balance);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="wallet-title" data-testid="wallet">
      <Title order={2} size="h4" id="wallet-title">
        {t('wallet.availableBalance')}
      </Title>
      <Group justify="space-between" align="flex-end" mt="xs" wrap="wrap">
        <Text fz={32} fw={800} c="#0b2a63" data-testid="wallet-balance" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {wallet.currency} {wallet.balanceText}
        </Text>
        <Stack gap={4} align="flex-end">
          {open ? (
            <Button component={Link} to="/wallet/withdraw" size="md" color="red" radius="xl" aria-describedby="withdraw-note">
              {t('wallet.withdrawNow')}
            </Button>
          ) : (
            <Button size="md" color="red" radius="xl" disabled aria-describedby="withdraw-note">
              {t('wallet.withdrawNow')}
            </Button>
          )}
        </Stack>
      </Group>
      <Text size="xs" c="dimmed" id="withdraw-note" mt={4}>
        {empty
          ? t('wallet.nothingToWithdraw')
          : open
            ? t('wallet.withdrawHow')
            : t('wallet.minimum')}
      </Text>
      {wallet.held > 0 ? (
        <Text size="sm" mt="xs">
          {t('wallet.held', { amount: `${wallet.currency} ${wallet.heldText}` })}
        </Text>
      ) : null}
      {credited > 0 ? (
        <div style={{ marginTop: 16 }}>
          <progress className="hl-used-bar" value={percent} max={100} aria-label={t('wallet.usedBar')} data-testid="wallet-used-bar" />
          <Group justify="space-between" mt={6}>
            <Text size="sm">{t('wallet.used', { amount: formatCentavos(used) })}</Text>
            <Text size="sm">{t('wallet.limit', { amount: loan!.amountPhpText })}</Text>
          </Group>
        </div>
      ) : null}
    </Card>
  );
}
