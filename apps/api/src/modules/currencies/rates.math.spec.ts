import { fromPhpCentavos, toPhpCentavos } from '@halimbawa/domain';
import { displayRate, expandExponent, formatScaled, normaliseRate, phpPerUnit, rateFromProvider } from './rates.math';

describe('normaliseRate', () => {
  it.each([
    ['0.0172', '0.0172'],
    ['0.01720', '0.0172'],
    [' 58 ', '58'],
    ['1.0000000000', '1'],
    ['0.0000000001', '0.0000000001'],
    ['9999999999.9999999999', '9999999999.9999999999'],
    [0.0172, '0.0172'],
    [24.1, '24.1'],
    [1.5e-7, '0.00000015'],
  ])('%p -> %p', (input, out) => {
    expect(normaliseRate(input)).toBe(out);
  });

  it.each(['0', '0.0', '-1', '1e3', 'abc', '', '1,000', '0.00000000001', '10000000000', '.5', '5.', null, undefined, true, Number.NaN, -2, 0, Infinity])(
    'refuses %p',
    (input) => {
      expect(normaliseRate(input)).toBeNull();
    },
  );
});

describe('rateFromProvider', () => {
  it('rounds half up to 10 decimals', () => {
    expect(rateFromProvider(0.017241379310344827)).toBe('0.0172413793');
    expect(rateFromProvider('0.01724137935')).toBe('0.0172413794');
    expect(rateFromProvider(2.58)).toBe('2.58');
    expect(rateFromProvider(1e-11)).toBeNull();
    expect(rateFromProvider(-1)).toBeNull();
    expect(rateFromProvider('x')).toBeNull();
    expect(rateFromProvider({})).toBeNull();
  });
});

describe('expandExponent and formatScaled', () => {
  it.each([
    ['1.5e-7', '0.00000015'],
    ['2e+21', '2000000000000000000000'],
    ['1.25e1', '12.5'],
    ['1e-1', '0.1'],
    ['58.1', '58.1'],
  ])('%s -> %s', (input, out) => expect(expandExponent(input)).toBe(out));

  it('formats scaled integers', () => {
    expect(formatScaled(172000000n, 10)).toBe('0.0172');
    expect(formatScaled(581395n, 4, { minDecimals: 4 })).toBe('58.1395');
    expect(formatScaled(12345678900n, 4, { minDecimals: 4, group: true })).toBe('1,234,567.8900');
    expect(formatScaled(-5n, 2, { minDecimals: 2 })).toBe('-0.05');
  });
});

describe('inverted display rate (1 unit = 1/rate PHP), integer math', () => {
  it.each([
    ['USD', '0.0172', '58.1395'],
    ['EUR', '0.0152', '65.7895'],
    ['JPY', '2.58', '0.3876'],
    ['KRW', '24.1', '0.0415'],
    ['GBP', '0.013', '76.9231'],
    ['PHP', '1', '1.0000'],
    ['XAU', '0.0000085', '117,647.0588'],
  ])('%s at %s -> %s', (code, rate, php) => {
    expect(phpPerUnit(rate)).toBe(php);
    expect(displayRate(code, rate)).toBe(`1 ${code} = ${php} PHP`);
  });

  it('refuses a zero or malformed rate', () => {
    expect(() => phpPerUnit('0')).toThrow(RangeError);
    expect(() => phpPerUnit('abc')).toThrow(RangeError);
  });
});

describe('golden conversions with the libs/domain helpers (docs/product.md §7: PHP = amount / rate)', () => {
  it.each<[string, number, string, number]>([
    ['USD 100.00 at 0.0172', 10_000, '0.0172', 581_395],
    ['USD 2,580.00 at 0.0172', 258_000, '0.0172', 15_000_000],
    ['JPY 1,000,000.00 at 2.58', 100_000_000, '2.58', 38_759_690],
    ['KRW 3,615,000.00 at 24.1', 361_500_000, '24.1', 15_000_000],
    ['PHP 150,000.00 at 1', 15_000_000, '1', 15_000_000],
  ])('%s -> PHP centavos %p', (_n, amount, rate, php) => {
    expect(toPhpCentavos(amount, rate)).toBe(php);
  });

  it.each<[string, number, string, number]>([
    ['PHP 150,000.00 in USD', 15_000_000, '0.0172', 258_000],
    ['PHP 5,000,000.00 in USD', 500_000_000, '0.0172', 8_600_000],
    ['PHP 150,000.00 in JPY', 15_000_000, '2.58', 38_700_000],
    ['PHP 1.00 in EUR (half up)', 100, '0.0152', 2],
  ])('%s -> %p', (_n, php, rate, amount) => {
    expect(fromPhpCentavos(php, rate)).toBe(amount);
  });
});
