// The phone verified at sign-up and the consent taken (docs/product.md §2 Registration), and no
// lockout of password resets by a third party who knows the number (docs/decisions/007).
import { LEGAL_TERMS_VERSION, MESSAGES } from '@halimbawa/domain';
import { PASSWORD, registrationBody } from '@halimbawa/testing';
import { WRONG_CODE_MESSAGES, latestCode, login, newPhone, registerMember } from './support/members';
import { createTestApp, freshIp, type TestApp } from './support/test-app';
import { fieldTexts } from './support/refusals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  t.clock.setOffsetSeconds(0);
  t.wallClock.setAheadMs(0);
});

type Phone = { national: string; e164: string };
const start = (body: Record<string, unknown>, ip = freshIp()) => t.call('post', '/authmember/register/start', { ip }).send(body);
const finish = (body: Record<string, unknown>, code: string, ip = freshIp()) => t.call('post', '/authmember/register', { ip }).send({ ...body, code });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const members = async (phone: Phone) => (await t.dataSource.query('SELECT 1 FROM members WHERE phone_number = $1', [phone.e164])).length;
const smsCount = async (phone: Phone) =>
  (await t.call('get', `/dev/outbox?to=${encodeURIComponent(phone.e164)}`)).body.filter((x: { channel: string }) => x.channel === 'sms').length;

describe('registration with the phone verified by an SMS code', () => {
  it('sends a code and creates no account until it is entered; then stores the consent and signs the member in', async () => {
    const phone = await newPhone(t);
    const body = registrationBody(phone.national);
    const res = await start(body);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: `We have sent a 6-digit code by SMS to +63 ${phone.national.slice(0, 3)} ${phone.national.slice(3, 6)} ${phone.national.slice(6)}. The code expires in 5 minutes.` });
    const outbox = await t.call('get', `/dev/outbox?to=${encodeURIComponent(phone.e164)}`);
    expect(outbox.body).toHaveLength(1);
    expect(outbox.body[0].body).toMatch(/^HLC: \d{6} is your code to verify your phone number for registration\. It expires in 5 minutes\./);
    expect(outbox.body[0].body).not.toMatch(/https?:|www\./);
    expect(JSON.stringify(res.body)).not.toContain(await latestCode(t, phone.e164));
    // No account yet: nobody can sign in with the number.
    expect(await members(phone)).toBe(0);
    expect((await login(t, phone.national, PASSWORD)).status).toBe(401);
    // Only an HMAC of the code is stored, against the number.
    const [challenge] = await t.dataSource.query(`SELECT member_id, phone_number, code_hash FROM otp_challenges WHERE phone_number = $1`, [phone.e164]);
    expect(challenge).toMatchObject({ member_id: null, phone_number: phone.e164 });
    expect(challenge.code_hash).toMatch(/^[0-9a-f]{64}$/);

    t.clock.setOffsetSeconds(120);
    const done = await finish(body, await latestCode(t, phone.e164));
    expect(done.status).toBe(201);
    expect(done.body.member.phoneNumber).toBe(phone.e164);
    const [row] = await t.dataSource.query('SELECT terms_accepted_at, terms_version, created_at FROM members WHERE phone_number = $1', [phone.e164]);
    expect(row.terms_version).toBe(LEGAL_TERMS_VERSION);
    expect(row.terms_accepted_at.getTime()).toBe(row.created_at.getTime());
    expect(Math.abs(row.terms_accepted_at.getTime() - Date.now() - 120_000)).toBeLessThan(10_000);
    expect((await login(t, phone.national, PASSWORD)).status).toBe(200);
    // The code is spent.
    expect((await t.call('post', '/authmember/refresh').send({ refreshToken: done.body.refreshToken })).status).toBe(200);
  });

  it('refuses a wrong code with the tries left, and creates nothing', async () => {
    const phone = await newPhone(t);
    const body = registrationBody(phone.national);
    await start(body);
    const code = await latestCode(t, phone.e164);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await finish(body, wrongCode(code));
      expect(res.status).toBe(400);
      messages.push(res.body.errors.code.message);
    }
    expect(messages).toEqual(WRONG_CODE_MESSAGES);
    const locked = await finish(body, code);
    expect(fieldTexts(locked.body)).toEqual({ code: 'Too many wrong tries. Please request a new code.' });
    expect(await members(phone)).toBe(0);
  });

  it('refuses an expired code', async () => {
    const phone = await newPhone(t);
    const body = registrationBody(phone.national);
    await start(body);
    const code = await latestCode(t, phone.e164);
    t.clock.setOffsetSeconds(5 * 60);
    const res = await finish(body, code);
    expect(res.status).toBe(400);
    expect({ message: res.body.message, errors: fieldTexts(res.body) }).toEqual({ message: 'This code has expired. Please request a new code.', errors: { code: 'This code has expired. Please request a new code.' } });
    expect(await members(phone)).toBe(0);
  });

  it('sends no new code within 60 seconds; a new code replaces the old one', async () => {
    const phone = await newPhone(t);
    const body = registrationBody(phone.national);
    await start(body);
    const first = await latestCode(t, phone.e164);
    t.clock.setOffsetSeconds(30);
    const soon = await start(body);
    expect(soon.status).toBe(429);
    expect(soon.body).toEqual({ code: 'apiAuth.codeTooSoon', params: { seconds: 30 }, message: 'Please wait 30 seconds before requesting a new code.' });
    expect(await smsCount(phone)).toBe(1);

    t.clock.setOffsetSeconds(61);
    expect((await start(body)).status).toBe(202);
    expect(await smsCount(phone)).toBe(2);
    const old = await finish(body, first);
    expect(old.body.errors.code.message).toMatch(/^Invalid OTP\./);
    expect((await finish(body, await latestCode(t, phone.e164))).status).toBe(201);
  });

  it('counts code requests per number and address, not per number: another address still gets a code', async () => {
    const phone = await newPhone(t);
    const body = registrationBody(phone.national);
    const ip = freshIp();
    const statuses: number[] = [];
    let last = { status: 0, body: {} };
    // 61 s apart (the spacing): the 5th request starts a minute's wait, the 6th one of two minutes.
    for (let i = 0; i < 7; i++) {
      // The code spacing runs on the business clock, the waits on the wall clock: both move.
      t.clock.setOffsetSeconds(i * 61);
      t.wallClock.setAheadMs(i * 61_000);
      last = await start(body, ip);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
    expect(last.body).toEqual({ code: 'apiErrors.tooManyAttempts', message: 'Too many attempts. Please wait a minute and try again.' });
    expect((await start(body, freshIp())).status).toBe(202);
  });

  it('refuses without the agreement to the Terms and the Privacy notice, with the field’s message', async () => {
    const phone = await newPhone(t);
    for (const agreeTerms of [undefined, '', false, 'off']) {
      const body = registrationBody(phone.national, { agreeTerms });
      const { phoneCountry, phoneNumber, email, fullName, password, confirmPassword } = body;
      const step1 = { phoneCountry, phoneNumber, email, fullName, password, confirmPassword, agreeTerms };
      for (const res of [await t.call('post', '/authmember/register/check').send(step1), await start(body), await finish(body, '123456')]) {
        expect(res.status).toBe(400);
        expect(fieldTexts(res.body)).toEqual({ agreeTerms: MESSAGES.agreeTerms });
      }
    }
    expect(MESSAGES.agreeTerms).toBe('Please tick the box to agree to the Terms and Conditions and the Privacy notice.');
    expect(await smsCount(phone)).toBe(0);
    expect(await members(phone)).toBe(0);
  });

  it('answers a registered number as a new one, and tells its owner by SMS instead of sending a code', async () => {
    const m = await registerMember(t);
    const fresh = await newPhone(t);
    const before = await smsCount(m);
    const { phoneCountry, phoneNumber, email, fullName, password, confirmPassword, agreeTerms } = registrationBody(m.national);
    const check = await t.call('post', '/authmember/register/check').send({ phoneCountry, phoneNumber, email, fullName, password, confirmPassword, agreeTerms });
    expect([check.status, check.body]).toEqual([200, { ok: true }]);
    // Past the 60 s after the code that verified the number at sign-up.
    t.clock.setOffsetSeconds(61);
    const taken = await start(registrationBody(m.national));
    const free = await start(registrationBody(fresh.national));
    expect(taken.status).toBe(202);
    expect(taken.body.message).toBe(free.body.message.replace(/\+63 [\d ]+\./, `+63 ${m.national.slice(0, 3)} ${m.national.slice(3, 6)} ${m.national.slice(6)}.`));
    // The owner hears of it, and gets no code that would register the number again.
    const outbox = (await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body as { body: string }[];
    expect(outbox).toHaveLength(before + 1);
    expect(outbox[0].body).toBe('HLC: someone asked to register a new account with this number, which already has one. No code was sent. If it was you, sign in, or reset your password if you forgot it.');
    // A guess is a wrong code like any other, and the number keeps its one account.
    const guess = await finish(registrationBody(m.national), '123456');
    expect([guess.status, fieldTexts(guess.body)]).toEqual([400, { code: WRONG_CODE_MESSAGES[0] }]);
    expect(await members(m)).toBe(1);
  });

  it('a code sent to one number does not register another', async () => {
    const a = await newPhone(t);
    const b = await newPhone(t);
    await start(registrationBody(a.national));
    const res = await finish(registrationBody(b.national), await latestCode(t, a.e164));
    expect(res.status).toBe(400);
    expect(fieldTexts(res.body)).toEqual({ code: 'Please request a new code.' });
    expect(await members(b)).toBe(0);
  });
});

describe('no lockout of password resets (docs/decisions/007)', () => {
  const NEW_PASSWORD = 'Recovered#2026';

  it('a third party requesting reset codes from other addresses does not stop the member’s own reset', async () => {
    const m = await registerMember(t);
    // More codes in an hour than the old quota of 5, each from an address of its own.
    for (let i = 0; i < 8; i++) {
      t.clock.setOffsetSeconds(i * 61);
      expect((await t.call('post', '/authmember/recover/start').send({ phoneNumber: m.national })).status).toBe(202);
    }
    const member = freshIp();
    t.clock.setOffsetSeconds(8 * 61);
    expect((await t.call('post', '/authmember/recover/start', { ip: member }).send({ phoneNumber: m.national })).status).toBe(202);
    // Every one of them sent (the first SMS verified the phone at sign-up).
    expect(await smsCount(m)).toBe(1 + 9);
    const res = await t
      .call('post', '/authmember/recover/finish', { ip: member })
      .send({ phoneNumber: m.national, code: await latestCode(t, m.e164), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await login(t, m.national, NEW_PASSWORD)).status).toBe(200);
  });

  it('one address asking for reset codes again and again waits, longer each time, registered number or not', async () => {
    const m = await registerMember(t);
    const unknown = await newPhone(t);
    for (const phone of [m, unknown]) {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        t.clock.setOffsetSeconds(i * 61);
        t.wallClock.setAheadMs(i * 61_000);
        statuses.push((await t.call('post', '/authmember/recover/start', { ip }).send({ phoneNumber: phone.national })).status);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
    }
  });
});
