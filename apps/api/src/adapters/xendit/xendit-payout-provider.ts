import { findBank } from '@halimbawa/domain';
import type { Clock } from '../../common/clock';
import { PayoutProvider, type PayoutAnswer, type PayoutRequest } from '../payouts/payout-provider';
import { pesosFromCentavos, XenditError, type XenditClient, type XenditPayout } from './xendit-client';

/** Our bank codes whose Xendit payout channel code is not PH_<code>. */
const CHANNEL_CODE_EXCEPTIONS: Record<string, string> = { MAYA: 'PH_PAYMAYA' };

/** Xendit's payout channel code of a destination named as the member chose it ('BDO Unibank' -> PH_BDO). */
export function payoutChannelCode(bankName: string): string {
  const code = findBank(bankName)?.code ?? 'OTHER';
  return CHANNEL_CODE_EXCEPTIONS[code] ?? `PH_${code}`;
}

/** The words a member reads for Xendit's failure codes (its own words are codes, not sentences). */
const FAILURE_REASONS: Record<string, string> = {
  INVALID_DESTINATION: 'Account not found',
  REJECTED_BY_CHANNEL: 'The receiving bank refused the transfer',
  INSUFFICIENT_BALANCE: 'The transfer could not be sent now',
  TEMPORARY_TRANSFER_ERROR: 'The transfer could not be sent now',
  TRANSFER_ERROR: 'The transfer could not be sent',
};

/** The longest the payout job waits before it asks again about a payout still on its way (a webhook may settle it sooner). */
export const LONGEST_PAYOUT_CHECK_S = 900;

/**
 * Payouts through Xendit (POST /v2/payouts): the withdrawal's key is both the `Idempotency-key`
 * and the `reference_id`, so asking again after a crash or a timeout finds the same payout (Xendit
 * answers a reused key with 409 DUPLICATE_ERROR; the payout is then read back by its reference).
 * Xendit routes a PHP bank payout by InstaPay up to PHP 50,000 and PESONet above it; the rail
 * this product chose goes along in `metadata`.
 */
export class XenditPayoutProvider extends PayoutProvider {
  readonly provider = 'xendit';

  constructor(
    private readonly client: XenditClient,
    private readonly clock: Clock,
  ) {
    super();
  }

  async send(request: PayoutRequest): Promise<PayoutAnswer> {
    let payout: XenditPayout;
    try {
      payout = await this.client.createPayout(request.idempotencyKey, {
        reference_id: request.idempotencyKey,
        channel_code: payoutChannelCode(request.bankName),
        channel_properties: { account_number: request.accountNumber, account_holder_name: request.accountName },
        amount: pesosFromCentavos(request.amount),
        currency: 'PHP',
        description: request.reference,
        metadata: { rail: request.rail },
      });
    } catch (error) {
      if (!(error instanceof XenditError && error.status === 409 && error.errorCode === 'DUPLICATE_ERROR')) throw error;
      const found = await this.client.payoutByReference(request.idempotencyKey);
      if (!found) throw error;
      payout = found;
    }
    return this.answerOf(payout);
  }

  /** A payout's status as the payout job reads it. */
  answerOf(payout: XenditPayout): PayoutAnswer {
    if (payout.status === 'SUCCEEDED') return { status: 'COMPLETED', providerReference: payout.id };
    if (payout.status === 'FAILED' || payout.status === 'CANCELLED' || payout.status === 'REVERSED') {
      return { status: 'FAILED', reason: FAILURE_REASONS[payout.failure_code ?? ''] ?? 'The transfer could not be sent' };
    }
    const eta = payout.estimated_arrival_time ? new Date(payout.estimated_arrival_time).getTime() : Number.NaN;
    const left = Number.isNaN(eta) ? 60 : Math.ceil((eta - this.clock.now().getTime()) / 1000);
    return { status: 'PENDING', retryAfterS: Math.min(LONGEST_PAYOUT_CHECK_S, Math.max(1, left)) };
  }
}
