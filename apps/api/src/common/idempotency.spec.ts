import { HttpStatus } from '@nestjs/common';
import { Refusal } from './errors';
import { assertSameRequest, readIdempotencyKey, requestFingerprint } from './idempotency';

const req = (value: string | undefined) => ({ headers: { 'idempotency-key': value } }) as never;

function refusalOf(act: () => unknown): { status: number; code: string } | null {
  try {
    act();
    return null;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { status: error.getStatus(), code: error.code };
  }
}

describe('readIdempotencyKey', () => {
  it('reads a key of 8 to 100 letters, digits and - _ . :', () => {
    expect(readIdempotencyKey(req('5f0c2b9e-6c1d-4b8f-9a51-3f3f0d7c1e2a'))).toBe('5f0c2b9e-6c1d-4b8f-9a51-3f3f0d7c1e2a');
    expect(readIdempotencyKey(req('  withdraw:2026.11_1  '))).toBe('withdraw:2026.11_1');
  });

  it('answers 400 with the rule when it is absent or malformed', () => {
    for (const bad of [undefined, '', 'short', 'has a space', 'x'.repeat(101), 'ключ-ключ-ключ']) {
      expect(refusalOf(() => readIdempotencyKey(req(bad)))).toEqual({ status: HttpStatus.BAD_REQUEST, code: 'apiErrors.idempotencyMissing' });
    }
  });
});

describe('requestFingerprint', () => {
  it('does not depend on the order of the fields, and tells different bodies apart', () => {
    expect(requestFingerprint({ a: '1', b: { c: 2, d: [1, 2] } })).toBe(requestFingerprint({ b: { d: [1, 2], c: 2 }, a: '1' }));
    expect(requestFingerprint({ amount: '1000' })).not.toBe(requestFingerprint({ amount: '1000.00' }));
    expect(requestFingerprint({ a: [1, 2] })).not.toBe(requestFingerprint({ a: [2, 1] }));
  });

  it('a replay passes; another body under the same key is a 422', () => {
    const stored = requestFingerprint({ amount: '1000' });
    expect(() => assertSameRequest(stored, { amount: '1000' })).not.toThrow();
    expect(refusalOf(() => assertSameRequest(stored, { amount: '2000' }))).toEqual({ status: HttpStatus.UNPROCESSABLE_ENTITY, code: 'apiErrors.idempotencyReused' });
  });
});
