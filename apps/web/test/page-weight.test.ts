// Issue 9: the pieces that keep pages light — Mantine's styles per component, the shared cache of
// what every visitor sees the same, and the calculator texts the enhancement and React share.
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LOAN_SETTINGS } from '@halimbawa/domain';
import { calculatorTexts, computeCalculator } from '~/features/calculator/calculator';
import { PHP_CURRENCY } from '~/features/loans/application';
import { sharedCache } from '~/lib/shared-cache.server';
import { mantineStyleImports } from '../mantine-styles';

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
  it('says in words what the quote computed', () => {
    const state = computeCalculator({ amount: '150000', currency: 'PHP', installmentCount: '6' }, DEFAULT_LOAN_SETTINGS, [PHP_CURRENCY]);
    const texts = calculatorTexts(state);
    expect(texts.instalment).toBe('PHP 25,750.00');
    expect(texts.totalRepay).toBe('PHP 154,500.00');
    expect(texts.caption).toBe('Loan figures for PHP 150,000.00 over 6 months');
    expect(texts.currencyNote).toBe('The loan is paid out and repaid in PHP.');
  });
});
