import { DEFAULT_LOAN_SETTINGS, formatCentavos, quoteLoan } from '@halimbawa/domain';
import { expect, test } from '@playwright/test';
import { field, submitFormOf } from './support';

test('home shows the headline, the demo banner and the footer disclosures', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Empowering dreams, one loan at a time.' })).toBeVisible();
  await expect(page.getByText('Demo: not a licensed lender').first()).toBeVisible();
  const footer = page.locator('footer');
  await expect(footer.getByText('Read the Disclosure Statement before you sign for a loan.')).toBeVisible();
  await expect(footer.getByText(/Halimbawa Lending Corporation/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /apply/i }).first()).toHaveAttribute('href', /\/login/);
});

test('calculator: PHP 150,000 over 6 and 12 months', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
  await page.goto('/');
  await field(page, 'amount').fill('150000');
  await page.locator('input[name="installmentCount"][value="6"]').check({ force: true });
  await submitFormOf(page, 'amount');
  await expect(page).toHaveURL(/amount=150000/);
  const results = page.getByTestId('quote');
  await expect(results.getByText('25,750.00').first()).toBeVisible();
  await expect(results.getByText('4,500.00').first()).toBeVisible(); // total interest
  await expect(results.getByText('154,500.00').first()).toBeVisible(); // total to repay
  await expect(results.getByText(/10\.\d\d%/).first()).toBeVisible(); // EIR a year

  await page.locator('input[name="installmentCount"][value="12"]').check({ force: true });
  if (javaScriptEnabled) {
    // Live: recomputed without a round trip.
    await expect(results.getByText('13,250.00').first()).toBeVisible();
  }
  await submitFormOf(page, 'amount');
  await expect(page).toHaveURL(/installmentCount=12/);
  await expect(results.getByText('13,250.00').first()).toBeVisible();
});

test('calculator: the amount slider sets the amount, live with JavaScript, by Compute without', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
  await page.goto('/');
  const instalment = `PHP ${formatCentavos(quoteLoan(500_000_00, 6, DEFAULT_LOAN_SETTINGS.monthlyRateBps).instalment)}`;
  await page.getByRole('slider', { name: 'Or choose the amount on the slider' }).fill('500000');
  if (javaScriptEnabled) {
    // Live: the amount field follows the slider, and the figures follow both.
    await expect(field(page, 'amount')).toHaveValue('500,000.00');
    await expect(page.getByTestId('quote-instalment')).toHaveText(instalment);
  }
  await submitFormOf(page, 'amount');
  await expect(field(page, 'amount')).toHaveValue('500,000.00');
  await expect(page.getByTestId('quote-instalment')).toHaveText(instalment);
});

test('calculator raises an amount below the minimum', async ({ page }) => {
  await page.goto('/?amount=1000&currency=PHP&installmentCount=6');
  await expect(field(page, 'amount')).toHaveValue(/150,?000/);
  await expect(page.getByTestId('quote').getByText('25,750.00').first()).toBeVisible();
});

test('the public pages answer 200 with their headings', async ({ page }) => {
  for (const [path, heading] of [
    ['/hiw', /how it works/i],
    ['/about', /about/i],
    ['/contact', 'We are here to help you'],
    ['/privacy', /privacy/i],
    ['/terms', /terms/i],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  }
});

test('the terms and How It Works state the late charge\'s cap and its grace days, as configured', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText('A late instalment has 3 days of grace; after that a late charge of at most 1% a month of the overdue amount may apply.')).toBeVisible();
  await page.goto('/hiw');
  await expect(page.getByText('Late charge only after 3 days of grace, at most 1% a month of the overdue amount')).toBeVisible();
});

test('an unknown path answers 404 with a way back', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText("Sorry, we don't know where you wanted to go.")).toBeVisible();
  await page.getByRole('link', { name: 'Take me back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the mobile menu opens without JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.locator('header summary').first().click();
  await expect(page.locator('header').getByRole('link', { name: 'How It Works' }).first()).toBeVisible();
});

test('contact form: errors beside the fields, then Message sent.', async ({ page }) => {
  await page.goto('/contact');
  await field(page, 'name').fill('Maria Clara');
  await field(page, 'email').fill('not-an-email');
  await field(page, 'message').fill('I would like to know more about prepayment.');
  // Bypass the browser's own checks so the server's answer is what we see.
  await page.locator('form:has([name="message"])').evaluate((f) => f.setAttribute('novalidate', ''));
  await submitFormOf(page, 'message');
  await expect(page.getByText('Invalid email format.')).toBeVisible();
  await expect(field(page, 'name')).toHaveValue('Maria Clara');
  await expect(field(page, 'message')).toHaveValue('I would like to know more about prepayment.');

  await field(page, 'email').fill('maria@example.ph');
  await page.locator('input[name="agree"]').check({ force: true });
  await submitFormOf(page, 'message');
  await expect(page.getByText('Message sent.')).toBeVisible();
});
