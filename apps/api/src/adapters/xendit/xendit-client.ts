/**
 * The calls this product makes to Xendit (docs/integrations.md), over HTTP with fetch: HTTP Basic
 * with the secret key as user and an empty password, JSON bodies, amounts in pesos (a number with
 * at most two decimals). Error answers are Xendit's shape `{error_code, message}`.
 */

/** A payment as GET /v3/payments/{payment_id} answers it (the fields this product reads). */
export interface XenditPayment {
  payment_id: string;
  payment_request_id?: string;
  reference_id: string;
  request_amount: number;
  currency: string;
  country?: string;
  channel_code: string;
  status: 'SUCCEEDED' | 'FAILED' | 'PENDING' | 'AUTHORIZED' | 'CANCELED' | 'EXPIRED';
  created: string;
  updated: string;
}

/** The Payments API's webhook body: `{event, business_id, created, data}`. */
export interface XenditPaymentCallback {
  event: string;
  business_id?: string;
  created: string;
  data: XenditPayment;
}

/**
 * POST /v3/payment_requests's body, the two flows this product uses: `PAY` (an e-wallet asked for
 * one amount, the payer sent to the channel's checkout) and `REUSABLE_PAYMENT_CODE` (a counter's
 * payment code or a virtual account number that takes many payments).
 */
export interface XenditPaymentRequestBody {
  reference_id: string;
  type: 'PAY' | 'REUSABLE_PAYMENT_CODE';
  country: 'PH';
  currency: 'PHP';
  request_amount?: number;
  capture_method?: 'AUTOMATIC';
  channel_code: string;
  channel_properties: Record<string, string>;
  description?: string;
}

/** What the payer is to do: be sent to a URL, or be shown a code or an account number. */
export interface XenditAction {
  type: 'REDIRECT_CUSTOMER' | 'PRESENT_TO_CUSTOMER';
  descriptor: 'WEB_URL' | 'MOBILE_URL' | 'DEEPLINK_URL' | 'PAYMENT_CODE' | 'VIRTUAL_ACCOUNT_NUMBER' | 'QR_STRING';
  value: string;
}

/** A payment request as POST /v3/payment_requests and GET /v3/payment_requests/{id} answer it. */
export interface XenditPaymentRequest extends XenditPaymentRequestBody {
  business_id?: string;
  payment_request_id: string;
  status: 'REQUIRES_ACTION' | 'ACCEPTING_PAYMENTS' | 'SUCCEEDED' | 'FAILED' | 'CANCELED' | 'EXPIRED';
  actions: XenditAction[];
  created: string;
  updated: string;
}

export type XenditPayoutStatus = 'ACCEPTED' | 'REQUESTED' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED' | 'REVERSED' | 'LOCKED';

/** POST /v2/payouts's body. */
export interface XenditPayoutRequest {
  reference_id: string;
  channel_code: string;
  channel_properties: { account_number: string; account_holder_name: string };
  amount: number;
  currency: 'PHP';
  description?: string;
  metadata?: Record<string, string>;
}

/** A payout as POST /v2/payouts and GET /v2/payouts/{id} answer it. */
export interface XenditPayout extends XenditPayoutRequest {
  id: string;
  status: XenditPayoutStatus;
  failure_code?: string;
  estimated_arrival_time?: string;
  created: string;
  updated: string;
}

/** The Payouts webhook body: `{event: 'payout.succeeded' | 'payout.failed' ..., business_id, created, data}`. */
export interface XenditPayoutCallback {
  event: string;
  business_id?: string;
  created: string;
  data: XenditPayout;
}

/** Xendit answered with an error status (its `error_code` kept) or something unreadable. */
export class XenditError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(`Xendit answered ${status} ${errorCode}: ${message}`);
    this.name = 'XenditError';
  }
}

/** The Payments API version this adapter is written against (its `api-version` header). */
export const PAYMENTS_API_VERSION = '2024-11-11';

export class XenditClient {
  constructor(
    private readonly baseUrl: () => string,
    private readonly secretKey: string,
    private readonly timeoutMs: number,
  ) {}

  /** GET /v3/payments/{payment_id}; null when Xendit does not know it (404). */
  async payment(paymentId: string): Promise<XenditPayment | null> {
    return this.call<XenditPayment>('GET', `/v3/payments/${encodeURIComponent(paymentId)}`, { 'api-version': PAYMENTS_API_VERSION }, undefined, true);
  }

  /**
   * POST /v3/payment_requests with an `idempotency-key`: the same key again answers the same
   * payment request, never a second one.
   */
  async createPaymentRequest(idempotencyKey: string, body: XenditPaymentRequestBody): Promise<XenditPaymentRequest> {
    return (await this.call<XenditPaymentRequest>('POST', '/v3/payment_requests', { 'api-version': PAYMENTS_API_VERSION, 'idempotency-key': idempotencyKey }, body, false))!;
  }

  /** POST /v2/payouts with `Idempotency-key`: the same key again answers the same payout, never a second one. */
  async createPayout(idempotencyKey: string, body: XenditPayoutRequest): Promise<XenditPayout> {
    return (await this.call<XenditPayout>('POST', '/v2/payouts', { 'idempotency-key': idempotencyKey }, body, false))!;
  }

  /** GET /v2/payouts?reference_id=: the payout made with this reference, or null. */
  async payoutByReference(referenceId: string): Promise<XenditPayout | null> {
    const list = await this.call<{ data?: XenditPayout[] }>('GET', `/v2/payouts?reference_id=${encodeURIComponent(referenceId)}`, {}, undefined, false);
    return list?.data?.find((p) => p.reference_id === referenceId) ?? null;
  }

  /** GET /v2/payouts/{id}; null when Xendit does not know it (404). */
  async payout(id: string): Promise<XenditPayout | null> {
    return this.call<XenditPayout>('GET', `/v2/payouts/${encodeURIComponent(id)}`, {}, undefined, true);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body: unknown, notFoundIsNull: boolean): Promise<T | null> {
    const res = await fetch(new URL(path, this.baseUrl()), {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${this.secretKey}:`).toString('base64')}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new XenditError(res.status, 'UNREADABLE_ANSWER', 'not JSON');
    }
    if (res.status === 404 && notFoundIsNull) return null;
    if (!res.ok) {
      const e = (json ?? {}) as { error_code?: unknown; message?: unknown };
      throw new XenditError(res.status, typeof e.error_code === 'string' ? e.error_code : 'UNKNOWN', typeof e.message === 'string' ? e.message.slice(0, 200) : '');
    }
    return json as T;
  }
}

/** Pesos as Xendit writes them to centavos, or null when it is not a whole number of centavos. */
export function centavosFromPesos(pesos: unknown): number | null {
  if (typeof pesos !== 'number' || !Number.isFinite(pesos) || pesos <= 0) return null;
  const centavos = Math.round(pesos * 100);
  return Math.abs(centavos - pesos * 100) < 1e-6 && Number.isSafeInteger(centavos) ? centavos : null;
}

/** Centavos as pesos for Xendit (two decimals at most, exactly as written). */
export function pesosFromCentavos(centavos: number): number {
  return Number((centavos / 100).toFixed(2));
}
