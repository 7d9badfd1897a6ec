// A borrower whose browser prefers Filipino: the activation steps, the dashboard with
// the application form, a refused application, the confirmation, the agreement, the contract with
// its code box, a refused code, the submitted page and a cancelled loan are all in Filipino.
// Field checks and loan texts come from the catalogue.
import { ACTIVATION_STEP_ORDER } from '@halimbawa/testing';
import type { Page } from '@playwright/test';
import { expectFilipino } from './filipino';
import { expect, test } from './fixtures';
import { field } from './support';

test.use({ locale: 'fil-PH' });

/** Turns off the browser's own constraint checks, so the server's messages are what we see. */
async function serverSideValidationOnly(page: Page) {
  await page.locator('form').evaluateAll((forms) => forms.forEach((f) => f.setAttribute('novalidate', '')));
}

async function click(page: Page, name: string | RegExp, role: 'button' | 'link' = 'button') {
  await page.getByRole(role, { name }).first().click();
}

test('the activation steps, a refused step with its field messages, and /dash, in Filipino', async ({ page, registered: _signedIn }) => {
  test.setTimeout(180_000);

  // A new member's dashboard asks to activate first.
  await page.goto('/dash');
  await expect(page.getByRole('heading', { name: 'I-activate ang inyong account bago mag-apply ng loan' })).toBeVisible();
  await expectFilipino(page);

  // Step 1 refused: the message at the top and beside each field, in Filipino.
  await page.goto('/activate/personal');
  await expect(page.getByRole('heading', { name: '1. Tungkol sa inyo' })).toBeVisible();
  await expectFilipino(page);
  await field(page, 'firstName').fill('Maria');
  await serverSideValidationOnly(page);
  await click(page, 'Magpatuloy');
  await expect(page.getByText('Pakikumpleto ang inyong impormasyon!').first()).toBeVisible();
  await expect(page.getByText('Pakipili ang inyong kasarian.')).toBeVisible();
  await expectFilipino(page);
});

test('every activation step of an activated member, and the identity check on /dash, in Filipino', async ({ page, activated: _signedIn }) => {
  test.setTimeout(180_000);
  for (const step of ACTIVATION_STEP_ORDER) {
    await page.goto(`/activate/${step}`);
    await expect(page.locator('form.hl-act-form')).toBeVisible();
    await expectFilipino(page, `/activate/${step}`);
  }
  // The saved gender shows by its Filipino label, its value staying English.
  await page.goto('/activate/personal');
  await expect(page.getByRole('radio', { name: 'Babae' })).toHaveValue('Female');

  await page.goto('/dash');
  await expect(page.getByTestId('kyc-next')).toContainText('Sinusuri ng loan officer');
  await expect(page.getByRole('heading', { name: 'Mag-apply ng loan' })).toBeVisible();
  await expectFilipino(page);
});

test('applying, refused then confirmed, the agreement, the submitted page and a cancelled loan, in Filipino', async ({ page, verified: _signedIn }) => {
  test.setTimeout(180_000);
  await page.goto('/dash');

  // Continue without ticking the agreement: refused, with the message beside the box.
  await field(page, 'amount').fill('150,000');
  await click(page, /^Magpatuloy$/);
  await expect(page.getByText('Pakibasa ang Kasunduan sa Serbisyo at Patakaran').first()).toBeVisible();
  await expectFilipino(page, '/dash (refused)');

  await click(page, 'Basahin ang Kasunduan sa Serbisyo at Patakaran');
  await expect(page).toHaveURL(/\/dash\/agreement\?/, { timeout: 30_000 });
  // A legal text in Filipino: the English text governs, with a link to read it.
  await expect(page.getByTestId('english-governs').getByRole('link', { name: 'Basahin ang bersiyong Ingles' })).toHaveAttribute(
    'href',
    /^\/language\?to=en&back=%2Fdash%2Fagreement%3F/,
  );
  await expectFilipino(page);
  await click(page, 'Sumasang-ayon ako', 'link');

  await click(page, /^Magpatuloy$/);
  await expect(page).toHaveURL(/\/dash\/confirm\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Kumpirmahin ang inyong loan application' })).toBeVisible();
  await expectFilipino(page);

  await page.getByRole('checkbox', { name: /abiso tungkol sa credit data/ }).check();
  await click(page, /^Ipadala$/);
  await expect(page).toHaveURL(/\/dash\/submitted$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Natanggap ang application' })).toBeVisible();
  await expectFilipino(page);

  await page.goto('/dash/cancel');
  await expectFilipino(page);
  await click(page, /^Kanselahin ang loan /);
  await expect(page).toHaveURL(/\/dash$/, { timeout: 30_000 });
  await expect(page.getByTestId('loan-status')).toHaveAttribute('data-status', 'CANCELLED');
  await expectFilipino(page, '/dash (cancelled)');
});

test('the contract with the disclosure, the code box and a refused code, in Filipino', async ({ page, approved: m }) => {
  test.setTimeout(180_000);
  await page.goto('/dash/contract');
  await expect(page.getByTestId('disclosure')).toBeVisible();
  await expect(page.getByTestId('english-governs')).toContainText('ang bersiyong Ingles ang masusunod');
  await expectFilipino(page);

  await click(page, 'Ipadala sa akin ang code sa SMS');
  await expect(page.getByRole('button', { name: 'Pirmahan ang kontrata' })).toBeVisible({ timeout: 30_000 });
  await expectFilipino(page, '/dash/contract (code sent)');

  // A code of the wrong shape is refused beside the field, in Filipino.
  await field(page, 'code').fill('12');
  await serverSideValidationOnly(page);
  await click(page, 'Pirmahan ang kontrata');
  await expect(page.getByText('Pakilagay ang 6-digit na code.').first()).toBeVisible();
  await expectFilipino(page, `/dash/contract (refused code, ${m.loanNumber})`);
});

test.describe('on a phone (390 px), in Filipino', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Nothing wider than the screen: no sideways scrolling, no label pushed off the edge. */
  async function expectFitsTheScreen(page: Page, where: string) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${where} is ${width} px wide`).toBeLessThanOrEqual(390);
  }

  test('the registration step names are not cut', async ({ page }) => {
    await page.goto('/register');
    await expect(page.locator('.hl-steps li[aria-current="step"]')).toBeVisible();
    // The steps fit the card (which clips what runs past its edge), and each step its own box.
    const overflowing = await page.locator('.hl-steps, .hl-steps li').evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth).map((box) => box.textContent));
    expect(overflowing).toEqual([]);
    await expectFitsTheScreen(page, '/register');
  });

  test("the approved dashboard's long button wraps", async ({ page, approved: _signedIn }) => {
    await page.goto('/dash');
    await expect(page.getByRole('link', { name: 'Suriin at pirmahan ang inyong kontrata' })).toBeVisible();
    await expectFitsTheScreen(page, '/dash (approved)');
  });
});
