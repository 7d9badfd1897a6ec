import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  allocate,
  applyBpsCeil,
  assertCentavos,
  ceilDiv,
  centavosToDecimal,
  floorDiv,
  formatCentavos,
  fromPhpCentavos,
  groupThousands,
  parseAmount,
  parseDecimal,
  pesosToCentavos,
  toPhpCentavos,
} from './money';

describe('parseAmount', () => {
  it.each([
    ['150,000.50', 15_000_050],
    ['150000.50', 15_000_050],
    ['150000', 15_000_000],
    ['150,000', 15_000_000],
    ['1,000,000.05', 100_000_005],
    ['0.5', 50],
    ['0.05', 5],
    ['0', 0],
    ['007', 700],
    ['  12.3  ', 1230],
    ['999', 99_900],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('parses %j to %d centavos', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each([
    '', ' ', 'abc', '-5', '+5', '1.234', '1.', '.5', '1,00', '1,0000', ',100', '1,000,00', '10,00.00',
    '1e5', '1 000', 'Infinity', 'NaN', '0x10', '١٢٣', '12.3.4', '1,000.5.0', '90071992547409.92',
    '9007199254740991', '1_000',
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(parseAmount(undefined as unknown as string)).toBeNull();
    expect(parseAmount(150000 as unknown as string)).toBeNull();
  });

  it('round-trips with formatCentavos and centavosToDecimal', () => {
    let seed = 12345;
    for (let i = 0; i < 500; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const c = seed * 997 + (i % 100);
      expect(parseAmount(formatCentavos(c))).toBe(c);
      expect(parseAmount(centavosToDecimal(c))).toBe(c);
    }
  });
});

describe('groupThousands', () => {
  it('groups as Intl en-US does', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const digits of ['0', '7', '12', '123', '1234', '12345', '123456', '1234567', '9007199254740991', '100000000000000000000']) {
      expect(groupThousands(digits)).toBe(intl.format(BigInt(digits)));
    }
  });
});

describe('formatCentavos and centavosToDecimal', () => {
  it.each([
    [2_575_000, '25,750.00', '25750.00'],
    [0, '0.00', '0.00'],
    [5, '0.05', '0.05'],
    [-5, '-0.05', '-0.05'],
    [99, '0.99', '0.99'],
    [100, '1.00', '1.00'],
    [123_456_789, '1,234,567.89', '1234567.89'],
    [-100_000_001, '-1,000,000.01', '-1000000.01'],
    [Number.MAX_SAFE_INTEGER, '90,071,992,547,409.91', '90071992547409.91'],
  ])('%d -> %s / %s', (c, formatted, decimal) => {
    expect(formatCentavos(c)).toBe(formatted);
    expect(centavosToDecimal(c)).toBe(decimal);
  });

  it('refuses non-integers and unsafe integers', () => {
    expect(() => formatCentavos(1.5)).toThrow(RangeError);
    expect(() => formatCentavos(NaN)).toThrow(RangeError);
    expect(() => centavosToDecimal(2 ** 53)).toThrow(RangeError);
    expect(() => assertCentavos(Infinity)).toThrow(RangeError);
  });
});

describe('allocate', () => {
  it('spreads the remainder over the first parts', () => {
    expect(allocate(1000, 3)).toEqual([334, 333, 333]);
    expect(allocate(1001, 3)).toEqual([334, 334, 333]);
    expect(allocate(2, 5)).toEqual([1, 1, 0, 0, 0]);
    expect(allocate(0, 2)).toEqual([0, 0]);
    expect(allocate(-1000, 3)).toEqual([-334, -333, -333]);
  });

  it('always sums to the total with parts differing by at most 1', () => {
    for (const total of [1, 7, 99, 15_000_001, 100_000_000, Number.MAX_SAFE_INTEGER]) {
      for (const parts of [1, 2, 3, 6, 7, 36, 48]) {
        const out = allocate(total, parts);
        expect(out).toHaveLength(parts);
        expect(out.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...out) - Math.min(...out)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses bad arguments', () => {
    expect(() => allocate(100, 0)).toThrow(RangeError);
    expect(() => allocate(100, 1.5)).toThrow(RangeError);
    expect(() => allocate(0.5, 2)).toThrow(RangeError);
  });
});

describe('integer helpers', () => {
  it('ceilDiv and floorDiv round the right way for both signs', () => {
    expect(ceilDiv(7n, 2n)).toBe(4n);
    expect(ceilDiv(6n, 2n)).toBe(3n);
    expect(ceilDiv(-7n, 2n)).toBe(-3n);
    expect(floorDiv(7n, 2n)).toBe(3n);
    expect(floorDiv(-7n, 2n)).toBe(-4n);
    expect(() => ceilDiv(1n, 0n)).toThrow(RangeError);
  });

  it('applyBpsCeil rounds up to the centavo', () => {
    expect(applyBpsCeil(15_000_000, 50)).toBe(75_000);
    expect(applyBpsCeil(15_000_001, 50)).toBe(75_001);
    expect(applyBpsCeil(1, 1)).toBe(1);
    expect(applyBpsCeil(0, 50)).toBe(0);
  });

  it('pesosToCentavos multiplies by 100', () => {
    expect(pesosToCentavos(150_000)).toBe(15_000_000);
    expect(() => pesosToCentavos(1.5)).toThrow(RangeError);
  });

  it('parseDecimal scales exactly', () => {
    expect(parseDecimal('56.1234', 6)).toBe(56_123_400n);
    expect(parseDecimal('1', 2)).toBe(100n);
    expect(parseDecimal('0.1234567', 6)).toBeNull();
    expect(parseDecimal('-1', 2)).toBeNull();
    expect(parseDecimal('1,000', 2)).toBeNull();
  });
});

describe('currency conversion (rate = units of the currency per 1 PHP)', () => {
  it('is the identity at rate 1', () => {
    expect(toPhpCentavos(15_000_000, '1')).toBe(15_000_000);
    expect(fromPhpCentavos(15_000_000, '1')).toBe(15_000_000);
  });

  it('divides by the rate and rounds half up', () => {
    // 100.00 USD at 0.017241 USD per PHP = 5,800.1276... PHP
    expect(toPhpCentavos(10_000, '0.017241')).toBe(580_013);
    expect(fromPhpCentavos(580_013, '0.017241')).toBe(10_000);
    // 1.00 at 3 per PHP = 0.3333 PHP -> 0.33; 2.00 -> 0.67
    expect(toPhpCentavos(100, '3')).toBe(33);
    expect(toPhpCentavos(200, '3')).toBe(67);
  });

  it('refuses a zero or malformed rate', () => {
    expect(() => toPhpCentavos(100, '0')).toThrow(RangeError);
    expect(() => toPhpCentavos(100, 'abc')).toThrow(RangeError);
    expect(() => fromPhpCentavos(100, '-1')).toThrow(RangeError);
  });
});

describe('source hygiene', () => {
  it('never converts money with floating-point parsing', () => {
    const dir = __dirname;
    const offenders: string[] = [];
    for (const f of readdirSync(dir)) {
      if (!f.endsWith('.ts') || f.endsWith('.spec.ts')) continue;
      const text = readFileSync(join(dir, f), 'utf8');
      if (/parseFloat\s*\(/.test(text)) offenders.push(`${f}: parseFloat`);
      if (/\bNumber\s*\([^)]*amount/i.test(text)) offenders.push(`${f}: Number(amount)`);
    }
    expect(offenders).toEqual([]);
  });
});
