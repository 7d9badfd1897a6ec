// Settings › Your data, with JavaScript on and off, in English and Filipino: the consents listed with
// their times, and the download holding the member's loans and consents (codes masked). Members and
// loans are set up through the API and signed in by the fixtures.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectFilipino } from './filipino';
import { expect, test } from './fixtures';

async function download(page: Page): Promise<{ loans: Array<{ loanNumber: string }>; consents: Array<{ kind: string; version: string | null }>; notifications: Array<{ body: string }> }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('data-download').click()]);
  expect(file.suggestedFilename()).toMatch(/^halimbawa-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile((await file.path())!, 'utf8'));
}

test('the consents and a download with the loans and consents', async ({ page, approved: m }) => {
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
