// The admin console and the audit trail: an admin creates a loan officer, a second admin
// approves it (four eyes), and the officer sets a password with the SMS code and reaches the console; the admin deactivates them, and
// their open session gets no console page any more; the audit trail lists both changes with
// before and after. A member gets no page of /officer or /admin. An admin's change of the monthly
// rate, approved by a second staff member, prices new quotes only.
import { formatBps } from '@halimbawa/domain';
import { expect } from '@playwright/test';
import { STAFF, sessionCookie, signInAs, test } from './fixtures';
import { activatedMember, api, apiLogin, field, latestCode, newMember } from './support';
import { ADMIN } from './tour';

test('an admin creates an officer, a second admin approves, the admin deactivates them; the audit trail shows both with before and after', async ({ page, browser, signInAs, staffPage }) => {
  const staff = newMember();
  // A name of letters only (the name rule), told apart from other runs' by the number's digits.
  const name = `Ana ${[...staff.national.slice(-5)].map((d) => 'abcdefghij'[Number(d)]).join('')} Officer`;
  await signInAs(ADMIN);

  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await field(page, 'staffPhone').fill(staff.national);
  await field(page, 'email').fill(staff.email);
  await field(page, 'fullName').fill(name);
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByTestId('notices')).toContainText('The new account waits for a second admin to approve it.');

  // Four eyes: the second admin approves the new account on the console's approvals page.
  const checker = await staffPage('admin2');
  const { accessToken } = await apiLogin(STAFF.admin2.national, STAFF.admin2.password);
  const waiting = await api.call<{ actions: { id: string; payload: Record<string, unknown> }[] }>('GET', '/officer/four-eyes?kind=staff.create', { token: accessToken });
  const request = waiting.actions.find((action) => JSON.stringify(action.payload).includes(staff.email));
  expect(request, 'the staff.create action waiting for the second admin').toBeDefined();
  await checker.goto('/officer/approvals');
  await checker.getByTestId(`approve-${request!.id}`).click();
  await expect(checker.getByTestId(`approve-${request!.id}`)).toHaveCount(0);

  // The new officer sets their password with the SMS code, then signs in and reaches the console.
  await api.call('POST', '/authmember/recover/finish', {
    body: { phoneNumber: staff.national, code: await latestCode(staff.e164), password: staff.password, confirmPassword: staff.password },
    expect: 200,
  });
  const officerContext = await browser.newContext();
  await officerContext.addCookies([await sessionCookie(staff)]);
  const officerPage = await officerContext.newPage();
  await officerPage.goto('/officer/audit');
  await expect(officerPage.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();

  await page.goto(`/admin/staff?q=${staff.national.slice(-7)}`);
  const account = page.getByTestId('staff-account').filter({ hasText: name });
  await expect(account).toContainText('Loan officer');
  await account.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByTestId('notices')).toContainText('The account is deactivated and its sessions have ended.');
  await expect(page.getByTestId('staff-account').filter({ hasText: name })).toContainText('Deactivated');

  // The officer's open session ended: the console sends them to sign in.
  await officerPage.goto('/officer/audit');
  await expect(officerPage).toHaveURL(/\/login/);
  await officerContext.close();

  await page.goto('/officer/audit');
  await field(page, 'member').fill(staff.national);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/member=/);
  const deactivation = page.getByTestId('audit-event').filter({ hasText: 'admin.staff.deactivate' });
  await expect(deactivation).toContainText('Demo Admin');
  await expect(deactivation.getByTestId('audit-before')).toContainText('active: true');
  await expect(deactivation.getByTestId('audit-after')).toContainText('active: false');
  const creation = page.getByTestId('audit-event').filter({ hasText: 'admin.staff.create' });
  await expect(creation.getByTestId('audit-after')).toContainText(name);
});

test('a filter the trail cannot read is refused beside its field, what was typed kept', async ({ page, signInAs }) => {
  await signInAs(ADMIN);
  await page.goto('/officer/audit?staff=nobody');
  await expect(page.getByText('Give a phone number (e.g. 09171234567) or an id.')).toBeVisible();
  await expect(field(page, 'staff')).toHaveValue('nobody');
});

test('a member gets no page of the console', async ({ page, registered }) => {
  expect(registered.id).toBeTruthy();
  for (const path of ['/officer/audit', '/admin/staff']) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
  }
});

test('the product settings show what is in force, and an impossible change is refused beside its field, what was typed kept', async ({ page, signInAs }) => {
  await signInAs(ADMIN);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Product settings' })).toBeVisible();
  await field(page, 'terms').fill('6, 6');
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByText('Give 1 to 12 terms in months, each from 1 to 60, none twice.')).toBeVisible();
  await expect(field(page, 'terms')).toHaveValue('6, 6');
  await expect(page.getByTestId('settings-pending')).toHaveCount(0);
});

interface SettingsView {
  current: Record<string, unknown> & { monthlyRateBps: number };
  pending: { id: string } | null;
}

/**
 * The admin changes the monthly rate at /admin/settings; it waits for a second staff member (four
 * eyes, `settings.change`), whom officer 2 is; once approved, a new quote is priced with it while a
 * loan approved before keeps its own. Every other test prices loans with the settings, so this one
 * runs alone (@moves-clock: scripts/test.mjs runs those tests serially, after the others) and puts
 * them back, through four eyes too, however it ends.
 */
test('an admin changes the monthly rate; after a second staff member approves it, new quotes take it and an approved loan keeps its own', { tag: '@moves-clock' }, async ({ page, approved: _approved, staffPage, browser, javaScriptEnabled, baseURL }) => {
  const [adminToken, checkerToken] = await Promise.all([ADMIN, STAFF.officer2].map(async (who) => (await apiLogin(who.national, who.password)).accessToken));
  const settings = () => api.call<SettingsView>('GET', '/admin/settings', { token: adminToken });
  const before = (await settings()).current;
  const oldRate = formatBps(before.monthlyRateBps);
  const newRate = formatBps(before.monthlyRateBps + 25);
  const fresh = await activatedMember({ verify: true });
  const memberContext = await browser.newContext({ javaScriptEnabled, baseURL });
  try {
    const admin = await staffPage('admin');
    await admin.goto('/admin/settings');
    await field(admin, 'monthlyRateBps').fill(String(before.monthlyRateBps + 25));
    await admin.getByRole('button', { name: 'Send for approval' }).click();
    await expect(admin.getByTestId('notices')).toContainText('The change waits for a second staff member.');
    await expect(admin.getByTestId('settings-pending')).toBeVisible();

    // Nothing is in force before the second check.
    const waiting = await settings();
    expect(waiting.current.monthlyRateBps).toBe(before.monthlyRateBps);
    // The second check, given on the console's approvals page by officer 2.
    const checker = await staffPage('officer2');
    await checker.goto('/officer/approvals');
    const row = checker.getByRole('row').filter({ has: checker.getByTestId(`approve-${waiting.pending!.id}`) });
    await expect(row).toContainText('Product settings change');
    await row.getByTestId(`approve-${waiting.pending!.id}`).click();
    await expect(checker.getByTestId(`approve-${waiting.pending!.id}`)).toHaveCount(0);
    await admin.goto('/admin/settings');
    await expect(admin.getByTestId('settings-pending')).toHaveCount(0);
    await expect(field(admin, 'monthlyRateBps')).toHaveValue(String(before.monthlyRateBps + 25));

    // A new quote: another member's application is priced at the new rate.
    await signInAs(memberContext, fresh);
    const other = await memberContext.newPage();
    await other.goto('/dash/confirm?amount=150000&currency=PHP&installmentCount=6&agree=on');
    await expect(other.getByText(`${newRate} of the principal`)).toBeVisible();

    // The loan approved before keeps the rate it was priced at.
    await page.goto('/dash');
    await page.getByRole('link', { name: 'Review and sign your contract' }).click();
    await expect(page.getByTestId('disclosure')).toContainText(`${oldRate} of the principal a month`);
    await expect(page.getByTestId('disclosure')).not.toContainText(newRate);
  } finally {
    await memberContext.close();
    await restoreSettings(adminToken, checkerToken, before);
  }
});

/** Puts the settings back as they were, through four eyes: a change still waiting is sent back first. */
async function restoreSettings(adminToken: string, checkerToken: string, before: SettingsView['current']): Promise<void> {
  const now = await api.call<SettingsView>('GET', '/admin/settings', { token: adminToken });
  if (now.pending) await api.call('POST', `/officer/four-eyes/${now.pending.id}/reject`, { token: checkerToken, body: { note: 'Put back by the test.' }, expect: 200 });
  if (now.current.monthlyRateBps === before.monthlyRateBps) return;
  const proposed = await api.call<SettingsView>('POST', '/admin/settings', { token: adminToken, body: before, expect: 202 });
  await api.call('POST', `/officer/four-eyes/${proposed.pending!.id}/approve`, { token: checkerToken, body: {}, expect: 200 });
}
