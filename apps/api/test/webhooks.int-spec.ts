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
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** What arrived about `subject` (the suite shares the database, so other files' events arrive too). */
  about(key: string, value: string): Received[] {
    return this.received.filter((r) => r.event.data[key] === value);
  }
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
  t = await createKycTestApp({ DISBURSE_DELAY_S: '0', PAYOUT_DELAY_S: '0' });
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
