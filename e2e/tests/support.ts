import { ApiClient, PASSWORD, activatedMember as activateThroughApi, bearer, newestSmsCode, officerToken, signInThroughApi, staffCode, type OutboxMessage } from '@halimbawa/testing';
import { expect, type Page } from '@playwright/test';
import { apiURL } from '../playwright.config';

/** The API of the product under test through its generated client, for fast set-up and the officer's side (the fixtures of @halimbawa/testing). */
export const api = new ApiClient({ baseUrl: apiURL });

let lastNumber = 0;

/**
 * A mobile number no other test of the run uses: 917, this worker's slot among the workers running
 * at once (two digits), then five digits that only grow, from the tenth of a second it was drawn
 * in, so that a worker started again in the same slot never repeats its predecessor's numbers.
 */
function freshNational(): string {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  lastNumber = Math.max(lastNumber + 1, Math.floor(Date.now() / 100));
  return `917${String(slot).padStart(2, '0')}${String(lastNumber % 100_000).padStart(5, '0')}`;
}

/** A fresh member's details; each test makes its own so tests never share state. */
export function newMember() {
  const national = freshNational();
  return {
    national,
    e164: `+63${national}`,
    email: `m${national}@example.ph`,
    fullName: 'Juan Dela Cruz',
    password: PASSWORD,
    workLocation: 'Makati City',
    jobTitle: 'Software Engineer',
    jobCategory: 'Electronics / Electrical',
    // Enough for the usual PHP 150,000 / 6-month loan to sit within the debt-to-income limit.
    monthlyNetIncome: '100000',
  };
}
export type Member = ReturnType<typeof newMember>;

export function field(page: Page, name: string) {
  return page.locator(`form [name="${name}"]`).first();
}

/** Submits the form that holds the named field, by its submit button; the caller then waits on what the page shows. */
export async function submitFormOf(page: Page, fieldName: string, buttonName?: RegExp) {
  const form = page.locator('form', { has: page.locator(`[name="${fieldName}"]`) }).first();
  const button = buttonName
    ? form.getByRole('button', { name: buttonName })
    : form.locator('button[type="submit"], input[type="submit"]').last();
  await button.click();
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
  // The Terms and the Privacy notice (docs/product.md §2 Registration).
  await field(page, 'agreeTerms').check();
}

/** Enters the code the dev outbox shows for the member's phone on the registration's code page. */
export async function enterSignupCode(page: Page, m: Member) {
  await expect(field(page, 'code')).toBeVisible();
  await field(page, 'code').fill(await latestCode(m.e164));
  await submitFormOf(page, 'code');
}

/** Registration steps 1 and 2 filled and sent: the member is on the code page (step 3). */
export async function registerUpToTheCode(page: Page, m: Member) {
  await page.goto('/register');
  await fillRegisterStep1(page, m);
  await submitFormOf(page, 'fullName');
  await expect(field(page, 'workLocation')).toBeVisible();
  await sendRegisterStep2(page, m);
}

/** Registration step 2 filled and sent: the member is on the code page. */
export async function sendRegisterStep2(page: Page, m: Member) {
  await field(page, 'workLocation').fill(m.workLocation);
  await field(page, 'jobTitle').fill(m.jobTitle);
  await field(page, 'monthlyNetIncome').fill(m.monthlyNetIncome);
  // Last, and checked: hydration sets a select back to its default value.
  await field(page, 'jobCategory').selectOption(m.jobCategory);
  await expect(field(page, 'jobCategory')).toHaveValue(m.jobCategory);
  await submitFormOf(page, 'jobTitle');
  await expect(page).toHaveURL(/\/register\/verify$/);
}

export async function register(page: Page, m: Member) {
  await registerUpToTheCode(page, m);
  await enterSignupCode(page, m);
  await expect(page).toHaveURL(/\/dash$/);
}

export async function signIn(page: Page, national: string, password: string, path = '/login') {
  await page.goto(path);
  await field(page, 'phoneNumber').fill(national);
  await field(page, 'password').fill(password);
  // The form's one submit button, whatever the page's language.
  await submitFormOf(page, 'password');
  // With JavaScript the network can go quiet before the sign-in answer arrives: wait for it (the
  // page leaves /login, or shows why not), so the test's next navigation cannot cut it short.
  await Promise.race([
    page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 }),
    page.locator('form', { has: page.locator('[name="password"]') }).getByRole('alert').first().waitFor({ timeout: 20_000 }),
  ]).catch(() => undefined);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /log out|sign out/i }).first().click();
  // Signed out, the member is sent home.
  await expect(page).toHaveURL(/\/$/);
}

/** The newest six-digit code the product sent to this phone (dev outbox; never in production). */
export async function latestCode(e164: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = newestSmsCode(await api.call<OutboxMessage[]>('GET', `/dev/outbox?to=${encodeURIComponent(e164)}`));
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code was sent to ${e164}`);
}

/**
 * The code of the staff sign-in the page asks for: the page names the sign-in's reference, and the
 * SMS that names it too holds the code (dev outbox).
 */
export async function staffCodeOnPage(page: Page, e164: string): Promise<string> {
  await expect(field(page, 'code')).toBeVisible();
  const subtitle = await page.getByText(/sign-in [A-Z]{6}\b/).first().textContent();
  const reference = /sign-in ([A-Z]{6})\b/.exec(subtitle ?? '')?.[1];
  if (!reference) throw new Error(`no sign-in reference on the page: ${subtitle}`);
  return staffCode(api, e164, reference);
}

/**
 * Waits until the API refuses `accessToken` as expired (GET /wallet answers 401); every access
 * token issued before it has then expired too, a browser's included.
 */
export async function untilExpired(accessToken: string): Promise<void> {
  await expect
    .poll(async () => (await api.typed.GET('/wallet', { headers: bearer(accessToken) })).response.status, { timeout: 60_000, intervals: [1_000] })
    .toBe(401);
}

/** Signs in through the API (staff with the code the API sent them by SMS); answers the access token and the member. */
export async function apiLogin(national: string, password: string) {
  return signInThroughApi(api, { phoneNumber: national, password });
}

/**
 * A fresh member (as newMember) registered and taken through the five activation steps through
 * the API, the three photos included; with `verify`, the demo officer then verifies their KYC.
 */
export async function activatedMember(opts: { verify?: boolean } = {}): Promise<Member & { id: string }> {
  const m = newMember();
  const { national, e164: _e164, ...details } = m;
  const member = await activateThroughApi(api, national, {
    registration: { ...details, confirmPassword: m.password },
    verifiedBy: opts.verify ? await officerToken(api) : undefined,
  });
  return { ...m, id: member.id };
}

/** The officer approves a loan (POST /officer/loans/:loanNumber/approve). */
export async function approveLoan(loanNumber: string): Promise<void> {
  await api.ok(api.typed.POST('/officer/loans/{loanNumber}/approve', { params: { path: { loanNumber } }, headers: bearer(await officerToken(api)), body: {} }), 200);
}

/** Runs the API's scheduled jobs now (POST /dev/jobs/run, outside production). */
export async function runJobs(): Promise<{ disbursed: number; approved: number }> {
  return api.call('POST', '/dev/jobs/run', { body: { job: 'all' }, expect: 200 });
}

/**
 * Runs the payout job until the withdrawal shown on `page` is final (the simulated provider
 * completes PAYOUT_DELAY_S after it first saw it). Its status is read through the API as the member.
 */
export async function runPayoutsUntilFinal(page: Page, m: { national: string; password: string }): Promise<void> {
  const id = new URL(page.url()).pathname.split('/').pop() as string;
  const { accessToken } = await apiLogin(m.national, m.password);
  const until = Date.now() + 30_000;
  for (;;) {
    await api.call('POST', '/dev/payouts/run', { body: {}, expect: 200 });
    const w = await api.ok(api.typed.GET('/withdrawals/{id}', { params: { path: { id } }, headers: bearer(accessToken) }), 200);
    if (!['QUEUED', 'PROCESSING'].includes(w.status)) return;
    if (Date.now() > until) throw new Error(`withdrawal ${id} is still ${w.status}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
