import { decideRefresh } from './refresh-token.rules';

const now = new Date('2026-11-22T00:00:00Z');
const later = new Date('2026-12-22T00:00:00Z');
const token = { expiresAt: later, replacedAt: null, revokedAt: null };

describe('decideRefresh', () => {
  it('rotates a current token', () => {
    expect(decideRefresh(token, now)).toBe('ROTATE');
  });

  it('treats a rotated token presented again as reuse (the family is then revoked)', () => {
    expect(decideRefresh({ ...token, replacedAt: now }, now)).toBe('REUSED');
  });

  it('refuses a revoked token, also one that was rotated before its family was revoked', () => {
    expect(decideRefresh({ ...token, revokedAt: now }, now)).toBe('REVOKED');
    expect(decideRefresh({ ...token, replacedAt: now, revokedAt: now }, now)).toBe('REVOKED');
  });

  it('refuses an expired token', () => {
    expect(decideRefresh(token, later)).toBe('EXPIRED');
  });

  it('refuses an unknown token', () => {
    expect(decideRefresh(null, now)).toBe('UNKNOWN');
  });
});
