// The pieces that keep pages light — Mantine's styles per component, the shared cache of
// what every visitor sees the same, and the calculator texts the enhancement and React share.
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LOAN_SETTINGS, sectionTexts } from '@halimbawa/domain';
import { calculatorScriptTexts, calculatorTexts, computeCalculator, textsOfScript } from '~/features/calculator/calculator';
import { PHP_CURRENCY, applicationTexts } from '~/features/loans/application';
import { sharedCache } from '~/lib/shared-cache.server';
import { THEME_CSS, UNUSED_COLOURS } from '~/lib/theme';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mantineStyleImports } from '../mantine-styles';

const APP_DIR = join(__dirname, '../app');

describe('mantineStyleImports', () => {
  it('imports the CSS of each component and of those it is built on, once each, in order', () => {
    const source = "import { Button, Card, TextInput, type MantineTheme } from '@mantine/core';\nimport { Anchor } from \"@mantine/core\";";
    expect(mantineStyleImports(source, 'x.tsx').split('\n').filter(Boolean)).toEqual([
      "import '@mantine/core/styles/UnstyledButton.css';",
      "import '@mantine/core/styles/Loader.css';",
      "import '@mantine/core/styles/Button.css';",
      "import '@mantine/core/styles/Paper.css';",
      "import '@mantine/core/styles/Card.css';",
      "import '@mantine/core/styles/Input.css';",
      "import '@mantine/core/styles/Text.css';",
      "import '@mantine/core/styles/Anchor.css';",
    ]);
  });

  it('adds nothing for the provider and the theme, and fails on a component it does not know', () => {
    expect(mantineStyleImports("import { MantineProvider, createTheme } from '@mantine/core';", 'root.tsx')).toBe('');
    expect(() => mantineStyleImports("import { Stepper } from '@mantine/core';", 'x.tsx')).toThrow(/Stepper/);
  });
});

describe('sharedCache', () => {
  it('asks once while fresh, keeps the last good value after a failure, and asks again after it', async () => {
    const answers = [{ ok: true as const, value: 'first' }, { ok: false as const }, { ok: true as const, value: 'second' }];
    let asked = 0;
    const cache = sharedCache<string>({ load: async () => answers[asked++], fallback: 'fallback', ttlMs: 0, retryMs: 0 });
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect([a, b, asked]).toEqual(['first', 'first', 1]);
    expect(await cache.get()).toBe('first'); // the failure: the last good value
    expect(await cache.get()).toBe('second');
    expect(asked).toBe(3);
  });

  it('serves the fallback until a first answer, and a thrown load counts as a failure', async () => {
    const cache = sharedCache<string>({ load: () => Promise.reject(new Error('down')), fallback: 'fallback', ttlMs: 60_000, retryMs: 60_000 });
    expect(await cache.get()).toBe('fallback');
  });
});

describe('calculatorTexts', () => {
  const state = computeCalculator({ amount: '150000', currency: 'PHP', installmentCount: '6' }, DEFAULT_LOAN_SETTINGS, [PHP_CURRENCY], applicationTexts());

  it('says in words what the quote computed', () => {
    const texts = calculatorTexts(state, sectionTexts('en', 'calculatorFigure'));
    expect(texts.instalment).toBe('PHP 25,750.00');
    expect(texts.totalRepay).toBe('PHP 154,500.00');
    expect(texts.caption).toBe('Loan figures for PHP 150,000.00 over 6 months');
    expect(texts.currencyNote).toBe('The loan is paid out and repaid in PHP.');
    expect(texts.range).toBe('PHP 150,000.00 to 5,000,000.00');
  });

  it("fills the page language's words, as the catalogue would", () => {
    const texts = calculatorTexts(state, sectionTexts('fil', 'calculatorFigure'));
    expect(texts.caption).toBe('Mga halaga ng loan na PHP 150,000.00 sa loob ng 6 buwan');
    expect(texts.range).toBe('PHP 150,000.00 hanggang 5,000,000.00');
    expect(texts.interestLabel).toBe('Buwanang interes (0.5% bawat buwan)');
    expect(texts.instalment).toBe('PHP 25,750.00');
  });
});

describe("the calculator script's texts (data on the page instead of the catalogue)", () => {
  const USD = { ...PHP_CURRENCY, currencyCode: 'USD', currencyName: 'US Dollar', rate: '0.0172', phpPerUnit: '58.1395' };
  const server = applicationTexts();
  const figures = sectionTexts('en', 'calculatorFigure');
  const script = textsOfScript(JSON.parse(JSON.stringify(calculatorScriptTexts(DEFAULT_LOAN_SETTINGS, [PHP_CURRENCY, USD], server, figures))));

  it.each([
    ['below the minimum in PHP', { amount: '1,000', currency: 'PHP' }],
    ['above the maximum in PHP', { amount: '99,000,000', currency: 'PHP' }],
    ['below the minimum in USD', { amount: '10', currency: 'USD' }],
    ['above the maximum in USD', { amount: '9,000,000', currency: 'USD' }],
    ['too large to convert', { amount: '999999999999999', currency: 'USD' }],
    ['within the limits', { amount: '200,000', currency: 'PHP' }],
    ['unreadable', { amount: 'abc', currency: 'PHP' }],
    ['an unknown currency', { amount: '200,000', currency: 'XYZ' }],
  ])('%s: the same note and error as the server', (_case, input) => {
    const onServer = computeCalculator(input, DEFAULT_LOAN_SETTINGS, [PHP_CURRENCY, USD], server, false);
    const inScript = computeCalculator(input, DEFAULT_LOAN_SETTINGS, [PHP_CURRENCY, USD], script, false);
    expect(inScript.note).toBe(onServer.note);
    expect(inScript.error).toBe(onServer.error);
    expect(inScript.quote).toEqual(onServer.quote);
  });

  it('has a note at each limit of every currency', () => {
    const { limitNotes } = calculatorScriptTexts(DEFAULT_LOAN_SETTINGS, [USD], server, figures);
    expect(Object.keys(limitNotes).sort()).toEqual(['PHP', 'USD']);
    expect(limitNotes.USD.MINIMUM).toMatch(/^The minimum loan is USD /);
    expect(limitNotes.USD.MAXIMUM).toMatch(/USD .* \(PHP 5,000,000\.00\)/);
  });
});

describe('the palette colours left out of the CSS (postcss-unused-colours.cjs)', () => {
  it('are not in /theme.css, and no module of the app names them', () => {
    const sources = (readdirSync(APP_DIR, { recursive: true }) as string[]).filter((f) => /\.(tsx?|css)$/.test(f));
    expect(sources.length).toBeGreaterThan(50);
    for (const colour of UNUSED_COLOURS) {
      expect(THEME_CSS).not.toContain(`--mantine-color-${colour}`);
      const naming = sources.filter((f) => new RegExp(`['"\`]${colour}['".]|color-${colour}\\b`).test(readFileSync(join(APP_DIR, f), 'utf8')));
      expect({ colour, naming }).toEqual({ colour, naming: [] });
    }
  });
});
