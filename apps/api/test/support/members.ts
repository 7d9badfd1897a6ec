import type { TestApp } from './test-app';

/** A valid Philippine mobile number never used before in this run (from a sequence of the test database). */
export async function newPhone(t: TestApp): Promise<{ national: string; e164: string }> {
  const [{ n }] = await t.dataSource.query(`SELECT nextval('test_phone_seq') AS n`);
  const national = `917${String(n).padStart(7, '0')}`;
  return { national, e164: `+63${national}` };
}

export const PASSWORD = 'Secret#2026';

export function registrationBody(national: string, overrides: Record<string, unknown> = {}) {
  return {
    phoneCountry: 'PH',
    phoneNumber: national,
    email: 'juan.delacruz@example.com',
    fullName: 'Juan Dela Cruz',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    workPlaceCountry: 'PH',
    workLocation: 'Makati City',
    jobTitle: 'Accountant',
    jobCategory: 'Accounting / Finance',
    monthlyNetIncome: '35000',
    ...overrides,
  };
}

export interface Registered {
  id: string;
  national: string;
  e164: string;
  accessToken: string;
  refreshToken: string;
}

export async function registerMember(t: TestApp): Promise<Registered> {
  const phone = await newPhone(t);
  const res = await t.call('post', '/authmember/register').send(registrationBody(phone.national));
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { id: res.body.member.id, ...phone, accessToken: res.body.accessToken, refreshToken: res.body.refreshToken };
}

export async function login(t: TestApp, phoneNumber: string, password: string) {
  return t.call('post', '/authmember/login').send({ phoneNumber, password });
}

/** The newest 6-digit code sent by SMS to `e164`, read from the dev outbox. */
export async function latestCode(t: TestApp, e164: string): Promise<string> {
  const res = await t.call('get', `/dev/outbox?to=${encodeURIComponent(e164)}`);
  const sms = (res.body as { channel: string; body: string }[]).find((m) => m.channel === 'sms');
  const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${e164}: ${res.text}`);
  return code;
}
