// Sign-in state for loaders and actions. Tokens never leave the server: the browser only holds the
// signed, httpOnly session cookie.
import { redirect } from '@remix-run/node';
import { loginUrl, pathOf } from './redirect.server';
import { commitAuthSession, destroyAuthSession, getAuthSession, isSignedIn, type AuthSession } from './session.server';

/** The member as the API returns it (never a hash or a token). */
export interface Member {
  id: string;
  phoneNumber: string;
  email: string;
  fullName: string;
  roles: string[];
  infoState: string;
  employment?: {
    workPlaceCountry: string;
    workLocation: string;
    jobTitle: string;
    jobCategory: string;
    monthlyNetIncome: number | string;
  } | null;
  createdAt: string;
}

export interface AuthAnswer {
  accessToken: string;
  refreshToken: string;
  member?: Member;
}

export function isAuthAnswer(data: unknown): data is AuthAnswer {
  const d = data as Record<string, unknown> | null;
  return !!d && typeof d.accessToken === 'string' && typeof d.refreshToken === 'string';
}

/** Sends a visitor without a session to /login?redirectTo=<this page>. */
export async function requireMember(request: Request): Promise<AuthSession> {
  const session = await getAuthSession(request);
  if (!isSignedIn(session)) throw redirect(loginUrl(pathOf(request)));
  return session;
}

/** Starts a session with the API's token pair; returns its Set-Cookie value. */
export async function startSession(request: Request, tokens: AuthAnswer, remember: boolean): Promise<string> {
  const session = await getAuthSession(request);
  session.set('accessToken', tokens.accessToken);
  session.set('refreshToken', tokens.refreshToken);
  session.set('remember', remember);
  return commitAuthSession(session);
}

export async function endSession(request: Request): Promise<string> {
  return destroyAuthSession(await getAuthSession(request));
}
