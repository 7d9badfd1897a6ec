import type { Clock } from '../../common/clock';
import { PayoutProvider, type PayoutAnswer, type PayoutRequest } from './payout-provider';

export const ACCOUNT_NOT_FOUND = 'Account not found';

interface SimulatedPayout {
  request: PayoutRequest;
  firstSeenAt: number;
}

/**
 * The simulated provider (the default outside production, docs/product.md §10): a payout
 * completes PAYOUT_DELAY_S seconds after the provider first saw its key, and a destination whose
 * account number ends in `0000` fails with 'Account not found'. Payouts are kept per process in
 * one book shared by every instance (two apps in one test process see the same "bank"), so a
 * key is paid at most once.
 */
export class SimulatedPayoutProvider extends PayoutProvider {
  readonly provider = 'simulated';
  private static readonly book = new Map<string, SimulatedPayout>();

  constructor(
    private readonly clock: Clock,
    private readonly delayS: number,
  ) {
    super();
  }

  async send(request: PayoutRequest): Promise<PayoutAnswer> {
    const now = this.clock.now().getTime();
    let payout = SimulatedPayoutProvider.book.get(request.idempotencyKey);
    if (!payout) {
      payout = { request, firstSeenAt: now };
      SimulatedPayoutProvider.book.set(request.idempotencyKey, payout);
    } else if (payout.request.amount !== request.amount || payout.request.accountNumber !== request.accountNumber) {
      // A real provider refuses a key reused for another payout; so does the simulation.
      return { status: 'FAILED', reason: 'Idempotency key reused for a different payout' };
    }
    if (payout.request.accountNumber.endsWith('0000')) return { status: 'FAILED', reason: ACCOUNT_NOT_FOUND };
    const dueAt = payout.firstSeenAt + this.delayS * 1000;
    if (now < dueAt) return { status: 'PENDING', retryAfterS: Math.ceil((dueAt - now) / 1000) };
    return { status: 'COMPLETED', providerReference: `SIM-${request.idempotencyKey.slice(0, 36)}` };
  }
}
