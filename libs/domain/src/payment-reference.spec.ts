import fc from 'fast-check';
import { formatPaymentReference, luhnCheckDigit, parsePaymentReference, paymentReference } from './payment-reference';

describe('payment references', () => {
  it('are the kind, a serial of ten digits and the Luhn check digit', () => {
    // The Luhn test's textbook example: 7992739871 takes 3.
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(paymentReference('LOAN', 12)).toBe('100000000123');
    expect(paymentReference('WALLET', 12)).toBe('200000000121');
    expect(formatPaymentReference('100000000123')).toBe('1000 0000 0123');
    expect(() => paymentReference('LOAN', 0)).toThrow(RangeError);
  });

  it('read back as typed with spaces or dashes, and never with a letter or the wrong length', () => {
    expect(parsePaymentReference('1000 0000 0123')).toEqual({ reference: '100000000123', kind: 'LOAN' });
    expect(parsePaymentReference('2000-0000-0121')).toEqual({ reference: '200000000121', kind: 'WALLET' });
    for (const bad of ['', '10000000012', '1000000001230', '10000000012A', '300000000123']) expect(parsePaymentReference(bad)).toBeNull();
  });

  it('refuse any one digit mistyped', () => {
    fc.assert(
      fc.property(fc.constantFrom('LOAN' as const, 'WALLET' as const), fc.integer({ min: 1, max: 9_999_999_999 }), fc.nat(11), fc.integer({ min: 1, max: 9 }), (kind, serial, at, shift) => {
        const ref = paymentReference(kind, serial);
        const typo = ref.slice(0, at) + ((Number(ref[at]) + shift) % 10) + ref.slice(at + 1);
        expect(parsePaymentReference(typo)).toBeNull();
      }),
    );
  });

  it('refuse two neighbouring digits swapped (but 0 and 9, which the Luhn test cannot tell apart)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), fc.nat(10), (serial, at) => {
        const ref = paymentReference('LOAN', serial);
        const [a, b] = [ref[at], ref[at + 1]];
        fc.pre(a !== b && !(new Set([a, b]).has('0') && new Set([a, b]).has('9')));
        expect(parsePaymentReference(ref.slice(0, at) + b + a + ref.slice(at + 2))).toBeNull();
      }),
    );
  });
});
