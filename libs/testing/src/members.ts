import { normalisePhone } from '@halimbawa/domain';
import type { ApiClient } from './api-client';
import { newestSmsCode, type OutboxMessage } from './outbox';

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
    monthlyNetIncome: '35000',
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
  const answer = await api.call<{ accessToken: string; refreshToken: string; member: { id: string } }>('POST', '/authmember/register', {
    body: { ...body, code },
  });
  return { id: answer.member.id, accessToken: answer.accessToken, refreshToken: answer.refreshToken };
}

/** The demo loan officer's access token. */
export async function officerToken(api: ApiClient): Promise<string> {
  const answer = await api.call<{ accessToken: string }>('POST', '/authmember/login', { body: OFFICER, expect: 200 });
  return answer.accessToken;
}
