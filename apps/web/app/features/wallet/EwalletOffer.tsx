// When an e-wallet cannot take the amount typed at once (InstaPay's cap a withdrawal, or what is
// left of its month), the withdrawal page offers the ways that work instead of only refusing: the
// amount cut into withdrawals the e-wallet takes (the first one a button away), and a bank account,
// which has no limit of ours. Plain forms and links: it works without JavaScript.
import { WITHDRAWAL_MIN_EXCLUSIVE, centavosToDecimal, formatCentavos, withdrawalPieces } from '@halimbawa/domain';
import { Alert, Anchor, Button, Text } from '@mantine/core';
import { Form } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { useT } from '~/lib/language';

/** `amount`: what would leave the wallet (the typed amount, at most the balance); `monthLeft`: what the e-wallet still takes this month. */
export function EwalletOffer({ amount, monthLeft }: { amount: number; monthLeft: number }) {
  const t = useT();
  const pieces = withdrawalPieces('ewallet', amount, monthLeft);
  const first = pieces[0] ?? 0;
  const rest = amount - pieces.reduce((sum, p) => sum + p, 0);
  return (
    <Alert color="blue" variant="light" title={t('wallet.ewalletOffer.title')} data-testid="ewallet-offer" mt="md">
      {first > WITHDRAWAL_MIN_EXCLUSIVE ? (
        <>
          <Text size="sm">{t('wallet.ewalletOffer.pieces', { pieces: pieces.map((p) => `PHP ${formatCentavos(p)}`).join(', ') })}</Text>
          <Form method="post" aria-label={t('wallet.ewalletOffer.pieceForm')}>
            <CsrfInput />
            <input type="hidden" name="amount" value={centavosToDecimal(first)} />
            <Button type="submit" color="red" size="sm" mt="xs">
              {t('wallet.ewalletOffer.withdrawPiece', { amount: formatCentavos(first) })}
            </Button>
          </Form>
        </>
      ) : null}
      {rest > 0 ? (
        <Text size="sm" mt="xs">
          {t('wallet.ewalletOffer.monthRest', { amount: formatCentavos(rest) })}
        </Text>
      ) : null}
      <Text size="sm" mt="xs">
        {t('wallet.ewalletOffer.bank')}{' '}
        <Anchor component={Link} to="/activate/bank" fw={700}>
          {t('wallet.ewalletOffer.toBank')}
        </Anchor>
      </Text>
    </Alert>
  );
}
