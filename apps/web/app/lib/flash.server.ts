// Flash notices: kept in the UI cookie by an action (or a redirecting loader) and shown once,
// inline at the top of the next page (the root loader takes them out of the cookie).
import type { Notice, NoticeTone } from './session.server';
import { commitUiSession, getUiSession } from './session.server';

export type { Notice, NoticeTone };

/** Adds notices to the UI cookie; returns its Set-Cookie value. */
export async function flashCookie(request: Request, ...notices: Notice[]): Promise<string> {
  const ui = await getUiSession(request);
  const current = ui.get('notices');
  const list = Array.isArray(current) ? current : [];
  ui.set('notices', [...list, ...notices].slice(-5));
  return commitUiSession(ui);
}

export const notice = {
  success: (message: string): Notice => ({ tone: 'success', message }),
  info: (message: string): Notice => ({ tone: 'info', message }),
  warning: (message: string): Notice => ({ tone: 'warning', message }),
  error: (message: string): Notice => ({ tone: 'error', message }),
};

/** Builds response headers carrying several Set-Cookie values. */
export function cookieHeaders(...cookies: Array<string | null | undefined>): Headers {
  const headers = new Headers();
  for (const c of cookies) if (c) headers.append('Set-Cookie', c);
  return headers;
}
