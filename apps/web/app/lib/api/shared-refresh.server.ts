// Several loaders of one page (or two tabs) may find the same expired token at once. The API
// treats a second use of a refresh token as theft and revokes the family, so every refresh of a
// given token in this process shares one call and its answer for a minute.
import { createHash } from 'node:crypto';

const SHARE_MS = 60_000;

export interface RefreshAnswer<T> {
  ok: boolean;
  /** 0 when the API could not be reached: such an answer is not shared, the next caller tries again. */
  status: number;
  data?: T;
}

const refreshes = new Map<string, { at: number; result: Promise<RefreshAnswer<unknown>> }>();

/** `refresh()`'s answer, shared with every caller that brings the same refresh token within a minute. */
export function sharedRefresh<A extends RefreshAnswer<unknown>>(refreshToken: string, refresh: () => Promise<A>): Promise<A> {
  // Keyed by a digest: the map never holds a token itself.
  const key = createHash('sha256').update(refreshToken).digest('base64url');
  const now = Date.now();
  for (const [k, v] of refreshes) if (now - v.at > SHARE_MS) refreshes.delete(k);
  const shared = refreshes.get(key);
  if (shared) return shared.result as Promise<A>;
  const result = refresh().then((answer) => {
    if (answer.status === 0) refreshes.delete(key);
    return answer;
  });
  refreshes.set(key, { at: now, result });
  return result;
}
