import { randomBytes } from 'node:crypto';
import { getAuthSession, isSignedIn } from './session.server';

/** A fresh nonce for one response: 16 bytes of the CSPRNG, in base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The pages' Content-Security-Policy (issue 11, finding 6): scripts only from this site or with
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
