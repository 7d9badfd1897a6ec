import type { ApiClient } from './api-client';

/** Every test member's password. */
export const PASSWORD = 'Secret#2026';

/** The demo loan officer, seeded outside production (docs/product.md §10). */
export const OFFICER = { phoneNumber: '9000000001', password: 'Officer#2026' };

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
    ...overrides,
  };
}

/** What registering answers: the new member's id and tokens. */
export interface RegisteredMember {
  id: string;
  accessToken: string;
  refreshToken: string;
}

/** Registers a member with the number `national`; `overrides` change fields of the registration. */
export async function registerMember(api: ApiClient, national: string, overrides: Record<string, unknown> = {}): Promise<RegisteredMember> {
  const answer = await api.call<{ accessToken: string; refreshToken: string; member: { id: string } }>('POST', '/authmember/register', {
    body: registrationBody(national, overrides),
  });
  return { id: answer.member.id, accessToken: answer.accessToken, refreshToken: answer.refreshToken };
}

/** The demo loan officer's access token. */
export async function officerToken(api: ApiClient): Promise<string> {
  const answer = await api.call<{ accessToken: string }>('POST', '/authmember/login', { body: OFFICER, expect: 200 });
  return answer.accessToken;
}
