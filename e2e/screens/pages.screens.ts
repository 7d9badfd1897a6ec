// Every page of the tour (tests/tour.ts) as a PNG in docs/screens/, in English and in Filipino (the
// browser's preferred language: what a borrower's phone sends), at a phone's 390 px and a desktop's
// 1280 px, the whole page long: <language>-<width>-<page>.png, e.g. en-390-wallet.png, fil-390-wallet.png.
import { test, type Page } from '@playwright/test';
import { join } from 'node:path';
import sharp from 'sharp';
import { TOUR } from '../tests/tour';

/** Each language's pictures and the browser locale that asks for it (docs/decisions/009-languages.md). */
const SCREEN_LANGUAGES = [
  { language: 'en', locale: 'en-PH' },
  { language: 'fil', locale: 'fil-PH' },
] as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * The whole page in a window as tall as the page, so that bars fixed to the window's bottom (the
 * phone's member menu) are drawn at the page's end rather than across its middle; stored as a
 * 256-colour PNG (a third of the size, and text stays sharp).
 */
async function photograph(page: Page, path: string) {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await page.setViewportSize(viewport);
  await sharp(png).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toFile(path);
}

for (const { language, locale } of SCREEN_LANGUAGES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${language} ${viewport.width} px`, () => {
      test.use({ viewport, locale });
      for (const { title, walk } of TOUR) {
        test(title, async ({ page }) => {
          const out = join(test.info().project.testDir, '../../docs/screens');
          await walk(page, (p, name) => photograph(p, join(out, `${language}-${viewport.width}-${name}.png`)));
        });
      }
    });
  }
}
