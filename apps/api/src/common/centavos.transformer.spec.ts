import { centavosAtMost, centavosOf, centavosTransformer } from './centavos.transformer';

describe('centavosOf', () => {
  it('reads whole centavos as raw SQL gives them', () => {
    expect(centavosOf('123456')).toBe(123456);
    expect(centavosOf('-250')).toBe(-250);
    expect(centavosOf(0)).toBe(0);
    expect(centavosOf(BigInt(9007199254740991))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses what Number() would round or invent', () => {
    expect(() => centavosOf('9007199254740993')).toThrow(RangeError);
    expect(() => centavosOf(BigInt('9007199254740993'))).toThrow(RangeError);
    expect(() => centavosOf('')).toThrow(RangeError);
    expect(() => centavosOf('12.5')).toThrow(RangeError);
    expect(() => centavosOf('1e3')).toThrow(RangeError);
    expect(() => centavosOf(0.1 + 0.2)).toThrow(RangeError);
  });

  it('names what it was reading', () => {
    expect(() => centavosOf('x', 'promise amount')).toThrow('promise amount not a safe whole number: x');
  });
});

describe('centavosAtMost', () => {
  it('reads a safe balance as it is, and one past the safe range as the bound, so that a read never fails on it', () => {
    expect(centavosAtMost('-250')).toBe(-250);
    expect(centavosAtMost('18014398509481982')).toBe(Number.MAX_SAFE_INTEGER);
    expect(centavosAtMost('-18014398509481982')).toBe(-Number.MAX_SAFE_INTEGER);
    expect(() => centavosAtMost('12.5')).toThrow(RangeError);
  });
});

describe('centavosTransformer', () => {
  it('reads stored centavos through the same check', () => {
    expect(centavosTransformer.from('42')).toBe(42);
    expect(centavosTransformer.from(null)).toBeNull();
    expect(() => centavosTransformer.from('9007199254740993')).toThrow(RangeError);
  });
});
