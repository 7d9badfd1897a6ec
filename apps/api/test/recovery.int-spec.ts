import { MESSAGES } from '@halimbawa/domain';
import { PASSWORD } from '@halimbawa/testing';
import { SmsGateways } from '../src/adapters/sms/sms-gateway';
import { eventually } from './support/eventually';
import { WRONG_CODE_MESSAGES, latestCode, login, newPhone, registerMember, type Registered } from './support/members';
import { createTestApp, freshIp, type TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

const STARTED = 'If this number is registered, we have sent it a 6-digit code by SMS. The code expires in 5 minutes.';
const NEW_PASSWORD = 'Recovered#2026';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.setOffsetSeconds(0));

const start = (m: { national: string }, ip = freshIp()) => t.call('post', '/authmember/recover/start', { ip }).send({ phoneNumber: m.national });
const finish = (m: Registered, code: string, ip = freshIp()) =>
  t.call('post', '/authmember/recover/finish', { ip }).send({ phoneNumber: m.national, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
/** A 6-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** The reset codes sent to the member (the outbox also holds the code that verified the phone at sign-up). */
const smsCount = async (m: Registered) =>
  (await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body.filter((x: { channel: string; body: string }) => x.channel === 'sms' && x.body.includes('password reset')).length;

describe('account recovery by SMS code', () => {
  it('sends a code to the registered phone, which resets the password once and signs out every session', async () => {
    const m = await registerMember(t);
    const res = await start(m);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: STARTED });

    const code = await latestCode(t, m.e164);
    const outbox = await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`);
    expect(outbox.body[0]).toEqual({ to: m.e164, channel: 'sms', body: expect.stringContaining(code), createdAt: expect.any(String) });
    expect(outbox.body[0].body).not.toMatch(/https?:|www\./);

    const done = await finish(m, code);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Your password has been reset. Please sign in with your new password.' });
    expect((await login(t, m.national, PASSWORD)).status).toBe(401);
    expect((await login(t, m.national, NEW_PASSWORD)).status).toBe(200);
    expect((await t.call('post', '/authmember/refresh').send({ refreshToken: m.refreshToken })).status).toBe(401);

    // The code is consumed.
    const again = await finish(m, code);
    expect(again.status).toBe(400);
    expect(fieldTexts(again.body)).toEqual({ code: 'Please request a new code.' });
  });

  it('answers an unknown number exactly like a registered one, and sends nothing', async () => {
    const phone = await newPhone(t);
    const res = await start(phone);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: STARTED });
    expect((await t.call('get', `/dev/outbox?to=${encodeURIComponent(phone.e164)}`)).body).toEqual([]);
  });

  describe('tells nothing about whether a number is registered', () => {
    const finishFor = (phone: { national: string }, code: string) =>
      t.call('post', '/authmember/recover/finish').send({ phoneNumber: phone.national, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

    it('answers a registered and an unknown number alike at every step', async () => {
      const member = await registerMember(t);
      const unknown = await newPhone(t);
      // Before any code was asked for.
      expect(answer(await finishFor(unknown, '000000'))).toEqual(answer(await finishFor(member, '000000')));
      // Asking for a code, and again too soon.
      expect(answer(await start(unknown))).toEqual(answer(await start(member)));
      expect(answer(await start(unknown))).toEqual(answer(await start(member)));
      // Five wrong codes, then the locked code.
      const code = await latestCode(t, member.e164);
      const wrong = wrongCode(code);
      const tries = async (phone: { national: string }) => {
        const out: unknown[] = [];
        for (let i = 0; i < 6; i++) out.push(answer(await finishFor(phone, wrong)));
        return out;
      };
      const [forMember, forUnknown] = [await tries(member), await tries(unknown)];
      expect(forUnknown).toEqual(forMember);
      expect(forMember[0]).toEqual({ status: 400, body: { ...{ code: 'apiAuth.wrongCode', params: { count: 4 }, message: 'Invalid OTP. 4 tries left.' }, errors: { code: { code: 'apiAuth.wrongCode', params: { count: 4 }, message: 'Invalid OTP. 4 tries left.' } } } });
      // A new code a minute later, then expired.
      t.clock.setOffsetSeconds(61);
      expect(answer(await start(unknown))).toEqual(answer(await start(member)));
      t.clock.setOffsetSeconds(61 + 5 * 60);
      expect(answer(await finishFor(unknown, wrong))).toEqual(answer(await finishFor(member, wrong)));
      // Nothing was ever sent to the unknown number.
      expect((await t.call('get', `/dev/outbox?to=${encodeURIComponent(unknown.e164)}`)).body).toEqual([]);
    });

    it('answers before the SMS gateway does, so a slow gateway does not tell a member\'s number', async () => {
      const member = await registerMember(t);
      const sms = t.app.get(SmsGateways).list[0];
      const send = sms.send.bind(sms);
      // The gateway holds every send until the test lets it go: the answer cannot be waiting for it.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const held = jest.spyOn(sms, 'send').mockImplementation(async (to, body) => {
        await gate;
        return send(to, body);
      });
      try {
        expect((await start(member)).status).toBe(202);
        // The code is on its way all the same.
        await eventually(() => held.mock.calls.some(([to, body]) => to === member.e164 && body.includes('password reset')));
      } finally {
        release();
        held.mockRestore();
      }
    });

    it('does the same work for an unknown number: a code is made and kept, never sent', async () => {
      const unknown = await newPhone(t);
      expect((await start(unknown)).status).toBe(202);
      const rows = await t.dataSource.query(`SELECT member_id FROM otp_challenges WHERE phone_number = $1 AND purpose = 'PASSWORD_RESET'`, [unknown.e164]);
      expect(rows).toEqual([{ member_id: null }]);
    });
  });

  it('counts wrong codes and locks the code after 5', async () => {
    const m = await registerMember(t);
    await start(m);
    const code = await latestCode(t, m.e164);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await finish(m, wrongCode(code));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(res.body.errors.code.message);
      messages.push(res.body.errors.code.message);
    }
    expect(messages).toEqual(WRONG_CODE_MESSAGES);
    const locked = await finish(m, code);
    expect(locked.status).toBe(400);
    expect(fieldTexts(locked.body)).toEqual({ code: 'Too many wrong tries. Please request a new code.' });
    expect((await login(t, m.national, PASSWORD)).status).toBe(200);

    // A new code (after the resend wait) works again.
    t.clock.setOffsetSeconds(61);
    await start(m);
    const fresh = await latestCode(t, m.e164);
    expect((await finish(m, fresh)).status).toBe(200);
  });

  it('expires a code after 5 minutes', async () => {
    const m = await registerMember(t);
    await start(m);
    const code = await latestCode(t, m.e164);
    t.clock.setOffsetSeconds(5 * 60);
    const res = await finish(m, code);
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({ code: 'This code has expired. Please request a new code.' });
  });

  it('accepts a code just before it expires', async () => {
    const m = await registerMember(t);
    await start(m);
    const code = await latestCode(t, m.e164);
    t.clock.setOffsetSeconds(5 * 60 - 5);
    expect((await finish(m, code)).status).toBe(200);
  });

  it('sends no new code within 60 seconds, has no hourly quota, and a new code replaces the old one', async () => {
    const m = await registerMember(t);
    await start(m);
    const first = await latestCode(t, m.e164);
    t.clock.setOffsetSeconds(30);
    expect((await start(m)).status).toBe(202);
    expect(await smsCount(m)).toBe(1);

    // More than the 5 an hour of a signed-in member's codes (docs/decisions/007).
    for (let i = 1; i <= 7; i++) {
      t.clock.setOffsetSeconds(i * 61);
      expect((await start(m)).status).toBe(202);
    }
    expect(await smsCount(m)).toBe(8);

    // The first code was replaced by a newer one.
    const old = await finish(m, first);
    expect(old.status).toBe(400);
    expect(old.body.errors.code.message).toMatch(/^Invalid OTP\./);
  });

  it('validates the fields with the product messages', async () => {
    const res = await t
      .call('post', '/authmember/recover/finish')
      .send({ phoneNumber: '123', code: '12ab', password: 'weak', confirmPassword: 'weak2' });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({
      phoneNumber: MESSAGES.phone,
      code: 'Please enter the 6-digit code.',
      password: MESSAGES.password,
      confirmPassword: 'Password confirmation mismatch.',
    });
    const startRes = await t.call('post', '/authmember/recover/start').send({ phoneCountry: 'ZZ', phoneNumber: '9171234567' });
    expect(startRes.status).toBe(400);
    expect(fieldTexts(startRes.body)).toEqual({ phoneCountry: MESSAGES.phoneCountry });
  });

  it('is rate limited per client and number', async () => {
    const m = await registerMember(t);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await finish(m, '000000', ip)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const limited = await finish(m, '000000', ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 'apiErrors.tooManyAttempts', message: 'Too many attempts. Please wait a minute and try again.' });
  });
});
