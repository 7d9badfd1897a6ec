// What "the page is in Filipino" means for a test: <html lang="fil">, and no text shown
// outside an element marked as English (lang="en": the English text that governs, the company's
// own description) reads as an English sentence: two different English function words outside the
// glossary of docs/i18n.md (the catalogue's own test allows none). Member and company data that
// would read so is marked lang="en" or translate="no" by its page.
import { englishFunctionWords } from '@halimbawa/domain';
import { expect, type Page } from '@playwright/test';

/** The texts on the page (visible or not: a screen reader reads them) that read as English. */
export async function englishLeftovers(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const english = (el: Element) => el.closest('[translate="no"]') || el.closest('body [lang]')?.getAttribute('lang')?.startsWith('en');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template') || english(parent)) continue;
      found.push((node.textContent ?? '').replace(/\s+/g, ' ').trim());
    }
    // Names a screen reader reads that are not text nodes.
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt], input[type="submit"][value]')) {
      if (english(el)) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'value']) {
        const text = el.getAttribute(attr);
        if (text && (attr !== 'value' || el.tagName === 'INPUT')) found.push(`[${attr}] ${text}`);
      }
    }
    return found;
  });
  const sentence = (text: string) => new Set(englishFunctionWords(text.replace(/^\[[a-z-]+\] /, ''))).size >= 2;
  return [...new Set(texts.filter(sentence).map((text) => text.slice(0, 120)))];
}

/** The page is in Filipino: its <html lang> says so, and nothing on it reads as English. */
export async function expectFilipino(page: Page, where = page.url()) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  expect.soft(await englishLeftovers(page), `English left on ${where}`).toEqual([]);
}
