// Auto-debit in Settings (see playwright.config.ts for when JavaScript runs): off at first; the
// member ticks the box and saves, and the page says it is on (the API's words); unticking turns it
// off again. What the job then does on a due date is tested in the API (receipts-reminders).
import { expect, test } from './fixtures';

test('a member turns auto-debit on and off in Settings', async ({ page, activated: _m }) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Auto-debit' }).click();
  await expect(page).toHaveURL(/\/settings\/auto-debit$/);
  await expect(page.getByTestId('auto-debit-state')).toHaveText('Auto-debit is off.');
  const box = page.getByRole('checkbox', { name: 'Pay my instalments from my wallet on their due dates' });
  await expect(box).not.toBeChecked();

  await box.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('auto-debit-state')).toHaveText('Auto-debit is on: on each due date at 9 am, the instalment is paid from your wallet.');
  await expect(box).toBeChecked();

  await box.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('auto-debit-state')).toHaveText('Auto-debit is off.');
  await expect(box).not.toBeChecked();
});
