import { normalisePhone } from '@halimbawa/domain';
import type { ApiClient } from './api-client';
import { newestSmsCode, staffSignInCode, type OutboxMessage } from './outbox';

/** Every test member's password. */
export const PASSWORD = 'Secret#2026';

/** The demo loan officer, seeded outside production (docs/product.md §10). */
export const OFFICER = { phoneNumber: '9000000001', password: 'Officer#2026' };
/** The second demo loan officer, who checks what the first made (four eyes). */
export const SECOND_OFFICER = { phoneNumber: '9000000002', password: 'Officer#2026' };
/** The demo admin. */
export const DEMO_ADMIN = { phoneNumber: '9000000003', password: 'Admin#2026' };

/** A complete registration (both steps in one body) for the Philippine mobile number `national`. */
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
    // The fixtures' PHP 150,000 / 6-month loan (PHP 25,750 a month) stays within the 40 % debt-to-income limit.
    monthlyNetIncome: '100000',
    agreeTerms: 'on',
    ...overrides,
  };
}

/** What registering answers: the new member's id and tokens. */
export interface RegisteredMember {
  id: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * The SIGNUP code for a registration body: asks the API to send it (POST /authmember/register/start)
 * and reads it from the dev outbox (docs/product.md §2 Registration).
 */
export async function signupCode(api: ApiClient, body: Record<string, unknown>): Promise<string> {
  // Untyped on purpose: tests register with any overrides, odd ones included (the API checks them).
  await api.call('POST', '/authmember/register/start', { body, expect: 202 });
  const phone = normalisePhone(String(body.phoneCountry ?? ''), String(body.phoneNumber));
  if (!phone.ok) throw new Error(`not a phone number: ${String(body.phoneNumber)}`);
  const code = newestSmsCode(await api.call<OutboxMessage[]>('GET', `/dev/outbox?to=${encodeURIComponent(phone.e164)}`));
  if (!code) throw new Error(`no sign-up code was sent to ${phone.e164}`);
  return code;
}

/** Registers a member with the number `national` (its phone verified by the SIGNUP code); `overrides` change fields of the registration. */
export async function registerMember(api: ApiClient, national: string, overrides: Record<string, unknown> = {}): Promise<RegisteredMember> {
  const body = registrationBody(national, overrides);
  const code = await signupCode(api, body);
  const answer = await api.call<{ accessToken: string; refreshToken: string; member: { id: string } }>('POST', '/authmember/register', { body: { ...body, code } });
  return { id: answer.member.id, accessToken: answer.accessToken, refreshToken: answer.refreshToken };
}

/** The Philippine mobile number (national) and password of a sign-in. */
export interface Credentials {
  phoneNumber: string;
  password: string;
}

/** The reference of the staff sign-in a 403 `apiAuth.staffCodeSent` started, else undefined. */
export function staffSignInReference(answer: { status: number; body: unknown }): string | undefined {
  const body = answer.body as { code?: string; params?: { reference?: unknown } } | null;
  return answer.status === 403 && body?.code === 'apiAuth.staffCodeSent' && typeof body.params?.reference === 'string' ? body.params.reference : undefined;
}

/** The code the API sent by SMS to `e164` for the staff sign-in `reference`, read from the dev outbox. */
export async function staffCode(api: ApiClient, e164: string, reference: string): Promise<string> {
  const code = staffSignInCode(await api.call<OutboxMessage[]>('GET', `/dev/outbox?to=${encodeURIComponent(e164)}`), reference);
  if (!code) throw new Error(`no code was sent to ${e164} for sign-in ${reference}`);
  return code;
}

/**
 * Signs in through the API as a person would: the password, and for staff then the code the API
 * sent by SMS for that sign-in, read from the dev outbox (docs/decisions/019). Answers the tokens.
 */
export async function signInThroughApi(api: ApiClient, credentials: Credentials) {
  const body = { phoneCountry: 'PH' as const, phoneNumber: credentials.phoneNumber, password: credentials.password };
  const first = await api.typed.POST('/authmember/login', { body });
  const reference = staffSignInReference({ status: first.response.status, body: first.error });
  // A member is signed in by the password alone; anything else but a staff code is thrown with the answer.
  if (!reference) return api.ok(Promise.resolve(first), 200);
  const phone = normalisePhone(body.phoneCountry, body.phoneNumber);
  if (!phone.ok) throw new Error(`not a phone number: ${body.phoneNumber}`);
  const code = await staffCode(api, phone.e164, reference);
  return api.ok(api.typed.POST('/authmember/login', { body: { ...body, code, signInReference: reference } }), 200);
}

/** The demo loan officer's access token. */
export async function officerToken(api: ApiClient): Promise<string> {
  return (await signInThroughApi(api, OFFICER)).accessToken;
}
