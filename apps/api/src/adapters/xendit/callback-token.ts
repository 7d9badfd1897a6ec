import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * True when `given` is the account's webhook verification token. Both are hashed first so the
 * comparison takes the same time whatever their lengths; a missing token is never equal.
 */
export function isCallbackToken(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}
