import { PASSWORD } from '@halimbawa/testing';
import { SmsGatewayFakes } from '../src/adapters/sms/fakes/sms-gateway-fakes';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import { SmsOutboxJobService } from '../src/modules/notifications/sms-outbox-job.service';
import { registerMember, staffMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

// The API sends through the local fakes of Semaphore (first) and Twilio (when Semaphore fails).
let fakes: SmsGatewayFakes;
let t: TestApp;
let job: SmsOutboxJobService;
let officer: string;

beforeAll(async () => {
  fakes = await new SmsGatewayFakes().listen();
  t = await createTestApp(fakes.env());
  job = t.app.get(SmsOutboxJobService);
  officer = (await staffMember(t, 'LOAN_OFFICER')).staffToken;
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});
afterEach(() => {
  fakes.fail('semaphore', false);
  fakes.fail('twilio', false);
});
/**
 * Runs the outbox job until nothing is due. The worker's database holds the notices earlier test
 * files queued, and one run takes a bounded batch, oldest first: the test's own row is reached.
 */
async function runUntilIdle(): Promise<void> {
  for (let i = 0; i < 100 && (await job.tick()).processed > 0; i++);
}
beforeEach(runUntilIdle);

/** A notice queued in a transaction, as the borrower notifications are; its outbox row id. */
async function notice(to: string, body: string): Promise<string> {
  await t.dataSource.transaction((m) => t.app.get(NotificationsService).sendSms(to, body, m));
  const [{ id }] = await t.dataSource.query(`SELECT id FROM outbound_messages WHERE "to" = $1 AND body = $2`, [to, body]);
  return id;
}
const row = async (id: string) =>
  (await t.dataSource.query(`SELECT provider, provider_ref, status, gateway_status, attempts, next_attempt_at, last_error FROM outbound_messages WHERE id = $1`, [id]))[0];
/** Moves the business clock on by `s` seconds from where it is, and runs the outbox job until idle. */
async function later(s: number): Promise<void> {
  t.clock.setOffsetSeconds(t.clock.offsetSeconds + s);
  await runUntilIdle();
}

describe('SMS through Semaphore, Twilio when it fails, from the outbox', () => {
  it('sends a notice through Semaphore as its API documents it, and follows its status until Sent', async () => {
    const m = await registerMember(t);
    const id = await notice(m.e164, 'Your instalment is due soon.');
    // Nothing leaves before the transaction's row is picked up by the job.
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0 });
    await job.tick();
    const sent = fakes.sent.find((s) => s.fields.message === 'Your instalment is due soon.');
    expect(sent).toMatchObject({ gateway: 'semaphore', fields: { number: m.e164.slice(1), sendername: 'HALIMBAWA', apikey: expect.any(String) } });
    expect(await row(id)).toMatchObject({ provider: 'semaphore', provider_ref: sent!.id, status: 'accepted', gateway_status: 'Queued', attempts: 1, last_error: null });
    await later(61);
    expect(await row(id)).toMatchObject({ status: 'accepted', gateway_status: 'Pending' });
    await later(61);
    expect(await row(id)).toMatchObject({ status: 'sent', gateway_status: 'Sent', next_attempt_at: null });
  });

  it('sends through Twilio in the same round when Semaphore fails, and follows it until delivered', async () => {
    const m = await registerMember(t);
    fakes.fail('semaphore');
    const id = await notice(m.e164, 'Your payment was received.');
    await job.tick();
    const sent = fakes.sent.find((s) => s.fields.Body === 'Your payment was received.');
    expect(sent).toMatchObject({ gateway: 'twilio', fields: { To: m.e164, From: 'HALIMBAWA' } });
    expect(fakes.sent.some((s) => s.fields.message === 'Your payment was received.')).toBe(false);
    expect(await row(id)).toMatchObject({ provider: 'twilio', provider_ref: sent!.id, status: 'accepted', gateway_status: 'queued', attempts: 1, last_error: expect.stringMatching(/^semaphore: semaphore answered 500/) });
    await later(61);
    await later(61);
    expect(await row(id)).toMatchObject({ status: 'delivered', gateway_status: 'delivered', next_attempt_at: null });
  });

  it('keeps a notice no gateway takes in the outbox with its attempts, retried with backoff, shown on the member\'s page for staff', async () => {
    const m = await registerMember(t);
    fakes.fail('semaphore');
    fakes.fail('twilio');
    const id = await notice(m.e164, 'Your loan was approved.');
    await job.tick();
    const first = await row(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.stringMatching(/semaphore: .*500.*; twilio: .*500/) });
    // Not due again before its backoff (30 s), then again after it, waiting twice as long.
    await later(10);
    expect((await row(id)).attempts).toBe(1);
    await later(25);
    const second = await row(id);
    expect(second).toMatchObject({ status: 'queued', attempts: 2 });
    expect(new Date(second.next_attempt_at).getTime() - t.clock.now().getTime()).toBeGreaterThan(55_000);

    const page = await t.call('get', `/officer/members/${m.id}/sms`, { token: officer });
    expect(page.status).toBe(200);
    expect(page.body.messages[0]).toEqual({
      id,
      createdAt: expect.any(String),
      kind: 'notice',
      gateway: 'semaphore',
      status: 'queued',
      gatewayStatus: null,
      attempts: 2,
      nextAttemptAt: expect.any(String),
      lastError: expect.stringContaining('twilio'),
    });
    expect(JSON.stringify(page.body)).not.toContain('Your loan was approved');
    expect((await t.call('get', `/officer/members/${m.id}/sms`, { token: m.accessToken })).status).toBe(403);

    // Once Semaphore answers again the next round sends it.
    fakes.fail('semaphore', false);
    await later(61);
    expect(await row(id)).toMatchObject({ provider: 'semaphore', status: 'accepted', attempts: 3 });
  });

  it('answers a sign-in code request 503 with its code and Retry-After when both gateways fail, and keeps the code\'s row as failed', async () => {
    const staff = await staffMember(t, 'LOAN_OFFICER');
    fakes.fail('semaphore');
    fakes.fail('twilio');
    const res = await t.call('post', '/authmember/login').send({ phoneNumber: staff.national, password: PASSWORD });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('apiErrors.smsFailed');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const [code] = await t.dataSource.query(`SELECT kind, status, attempts, next_attempt_at FROM outbound_messages WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1`, [staff.e164]);
    expect(code).toEqual({ kind: 'code', status: 'failed', attempts: 1, next_attempt_at: null });
  });
});
