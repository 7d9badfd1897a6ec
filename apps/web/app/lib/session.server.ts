// Two signed, httpOnly cookies:
//  - the auth session (`__hl_session`): the API's access and refresh tokens and the Remember-me
//    choice. Only sign-in, sign-out and the API client's token refresh write it.
//  - the UI cookie (`__hl_ui`): the CSRF token and the flash notices. The root loader writes it.
// Keeping them apart means the root loader (CSRF, flash) and a page's loader (which may refresh
// the tokens) never race to overwrite each other's cookie on the same response.
import { createCookieSessionStorage, type Session } from '@remix-run/node';
import { env } from './env.server';

export const REMEMBER_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface AuthData {
  accessToken: string;
  refreshToken: string;
  /** Remember me: a 30-day cookie; otherwise a browser-session cookie. */
  remember: boolean;
}

const authStorage = createCookieSessionStorage<AuthData>({
  cookie: {
    name: '__hl_session',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.isProduction,
    path: '/',
    secrets: env.SESSION_SECRETS,
  },
});

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

const uiStorage = createCookieSessionStorage<UiData>({
  cookie: {
    name: UI_COOKIE,
    httpOnly: true,
    sameSite: 'lax',
    secure: env.isProduction,
    path: '/',
    secrets: env.SESSION_SECRETS,
  },
});

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
