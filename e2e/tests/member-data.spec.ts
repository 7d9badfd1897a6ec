// Settings › Your data, in English and Filipino: the consents listed with
// their times, the download holding the member's loans and consents (codes masked), the PDF to read,
// and closing the account (before activation too): refused while an application waits, done once nothing is open (signed
// out, no sign-in, the back office sees it closed). Members and loans are set up through the API
// and signed in by the fixtures.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectFilipino } from './filipino';
import { expect, test } from './fixtures';
import { field, signIn } from './support';

async function download(page: Page): Promise<{ loans: Array<{ loanNumber: string }>; consents: Array<{ kind: string; version: string | null }>; notifications: Array<{ body: string }> }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('data-download').click()]);
  expect(file.suggestedFilename()).toMatch(/^halimbawa-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile((await file.path())!, 'utf8'));
}

test('the consents, a download with the loans and consents, and the PDF', async ({ page, approved: m }) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Your data: download what we hold about you' }).click();
  await expect(page).toHaveURL(/\/settings\/data$/);
  const consents = page.getByTestId('consents');
  await expect(consents).toContainText('The Terms and Conditions and the Privacy notice, at registration');
  await expect(consents).toContainText('The reporting of your loans to credit bureaus, at activation');
  const data = await download(page);
  expect(data.loans.map((l) => l.loanNumber)).toEqual([m.loanNumber]);
  expect(data.consents.map((c) => c.kind)).toEqual(['TERMS_AND_PRIVACY', 'CREDIT_BUREAU_REPORTING']);
  expect(data.notifications.some((n) => n.body.includes('••••••'))).toBe(true);
  // The same to read, as a PDF named for the day.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('data-download-pdf').click()]);
  expect(file.suggestedFilename()).toMatch(/^halimbawa-data-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
});

test.describe('in Filipino', () => {
  test.use({ locale: 'fil-PH' });

  test('the page reads in Filipino and downloads the same data', async ({ page, approved: m }) => {
    await page.goto('/settings/data');
    await expect(page.getByRole('heading', { name: 'Ang inyong datos' }).first()).toBeVisible();
    await expect(page.getByTestId('consents')).toContainText('Ang Mga Tuntunin at Kondisyon at ang Privacy notice, sa pagpaparehistro');
    await expectFilipino(page, '/settings/data');
    const data = await download(page);
    expect(data.loans.map((l) => l.loanNumber)).toEqual([m.loanNumber]);
  });
});

test.describe('closing the account', () => {
  test('is refused without the ticked box, and while an application waits, saying which and what to do', async ({ page, approved: m }) => {
    await page.goto('/settings/data');
    const form = page.getByTestId('close-account');
    await field(page, 'password').fill(m.password);
    await form.getByRole('button', { name: 'Close my account' }).click();
    await expect(form.getByText('Tick the box to confirm.')).toBeVisible();
    // A password is never sent back: typed again.
    await field(page, 'password').fill(m.password);
    await form.getByLabel('I understand that I will no longer be able to sign in.').check();
    await form.getByRole('button', { name: 'Close my account' }).click();
    await expect(form.getByText(`Your loan application ${m.loanNumber} is not decided or not yet disbursed. Cancel it on its page first`)).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/data$/);
  });

  test('before activation: Your data is linked below the steps, the other settings wait, and the account closes there', async ({ page, registered: m }) => {
    await page.goto('/settings/account');
    await expect(page).toHaveURL(/\/activate/);
    await page.getByRole('link', { name: 'Your data: download what we hold about you' }).click();
    await expect(page).toHaveURL(/\/settings\/data$/);
    await expect(page.getByTestId('consents')).toContainText('The Terms and Conditions and the Privacy notice, at registration');
    const form = page.getByTestId('close-account');
    await field(page, 'password').fill(m.password);
    await form.getByLabel('I understand that I will no longer be able to sign in.').check();
    await form.getByRole('button', { name: 'Close my account' }).click();
    await expect(page.getByText('Your account is closed. Thank you for borrowing with us.')).toBeVisible();
  });

  test('with nothing open: signed out with the words, and no sign-in after; the back office sees it closed', async ({ page, verified: m, staffPage }) => {
    await page.goto('/settings/data');
    const form = page.getByTestId('close-account');
    await field(page, 'password').fill(m.password);
    await form.getByLabel('I understand that I will no longer be able to sign in.').check();
    await form.getByRole('button', { name: 'Close my account' }).click();
    await expect(page.getByText('Your account is closed. Thank you for borrowing with us.')).toBeVisible();
    await page.goto('/settings/data');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, m.national, m.password);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('form').getByRole('alert').first()).toBeVisible();

    const officer = await staffPage('officer1');
    await officer.goto(`/officer/members/${m.id}`);
    await expect(officer.getByTestId('member-status')).toContainText('Account closed on');
  });
});
