import type { StaffRole } from '@halimbawa/domain';
import { PASSWORD, newestSmsCode, registerMember as register, staffCode, staffSignInReference, type OutboxMessage, type RegisteredMember } from '@halimbawa/testing';
import type { TestApp } from './test-app';

/** A valid Philippine mobile number never used before in this run (from a sequence of the test database). */
export async function newPhone(t: TestApp): Promise<{ national: string; e164: string }> {
  const [{ n }] = await t.dataSource.query(`SELECT nextval('test_phone_seq') AS n`);
  const national = `917${String(n).padStart(7, '0')}`;
  return { national, e164: `+63${national}` };
}

export interface Registered extends RegisteredMember {
  national: string;
  e164: string;
}

/** A new member (the shared registration) with a number never used before in this run. */
export async function registerMember(t: TestApp): Promise<Registered> {
  const phone = await newPhone(t);
  return { ...phone, ...(await register(t.api, phone.national)) };
}

/** A member given a staff role in the database, signed in again so the token carries it. */
export async function staffMember(t: TestApp, role: StaffRole): Promise<Registered & { staffToken: string }> {
  const m = await registerMember(t);
  await t.dataSource.query(`UPDATE members SET roles = ARRAY['MEMBER', $2] WHERE id = $1`, [m.id, role]);
  const res = await login(t, m.national, PASSWORD);
  if (res.status !== 200) throw new Error(`${role} login failed: ${res.status} ${res.text}`);
  return { ...m, staffToken: res.body.accessToken };
}

/** A member made ADMIN in the database, signed in again so the token carries the role. */
export async function adminMember(t: TestApp): Promise<Registered & { adminToken: string }> {
  const m = await staffMember(t, 'ADMIN');
  return { ...m, adminToken: m.staffToken };
}

/**
 * Signs in with the phone number and password; for staff, then with the code the API sent by SMS
 * for that sign-in (docs/decisions/019), so the answer is the sign-in's end either way.
 */
export async function login(t: TestApp, phoneNumber: string, password: string) {
  const first = await t.call('post', '/authmember/login').send({ phoneNumber, password });
  const reference = staffSignInReference(first);
  if (!reference) return first;
  const code = await staffCode(t.api, `+63${phoneNumber.replace(/^0/, '')}`, reference);
  return t.call('post', '/authmember/login').send({ phoneNumber, password, code, signInReference: reference });
}

/** The newest 6-digit code sent by SMS to `e164`, read from the dev outbox. */
export async function latestCode(t: TestApp, e164: string): Promise<string> {
  const res = await t.call('get', `/dev/outbox?to=${encodeURIComponent(e164)}`);
  const code = newestSmsCode(res.body as OutboxMessage[]);
  if (!code) throw new Error(`no code in the outbox for ${e164}: ${res.text}`);
  return code;
}

/** What five wrong tries of one code answer, in order (docs/product.md §8). */
export const WRONG_CODE_MESSAGES = [
  'Invalid OTP. 4 tries left.',
  'Invalid OTP. 3 tries left.',
  'Invalid OTP. 2 tries left.',
  'Invalid OTP. 1 try left.',
  'Invalid OTP. No tries left. Please request a new code.',
];
