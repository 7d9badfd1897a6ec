// What "the page is in Filipino" means for a test: <html lang="fil">, and no text shown
// outside an element marked as English (lang="en": the English text that governs, the company's
// own description) reads as English. A sentence reads as English when it holds two or more of the
// English words a Filipino sentence does not use, even one that keeps English nouns ("loan",
// "due date", "OTP"): "the", "your", "please" ... Member data (names, addresses) is short and
// rarely holds two of them; where it does, the page marks it lang="en" or translate="no".
import { expect, type Page } from '@playwright/test';

/** Words of English grammar that plain Tagalog does not borrow. */
const ENGLISH_WORDS = [
  'the', 'your', 'you', 'please', 'with', 'and', 'of', 'to', 'is', 'are', 'for', 'this', 'our', 'will',
  'be', 'has', 'have', 'not', 'been', 'was', 'from', 'here', 'when', 'what', 'which', 'can', 'may', 'must',
];

/** The texts on the page (visible or not: a screen reader reads them) that read as English. */
export async function englishLeftovers(page: Page): Promise<string[]> {
  return page.evaluate((words) => {
    const english = new Set(words);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [translate="no"]')) continue;
      if (parent.closest('body [lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const hits = text.toLowerCase().split(/[^a-z']+/).filter((w) => english.has(w));
      if (new Set(hits).size >= 2) found.push(text.slice(0, 120));
    }
    // Names a screen reader reads that are not text nodes.
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt], input[type="submit"][value]')) {
      if (el.closest('[translate="no"]') || el.closest('body [lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'value']) {
        const text = el.getAttribute(attr);
        if (!text || (attr === 'value' && el.tagName !== 'INPUT')) continue;
        const hits = text.toLowerCase().split(/[^a-z']+/).filter((w) => english.has(w));
        if (new Set(hits).size >= 2) found.push(`[${attr}] ${text.slice(0, 120)}`);
      }
    }
    return [...new Set(found)];
  }, ENGLISH_WORDS);
}

/** The page is in Filipino: its <html lang> says so, and nothing on it reads as English. */
export async function expectFilipino(page: Page, where = page.url()) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  expect.soft(await englishLeftovers(page), `English left on ${where}`).toEqual([]);
}
