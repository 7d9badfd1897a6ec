// Sign-in state for loaders and actions. Tokens never leave the server: the browser only holds the
// signed, httpOnly session cookie.
import type { AuthAnswer } from '~/lib/api/types';
import { commitAuthSession, getAuthSession } from '~/lib/session.server';

export function isAuthAnswer(data: unknown): data is AuthAnswer {
  const d = data as Record<string, unknown> | null;
  return !!d && typeof d.accessToken === 'string' && typeof d.refreshToken === 'string';
}

/** Starts a session with the API's token pair; returns its Set-Cookie value. */
export async function startSession(request: Request, tokens: AuthAnswer, remember: boolean): Promise<string> {
  const session = await getAuthSession(request);
  session.set('accessToken', tokens.accessToken);
  session.set('refreshToken', tokens.refreshToken);
  session.set('remember', remember);
  return commitAuthSession(session);
}
