/** What to do with a presented refresh token, from its stored state alone. */
export type RefreshDecision =
  /** Valid and current: replace it with a new token of the same family. */
  | 'ROTATE'
  /** Already rotated: someone replays an old token, so the whole family is revoked. */
  | 'REUSED'
  | 'REVOKED'
  | 'EXPIRED'
  | 'UNKNOWN';

export interface RefreshTokenState {
  expiresAt: Date;
  replacedAt: Date | null;
  revokedAt: Date | null;
}

export function decideRefresh(token: RefreshTokenState | null, now: Date): RefreshDecision {
  if (!token) return 'UNKNOWN';
  if (token.revokedAt) return 'REVOKED';
  if (token.replacedAt) return 'REUSED';
  if (token.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'ROTATE';
}
