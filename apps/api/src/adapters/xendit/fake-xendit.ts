import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../common/clock';
import type { XenditAction, XenditPayment, XenditPaymentRequest, XenditPaymentRequestBody, XenditPayout, XenditPayoutRequest } from './xendit-client';

/** Where the fake sends the callbacks Xendit would send (the webhook URLs set in Xendit's dashboard). */
export interface FakeXenditWebhooks {
  payments: () => string;
  payouts: () => string;
}

export interface FakeXenditSettings {
  secretKey: string;
  callbackToken: string;
  /** PAYOUT_DELAY_S: a payout succeeds this long after the fake first saw it. */
  payoutDelayS: number;
}

interface StoredPayout {
  payout: XenditPayout;
  key: string;
  firstSeenAt: number;
  notified: boolean;
}

/** What a webhook delivery got back from the receiver. */
export interface Delivery {
  status: number;
  body: unknown;
}

// One book per process, as one provider serves every app instance (two apps in a test, one bank).
const payments = new Map<string, XenditPayment>();
const payouts = new Map<string, StoredPayout>();
const payoutKeys = new Map<string, string>();
const paymentRequests = new Map<string, XenditPaymentRequest>();
const paymentRequestKeys = new Map<string, string>();
/** Every request the fake answered, as it came (tests read the headers and bodies the adapter sent). */
const requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[] = [];

/** The channels each payment request flow takes at the fake, as Xendit's channel pages list them for the Philippines. */
const PAY_CHANNEL_CODES = ['GCASH', 'PAYMAYA'];
const REUSABLE_CHANNEL_CODES = ['7ELEVEN_CLIQQ', 'ECPAY', 'CEBUANA', 'BANK_TRANSFER'];
/** The path of the fake's stand-in for an e-wallet's hosted checkout page (no key: the payer's browser opens it). */
const CHECKOUT_PATH = /^\/_fake\/checkout\/(pr-[0-9a-f-]{36})(\/pay)?$/;

/** An account number ending in 0000 is refused by the receiving bank: how a test or a demo makes a payout fail. */
export const FAILING_ACCOUNT_SUFFIX = '0000';

const error = (res: ServerResponse, status: number, error_code: string, message: string) => send(res, status, { error_code, message });
function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

function validPayoutRequest(b: Partial<XenditPayoutRequest> | null): b is XenditPayoutRequest {
  return (
    !!b &&
    typeof b.reference_id === 'string' &&
    b.reference_id.length > 0 &&
    typeof b.channel_code === 'string' &&
    /^PH_[A-Z0-9_]+$/.test(b.channel_code) &&
    typeof b.channel_properties?.account_number === 'string' &&
    typeof b.channel_properties?.account_holder_name === 'string' &&
    typeof b.amount === 'number' &&
    b.amount > 0 &&
    b.currency === 'PHP'
  );
}

function validPaymentRequest(b: Partial<XenditPaymentRequestBody> | null): b is XenditPaymentRequestBody {
  if (!b || typeof b.reference_id !== 'string' || b.reference_id.length < 1 || b.reference_id.length > 255) return false;
  if (b.country !== 'PH' || b.currency !== 'PHP' || typeof b.channel_code !== 'string') return false;
  const amount = b.request_amount;
  const validAmount = typeof amount === 'number' && amount > 0 && Math.round(amount * 100) === amount * 100;
  if (b.type === 'PAY') {
    const props = b.channel_properties ?? {};
    return PAY_CHANNEL_CODES.includes(b.channel_code) && validAmount && typeof props.success_return_url === 'string' && typeof props.failure_return_url === 'string';
  }
  return b.type === 'REUSABLE_PAYMENT_CODE' && REUSABLE_CHANNEL_CODES.includes(b.channel_code) && (amount === undefined || validAmount);
}

/** A number of `length` random digits (a payment code, a virtual account number). */
const digits = (length: number) => Array.from(randomBytes(length), (b) => String(b % 10)).join('');

/**
 * A local stand-in for Xendit (docs/integrations.md): a small HTTP server answering the endpoints
 * this product calls, with Xendit's payloads, statuses and error shapes, checking HTTP Basic with
 * the secret key; and sending the webhooks Xendit sends, with the x-callback-token header. It
 * never reaches the network. Its time is the product's settable clock, so payouts complete
 * PAYOUT_DELAY_S after the fake first saw them, as the business clock moves.
 */
export class FakeXendit {
  private server: Server | null = null;
  private url = '';

  constructor(
    private readonly clock: Clock,
    private readonly settings: FakeXenditSettings,
    private readonly webhooks: FakeXenditWebhooks,
  ) {}

  get baseUrl(): string {
    return this.url;
  }

  /** The requests this process's fake answered, oldest first. */
  get requests(): readonly { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[] {
    return requests;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res).catch(() => error(res, 500, 'SERVER_ERROR', 'Fake failed')));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * A customer pays `amount` pesos at `channelCode` (GCASH, 7ELEVEN, a virtual account...) for
   * `referenceId`: the payment is recorded as SUCCEEDED and its payment.capture webhook delivered,
   * as in Xendit's test mode. `callback` changes what the webhook says (not what GET answers).
   */
  async pay(
    p: { channelCode: string; referenceId: string; amount: number; paymentId?: string; paymentRequestId?: string },
    callback: (data: XenditPayment) => XenditPayment = (d) => d,
    token = this.settings.callbackToken,
  ): Promise<{ payment: XenditPayment; delivery: Delivery; body: unknown }> {
    const now = this.clock.now().toISOString();
    const payment: XenditPayment = payments.get(p.paymentId ?? '') ?? {
      payment_id: p.paymentId ?? `py-${randomUUID()}`,
      payment_request_id: p.paymentRequestId ?? `pr-${randomUUID()}`,
      reference_id: p.referenceId,
      request_amount: p.amount,
      currency: 'PHP',
      country: 'PH',
      channel_code: p.channelCode,
      status: 'SUCCEEDED',
      created: now,
      updated: now,
    };
    payments.set(payment.payment_id, payment);
    const body = { event: 'payment.capture', business_id: 'fake-business', created: now, data: callback({ ...payment }) };
    return { payment, delivery: await this.deliver(this.webhooks.payments(), body, token), body };
  }

  /**
   * A payer pays through a payment request made here: an e-wallet's at its own amount (once), a
   * reusable code or virtual account with `amount` pesos; the payment carries the request's
   * reference and channel, and its webhook is delivered as Xendit would.
   */
  async payRequest(paymentRequestId: string, amount?: number, paymentId?: string): Promise<{ payment: XenditPayment; delivery: Delivery; body: unknown }> {
    const request = paymentRequests.get(paymentRequestId);
    if (!request || request.status === 'SUCCEEDED') throw new Error(`No payment request ${paymentRequestId} waiting for a payment at the fake`);
    const paid = request.type === 'PAY' ? request.request_amount! : amount;
    if (paid === undefined) throw new Error('A reusable payment code is paid with an amount');
    if (request.type === 'PAY') Object.assign(request, { status: 'SUCCEEDED', updated: this.clock.now().toISOString() });
    return this.pay({ channelCode: request.channel_code, referenceId: request.reference_id, amount: paid, paymentId, paymentRequestId });
  }

  /** A payer gives a counter's payment code or transfers to a virtual account number made here, for `amount` pesos. */
  payCode(code: string, amount: number): Promise<{ payment: XenditPayment; delivery: Delivery; body: unknown }> {
    const request = [...paymentRequests.values()].find((r) => r.type === 'REUSABLE_PAYMENT_CODE' && r.actions.some((a) => a.value === code));
    if (!request) throw new Error(`No payment code ${code} at the fake`);
    return this.payRequest(request.payment_request_id, amount);
  }

  /**
   * The payment request made here for `referenceId` at `channelCode` that a payment of `amount`
   * pesos would go through: the reusable one, or the newest e-wallet request of that amount still
   * waiting; null when none was made (the payer then pays by the reference alone).
   */
  requestFor(referenceId: string, channelCode: string, amount: number): XenditPaymentRequest | null {
    const matching = [...paymentRequests.values()].filter(
      (r) => r.reference_id === referenceId && r.channel_code === channelCode && (r.type === 'REUSABLE_PAYMENT_CODE' || (r.status === 'REQUIRES_ACTION' && r.request_amount === amount)),
    );
    return matching.at(-1) ?? null;
  }

  /** Payouts whose time has come reach their final status, and each one's webhook is sent once. */
  async settleDuePayouts(): Promise<Delivery[]> {
    const deliveries: Delivery[] = [];
    for (const stored of payouts.values()) {
      const payout = this.current(stored);
      if (stored.notified || (payout.status !== 'SUCCEEDED' && payout.status !== 'FAILED')) continue;
      stored.notified = true;
      const event = payout.status === 'SUCCEEDED' ? 'payout.succeeded' : 'payout.failed';
      deliveries.push(await this.deliver(this.webhooks.payouts(), { event, business_id: 'fake-business', created: this.clock.now().toISOString(), data: payout }));
    }
    return deliveries;
  }

  /** A webhook as Xendit sends it: POST JSON with the account's x-callback-token. */
  async deliver(url: string, body: unknown, token = this.settings.callbackToken): Promise<Delivery> {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-callback-token': token }, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    return { status: res.status, body: parseJson(text) };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const checkout = CHECKOUT_PATH.exec(new URL(req.url ?? '/', 'http://fake').pathname);
    if (checkout) return this.checkout(req, res, checkout[1], !!checkout[2]);
    const expected = `Basic ${Buffer.from(`${this.settings.secretKey}:`).toString('base64')}`;
    if (req.headers.authorization !== expected) return error(res, 401, 'INVALID_API_KEY', 'API key is invalid');
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await readBody(req);
    requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: parseJson(text) });
    let m = /^\/v3\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) {
      const payment = payments.get(decodeURIComponent(m[1]));
      return payment ? send(res, 200, payment) : error(res, 404, 'DATA_NOT_FOUND', 'Payment not found');
    }
    if (req.method === 'POST' && url.pathname === '/v3/payment_requests') return this.createPaymentRequest(req, text, res);
    m = /^\/v3\/payment_requests\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) {
      const request = paymentRequests.get(decodeURIComponent(m[1]));
      return request ? send(res, 200, request) : error(res, 404, 'DATA_NOT_FOUND', 'Payment request not found');
    }
    if (req.method === 'POST' && url.pathname === '/v2/payouts') return this.createPayout(req, text, res);
    if (req.method === 'GET' && url.pathname === '/v2/payouts') {
      const ref = url.searchParams.get('reference_id');
      const data = [...payouts.values()].filter((s) => s.payout.reference_id === ref).map((s) => this.current(s));
      return send(res, 200, { data, has_more: false, links: [] });
    }
    m = /^\/v2\/payouts\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) {
      const stored = payouts.get(decodeURIComponent(m[1]));
      return stored ? send(res, 200, this.current(stored)) : error(res, 404, 'DATA_NOT_FOUND', 'Payout not found');
    }
    return error(res, 404, 'NOT_FOUND', 'The requested resource was not found');
  }

  private createPaymentRequest(req: IncomingMessage, text: string, res: ServerResponse): void {
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string' && paymentRequestKeys.has(key)) return send(res, 200, paymentRequests.get(paymentRequestKeys.get(key)!));
    const body = parseJson(text) as Partial<XenditPaymentRequestBody> | null;
    if (!validPaymentRequest(body)) return error(res, 400, 'API_VALIDATION_ERROR', 'Invalid payment request');
    const now = this.clock.now().toISOString();
    const id = `pr-${randomUUID()}`;
    const action: XenditAction =
      body.type === 'PAY'
        ? { type: 'REDIRECT_CUSTOMER', descriptor: 'WEB_URL', value: `${this.url}/_fake/checkout/${id}` }
        : body.channel_code === 'BANK_TRANSFER'
          ? { type: 'PRESENT_TO_CUSTOMER', descriptor: 'VIRTUAL_ACCOUNT_NUMBER', value: `7057${digits(12)}` }
          : { type: 'PRESENT_TO_CUSTOMER', descriptor: 'PAYMENT_CODE', value: digits(12) };
    const request: XenditPaymentRequest = {
      ...body,
      business_id: 'fake-business',
      payment_request_id: id,
      capture_method: 'AUTOMATIC',
      status: body.type === 'PAY' ? 'REQUIRES_ACTION' : 'ACCEPTING_PAYMENTS',
      actions: [action],
      created: now,
      updated: now,
    };
    paymentRequests.set(id, request);
    if (typeof key === 'string') paymentRequestKeys.set(key, id);
    send(res, 201, request);
  }

  /**
   * The e-wallet's checkout page as the payer's browser sees it: a button that pays the request
   * (its webhook sent to the API) and sends the payer back to the shop's success URL.
   */
  private async checkout(req: IncomingMessage, res: ServerResponse, id: string, paying: boolean): Promise<void> {
    const request = paymentRequests.get(id);
    if (!request || request.type !== 'PAY') return error(res, 404, 'DATA_NOT_FOUND', 'Payment request not found');
    if (paying && req.method === 'POST') {
      if (request.status === 'REQUIRES_ACTION') await this.payRequest(id);
      res.writeHead(303, { location: request.channel_properties.success_return_url }).end();
      return;
    }
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Fake ${request.channel_code} checkout</title></head>
<body><main><h1>Fake ${request.channel_code} checkout (not a real payment)</h1><p>PHP ${request.request_amount!.toFixed(2)}</p>
<form method="post" action="/_fake/checkout/${id}/pay"><button type="submit">Pay</button></form><p><a href="${encodeURI(request.channel_properties.failure_return_url)}">Cancel</a></p></main></body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  }

  private createPayout(req: IncomingMessage, text: string, res: ServerResponse): void {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length < 1 || key.length > 100) return error(res, 400, 'API_VALIDATION_ERROR', 'Idempotency-key header is required');
    const body = parseJson(text) as Partial<XenditPayoutRequest> | null;
    if (!validPayoutRequest(body)) return error(res, 400, 'API_VALIDATION_ERROR', 'Invalid payout request');
    if (payoutKeys.has(key)) return error(res, 409, 'DUPLICATE_ERROR', 'Idempotency key has been used before. Use a unique idempotency key and try again');
    const now = this.clock.now();
    const payout: XenditPayout = {
      ...body,
      id: `disb-${randomUUID()}`,
      status: 'ACCEPTED',
      created: now.toISOString(),
      updated: now.toISOString(),
      estimated_arrival_time: new Date(now.getTime() + this.settings.payoutDelayS * 1000).toISOString(),
    };
    const stored: StoredPayout = { payout, key, firstSeenAt: now.getTime(), notified: false };
    payouts.set(payout.id, stored);
    payoutKeys.set(key, payout.id);
    send(res, 200, this.current(stored));
  }

  /** A payout as it stands now on the fake's clock. */
  private current(stored: StoredPayout): XenditPayout {
    const { payout } = stored;
    if (payout.status !== 'ACCEPTED') return payout;
    const now = this.clock.now();
    if (payout.channel_properties.account_number.endsWith(FAILING_ACCOUNT_SUFFIX)) {
      Object.assign(payout, { status: 'FAILED', failure_code: 'INVALID_DESTINATION', updated: now.toISOString() });
    } else if (now.getTime() >= stored.firstSeenAt + this.settings.payoutDelayS * 1000) {
      Object.assign(payout, { status: 'SUCCEEDED', updated: now.toISOString() });
    }
    return payout;
  }
}
