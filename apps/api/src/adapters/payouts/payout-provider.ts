import type { PayoutRail } from '@halimbawa/domain';

export interface PayoutRequest {
  /** The withdrawal's Idempotency-Key-derived key: the provider pays one key at most once. */
  idempotencyKey: string;
  rail: PayoutRail;
  /** PHP centavos. */
  amount: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
  /** Shown on the member's bank statement, e.g. 'HLC-000000042'. */
  reference: string;
}

export type PayoutAnswer =
  | { status: 'COMPLETED'; providerReference: string }
  | { status: 'FAILED'; reason: string }
  /** Not settled yet: ask again with the same key after `retryAfterS` seconds. */
  | { status: 'PENDING'; retryAfterS: number };

/**
 * Port: sends money to a member's bank or e-wallet account. `send` is idempotent by
 * `idempotencyKey`: calling it again (a retry, a recovery after a crash) answers the state of the
 * same payout and never pays twice. A thrown error means "unknown": the job asks again later.
 */
export abstract class PayoutProvider {
  abstract readonly provider: string;
  abstract send(request: PayoutRequest): Promise<PayoutAnswer>;
}
