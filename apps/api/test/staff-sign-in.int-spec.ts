// Staff sign in with the password and then a code sent by SMS for that sign-in (docs/decisions/019).
import { PASSWORD, staffCode } from '@halimbawa/testing';
import { registerMember, type Registered } from './support/members';
import { createTestApp, freshIp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member made a loan officer in the database, not signed in as one yet. */
async function newOfficer(): Promise<Registered> {
  const m = await registerMember(t);
  await t.dataSource.query(`UPDATE members SET roles = ARRAY['MEMBER', 'LOAN_OFFICER'] WHERE id = $1`, [m.id]);
  return m;
}

const signIn = (m: Registered, extra: Record<string, string> = {}) => t.call('post', '/authmember/login').send({ phoneNumber: m.national, password: PASSWORD, ...extra });

/** The password step: answers the sign-in's reference. */
async function start(m: Registered): Promise<string> {
  const res = await signIn(m);
  expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'apiAuth.staffCodeSent' });
  return res.body.params.reference as string;
}

const sessionsOf = async (m: Registered): Promise<number> => Number((await t.dataSource.query(`SELECT count(*) AS n FROM sessions WHERE member_id = $1`, [m.id]))[0].n);

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('staff sign-in codes', () => {
  it('the password alone gives no token: it sends a code by SMS for a sign-in the answer and the SMS both name', async () => {
    const m = await newOfficer();
    const before = await sessionsOf(m);
    const res = await signIn(m);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'apiAuth.staffCodeSent',
      message: expect.stringContaining(`for sign-in ${res.body.params.reference}`),
      params: { reference: expect.stringMatching(/^[A-Z]{6}$/) },
    });
    expect(res.body.accessToken).toBeUndefined();
    expect(await sessionsOf(m)).toBe(before);
    const code = await staffCode(t.api, m.e164, res.body.params.reference);
    // Kept only as a keyed hash.
    const [row] = await t.dataSource.query(`SELECT code_hash, target FROM otp_challenges WHERE member_id = $1 AND purpose = 'SIGN_IN' ORDER BY created_at DESC LIMIT 1`, [m.id]);
    expect(row.target).toBe(res.body.params.reference);
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong code beside the field, then the right one gives a session with the staff role', async () => {
    const m = await newOfficer();
    const reference = await start(m);
    const code = await staffCode(t.api, m.e164, reference);
    const wrong = await signIn(m, { code: otherThan(code), signInReference: reference });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toEqual({ code: 'apiAuth.wrongCode', params: { count: 4 }, message: 'Invalid OTP. 4 tries left.' });
    expect(wrong.body.accessToken).toBeUndefined();

    const right = await signIn(m, { code, signInReference: reference });
    expect(right.status).toBe(200);
    expect(right.body.member.roles).toEqual(['MEMBER', 'LOAN_OFFICER']);
    expect((await t.call('get', '/officer/queues', { token: right.body.accessToken })).status).toBe(200);
  });

  it('a code is used once', async () => {
    const m = await newOfficer();
    const reference = await start(m);
    const code = await staffCode(t.api, m.e164, reference);
    expect((await signIn(m, { code, signInReference: reference })).status).toBe(200);
    const again = await signIn(m, { code, signInReference: reference });
    expect(again.status).toBe(400);
    expect(again.body.errors.code.code).toBe('apiAuth.codeNone');
  });

  it('an expired code is refused, the right one included', async () => {
    const m = await newOfficer();
    const reference = await start(m);
    const code = await staffCode(t.api, m.e164, reference);
    t.clock.setOffsetSeconds(301);
    try {
      const late = await signIn(m, { code, signInReference: reference });
      expect(late.status).toBe(400);
      expect(late.body.errors.code.code).toBe('apiAuth.codeExpired');
    } finally {
      t.clock.setOffsetSeconds(0);
    }
  });

  it('a code without its sign-in, or of another sign-in, matches nothing', async () => {
    const m = await newOfficer();
    const first = await start(m);
    const second = await start(m);
    const code = await staffCode(t.api, m.e164, first);
    expect((await signIn(m, { code })).body.errors.code.code).toBe('apiAuth.codeNone');
    expect((await signIn(m, { code, signInReference: second })).body.errors.code.code).toBe('apiAuth.wrongCode');
  });

  it('two sign-ins of one account at once each get their own code, and neither undoes the other', async () => {
    const m = await newOfficer();
    const [a, b] = [await start(m), await start(m)];
    expect(a).not.toBe(b);
    const [codeA, codeB] = [await staffCode(t.api, m.e164, a), await staffCode(t.api, m.e164, b)];
    expect((await signIn(m, { code: codeB, signInReference: b })).status).toBe(200);
    expect((await signIn(m, { code: codeA, signInReference: a })).status).toBe(200);
  });

  it('a sign-in sends its code again at most every 60 seconds; the new code replaces only its own', async () => {
    const m = await newOfficer();
    const reference = await start(m);
    const soon = await signIn(m, { signInReference: reference });
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('apiAuth.codeTooSoon');

    t.clock.setOffsetSeconds(61);
    try {
      const first = await staffCode(t.api, m.e164, reference);
      const resent = await signIn(m, { signInReference: reference });
      expect({ status: resent.status, reference: resent.body.params?.reference }).toEqual({ status: 403, reference });
      const second = await staffCode(t.api, m.e164, reference);
      if (first !== second) expect((await signIn(m, { code: first, signInReference: reference })).body.errors.code.code).toBe('apiAuth.wrongCode');
      expect((await signIn(m, { code: second, signInReference: reference })).status).toBe(200);
    } finally {
      t.clock.setOffsetSeconds(0);
    }
  });

  it('at most five sign-ins of one account wait for their code at once', async () => {
    const m = await newOfficer();
    const references = [];
    for (let i = 0; i < 5; i++) references.push(await start(m));
    const sixth = await signIn(m);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('apiAuth.codeTooSoon');
    // Once one of them is used, another sign-in may start.
    const code = await staffCode(t.api, m.e164, references[0]);
    expect((await signIn(m, { code, signInReference: references[0] })).status).toBe(200);
    await start(m);
  });

  it('wrong codes count across sign-ins: after three codes’ tries the account waits, even with the right password, and is told once by SMS', async () => {
    const m = await newOfficer();
    const ip = freshIp();
    const attempt = (extra: Record<string, string> = {}) => t.call('post', '/authmember/login', { ip }).send({ phoneNumber: m.national, password: PASSWORD, ...extra });
    const notices = async () =>
      ((await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body as { body: string }[]).filter((s) => s.body.includes('wrong codes')).length;
    // Start a sign-in, use up its five tries, start another: what the hostile test repeated twelve times.
    for (let round = 0; round < 3; round++) {
      const started = await attempt();
      expect(started.status).toBe(403);
      const reference = started.body.params.reference as string;
      const code = await staffCode(t.api, m.e164, reference);
      for (let i = 0; i < 5; i++) expect((await attempt({ code: otherThan(code), signInReference: reference })).status).toBe(400);
    }
    const waiting = await attempt();
    expect({ status: waiting.status, code: waiting.body.code }).toEqual({ status: 429, code: 'apiErrors.tooManyAttempts' });
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    // From anywhere, and the code of a sign-in started before waits too.
    expect((await signIn(m)).status).toBe(429);
    expect(await notices()).toBe(1);
    const [sms] = ((await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body as { body: string }[]).filter((s) => s.body.includes('wrong codes'));
    expect(sms.body).toBe('HLC: too many wrong codes were entered at staff sign-in to your account, so it waits 1 minute. Someone may know your password: change it, and tell an admin if it was not you.');

    // After the wait the staff member signs in; one more wrong code waits longer, and tells them again.
    t.wallClock.setAheadMs(61_000);
    try {
      const started = await attempt();
      expect(started.status).toBe(403);
      const reference = started.body.params.reference as string;
      const code = await staffCode(t.api, m.e164, reference);
      expect((await attempt({ code: otherThan(code), signInReference: reference })).status).toBe(400);
      expect((await attempt({ code, signInReference: reference })).status).toBe(429);
      expect(await notices()).toBe(2);
    } finally {
      t.wallClock.setAheadMs(0);
    }
  });

  it('a wrong password sends no code', async () => {
    const m = await newOfficer();
    const res = await t.call('post', '/authmember/login').send({ phoneNumber: m.national, password: 'Wrong#2026' });
    expect(res.status).toBe(401);
    expect(Number((await t.dataSource.query(`SELECT count(*) AS n FROM otp_challenges WHERE member_id = $1 AND purpose = 'SIGN_IN'`, [m.id]))[0].n)).toBe(0);
  });

  it('members still sign in with the password alone', async () => {
    const m = await registerMember(t);
    const res = await signIn(m);
    expect(res.status).toBe(200);
    expect(res.body.member.roles).toEqual(['MEMBER']);
  });

  it('says it in Filipino, the SMS in the staff member’s language', async () => {
    const m = await newOfficer();
    await t.dataSource.query(`UPDATE members SET language = 'fil' WHERE id = $1`, [m.id]);
    const res = await t.call('post', '/authmember/login').set('Accept-Language', 'fil').send({ phoneNumber: m.national, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain(`para sa sign-in na ${res.body.params.reference}`);
    const outbox = (await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body as { body: string }[];
    expect(outbox[0].body).toContain(`ang inyong code para sa staff sign-in na ${res.body.params.reference}`);
  });
});
