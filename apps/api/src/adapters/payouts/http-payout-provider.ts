import { PayoutProvider, type PayoutAnswer, type PayoutRequest } from './payout-provider';

/**
 * A payout provider over HTTP: POST {rail, amount (centavos), bankName, accountName,
 * accountNumber, reference} as JSON with an `Idempotency-Key` header and a bearer token; the
 * answer is {status: 'COMPLETED', reference} | {status: 'FAILED', reason} | {status: 'PENDING',
 * retryAfterS?}. Anything else (a 5xx, a timeout) is "unknown": the job asks again later.
 */
export class HttpPayoutProvider extends PayoutProvider {
  readonly provider = 'http';

  constructor(
    private readonly url: string,
    private readonly token: string | null,
    private readonly timeoutMs: number,
  ) {
    super();
  }

  async send(request: PayoutRequest): Promise<PayoutAnswer> {
    const { idempotencyKey, ...body } = request;
    const res = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`Payout provider answered ${res.status}`);
    const answer = (await res.json()) as { status?: unknown; reference?: unknown; reason?: unknown; retryAfterS?: unknown };
    if (answer.status === 'COMPLETED' && typeof answer.reference === 'string') return { status: 'COMPLETED', providerReference: answer.reference };
    if (answer.status === 'FAILED') return { status: 'FAILED', reason: typeof answer.reason === 'string' && answer.reason ? answer.reason : 'Payout refused' };
    if (answer.status === 'PENDING') return { status: 'PENDING', retryAfterS: typeof answer.retryAfterS === 'number' ? answer.retryAfterS : 60 };
    throw new Error('Payout provider gave an answer without a known status');
  }
}
