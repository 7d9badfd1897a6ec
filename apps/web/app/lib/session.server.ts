// Two signed, httpOnly cookies:
//  - the auth session (`__hl_session`): the API's access and refresh tokens and the Remember-me
//    choice. Only sign-in, sign-out and the API client's token refresh write it.
//  - the UI cookie (`__hl_ui`): the CSRF token and the flash notices. The root loader writes it.
// Keeping them apart means the root loader (CSRF, flash) and a page's loader (which may refresh
// the tokens) never race to overwrite each other's cookie on the same response.
import { createCookieSessionStorage, createSession, type Session, type SessionData, type SessionStorage } from '@remix-run/node';
import { env } from './env.server';

/** Past this many distinct Cookie headers the remembered decodings start over rather than grow. */
const MAX_REMEMBERED_HEADERS = 5_000;

/**
 * A cookie session storage that verifies and decodes each distinct Cookie header once (issue 9). A
 * page's request reads the auth cookie three or four times (the root's loader, the page's API
 * client, the cache headers, the kept-pages check), and a browser sends the same header again on
 * its next requests. The data is a function of the header and the secrets alone, so the remembered
 * copy is what decoding again would give; every read still gets a session (and data) of its own.
 */
export function rememberingStorage<T extends SessionData>(storage: SessionStorage<T>): SessionStorage<T> {
  const decoded = new Map<string, T>();
  return {
    ...storage,
    async getSession(header, options) {
      if (!header || options) return storage.getSession(header, options);
      const known = decoded.get(header);
      if (known) return createSession<T, T>(structuredClone(known));
      const session = await storage.getSession(header);
      if (decoded.size >= MAX_REMEMBERED_HEADERS) decoded.clear();
      // Session data is what the cookie held: T's fields, possibly fewer (Remix types it Partial).
      decoded.set(header, structuredClone(session.data) as unknown as T);
      return session;
    },
  };
}

export const REMEMBER_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface AuthData {
  accessToken: string;
  refreshToken: string;
  /** Remember me: a 30-day cookie; otherwise a browser-session cookie. */
  remember: boolean;
}

const authStorage = rememberingStorage(
  createCookieSessionStorage<AuthData>({
    cookie: {
      name: '__hl_session',
      httpOnly: true,
      sameSite: 'lax',
      secure: env.isProduction,
      path: '/',
      secrets: env.SESSION_SECRETS,
    },
  }),
);

export type AuthSession = Session<AuthData>;

export function getAuthSession(request: Request): Promise<AuthSession> {
  return authStorage.getSession(request.headers.get('Cookie'));
}

/** Commits keeping the member's Remember-me choice (30 days, or until the browser closes). */
export function commitAuthSession(session: AuthSession): Promise<string> {
  const remember = session.get('remember') === true;
  return authStorage.commitSession(session, remember ? { maxAge: REMEMBER_MAX_AGE_S } : {});
}

export function destroyAuthSession(session: AuthSession): Promise<string> {
  return authStorage.destroySession(session);
}

export function isSignedIn(session: AuthSession): boolean {
  return typeof session.get('accessToken') === 'string' && typeof session.get('refreshToken') === 'string';
}

// ---------------------------------------------------------------------------------------------

import type { Notice } from './hooks';

export type { Notice, NoticeTone } from './hooks';

interface UiData {
  csrf: string;
  notices: Notice[];
}

export const UI_COOKIE = '__hl_ui';

const uiStorage = rememberingStorage(
  createCookieSessionStorage<UiData>({
    cookie: {
      name: UI_COOKIE,
      httpOnly: true,
      sameSite: 'lax',
      secure: env.isProduction,
      path: '/',
      secrets: env.SESSION_SECRETS,
    },
  }),
);

export type UiSession = Session<UiData>;

export function getUiSession(request: Request): Promise<UiSession> {
  return uiSessionFromCookie(request.headers.get('Cookie'));
}

export function uiSessionFromCookie(cookie: string | null): Promise<UiSession> {
  return uiStorage.getSession(cookie);
}

export function commitUiSession(session: UiSession): Promise<string> {
  return uiStorage.commitSession(session);
}
