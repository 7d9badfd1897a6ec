// Where a payment held in suspense stands: still there, waiting for a second officer, or assigned.
import type { Schemas } from '@halimbawa/api-client';
import { useT } from '~/lib/language';
import { StatusBadge } from './StatusBadge';

export function SuspenseStateBadge({ payment }: { payment: Schemas['SuspensePaymentDto'] }) {
  const t = useT();
  const target = payment.targetText ?? '';
  return (
    <span data-testid={`suspense-state-${payment.id}`}>
      <StatusBadge tone={payment.state === 'OPEN' ? 'warning' : payment.state === 'WAITING' ? 'info' : 'success'}>{t(`consoleMoney.suspenseStates.${payment.state}`, { target })}</StatusBadge>
    </span>
  );
}
