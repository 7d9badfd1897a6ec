// Every page of the tour (tests/tour.ts) as a PNG in docs/screens/, at a phone's 390 px and a
// desktop's 1280 px, the whole page long: <language>-<width>-<page>.png, e.g. en-390-wallet.png.
import { test, type Page } from '@playwright/test';
import { join } from 'node:path';
import sharp from 'sharp';
import { TOUR } from '../tests/tour';

const LANGUAGE = 'en';
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

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport, locale: 'en-PH' });
    for (const { title, walk } of TOUR) {
      test(title, async ({ page }) => {
        const out = join(test.info().project.testDir, '../../docs/screens');
        await walk(page, (p, name) => photograph(p, join(out, `${LANGUAGE}-${viewport.width}-${name}.png`)));
      });
    }
  });
}
