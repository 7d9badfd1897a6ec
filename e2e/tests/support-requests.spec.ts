// Support and complaints: a member opens a complaint at /support (a
// refusal first, with what was typed kept), the demo loan officer answers it from the console's
// queue (/officer/support), and the member reads the answer (and an SMS says there is one); the
// same in Filipino. Members are made through the API and signed in by the fixtures.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { expectFilipino } from './filipino';
import { expect, signInAs, test } from './fixtures';
import { api } from './support';

const OFFICER = { national: '9000000001', password: 'Officer#2026' };

/** axe-core's serious and critical findings (with JavaScript only: axe waits on timers). */
async function expectAxeClean(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze();
  expect.soft(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'region').map((v) => v.id), `axe on ${page.url()}`).toEqual([]);
}

/** The demo loan officer, in a browser of their own, answers `reference` from the queue of open requests. */
async function officerAnswers(browser: Browser, javaScriptEnabled: boolean, reference: string, answer: string, locale = 'en-PH') {
  const context = await browser.newContext({ javaScriptEnabled, locale });
  await signInAs(context, OFFICER);
  const page = await context.newPage();
  await page.goto('/officer/support?status=OPEN');
  await page.getByRole('link', { name: reference, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/officer/support/${reference}$`));
  await page.getByRole('textbox').fill(answer);
  await page.locator('button[name="intent"][value="answer"]').click();
  await expect(page.getByTestId('support-thread')).toContainText(answer);
  await expectAxeClean(page, javaScriptEnabled);
  await context.close();
}

async function smsTo(e164: string): Promise<string[]> {
  return (await api.call<Array<{ body: string }>>('GET', `/dev/outbox?to=${encodeURIComponent(e164)}`)).map((m) => m.body);
}

test('a complaint sent from /support, answered from the console, read by the member', async ({ page, browser, javaScriptEnabled, registered: m }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByTestId('support-hotline')).not.toBeEmpty();
  await expect(page.getByTestId('support-hours')).toHaveText('Every day, 10:00 to 22:00 (Manila time)');
  await expect(page.getByTestId('support-empty')).toBeVisible();
  await expectAxeClean(page, javaScriptEnabled);

  // Without a message: refused beside the field, the topic kept.
  const topic = page.getByRole('combobox', { name: 'What is it about?' });
  await topic.selectOption('COMPLAINT');
  const message = page.getByRole('textbox', { name: 'Your message' });
  await message.evaluate((el) => el.removeAttribute('required'));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please enter your message (at most 2,000 characters).')).toBeVisible();
  await expect(topic).toHaveValue('COMPLAINT');

  await message.fill('I was charged twice for my first instalment.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/support\/S[0-9]{6,}/);
  const reference = /\/support\/(S[0-9]{6,})/.exec(page.url())![1];
  await expect(page.getByText(`Your reference is ${reference}`)).toBeVisible();
  await expect(page.getByTestId('support-status')).toHaveText('Open');

  await officerAnswers(browser, javaScriptEnabled, reference, 'We returned the second payment to your wallet.');

  await page.goto('/support');
  await expect(page.getByTestId('support-list').getByRole('row', { name: new RegExp(reference) })).toContainText('Answered');
  await page.getByRole('link', { name: `Open ${reference}` }).click();
  await expect(page.getByTestId('support-thread')).toContainText('We returned the second payment to your wallet.');
  await expectAxeClean(page, javaScriptEnabled);
  expect((await smsTo(m.e164)).some((sms) => sms.includes(reference) && /has an answer/.test(sms))).toBe(true);
});

test.describe('in Filipino', () => {
  test.use({ locale: 'fil-PH' });

  test('a question sent, answered from the console and read, every page in Filipino', async ({ page, browser, javaScriptEnabled, registered: m }) => {
    await page.goto('/support');
    await expectFilipino(page, '/support');
    await page.getByRole('combobox', { name: 'Tungkol saan ito?' }).selectOption('LOAN');
    await page.getByRole('textbox', { name: 'Ang inyong mensahe' }).fill('Kailan po ang susunod kong due date?');
    await page.getByRole('button', { name: 'Ipadala' }).click();
    await expect(page).toHaveURL(/\/support\/S[0-9]{6,}/);
    const reference = /\/support\/(S[0-9]{6,})/.exec(page.url())![1];
    await expect(page.getByTestId('support-status')).toHaveText('Bukas');
    await expectFilipino(page, 'the new request');

    await officerAnswers(browser, javaScriptEnabled, reference, 'Makikita po ninyo ito sa inyong dashboard.', 'fil-PH');

    await page.reload();
    await expect(page.getByTestId('support-status')).toHaveText('Nasagot');
    await expect(page.getByTestId('support-thread')).toContainText('Makikita po ninyo ito sa inyong dashboard.');
    await expectFilipino(page, 'the answered request');
    // The SMS is in the member's stored language (English: registered through the API in English).
    expect((await smsTo(m.e164)).some((sms) => sms.includes(reference))).toBe(true);
  });
});
