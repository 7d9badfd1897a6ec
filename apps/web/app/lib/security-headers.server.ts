import { createHash, randomBytes } from 'node:crypto';
import { getAuthSession, isSignedIn } from './session.server';

/** A fresh nonce for one response: 16 bytes of the CSPRNG, in base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The pages' Content-Security-Policy: scripts only from this site or with
 * this response's nonce (the pages' enhancements carry it; no page inlines a script); Mantine's
 * style attributes and tags inline; images also from data: and blob: (the photo previews);
 * nothing framed, no plugins, forms posted only here.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A signed-in member's pages and data are never kept by the browser or a proxy (the back button after sign-out). */
export async function isPrivate(request: Request): Promise<boolean> {
  return isSignedIn(await getAuthSession(request));
}

export const PRIVATE_CACHE_CONTROL = 'no-store';

/**
 * How browsers and proxies may keep a page, and its status (304 when the browser's copy is current):
 *  - a signed-in member's page: never kept (no-store);
 *  - a page that holds this response's nonce or the visitor's CSRF token, or sets a cookie: kept by
 *    the visitor's own browser only, and asked again each time (private, no-cache) — a shared copy
 *    would hand one visitor's token to another, and a copy revalidated with a 304 would keep its
 *    old nonce under the new policy's;
 *  - any other page (an anonymous visitor's page without a form or a script): anyone may keep it,
 *    revalidated each time with its ETag, per Cookie and Accept-Language (its language and session).
 */
export async function httpCaching(request: Request, status: number, headers: Headers, page: string, secrets: unknown[]): Promise<number> {
  if (await isPrivate(request)) {
    headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    return status;
  }
  headers.append('Vary', 'Cookie, Accept-Language');
  const holdsSecret = secrets.some((secret) => typeof secret === 'string' && secret !== '' && page.includes(secret));
  if (request.method !== 'GET' || status !== 200 || holdsSecret || headers.has('Set-Cookie')) {
    headers.set('Cache-Control', 'private, no-cache');
    return status;
  }
  const etag = `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
  headers.set('Cache-Control', 'no-cache');
  headers.set('ETag', etag);
  const asked = request.headers.get('If-None-Match');
  return asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ? 304 : status;
}
