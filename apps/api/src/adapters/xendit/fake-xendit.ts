import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../common/clock';
import type { XenditPayment, XenditPayout, XenditPayoutRequest } from './xendit-client';

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
/** Every request the fake answered, as it came (tests read the headers and bodies the adapter sent). */
const requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[] = [];

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
    p: { channelCode: string; referenceId: string; amount: number; paymentId?: string },
    callback: (data: XenditPayment) => XenditPayment = (d) => d,
    token = this.settings.callbackToken,
  ): Promise<{ payment: XenditPayment; delivery: Delivery; body: unknown }> {
    const now = this.clock.now().toISOString();
    const payment: XenditPayment = payments.get(p.paymentId ?? '') ?? {
      payment_id: p.paymentId ?? `py-${randomUUID()}`,
      payment_request_id: `pr-${randomUUID()}`,
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
