// The HTML of a page a visitor without a session sees is the same for every such visitor, but for
// the response's CSP nonce and the visitor's CSRF token (issue 9: server rendering). It is kept for
// a while, keyed by language and path, and sent with a fresh nonce and the visitor's own token put
// in at send time: server.mjs asks `cachedPage` before Remix; entry.server.tsx calls `keepPage`.
// Never kept or served: a request with a query, a session or any other cookie, flash notices
// waiting in the UI cookie, a method other than GET, an answer other than 200.
import { LANGUAGE_COOKIE, pickLanguage } from '@halimbawa/domain';
import { ensureCsrfToken } from './csrf.server';
import { contentSecurityPolicy, newNonce } from './security-headers.server';
import { UI_COOKIE, commitUiSession, uiSessionFromCookie, type UiSession } from './session.server';

/** As long as GET /site is kept (api.server.ts): a cached page is never staler than its data. */
export const PAGE_TTL_MS = 30_000;
/** Pages are few (the public ones, in two languages); the bound keeps odd paths from filling memory. */
export const MAX_PAGES = 200;

const COOKIES_OF_A_VISITOR = new Set([UI_COOKIE, LANGUAGE_COOKIE]);

interface KeptPage {
  /** The HTML cut at the nonce and the CSRF token: odd indexes name which one goes there. */
  parts: string[];
  headers: Array<[string, string]>;
  until: number;
}

const NONCE = 'nonce';
const CSRF = 'csrf';

const pages = new Map<string, KeptPage>();

interface Visitor {
  key: string;
  ui: UiSession;
}

function cookieNames(cookie: string): string[] {
  return cookie
    .split(';')
    .map((pair) => pair.split('=', 1)[0].trim())
    .filter(Boolean);
}

/** The cache key of a request whose page is the same for every visitor like it, else null. */
async function anonymousVisitor(method: string, pathAndQuery: string, cookie: string | null, acceptLanguage: string | null): Promise<Visitor | null> {
  if (method !== 'GET' || pathAndQuery.includes('?')) return null;
  if (cookie && !cookieNames(cookie).every((name) => COOKIES_OF_A_VISITOR.has(name))) return null;
  const ui = await uiSessionFromCookie(cookie);
  if (ui.has('notices')) return null;
  return { key: `${pickLanguage({ cookie, acceptLanguage })} ${pathAndQuery}`, ui };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * Keeps a page just rendered for `request` when any visitor like this one would get the same:
 * its only cookie written is a new visitor's UI cookie (the CSRF token, which is put back per visitor).
 */
export async function keepPage(request: Request, status: number, headers: Headers, html: string, nonce: string, csrf: unknown): Promise<void> {
  if (status !== 200 || typeof csrf !== 'string') return;
  const url = new URL(request.url);
  const visitor = await anonymousVisitor(request.method, url.pathname + url.search, request.headers.get('Cookie'), request.headers.get('Accept-Language'));
  if (!visitor) return;
  const written = headers.getSetCookie();
  const newVisitorCookieOnly = written.length === 1 && written[0].startsWith(`${UI_COOKIE}=`) && !visitor.ui.has('csrf');
  if (written.length > 0 && !newVisitorCookieOnly) return;
  const parts = html.split(new RegExp(`(${escapeRegExp(nonce)}|${escapeRegExp(csrf)})`)).map((part, i) => (i % 2 === 0 ? part : part === nonce ? NONCE : CSRF));
  const kept = [...headers].filter(([name]) => !['set-cookie', 'content-security-policy'].includes(name.toLowerCase()));
  if (pages.size >= MAX_PAGES && !pages.has(visitor.key)) pages.delete(pages.keys().next().value as string);
  pages.set(visitor.key, { parts, headers: kept, until: Date.now() + PAGE_TTL_MS });
}

export interface CachedPage {
  headers: Record<string, string | string[]>;
  html: string;
}

/** The kept page for this request, with a fresh nonce and the visitor's CSRF token; null when Remix must answer. */
export async function cachedPage(method: string, pathAndQuery: string, cookie: string | null, acceptLanguage: string | null): Promise<CachedPage | null> {
  if (pages.size === 0) return null;
  const visitor = await anonymousVisitor(method, pathAndQuery, cookie, acceptLanguage);
  const page = visitor && pages.get(visitor.key);
  if (!visitor || !page) return null;
  if (page.until <= Date.now()) {
    pages.delete(visitor.key);
    return null;
  }
  const nonce = newNonce();
  const { token, created } = ensureCsrfToken(visitor.ui);
  const headers: Record<string, string | string[]> = Object.fromEntries(page.headers);
  headers['Content-Security-Policy'] = contentSecurityPolicy(nonce);
  if (created) headers['Set-Cookie'] = await commitUiSession(visitor.ui);
  const html = page.parts.map((part, i) => (i % 2 === 0 ? part : part === NONCE ? nonce : token)).join('');
  return { headers, html };
}

/** Forgets every kept page (tests). */
export function forgetPages(): void {
  pages.clear();
}
