// The activation wizard (docs/product.md §2) (see playwright.config.ts for when JavaScript runs):
// five steps of real forms, the three ID photos uploaded through a multipart form, messages beside
// the fields, typed values kept, Back to saved values, and a rejected review resubmitted.
import { officerToken } from '@halimbawa/testing';
import { expect, test, type Page } from '@playwright/test';
import { registeredMember, signInAs } from './fixtures';
import { api, field, latestCode, newMember, register, signOut, submitFormOf, type Member } from './support';

// Small valid images, made here: a 1x1 PNG and a 1x1 JPEG.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_1X1 = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1X1 });
const jpeg = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: JPEG_1X1 });

const STEP_TITLES = [
  'Tell us about yourself',
  'Current residential address',
  'Character References',
  'Your ID',
  'Beneficiary bank account',
];
const STEP_PATHS = ['/activate/personal', '/activate/address', '/activate/references', '/activate/identity', '/activate/bank'];

/** Turns off the browser's own constraint checks, so the server's messages are what we see. */
async function serverSideValidationOnly(page: Page) {
  await page.locator('form').evaluateAll((forms) => forms.forEach((f) => f.setAttribute('novalidate', '')));
}

async function expectStep(page: Page, n: number) {
  await expect(page).toHaveURL(new RegExp(`${STEP_PATHS[n - 1]}$`));
  await expect(page.getByRole('heading', { level: 2, name: `${n}. ${STEP_TITLES[n - 1]}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Activation steps' }).locator('[aria-current="step"]')).toContainText(
    STEP_TITLES[n - 1],
  );
}

async function continueStep(page: Page, fieldName: string) {
  await submitFormOf(page, fieldName, /^(continue|finish)$/i);
}

const PERSONAL = {
  firstName: 'Maria',
  middleName: 'Santos',
  lastName: 'Dela Cruz',
  birthDay: '7',
  birthMonth: '3',
  birthYear: '1990',
};

async function fillPersonal(page: Page) {
  await page.getByRole('radio', { name: 'Female' }).check();
  for (const [name, value] of Object.entries(PERSONAL)) await field(page, name).fill(value);
  await field(page, 'maritalStatus').selectOption('Married');
  await expect(field(page, 'nationality')).toHaveValue('Filipino');
  await field(page, 'isAgree').check();
}

async function fillAddress(page: Page) {
  await expect(field(page, 'countryResidence')).toHaveValue('PH');
  await field(page, 'province').fill('Metro Manila');
  await field(page, 'town').fill('Quezon City');
  await field(page, 'streetAddress').fill('12 Mabini St., Brgy. San Roque');
  await field(page, 'postalCode').fill('1100');
}

async function fillReferences(page: Page) {
  await field(page, 'refFullName1').fill('Ana Reyes');
  await field(page, 'refRelationship1').fill('Sister');
  await field(page, 'refPhoneNumber1').fill('9181234567');
}

async function fillIdentity(page: Page) {
  await field(page, 'identityType').selectOption('Passport');
  await field(page, 'identityNumber').fill('P1234567A');
  await field(page, 'imageIdFront').setInputFiles(jpeg('id-front.jpg'));
  await field(page, 'imageIdBack').setInputFiles(png('id-back.png'));
  await field(page, 'imageSelfie').setInputFiles(jpeg('selfie.jpg'));
}

async function fillBank(page: Page) {
  await field(page, 'bankName').selectOption('BDO Unibank');
  await field(page, 'accountName').fill('Maria Santos Dela Cruz');
  await field(page, 'accountNumber').fill('001234567890');
  await field(page, 'confirmAccountNumber').fill('001234567890');
}

/** A member registered through the API and signed in, who saves steps 1 to `upTo` on the page (each checked to lead to the next). */
async function memberAtStep(page: Page, upTo: number): Promise<Member> {
  const m = await registeredMember();
  await signInAs(page.context(), m);
  await page.goto('/activate');
  const fills = [fillPersonal, fillAddress, fillReferences, fillIdentity];
  const firstFields = ['firstName', 'province', 'refFullName1', 'identityNumber'];
  for (let n = 1; n < upTo; n += 1) {
    await expectStep(page, n);
    await fills[n - 1](page);
    await continueStep(page, firstFields[n - 1]);
  }
  await expectStep(page, upTo);
  return m;
}

test('a new member completes the five steps, with the three photos, and reaches the loan area', async ({ page }) => {
  const m = newMember();
  await register(page, m);
  await expect(page.getByText('Activate your account before applying loan')).toBeVisible();

  // Not activated yet: wallet and settings send the member to the wizard.
  await page.goto('/wallet');
  await expectStep(page, 1);
  await page.goto('/settings');
  await expectStep(page, 1);

  await page.goto('/activate');
  await expectStep(page, 1);
  await fillPersonal(page);
  await continueStep(page, 'firstName');

  await expectStep(page, 2);
  await fillAddress(page);
  await continueStep(page, 'province');

  await expectStep(page, 3);
  await fillReferences(page);
  await continueStep(page, 'refFullName1');

  await expectStep(page, 4);
  await expect(page.getByRole('img', { name: /^Uploaded:/ })).toHaveCount(0);
  await fillIdentity(page);
  await continueStep(page, 'identityNumber');

  await expectStep(page, 5);
  await fillBank(page);
  await continueStep(page, 'accountNumber');

  await expect(page).toHaveURL(/\/dash$/);
  await expect(page.getByText('Your information is complete. A loan officer will now check your ID and selfie', { exact: false })).toBeVisible();
  await expect(page.getByText('Activate your account before applying loan')).toHaveCount(0);

  // The wizard is done: /activate leads to the dashboard; the saved photos are the member's own.
  await page.goto('/activate');
  await expect(page).toHaveURL(/\/dash$/);
  await page.goto('/activate/identity');
  await expect(page.getByRole('img', { name: /^Uploaded:/ })).toHaveCount(3);
  const thumb = await page.getByRole('img', { name: /^Uploaded: photo of the front/ }).getAttribute('src');
  expect(thumb).toMatch(/^\/documents\/[0-9a-f-]{36}\?size=thumb$/);
  const image = await page.request.get(thumb!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  expect(image.headers()['cache-control']).toContain('no-store');

  // Settings → Account shows the details read-only, the sensitive numbers masked.
  await page.goto('/settings/account');
  await expect(page.getByText('Dela Cruz', { exact: true })).toBeVisible();
  await expect(page.getByText('7 March 1990')).toBeVisible();
  await expect(page.getByText('••••7890')).toBeVisible();
  await expect(page.getByText('001234567890')).toHaveCount(0);
  await expect(page.getByText('P1234567A')).toHaveCount(0);
  await expect(page.getByText(m.e164)).toHaveCount(0);
  await page.goto('/wallet');
  await expect(page.getByText('Your wallet is empty.')).toBeVisible();

  // The phone number is masked in Settings, with a 'show' link (3 seconds with JavaScript).
  await page.goto('/settings');
  const n = m.national;
  const full = `+63 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
  await expect(page.getByText(full)).toHaveCount(0);
  await page.getByRole('link', { name: 'Show the whole phone number' }).click();
  await expect(page.getByText(full)).toBeVisible();

  // The photos are the member's own: signed out, or as another member, they cannot be fetched.
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  const anonymous = await page.request.get(thumb!, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  await signInAs(page.context(), await registeredMember());
  const other = await page.request.get(thumb!);
  expect(other.status()).toBe(404);
  expect(other.headers()['content-type']).not.toMatch(/^image\//);
});

test('step 1: missing and bad input get the messages beside the fields and keep what was typed', async ({ page }) => {
  await memberAtStep(page, 1);
  await field(page, 'firstName').fill('J0');
  await field(page, 'lastName').fill('Dela Cruz');
  await field(page, 'birthDay').fill('31');
  await field(page, 'birthMonth').fill('2');
  await field(page, 'birthYear').fill('1990');
  await serverSideValidationOnly(page);
  await continueStep(page, 'firstName');

  await expectStep(page, 1);
  await expect(page.getByText('Please complete your information!')).toBeVisible();
  // A name may have one letter (Ng, 'C.'), never a digit: the message says so.
  await expect(field(page, 'firstName')).toHaveAccessibleDescription('Your first name cannot contain digits.');
  const birth = 'Please select your date of birth. Make sure the date of birth is between 18 and 80 years old.';
  await expect(field(page, 'birthDay')).toHaveAccessibleDescription(new RegExp(`^${birth}`));
  await expect(page.getByRole('radiogroup', { name: 'Gender' })).toHaveAccessibleDescription('Please select your gender.');
  await expect(field(page, 'maritalStatus')).toHaveAccessibleDescription('Please select your marital status.');
  await expect(page.getByText('Please tick the box to agree to the reporting of your loan to credit bureaus.')).toBeVisible();
  await expect(field(page, 'firstName')).toHaveValue('J0');
  await expect(field(page, 'lastName')).toHaveValue('Dela Cruz');
  await expect(field(page, 'birthDay')).toHaveValue('31');
  await expect(field(page, 'birthMonth')).toHaveValue('2');
  await expect(field(page, 'birthYear')).toHaveValue('1990');

  // Everything present, but too young: only the birth date is refused.
  await fillPersonal(page);
  await field(page, 'birthYear').fill(String(new Date().getFullYear() - 10));
  await continueStep(page, 'firstName');
  await expectStep(page, 1);
  await expect(page.getByText('Please complete your information!')).toHaveCount(0);
  await expect(page.getByText(birth)).toBeVisible();
  await expect(field(page, 'firstName')).toHaveValue('Maria');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expect(field(page, 'maritalStatus')).toHaveValue('Married');
  await expect(field(page, 'isAgree')).toBeChecked();
});

test('steps 3 and 5: the product messages beside the fields, typed values kept', async ({ page }) => {
  const m = await memberAtStep(page, 3);
  await field(page, 'refFullName1').fill('Ana Reyes');
  await field(page, 'refRelationship1').fill('Sister');
  await field(page, 'refPhoneNumber1').fill(m.national); // the member's own number
  await field(page, 'refFullName2').fill('Pedro Santos'); // a second reference started, not finished
  await serverSideValidationOnly(page);
  await continueStep(page, 'refFullName1');
  await expectStep(page, 3);
  await expect(page.getByText('Please complete your information!')).toBeVisible();
  await expect(field(page, 'refPhoneNumber1')).toHaveAccessibleDescription(/Please enter your reference's phone number, not your own\./);
  await expect(field(page, 'refRelationship2')).toHaveAccessibleDescription(
    'Please complete the second reference or leave all its fields empty.',
  );
  await expect(field(page, 'refPhoneNumber1')).toHaveValue(m.national);
  await expect(field(page, 'refFullName2')).toHaveValue('Pedro Santos');

  await field(page, 'refPhoneNumber1').fill('9181234567');
  await field(page, 'refFullName2').fill('');
  await continueStep(page, 'refFullName1');
  await expectStep(page, 4);
  await fillIdentity(page);
  await continueStep(page, 'identityNumber');
  await expectStep(page, 5);

  await field(page, 'bankName').selectOption('GCash');
  await field(page, 'accountName').fill('Maria Santos Dela Cruz');
  await field(page, 'accountNumber').fill('12345');
  await field(page, 'confirmAccountNumber').fill('12346');
  await serverSideValidationOnly(page);
  await continueStep(page, 'accountNumber');
  await expectStep(page, 5);
  await expect(field(page, 'accountNumber')).toHaveAccessibleDescription(
    /GCash and Maya account numbers have 11 digits and start with 09\./,
  );
  await expect(field(page, 'confirmAccountNumber')).toHaveAccessibleDescription(/Account number confirmation mismatch\./);
  await expect(field(page, 'bankName')).toHaveValue('GCash');
  await expect(field(page, 'accountNumber')).toHaveValue('12345');
  await expect(field(page, 'confirmAccountNumber')).toHaveValue('12346');
});

test('step 4: a text file named .jpg is refused beside its input; the other photos are kept', async ({ page }) => {
  await memberAtStep(page, 4);
  await field(page, 'identityType').selectOption('Passport');
  await field(page, 'identityNumber').fill('P1234567A');
  await field(page, 'imageIdFront').setInputFiles({ name: 'id-front.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('hello, I am not a photo\n') });
  await field(page, 'imageIdBack').setInputFiles(png('id-back.png'));
  await field(page, 'imageSelfie').setInputFiles(jpeg('selfie.jpg'));
  await continueStep(page, 'identityNumber');

  await expectStep(page, 4);
  await expect(field(page, 'imageIdFront')).toHaveAccessibleDescription(
    /^This file is not a photo\. Please upload a JPEG, PNG or WebP image\./,
  );
  await expect(field(page, 'identityNumber')).toHaveValue('P1234567A');
  await expect(field(page, 'identityType')).toHaveValue('Passport');
  // The two good photos were stored: their thumbnails are shown, and only the front is still needed.
  await expect(page.getByRole('img', { name: /^Uploaded:/ })).toHaveCount(2);

  await field(page, 'imageIdFront').setInputFiles(jpeg('id-front.jpg'));
  await continueStep(page, 'identityNumber');
  await expectStep(page, 5);
});

test('Back shows the saved values, and a later step cannot be opened yet', async ({ page }) => {
  await memberAtStep(page, 3);
  await page.goto('/activate/bank');
  await expectStep(page, 3);

  await page.getByRole('link', { name: 'Back' }).click();
  await expectStep(page, 2);
  await expect(field(page, 'province')).toHaveValue('Metro Manila');
  await expect(field(page, 'streetAddress')).toHaveValue('12 Mabini St., Brgy. San Roque');
  await page.getByRole('link', { name: 'Back' }).click();
  await expectStep(page, 1);
  for (const [name, value] of Object.entries(PERSONAL)) await expect(field(page, name)).toHaveValue(value);
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expect(field(page, 'maritalStatus')).toHaveValue('Married');
  await expect(field(page, 'isAgree')).toBeChecked();

  // Saving an earlier step again moves on to the next one, and the member's own step is kept.
  await field(page, 'middleName').fill('');
  await continueStep(page, 'firstName');
  await expectStep(page, 2);
  await page.goto('/activate');
  await expectStep(page, 3);
});

/** A loan officer (the demo one) rejects the member's KYC through the API. */
async function rejectKyc(m: Member, reasonCode: string) {
  const token = await officerToken(api);
  const { members: queue } = await api.call<{ members: Array<{ id: string; phoneNumber: string }> }>('GET', '/officer/members?kyc=PENDING', { token });
  const mine = queue.find((x) => x.phoneNumber === m.e164);
  expect(mine).toBeTruthy();
  await api.call('POST', `/officer/members/${mine!.id}/kyc`, { token, body: { status: 'REJECTED', reasonCode }, expect: 200 });
}

async function activatedMember(page: Page): Promise<Member> {
  const m = await memberAtStep(page, 5);
  await fillBank(page);
  await continueStep(page, 'accountNumber');
  await expect(page).toHaveURL(/\/dash$/);
  return m;
}

test('a rejected member sees the reason in words and resubmits the named step, and only that step', async ({ page }) => {
  const m = await activatedMember(page);
  await rejectKyc(m, 'ID_UNREADABLE');

  await page.goto('/activate');
  await expectStep(page, 4);
  await expect(page.getByText('The photos of your ID could not be read.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /step 4, Your ID/ })).toBeVisible();
  await expect(field(page, 'identityNumber')).toHaveValue('P1234567A');
  await field(page, 'imageIdFront').setInputFiles(png('clearer-front.png'));
  await field(page, 'imageIdBack').setInputFiles(png('clearer-back.png'));
  await continueStep(page, 'identityNumber');
  // What was accepted is kept: the confirmed bank account is not asked again.
  await expect(page).toHaveURL(/\/dash$/);
  await expect(page.getByText('The photos of your ID could not be read.', { exact: false })).toHaveCount(0);
  await expect(page.getByText('Your information is complete. A loan officer will now check your ID and selfie', { exact: false })).toBeVisible();
});

test('rejected for the bank account, the member confirms another account with the SMS code', async ({ page }) => {
  const m = await activatedMember(page);
  await rejectKyc(m, 'BANK_ACCOUNT_NAME_MISMATCH');

  await page.goto('/activate');
  await expectStep(page, 5);
  await expect(page.getByText('The bank account is not in your name.', { exact: false })).toBeVisible();
  await field(page, 'bankName').selectOption('GCash');
  await field(page, 'accountName').fill('Maria Santos Dela Cruz');
  await field(page, 'accountNumber').fill('09171234567');
  await field(page, 'confirmAccountNumber').fill('09171234567');
  await continueStep(page, 'accountNumber');

  await expect(page).toHaveURL(/\/activate\/bank\/confirm$/);
  await expect(page.getByText('GCash', { exact: true })).toBeVisible();
  const code = await latestCode(m.e164);
  await field(page, 'code').fill(code === '000000' ? '111111' : '000000');
  await submitFormOf(page, 'code', /^confirm$/i);
  await expect(field(page, 'code')).toHaveAccessibleDescription(/^Invalid OTP\. 4 tries left\./);
  await field(page, 'code').fill(code);
  await submitFormOf(page, 'code', /^confirm$/i);
  await expect(page).toHaveURL(/\/dash$/);
  await expect(page.getByText('Your bank account has been changed.')).toBeVisible();
  await expect(page.getByText('Your information is complete. A loan officer will now check your ID and selfie', { exact: false })).toBeVisible();

  await page.goto('/settings/account');
  await expect(page.getByText('••••4567')).toBeVisible();
});
