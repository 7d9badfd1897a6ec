// Accessibility to WCAG 2.2 AA: axe-core checks every page of the product (the tour of
// tour.ts: the public pages, signing up and in, activation, the loan, the wallet, the member's
// other pages and settings, the officer console and the administration, error states included),
// in English and in Filipino, in one pass: each walk runs once per language, without JavaScript
// like every journey, and each page as shown is checked once, at a phone's 390 x 844: axe-core's
// WCAG A/AA rules and best practices, and no page wider than the phone. Any finding fails, whatever
// its impact (a moderate one such as two landmarks of one name included). Every page's findings
// are reported, not only the first one's.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newMember } from './support';
import { TOUR } from './tour';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, and axe-core's best practices. */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const PHONE = { width: 390, height: 844 };

/** axe-core's findings on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(RULES).analyze();
  return results.violations.map((v) => {
    const where = v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
    return `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help} — ${where.join(' | ')}`;
  });
}

/** The innermost elements that reach past the phone's width, outside any box that scrolls or clips them: what makes a page too wide. */
async function tooWide(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const wide = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el));
    return wide
      .filter((el) => !wide.some((inner) => inner !== el && el.contains(inner)))
      .slice(0, 4)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} to ${Math.round(el.getBoundingClientRect().right)} px`);
  }, PHONE.width);
}

/**
 * axe-core waits on timers, which never fire in a page without JavaScript. So the page's HTML as
 * shown (after a post too) is checked in a copy opened in `viewer`, a context with JavaScript,
 * with every script taken out: the same markup and styles, never hydrated.
 */
async function asShownWithoutJavaScript(page: Page, viewer: BrowserContext): Promise<Page> {
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const copy = await viewer.newPage();
  const document = url.split('#')[0];
  await copy.route((u) => u.href === document, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  // goto returns on the load event: the copy's stylesheets are in.
  await copy.goto(url);
  return copy;
}

test.describe('every page, in English and Filipino, at 390 px', () => {
  test.use({ viewport: PHONE });
  // Up to seventeen pages a walk, each read whole by axe-core.
  test.describe.configure({ timeout: 600_000 });

  for (const { title, walk } of TOUR) {
    // The browser's preferred language picks the page's (docs/i18n.md).
    for (const locale of ['en-PH', 'fil-PH']) {
      test.describe(locale, () => {
        test.use({ locale });
        test(title, async ({ page, browser }) => {
          const viewer = await browser.newContext({ viewport: PHONE, locale, javaScriptEnabled: true });
          await walk(page, async (p, pageName) => {
            const copy = await asShownWithoutJavaScript(p, viewer);
            expect.soft(await violations(copy), `axe-core on ${pageName} (${p.url()})`).toEqual([]);
            // Nothing wider than a phone's screen: no sideways scrolling.
            const width = await copy.evaluate(() => document.documentElement.scrollWidth);
            const culprits = width > PHONE.width ? `: ${(await tooWide(copy)).join(' | ')}` : '';
            expect.soft(width, `width of ${pageName}${culprits}`).toBeLessThanOrEqual(PHONE.width);
            await copy.close();
          });
          await viewer.close();
        });
      });
    }
  }
});

/** Presses Tab until the field named `name` (or the element `selector`) has the focus; fails when 40 presses never reach it. */
async function tabTo(page: Page, name: string, selector = `[name="${name}"]`) {
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('the keyboard alone: both registration steps, filled by Tab, typing, Space and Enter', async ({ page }) => {
  const m = newMember();
  await page.goto('/register');
  for (const [name, value] of [
    ['phoneNumber', m.national],
    ['email', m.email],
    ['fullName', m.fullName],
    ['password', m.password],
    ['confirmPassword', m.password],
  ]) {
    await tabTo(page, name);
    await page.keyboard.type(value);
  }
  await tabTo(page, 'agreeTerms');
  await page.keyboard.press('Space');
  await expect(page.locator('[name="agreeTerms"]')).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/register\/employment$/);

  for (const [name, value] of [
    ['workLocation', m.workLocation],
    ['jobTitle', m.jobTitle],
    ['monthlyNetIncome', m.monthlyNetIncome],
  ]) {
    await tabTo(page, name);
    await page.keyboard.type(value);
  }
  // A native select takes the first letters of an option.
  await tabTo(page, 'jobCategory');
  await page.keyboard.type(m.jobCategory.slice(0, 6));
  await expect(page.locator('[name="jobCategory"]')).toHaveValue(m.jobCategory);
  // Enter in a select sends nothing (browsers submit from text fields): on to the button.
  await tabTo(page, 'Continue', 'main form button[type="submit"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/register\/verify$/);
});
