import { PASSWORD, latestCode, login, registerMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Runs every flow of this issue, then checks that no answer of the API (but the dev outbox, whose
 * job is to show sent SMS) holds a password hash, an OTP hash or code, or a refresh-token hash.
 */
it('never returns a password hash, an OTP hash or code, or a refresh-token hash', async () => {
  const m = await registerMember(t);
  await t.call('post', '/authmember/register/check').send({ phoneNumber: m.national, email: 'a@b.ph', fullName: 'Juan Dela Cruz', password: PASSWORD, confirmPassword: PASSWORD });
  const signedIn = await login(t, m.national, PASSWORD);
  await login(t, m.national, 'Wrong#2026');
  const rotated = await t.call('post', '/authmember/refresh').send({ refreshToken: signedIn.body.refreshToken });
  await t.call('post', '/authmember/refresh').send({ refreshToken: signedIn.body.refreshToken });
  await t.call('post', '/misc/phonenumber', { token: m.accessToken }).send({});
  await t.call('post', '/member/infostate', { token: m.accessToken }).send({});
  await t.call('post', '/authmember/chpwd', { token: m.accessToken }).send({ currentPassword: PASSWORD, password: 'Changed#2026', confirmPassword: 'Changed#2026' });

  await t.call('post', '/authmember/recover/start').send({ phoneNumber: m.national });
  const code = await latestCode(t, m.e164);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await t.call('post', '/authmember/recover/finish').send({ phoneNumber: m.national, code: wrong, password: 'Reset#2026', confirmPassword: 'Reset#2026' });
  await t.call('post', '/authmember/recover/finish').send({ phoneNumber: m.national, code, password: 'Reset#2026', confirmPassword: 'Reset#2026' });
  // A second code, never used: it must not leak either.
  t.clock.setOffsetSeconds(61);
  await t.call('post', '/authmember/recover/start').send({ phoneNumber: m.national });
  const unusedCode = await latestCode(t, m.e164);
  t.clock.setOffsetSeconds(0);

  await t.call('post', '/contact').send({ name: 'Juan Dela Cruz', email: 'juan@example.com', message: 'Hello', agree: true });
  const officer = await login(t, '9000000001', 'Officer#2026');
  await t.call('get', '/officer/contact-messages', { token: officer.body.accessToken });
  await t.call('post', '/authmember/logout', { token: rotated.body.accessToken }).send({ refreshToken: rotated.body.refreshToken });
  await t.call('get', '/site');

  const secrets: string[] = [];
  for (const row of await t.dataSource.query('SELECT password_hash FROM members')) secrets.push(row.password_hash);
  for (const row of await t.dataSource.query('SELECT code_hash FROM otp_challenges')) secrets.push(row.code_hash);
  for (const row of await t.dataSource.query('SELECT token_hash FROM refresh_tokens')) secrets.push(row.token_hash);
  expect(secrets.length).toBeGreaterThan(5);

  const answers = t.responses.filter((r) => !r.path.startsWith('/dev/outbox'));
  expect(answers.length).toBeGreaterThan(15);
  for (const answer of answers) {
    const where = `${answer.method.toUpperCase()} ${answer.path} (${answer.status})`;
    expect({ where, argon: answer.text.includes('$argon2') }).toEqual({ where, argon: false });
    for (const secret of secrets) expect({ where, leaks: answer.text.includes(secret) }).toEqual({ where, leaks: false });
    for (const c of [code, unusedCode]) expect({ where, code: new RegExp(`\\b${c}\\b`).test(answer.text) }).toEqual({ where, code: false });
  }
  // The check itself can fail: the outbox does show the code.
  expect(t.responses.some((r) => r.path.startsWith('/dev/outbox') && r.text.includes(code))).toBe(true);
});
