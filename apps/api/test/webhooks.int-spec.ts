import { disbursedLoan, officerToken } from '@halimbawa/testing';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookDeliveryJob } from '../src/modules/webhooks/webhook-delivery.job';
import { PayoutJobService } from '../src/modules/withdrawals/payout-job.service';
import { createOpenApiDocument } from '../src/openapi/openapi-document';
import { ResponseContract } from './support/contract';
import { createKycTestApp } from './support/kyc';
import { appliedLoan, verifiedMember } from './support/loans';
import { adminMember, latestCode } from './support/members';
import type { TestApp } from './support/test-app';

// docs/decisions/020: events recorded with the change, delivered signed, retried, in order per subject.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; occurredAt: string; data: Record<string, unknown> };
}

/** An integrator's endpoint on a local port: records every request and answers `answer(event)`. */
class Receiver {
  readonly received: Received[] = [];
  answer: (event: Received['event']) => number = () => 200;
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const event = JSON.parse(body) as Received['event'];
      this.received.push({ headers: req.headers, body, event });
      res.writeHead(this.answer(event)).end();
    });
  });

  async start(): Promise<string> {
    return `http://127.0.0.1:${await this.listen('127.0.0.1')}/hooks`;
  }

  /** Listens on `host` ('::' is every local address, IPv4 and IPv6); answers the port. */
  async listen(host: string): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, host, resolve));
    return (this.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** What arrived about `subject` (the suite shares the database, so other files' events arrive too). */
  about(key: string, value: string): Received[] {
    return this.received.filter((r) => r.event.data[key] === value);
  }
}

/** An endpoint that takes the connection and never answers; `timeline` gets 'silent request' and 'silent closed'. */
class SilentReceiver {
  requests = 0;
  private server: Server;

  constructor(timeline: string[]) {
    this.server = createServer((req) => {
      this.requests++;
      timeline.push('silent request');
      req.socket.on('close', () => timeline.push('silent closed'));
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** Drops every connection it holds (the sender sees no answer). */
  hangUp(): void {
    this.server.closeAllConnections();
  }

  stop(): Promise<void> {
    this.hangUp();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Waits, up to two minutes, for `condition`. */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 1200 && !condition(); i++) await new Promise((r) => setTimeout(r, 100));
}

/** What a receiver computes to check a delivery (docs/api.md, Webhooks). */
function signatureValid(secret: string, r: Received): boolean {
  const id = String(r.headers['webhook-id']);
  const timestamp = String(r.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${r.body}`).digest('base64');
  return String(r.headers['webhook-signature']).split(' ').includes(`v1,${expected}`);
}

let t: TestApp;
let officer: string;
let admin: string;
let job: WebhookDeliveryJob;
const receiver = new Receiver();
let url: string;

beforeAll(async () => {
  // The local receivers are on 127.0.0.1, which webhooks may reach only when an operator allows it.
  t = await createKycTestApp({ DISBURSE_DELAY_S: '0', PAYOUT_DELAY_S: '0', WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32' });
  officer = await officerToken(t.api);
  admin = (await adminMember(t)).adminToken;
  job = t.app.get(WebhookDeliveryJob);
  url = await receiver.start();
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});
afterEach(() => t.clock.setOffsetSeconds(0));

const subscribe = (body: Record<string, unknown>) => t.call('post', '/admin/webhooks', { token: admin }).send(body);
const disable = (id: string) => t.call('post', `/admin/webhooks/${id}/disable`, { token: admin }).send({});
const deliveries = (id: string, query = '') => t.call('get', `/admin/webhooks/${id}/deliveries${query}`, { token: admin });

describe('webhooks', () => {
  it('delivers a loan’s and a KYC decision’s events signed, retries a failed one with back-off, and keeps a loan’s events in order', async () => {
    const created = await subscribe({ url, events: ['loan.status_changed', 'kyc.decided'] });
    expect(created.status).toBe(201);
    const { subscription, secret } = created.body as { subscription: { id: string; active: boolean }; secret: string };
    expect(subscription.active).toBe(true);
    expect(secret).toMatch(/^whsec_/);

    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m);
    expect((await t.call('post', `/officer/loans/${loanNumber}/approve`, { token: officer }).send({})).status).toBe(200);

    // The endpoint fails the loan's first event once.
    let failures = 0;
    receiver.answer = (e) => (e.data.loanNumber === loanNumber && e.data.to === 'PENDING_REVIEW' && failures++ === 0 ? 500 : 200);

    await job.tick();
    expect(receiver.about('memberId', m.id).map((r) => r.event.type)).toEqual(['kyc.decided', 'loan.status_changed']);
    // The approval waits behind the failed application: nothing of the loan's arrives out of order.
    expect(receiver.about('loanNumber', loanNumber).map((r) => r.event.data.to)).toEqual(['PENDING_REVIEW']);

    await job.tick();
    expect(receiver.about('loanNumber', loanNumber)).toHaveLength(1);

    t.clock.setOffsetSeconds(31);
    await job.tick();
    const loanEvents = receiver.about('loanNumber', loanNumber);
    expect(loanEvents.map((r) => r.event.data.to)).toEqual(['PENDING_REVIEW', 'PENDING_REVIEW', 'APPROVED']);
    expect(loanEvents[2].event.data).toEqual({ loanNumber, memberId: m.id, from: 'PENDING_REVIEW', to: 'APPROVED' });
    // A retry is the same event: the same id, for the receiver to tell repeats apart.
    expect(loanEvents[1].headers['webhook-id']).toBe(loanEvents[0].headers['webhook-id']);
    expect(loanEvents[0].event.id).toBe(loanEvents[0].headers['webhook-id']);

    // Each body as the document's `webhooks` describes it.
    const contract = new ResponseContract(createOpenApiDocument(t.app));
    for (const r of receiver.about('memberId', m.id)) {
      expect(contract.checkWebhook(r.event.type, r.event)).toEqual([]);
      expect(contract.checkWebhook(r.event.type, { ...r.event, data: {} })).not.toEqual([]);
      expect(signatureValid(secret, r)).toBe(true);
      expect(Math.abs(Number(r.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300);
      expect(r.headers['content-type']).toBe('application/json');
    }
    expect(signatureValid('whsec_' + Buffer.alloc(32).toString('base64'), loanEvents[0])).toBe(false);
    expect(signatureValid(secret, { ...loanEvents[0], body: loanEvents[0].body.replace('PENDING_REVIEW', 'APPROVED') })).toBe(false);

    // The delivery log: newest first, paged; the retried one tried twice.
    const log = await deliveries(subscription.id, '?limit=200');
    expect(log.status).toBe(200);
    const ours = (log.body.deliveries as { eventId: string; subject: string; status: string; attempts: number; lastStatusCode: number | null }[]).filter(
      (d) => d.subject === `loan:${loanNumber}`,
    );
    expect(ours.map((d) => [d.status, d.attempts, d.lastStatusCode])).toEqual([
      ['DELIVERED', 1, 200],
      ['DELIVERED', 2, 200],
    ]);
    const first = await deliveries(subscription.id, '?limit=1');
    expect(first.body.deliveries).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await deliveries(subscription.id, `?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.deliveries[0].id).not.toBe(first.body.deliveries[0].id);
    expect((await deliveries(subscription.id, '?status=SENT')).body.errors.status.code).toBe('apiWebhooks.deliveryStatus');

    // Disabled: nothing more is recorded for it or sent.
    const off = await disable(subscription.id);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: subscription.id, active: false, disabledAt: expect.any(String) });
    expect((await disable(subscription.id)).body.code).toBe('apiWebhooks.alreadyDisabled');
    const before = receiver.received.length;
    expect((await t.call('post', `/loan/${loanNumber}/cancel`, { token: m.accessToken }).send({})).status).toBe(200);
    await job.tick();
    expect(receiver.received.slice(before).filter((r) => r.event.data.loanNumber === loanNumber)).toEqual([]);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE subscription_id = $1 AND subject = $2`, [subscription.id, `loan:${loanNumber}`]);
    expect(n).toBe(2);
  });

  it('tells of a withdrawal from confirmation to payout and of a payment, each body as the document describes it', async () => {
    const created = await subscribe({ url, events: ['payment.received', 'withdrawal.status_changed'] });
    const { subscription } = created.body as { subscription: { id: string } };
    const m = await verifiedMember(t, officer);
    const loanNumber = await disbursedLoan(t.api, m, officer);
    const me = { token: m.accessToken };
    const w = await t.call('post', '/withdrawals', me).set('Idempotency-Key', randomUUID()).send({ amount: '1000' });
    expect((await t.call('post', `/withdrawals/${w.body.withdrawal.id}/confirm`, me).send({ code: await latestCode(t, m.e164) })).status).toBe(200);
    await t.app.get(PayoutJobService).tick();
    expect((await t.call('post', `/loan/${loanNumber}/repay`, me).set('Idempotency-Key', randomUUID()).send({ kind: 'NEXT' })).status).toBe(200);
    await job.tick();

    const contract = new ResponseContract(createOpenApiDocument(t.app));
    const ours = receiver.about('memberId', m.id);
    for (const r of ours) expect(contract.checkWebhook(r.event.type, r.event)).toEqual([]);
    expect(ours.filter((r) => r.event.type === 'withdrawal.status_changed').map((r) => r.event.data.status)).toEqual(['QUEUED', 'COMPLETED']);
    expect(ours.find((r) => r.event.type === 'payment.received')?.event.data).toEqual({
      loanNumber,
      memberId: m.id,
      amount: expect.any(Number),
      currency: 'PHP',
      fromWallet: true,
      paidOff: false,
    });
    // Only the types subscribed to: no loan status change reached this subscription.
    expect(ours.filter((r) => r.event.type === 'loan.status_changed')).toEqual([]);
    await disable(subscription.id);
  });

  it('records an event in the transaction of its change: a refused change leaves none', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m);
    const count = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM webhook_events WHERE subject = $1`, [`loan:${loanNumber}`]))[0].n);
    expect(await count()).toBe(1);
    // Approved twice: the second is refused (409) and records nothing.
    expect((await t.call('post', `/officer/loans/${loanNumber}/approve`, { token: officer }).send({})).status).toBe(200);
    expect((await t.call('post', `/officer/loans/${loanNumber}/approve`, { token: officer }).send({})).status).toBe(409);
    expect(await count()).toBe(2);
  });

  it('refuses an address that is not http(s) and an unknown event, beside the field', async () => {
    const res = await subscribe({ url: 'ftp://erp.example.ph/', events: ['loan.created'] });
    expect(res.status).toBe(400);
    expect(res.body.errors.url.code).toBe('apiWebhooks.url');
    expect(res.body.errors.events.code).toBe('apiWebhooks.events');
    expect((await subscribe({ url, events: [] })).body.errors.events.code).toBe('apiWebhooks.events');
    expect((await disable('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await deliveries('not-an-id')).status).toBe(404);
  });

  it('refuses a URL with a line break or another control character inside', async () => {
    for (const bad of [`${url}\r\nX-Injected: 1`, `${url}?a=\nb`, `${url}\u0085`]) {
      const res = await subscribe({ url: bad, events: ['loan.status_changed'] });
      expect([bad, res.status, res.body.errors?.url?.code]).toEqual([bad, 400, 'apiWebhooks.url']);
    }
  });

  it('calls no address inside, in any notation, unless the operator allowed its network; the log says only "refused" or "no answer"', async () => {
    // Listens on every local address: whatever reaches it reached inside.
    const inside = new Receiver();
    const port = await inside.listen('::');
    const hostile = [
      `http://127.0.0.2:${port}/`,
      `http://2130706434:${port}/`,
      `http://127.2:${port}/`,
      `http://0x7f.0.0.2:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.2]:${port}/`,
      `http://0.0.0.0:${port}/`,
      `http://169.254.169.254/latest/meta-data/`,
      `http://10.0.0.1:${port}/`,
    ];
    const subscriptions: string[] = [];
    for (const u of hostile) {
      const res = await subscribe({ url: u, events: ['kyc.decided'] });
      expect([u, res.status]).toEqual([u, 201]);
      subscriptions.push(res.body.subscription.id);
    }
    // Allowed (127.0.0.1/32) but nothing listens there: the connection fails.
    const closed = new Receiver();
    const closedUrl = await closed.start();
    await closed.stop();
    const dead = (await subscribe({ url: closedUrl, events: ['kyc.decided'] })).body.subscription.id;

    await verifiedMember(t, officer);
    await job.tick();
    expect(inside.received).toEqual([]);
    await inside.stop();
    const lastAttempt = async (id: string) => {
      const log = (await deliveries(id)).body.deliveries.find((d: { eventType: string }) => d.eventType === 'kyc.decided');
      return { status: log.status, attempts: log.attempts, lastStatusCode: log.lastStatusCode, lastError: log.lastError };
    };
    for (const [i, id] of subscriptions.entries()) {
      expect([hostile[i], await lastAttempt(id)]).toEqual([hostile[i], { status: 'PENDING', attempts: 1, lastStatusCode: null, lastError: 'refused' }]);
    }
    // Not the transport's words (ECONNREFUSED and the address): they would map what listens inside.
    expect(await lastAttempt(dead)).toEqual({ status: 'PENDING', attempts: 1, lastStatusCode: null, lastError: 'no answer' });
    for (const id of [...subscriptions, dead]) await disable(id);
  });

  it('serves a healthy receiver while five others hang, then leaves the hanging ones alone for their back-off', async () => {
    const timeline: string[] = [];
    const silent = Array.from({ length: 5 }, () => new SilentReceiver(timeline));
    const healthy = new Receiver();
    const healthyUrl = await healthy.start();
    // The silent ones subscribe first and also to KYC decisions, which come first: sent one at a
    // time, every one of theirs would go before the healthy one's.
    const silentIds: string[] = [];
    for (const s of silent) silentIds.push((await subscribe({ url: await s.start(), events: ['kyc.decided', 'loan.status_changed'] })).body.subscription.id);
    const healthyId = (await subscribe({ url: healthyUrl, events: ['loan.status_changed'] })).body.subscription.id;
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m);

    const run = job.tick();
    await until(() => healthy.about('loanNumber', loanNumber).length === 1);
    timeline.push('healthy received');
    // The healthy receiver got its event while the silent ones' requests were still out, not after
    // any of them timed out.
    expect(timeline.filter((e) => e !== 'silent request')).toEqual(['healthy received']);
    for (const s of silent) s.hangUp();
    expect(await run).toEqual({ delivered: 1, retrying: 5, failed: 0 });
    expect(silent.map((s) => s.requests)).toEqual([1, 1, 1, 1, 1]);

    // The failing receivers wait out their back-off; the healthy one is served at once.
    expect((await t.call('post', `/officer/loans/${loanNumber}/approve`, { token: officer }).send({})).status).toBe(200);
    await job.tick();
    expect(healthy.about('loanNumber', loanNumber).map((r) => r.event.data.to)).toEqual(['PENDING_REVIEW', 'APPROVED']);
    expect(silent.map((s) => s.requests)).toEqual([1, 1, 1, 1, 1]);
    const [paused] = await t.dataSource.query(`SELECT min(consecutive_failures) AS failures, bool_and(paused_until > $2) AS paused FROM webhook_subscriptions WHERE id = ANY($1)`, [silentIds, t.clock.now()]);
    expect(paused).toEqual({ failures: 1, paused: true });

    for (const id of [...silentIds, healthyId]) await disable(id);
    await Promise.all([...silent.map((s) => s.stop()), healthy.stop()]);
  }, 180_000);

  it('lists subscriptions newest first, a page at a time, without their secrets', async () => {
    const a = (await subscribe({ url, events: ['payment.received'] })).body.subscription.id;
    const b = (await subscribe({ url, events: ['withdrawal.status_changed'] })).body.subscription.id;
    const page = await t.call('get', '/admin/webhooks?limit=2', { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.subscriptions.map((s: { id: string }) => s.id)).toEqual([b, a]);
    expect(page.text).not.toContain('whsec_');
    await disable(a);
    await disable(b);
  });
});
