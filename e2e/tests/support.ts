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
  await Promise.all([page.waitForLoadState('load'), button.click()]);
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
  await Promise.all([
    page.waitForLoadState('load'),
    page.getByRole('button', { name: /log out|sign out/i }).first().click(),
  ]);
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
