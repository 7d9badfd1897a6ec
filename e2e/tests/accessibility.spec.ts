// Accessibility to WCAG 2.2 AA: axe-core checks every page of the product (the tour of
// tour.ts, error states included) once per screen and width, in one pass over the screens: each
// walk runs once, without JavaScript like every journey, and each page as shown is checked at a
// desktop's 1280 x 800 and a phone's 390 x 844. It fails on any serious or critical violation, or
// on a page wider than the phone's 390 px. The newer member pages are checked in Filipino too.
// Every page's findings are reported, not only the first one's.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newMember } from './support';
import { TOUR } from './tour';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Best-practice rules that fail a page whatever their impact: content outside every landmark. */
const ALWAYS_FAIL = new Set(['region']);

/**
 * axe-core's serious and critical findings on the page as it is now (WCAG A/AA and axe's best
 * practices, such as a field labelled only by its title), one line each.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_AA, 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS_FAIL.has(v.id))
    .map((v) => {
      const where = v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
      return `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help} — ${where.join(' | ')}`;
    });
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

test.describe('every page at 1280 px and 390 px', () => {
  test.use({ viewport: DESKTOP });
  // Up to fourteen pages a walk, each read whole by axe-core at two widths.
  test.describe.configure({ timeout: 600_000 });

  for (const { title, walk, bothLanguages } of TOUR) {
    // English, and Filipino (the browser's preferred language) for the walks that ask for it.
    for (const locale of bothLanguages ? ['en-PH', 'fil-PH'] : ['en-PH']) {
      test.describe(locale, () => {
        test.use({ locale });
        test(title, async ({ page, browser }) => {
          const viewer = await browser.newContext({ viewport: DESKTOP, locale, javaScriptEnabled: true });
          await walk(page, async (p, pageName) => {
            const copy = await asShownWithoutJavaScript(p, viewer);
            expect.soft(await seriousViolations(copy), `axe-core on ${pageName} (${p.url()}) at ${DESKTOP.width} px`).toEqual([]);
            await copy.setViewportSize(PHONE);
            expect.soft(await seriousViolations(copy), `axe-core on ${pageName} (${p.url()}) at ${PHONE.width} px`).toEqual([]);
            // Nothing wider than a phone's screen: no sideways scrolling at 390 px.
            expect.soft(await copy.evaluate(() => document.documentElement.scrollWidth), `width of ${pageName} at 390 px`).toBeLessThanOrEqual(PHONE.width);
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
