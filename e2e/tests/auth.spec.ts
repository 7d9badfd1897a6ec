import { type OutboxMessage } from '@halimbawa/testing';
import { expect, test, type Page } from '@playwright/test';
import { api, field, fillRegisterStep1, latestCode, newMember, register, registerUpToTheCode, signIn, signOut, submitFormOf, type Member } from './support';

/** Turns off the browser's own constraint checks, so the server's messages are what we see. */
async function serverSideValidationOnly(page: Page) {
  await page.locator('form').evaluateAll((forms) => forms.forEach((f) => f.setAttribute('novalidate', '')));
}

test('a new member registers in three steps (the phone verified by an SMS code), signs out, is refused /dash, and signs in again', async ({ page }) => {
  test.slow(); // three steps, a sign-out and a sign-in, with JavaScript off too
  const m = newMember();
  await register(page, m);
  await expect(page.getByText('Your account has been created successfully.')).toBeVisible();
  await expect(page.getByText('Activate your account before applying loan')).toBeVisible();
  await expect(page.getByRole('link', { name: /activate account/i })).toBeVisible();

  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dash');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdash/);

  await field(page, 'phoneNumber').fill(m.national);
  await field(page, 'password').fill(m.password);
  await submitFormOf(page, 'password', /sign in/i);
  await expect(page).toHaveURL(/\/dash$/);
  await expect(page.getByText('Activate your account before applying loan')).toBeVisible();
});

test('Show password: a toggle that shows what was typed, with JavaScript; without it no button that does nothing', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
  const m = newMember();
  await page.goto('/login');
  const password = field(page, 'password');
  const show = page.getByRole('button', { name: 'Show password' });
  await password.fill(m.password);
  if (!javaScriptEnabled) {
    await expect(show).toBeHidden();
    return;
  }
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await show.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await show.click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  // Shown when the form is sent: hidden again first, so the browser never keeps it as text.
  await show.click();
  await field(page, 'phoneNumber').fill(m.national);
  await submitFormOf(page, 'password');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(field(page, 'password')).toHaveAttribute('type', 'password');
});

test('registration step 1 shows each message beside its field and keeps what was typed', async ({ page }) => {
  const m = newMember();
  await page.goto('/register');
  await fillRegisterStep1(page, m, { email: 'juan@@example', fullName: 'J', password: 'short', confirmPassword: 'other' });
  await serverSideValidationOnly(page);
  await submitFormOf(page, 'fullName');
  await expect(page.getByText('Invalid email format.')).toBeVisible();
  await expect(page.getByText('Please enter both your first and last name. Ensure the name is within a reasonable length.')).toBeVisible();
  await expect(
    page.getByText('Create a password with 8 to 24 characters, including upper and lower case, a number and a special character.'),
  ).toBeVisible();
  await expect(field(page, 'phoneNumber')).toHaveValue(m.national);
  await expect(field(page, 'email')).toHaveValue('juan@@example');
  await expect(field(page, 'fullName')).toHaveValue('J');
  await expect(field(page, 'password')).toHaveValue(''); // never echoed back
});

test('an e-mail typo at registration keeps both passwords as typed', async ({ page }) => {
  const m = newMember();
  await page.goto('/register');
  await fillRegisterStep1(page, m, { email: 'juan@@example' });
  await serverSideValidationOnly(page);
  await submitFormOf(page, 'fullName');
  await expect(page.getByText('Invalid email format.')).toBeVisible();
  await expect(field(page, 'password')).toHaveValue(m.password);
  await expect(field(page, 'confirmPassword')).toHaveValue(m.password);
  // Only the e-mail to correct: the step goes through.
  await field(page, 'email').fill(m.email);
  await submitFormOf(page, 'fullName');
  await expect(page).toHaveURL(/\/register\/employment$/);
});

const canSignIn = async (m: Member) =>
  (await api.request('POST', '/authmember/login', { body: { phoneNumber: m.national, password: m.password } })).status === 200;

test('the account exists only once the SMS code is entered; a wrong code says the tries left; a new code waits a minute', async ({ page }) => {
  const m = newMember();
  await registerUpToTheCode(page, m);
  await expect(page.getByText(/We have sent a 6-digit code by SMS to \+63 /)).toBeVisible();
  expect(await canSignIn(m)).toBe(false);

  const code = await latestCode(m.e164);
  await field(page, 'code').fill(code === '000000' ? '111111' : '000000');
  await submitFormOf(page, 'code');
  await expect(page.getByText('Invalid OTP. 4 tries left.')).toBeVisible();
  await expect(field(page, 'code')).toHaveAttribute('aria-invalid', 'true');
  expect(await canSignIn(m)).toBe(false);

  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText(/Please wait \d+ seconds before requesting a new code\./)).toBeVisible();

  await field(page, 'code').fill(code);
  await submitFormOf(page, 'code');
  await expect(page).toHaveURL(/\/dash$/);
  await expect(page.getByText('Your account has been created successfully.')).toBeVisible();
  expect(await canSignIn(m)).toBe(true);
});

test('registration asks for the agreement to the Terms and the Privacy notice, with links to both', async ({ page }) => {
  const m = newMember();
  await page.goto('/register');
  const form = page.locator('form', { has: page.locator('[name="agreeTerms"]') });
  await expect(form.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
  await expect(form.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  await fillRegisterStep1(page, m);
  await field(page, 'agreeTerms').uncheck();
  await serverSideValidationOnly(page);
  await submitFormOf(page, 'fullName');
  await expect(page.getByText('Please tick the box to agree to the Terms and Conditions and the Privacy notice.')).toBeVisible();
  await expect(page).toHaveURL(/\/register(\?index)?$/);
  await expect(field(page, 'email')).toHaveValue(m.email);
});

test('registration of a number that has an account goes on as for a new one; its owner is told by SMS and gets no code', async ({ page }) => {
  // A demo staff number: seeded, and registered by no other test (a sign-up code of the last minute
  // would make the next one wait). Other tests sign staff in, so their codes share its outbox.
  const national = '9000000003';
  const m = { ...newMember(), national, e164: `+63${national}` };
  await registerUpToTheCode(page, m);
  await expect(page.getByText(/We have sent a 6-digit code by SMS to \+63 /)).toBeVisible();
  const messages = await api.call<OutboxMessage[]>('GET', `/dev/outbox?to=${encodeURIComponent(m.e164)}`);
  const notice = messages.find((message) => message.body.includes('someone asked to register a new account with this number, which already has one. No code was sent.'));
  expect(notice, "the owner's notice among the messages to the number").toBeDefined();
  await field(page, 'code').fill('000000');
  await submitFormOf(page, 'code');
  await expect(page.getByText('Invalid OTP. 4 tries left.')).toBeVisible();
});

test('registration step 2 checks the employment details', async ({ page }) => {
  const m = newMember();
  await page.goto('/register');
  await fillRegisterStep1(page, m);
  await submitFormOf(page, 'fullName');
  await expect(field(page, 'workLocation')).toBeVisible();
  await field(page, 'workLocation').fill('M');
  await field(page, 'jobTitle').fill(m.jobTitle);
  await field(page, 'monthlyNetIncome').fill('12');
  await serverSideValidationOnly(page);
  await submitFormOf(page, 'jobTitle');
  await expect(page.getByText('Please choose your job category.')).toBeVisible();
  await expect(field(page, 'jobTitle')).toHaveValue(m.jobTitle);
  // Nothing was created: the member still cannot sign in.
  await signIn(page, m.national, m.password);
  await expect(page.getByText('Invalid phone number or password.')).toBeVisible();
});

test('sign in with a wrong password says so and keeps the phone number', async ({ page }) => {
  const m = newMember();
  await register(page, m);
  await signOut(page);
  await signIn(page, m.national, 'Wrong#2026pass');
  await expect(page.getByText('Invalid phone number or password.')).toBeVisible();
  await expect(field(page, 'phoneNumber')).toHaveValue(m.national);
  await expect(field(page, 'password')).toHaveValue('');
});

test('after many failed sign-ins on a number, the right password asks for the code sent to the phone, and it signs in', async ({ page }) => {
  const m = newMember();
  await register(page, m);
  await signOut(page);
  // Someone else fails on the member's number from this address until it cools down (20 in e2e).
  for (let i = 0; i < 20; i++) {
    await api.call('POST', '/authmember/login', { body: { phoneCountry: 'PH', phoneNumber: m.national, password: 'Wrong#2026pass' }, expect: 401 });
  }
  await signIn(page, m.national, m.password);
  await expect(page.getByText(/we sent a 6-digit code to your phone/i)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign in with the code' })).toBeVisible();
  await field(page, 'code').fill('000000');
  await submitFormOf(page, 'code');
  await expect(page.getByText(/Invalid OTP/)).toBeVisible();
  await field(page, 'code').fill(await latestCode(m.e164));
  await submitFormOf(page, 'code');
  await expect(page).toHaveURL(/\/dash$/);
  await expect(page.getByText('Sign in successfully.')).toBeVisible();
});

test('sign in returns to the page that asked for it', async ({ page }) => {
  const m = newMember();
  await register(page, m);
  await signOut(page);
  await page.goto('/dash');
  await expect(page).toHaveURL(/redirectTo=%2Fdash/);
  await signIn(page, m.national, m.password, page.url());
  await expect(page).toHaveURL(/\/dash$/);
});

test('a forgotten password is reset with the SMS code', async ({ page }) => {
  test.slow(); // a registration, then the recovery
  const m = newMember();
  await register(page, m);
  await signOut(page);

  await page.goto('/contact');
  await page.getByRole('link', { name: /recover|reset/i }).first().click();
  await expect(page).toHaveURL(/\/recover/);
  await field(page, 'phoneNumber').fill(m.national);
  await submitFormOf(page, 'phoneNumber');
  await expect(field(page, 'code')).toBeVisible();

  // A wrong code first: refused with the tries left.
  await field(page, 'code').fill('000000');
  await field(page, 'password').fill('NewSecret#2027');
  await field(page, 'confirmPassword').fill('NewSecret#2027');
  const code = await latestCode(m.e164);
  if (code !== '000000') {
    await submitFormOf(page, 'code');
    await expect(page.getByText(/Invalid OTP/)).toBeVisible();
  }

  // Passwords that do not match: refused beside the field, the code kept as typed.
  await field(page, 'code').fill(code);
  await field(page, 'password').fill('NewSecret#2027');
  await field(page, 'confirmPassword').fill('NewSecret#2028');
  await serverSideValidationOnly(page);
  await submitFormOf(page, 'code');
  await expect(page.getByText('Password confirmation mismatch.')).toBeVisible();
  await expect(field(page, 'code')).toHaveValue(code);
  await expect(field(page, 'confirmPassword')).toHaveValue('');

  await field(page, 'password').fill('NewSecret#2027');
  await field(page, 'confirmPassword').fill('NewSecret#2027');
  await submitFormOf(page, 'code');
  // Reset, the member is sent to sign in.
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, m.national, 'NewSecret#2027');
  await expect(page).toHaveURL(/\/dash$/);
});

test('the dev outbox page lists the messages sent to a number', async ({ page }) => {
  const m = newMember();
  await register(page, m);
  await signOut(page);
  await page.goto('/recover');
  await field(page, 'phoneNumber').fill(m.national);
  await submitFormOf(page, 'phoneNumber');
  await expect(field(page, 'code')).toBeVisible();
  await page.goto(`/dev/outbox?to=${encodeURIComponent(m.e164)}`);
  await expect(page.getByText(/\b\d{6}\b/).first()).toBeVisible();
});
