// Settings (see playwright.config.ts for when JavaScript runs): the credit score dial
// with its factors and history on /settings, the password change (the notice, then /dash after
// 3 s, every other session ended), and the Transfer, Pay and Borrow information pages. Members
// and loans are set up through the API.
import { disbursedLoan, officerToken } from '@halimbawa/testing';
import { expect, test } from './fixtures';
import { api, apiLogin, field, submitFormOf } from './support';

test('the credit score: a dial with its text equivalent, each factor explained, and the history', async ({ page, verified: m }) => {
  const { accessToken } = await apiLogin(m.national, m.password);
  const loanNumber = await disbursedLoan(api, { accessToken, e164: m.e164 }, await officerToken(api));
  // The first instalment paid a month before its due date: it counts (on time, early) only once it
  // falls due, so the score is still the verified member's 500.
  await api.call('POST', `/loan/${loanNumber}/repay`, { token: accessToken, headers: { 'Idempotency-Key': `e2e-score-${m.national}` }, body: { kind: 'NEXT' }, expect: 200 });

  await page.goto('/settings');
  const card = page.getByTestId('credit-score');
  await expect(card.getByRole('img', { name: 'Credit score 500 out of 1000: Fair' })).toBeVisible();
  await expect(page.getByTestId('credit-score-text')).toHaveText('500 of 1000: Fair');
  await expect(page.getByTestId('factor-verified')).toContainText('+200');
  await expect(page.getByTestId('factor-onTime')).toContainText('0 instalments paid on time');
  await expect(page.getByTestId('factor-early')).toContainText('0 instalments paid at least 7 days before the due date');
  await expect(page.getByTestId('factor-overdue')).toContainText('0 instalments overdue');
  await expect(card).toContainText('Money kept in your wallet does not change it.');
  const history = page.getByTestId('credit-score-history').getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('500 (Fair)');
  // One page holds it all: no link to older changes.
  await expect(page.getByTestId('credit-score-older')).toHaveCount(0);

  // A history link that is no longer valid shows the newest page, with the way back to it.
  await page.goto('/settings?history=bm9wZQ');
  await expect(history).toHaveCount(1);
  await page.getByRole('link', { name: 'Newest changes' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('changing the password: refusals beside the fields, the notice, /dash after 3 s, and the other session ended', async ({ page, activated: m }) => {
  const other = await api.call<{ refreshToken: string }>('POST', '/authmember/login', {
    body: { phoneCountry: 'PH', phoneNumber: m.national, password: m.password },
    expect: 200,
  });
  await page.goto('/settings');
  await page.getByRole('link', { name: /^Password/ }).click();
  await expect(page).toHaveURL(/\/settings\/password$/);

  await field(page, 'currentPassword').fill('Wrong#2026x');
  await field(page, 'password').fill('Changed#2027');
  await field(page, 'confirmPassword').fill('Changed#2027');
  await submitFormOf(page, 'currentPassword', /change password/i);
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await expect(field(page, 'currentPassword')).toHaveValue('');

  await field(page, 'currentPassword').fill(m.password);
  await field(page, 'password').fill('Changed#2027');
  await field(page, 'confirmPassword').fill('Changed#2028');
  await submitFormOf(page, 'currentPassword', /change password/i);
  await expect(page.getByText('Password confirmation mismatch.')).toBeVisible();

  await field(page, 'currentPassword').fill(m.password);
  await field(page, 'password').fill('Changed#2027');
  await field(page, 'confirmPassword').fill('Changed#2027');
  await submitFormOf(page, 'currentPassword', /change password/i);
  await expect(page.getByText('Your password changed successfully.')).toBeVisible();
  await expect(page.getByTestId('password-changed')).toBeVisible();
  await expect(page).toHaveURL(/\/dash$/, { timeout: 15_000 });

  // This browser stays signed in; the other session cannot be renewed, and the old password is refused.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
  await api.call('POST', '/authmember/refresh', { body: { refreshToken: other.refreshToken }, expect: 401 });
  await api.call('POST', '/authmember/login', { body: { phoneCountry: 'PH', phoneNumber: m.national, password: m.password }, expect: 401 });
  await apiLogin(m.national, 'Changed#2027');
});

test('the Transfer, Pay and Borrow pages, linked from /settings', async ({ page, activated: _signedIn }) => {
  const pages: Array<[RegExp, RegExp, string]> = [
    [/^Transfer/, /\/settings\/transfer$/, 'Only to the bank account or e-wallet (GCash, Maya) in your name'],
    [/^Pay:/, /\/settings\/pay$/, 'without any penalty'],
    [/^Borrow/, /\/settings\/borrow$/, 'No fee to apply, to release the loan or to withdraw it.'],
  ];
  for (const [link, url, text] of pages) {
    await page.goto('/settings');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByText(text)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  }
});
