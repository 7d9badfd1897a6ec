import { expect, type Page } from '@playwright/test';
import { apiURL } from '../playwright.config';

/** A fresh member's details; each test makes its own so tests never share state. */
export function newMember() {
  // 917 + 7 random digits: a valid Philippine mobile number.
  const national = `917${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  return {
    national,
    e164: `+63${national}`,
    email: `m${national}@example.ph`,
    fullName: 'Juan Dela Cruz',
    password: 'Secret#2026',
    workLocation: 'Makati City',
    jobTitle: 'Software Engineer',
    jobCategory: 'Electronics / Electrical',
    monthlyNetIncome: '45000',
  };
}
export type Member = ReturnType<typeof newMember>;

export function field(page: Page, name: string) {
  return page.locator(`form [name="${name}"]`).first();
}

/** Submits the form that holds the named field, by its submit button. */
export async function submitFormOf(page: Page, fieldName: string, buttonName?: RegExp) {
  const form = page.locator('form', { has: page.locator(`[name="${fieldName}"]`) }).first();
  const button = buttonName
    ? form.getByRole('button', { name: buttonName })
    : form.locator('button[type="submit"], input[type="submit"]').last();
  await button.click();
  await settled(page);
}

/**
 * Waits for the answer to a submit: without JavaScript the browser navigates, with it the app
 * posts in the background; either way the network goes quiet once the page shows the result.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

export async function fillRegisterStep1(page: Page, m: Member, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    phoneNumber: m.national,
    email: m.email,
    fullName: m.fullName,
    password: m.password,
    confirmPassword: m.password,
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value ?? '');
}

export async function register(page: Page, m: Member) {
  await page.goto('/register');
  await fillRegisterStep1(page, m);
  await submitFormOf(page, 'fullName');
  await expect(field(page, 'workLocation')).toBeVisible();
  await field(page, 'workLocation').fill(m.workLocation);
  await field(page, 'jobTitle').fill(m.jobTitle);
  await field(page, 'jobCategory').selectOption(m.jobCategory);
  await field(page, 'monthlyNetIncome').fill(m.monthlyNetIncome);
  await submitFormOf(page, 'jobTitle');
  await expect(page).toHaveURL(/\/dash$/);
}

export async function signIn(page: Page, national: string, password: string, path = '/login') {
  await page.goto(path);
  await field(page, 'phoneNumber').fill(national);
  await field(page, 'password').fill(password);
  await submitFormOf(page, 'password', /sign in/i);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /log out|sign out/i }).first().click();
  await settled(page);
}

/** The newest six-digit code the product sent to this phone (dev outbox; never in production). */
export async function latestCode(e164: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${apiURL}/dev/outbox?to=${encodeURIComponent(e164)}`);
    const messages = (await response.json()) as Array<{ channel: string; body: string }>;
    const code = messages.find((m) => m.channel === 'sms')?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code was sent to ${e164}`);
}

// ---- API helpers for the loan tests (issue 4): fast set-up through the API, the officer's side ----

/** Calls the API directly (JSON); throws with the answer when the status is not the expected one. */
export async function apiCall<T = unknown>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; form?: FormData; expect?: number | number[] } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${apiURL}${path}`, { method, headers, body });
  const text = await res.text();
  const expected = Array.isArray(opts.expect) ? opts.expect : [opts.expect ?? (method === 'POST' ? 201 : 200)];
  if (!expected.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Signs in through the API; answers the access token and the member. */
export async function apiLogin(national: string, password: string): Promise<{ accessToken: string; member: { id: string } }> {
  return apiCall('POST', '/authmember/login', { body: { phoneCountry: 'PH', phoneNumber: national, password }, expect: 200 });
}

/** The demo loan officer's access token (seeded outside production, SPEC §10). */
export async function officerToken(): Promise<string> {
  return (await apiLogin('9000000001', 'Officer#2026')).accessToken;
}

// A 1x1 JPEG, re-encoded by the API like any photo.
const JPEG_1X1_BASE64 =
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==';

export const ACTIVATION = {
  personal: {
    gender: 'Male',
    firstName: 'Juan',
    lastName: 'Dela Cruz',
    birthDay: '7',
    birthMonth: '3',
    birthYear: '1990',
    maritalStatus: 'Single',
    nationality: 'Filipino',
    isAgree: 'on',
  },
  address: { countryResidence: 'PH', province: 'Metro Manila', town: 'Makati City', streetAddress: '12 Ayala Avenue, Brgy. San Lorenzo', postalCode: '1226' },
  references: { refFullName1: 'Ana Reyes', refRelationship1: 'Sister', refPhoneNumber1: '9181234567' },
  identity: { identityType: 'Passport', identityNumber: 'P1234567A' },
  bank: { bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz', accountNumber: '001234567890', confirmAccountNumber: '001234567890' },
};

/**
 * Registers a member through the API and completes the five activation steps (with the three
 * photos); with `verify`, the demo officer then verifies the member's KYC. Answers the member's
 * details (as newMember) and id.
 */
export async function activatedMember(opts: { verify?: boolean } = {}): Promise<Member & { id: string }> {
  const m = newMember();
  const reg = await apiCall<{ accessToken: string; member: { id: string } }>('POST', '/authmember/register', {
    body: {
      phoneCountry: 'PH',
      phoneNumber: m.national,
      email: m.email,
      fullName: m.fullName,
      password: m.password,
      confirmPassword: m.password,
      workPlaceCountry: 'PH',
      workLocation: m.workLocation,
      jobTitle: m.jobTitle,
      jobCategory: m.jobCategory,
      monthlyNetIncome: m.monthlyNetIncome,
    },
  });
  const token = reg.accessToken;
  for (const step of ['personal', 'address', 'references', 'identity', 'bank'] as const) {
    if (step === 'identity') {
      for (const kind of ['ID_FRONT', 'ID_BACK', 'SELFIE']) {
        const form = new FormData();
        form.append('kind', kind);
        form.append('file', new Blob([Buffer.from(JPEG_1X1_BASE64, 'base64')], { type: 'image/jpeg' }), 'photo.jpg');
        await apiCall('POST', '/member/documents', { token, form });
      }
    }
    await apiCall('PATCH', `/member/update/${step}`, { token, body: ACTIVATION[step], expect: 200 });
  }
  if (opts.verify) {
    await apiCall('POST', `/officer/members/${reg.member.id}/kyc`, { token: await officerToken(), body: { status: 'VERIFIED' }, expect: 200 });
  }
  return { ...m, id: reg.member.id };
}

/** The officer approves a loan (POST /officer/loans/:loanNumber/approve). */
export async function approveLoan(loanNumber: string): Promise<void> {
  await apiCall('POST', `/officer/loans/${encodeURIComponent(loanNumber)}/approve`, { token: await officerToken(), body: {}, expect: 200 });
}

/** Runs the API's scheduled jobs now (POST /dev/jobs/run, outside production). */
export async function runJobs(): Promise<{ disbursed: number; approved: number }> {
  return apiCall('POST', '/dev/jobs/run', { body: { job: 'all' }, expect: 200 });
}
