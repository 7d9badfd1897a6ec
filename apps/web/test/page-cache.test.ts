// The cache of public pages (issue 9): a page rendered for one visitor without a session is sent to
// the next with a fresh nonce and that visitor's own CSRF token, and never to a visitor whose page
// could differ (a session, a flash notice, a query, another language).
import { afterEach, describe, expect, it } from '@jest/globals';
import { ensureCsrfToken } from '~/lib/csrf.server';
import { cachedPage, forgetPages, keepPage, PAGE_TTL_MS } from '~/lib/page-cache.server';
import { commitUiSession, uiSessionFromCookie } from '~/lib/session.server';

const NONCE = 'Rendered+Nonce/0123456==';
const TOKEN = 'rendered-visitor-token-0123456789abcdefghijk';
const HTML = `<html><body><script nonce="${NONCE}" src="/a.js"></script><form><input name="csrf" value="${TOKEN}"/></form><script nonce="${NONCE}"></script></body></html>`;

/** A visitor's UI cookie (name=value) holding a CSRF token, and flash notices when given. */
async function uiCookie(notices?: unknown[]): Promise<{ cookie: string; token: string }> {
  const ui = await uiSessionFromCookie(null);
  const { token } = ensureCsrfToken(ui);
  if (notices) ui.set('notices', notices as never);
  return { cookie: (await commitUiSession(ui)).split(';')[0], token };
}

function request(path: string, cookie?: string, acceptLanguage?: string): Request {
  const headers = new Headers();
  if (cookie) headers.set('Cookie', cookie);
  if (acceptLanguage) headers.set('Accept-Language', acceptLanguage);
  return new Request(`http://localhost${path}`, { headers });
}

/** Keeps HTML as rendered for a visitor who already had a UI cookie (so nothing was written). */
async function keep(path: string, opts: { status?: number; setCookie?: string; cookie?: string } = {}) {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': `script-src 'nonce-${NONCE}'` });
  if (opts.setCookie) headers.append('Set-Cookie', opts.setCookie);
  const cookie = opts.cookie ?? (await uiCookie()).cookie;
  await keepPage(request(path, cookie), opts.status ?? 200, headers, HTML, NONCE, TOKEN);
}

afterEach(() => forgetPages());

describe('the public page cache', () => {
  it('sends a kept page with a fresh nonce, in the HTML and the CSP alike, and the visitor’s own token', async () => {
    await keep('/about');
    const visitor = await uiCookie();
    const page = await cachedPage('GET', '/about', visitor.cookie, null);
    expect(page).not.toBeNull();
    const csp = String(page!.headers['Content-Security-Policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(nonce).not.toBe(NONCE);
    expect(page!.html.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    expect(page!.html).toContain(`value="${visitor.token}"`);
    expect(page!.html).not.toContain(TOKEN);
    expect(page!.headers['Set-Cookie']).toBeUndefined();
    expect(page!.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('gives a visitor without a UI cookie a new token and the cookie that holds it', async () => {
    await keep('/about');
    const page = await cachedPage('GET', '/about', null, null);
    const setCookie = String(page!.headers['Set-Cookie']);
    const ui = await uiSessionFromCookie(setCookie.split(';')[0]);
    const token = ui.get('csrf');
    expect(typeof token).toBe('string');
    expect(page!.html).toContain(`value="${token}"`);
    // Two new visitors never share a token.
    const other = await cachedPage('GET', '/about', null, null);
    expect(other!.html).not.toContain(`value="${token}"`);
  });

  it('keeps a page whose only cookie written is a new visitor’s UI cookie', async () => {
    await keep('/hiw', { cookie: '', setCookie: '__hl_ui=new; Path=/' });
    expect(await cachedPage('GET', '/hiw', null, null)).not.toBeNull();
  });

  it('keeps no page that writes another cookie, that is not a 200, or that was asked with a query or a session', async () => {
    await keep('/a', { setCookie: '__hl_session=x; Path=/' });
    await keep('/b', { status: 404 });
    await keep('/c?amount=5000');
    await keep('/d', { cookie: '__hl_session=abc' });
    for (const path of ['/a', '/b', '/c?amount=5000', '/d']) expect(await cachedPage('GET', path, null, null)).toBeNull();
  });

  it('does not serve a kept page to a visitor with a session, a notice waiting, a query, another method or language', async () => {
    await keep('/about');
    const withNotice = await uiCookie([{ tone: 'success', message: 'Saved.' }]);
    expect(await cachedPage('GET', '/about', `${(await uiCookie()).cookie}; __hl_session=abc`, null)).toBeNull();
    expect(await cachedPage('GET', '/about', withNotice.cookie, null)).toBeNull();
    expect(await cachedPage('GET', '/about?x=1', null, null)).toBeNull();
    expect(await cachedPage('HEAD', '/about', null, null)).toBeNull();
    expect(await cachedPage('GET', '/about', null, 'fil-PH,fil;q=0.9')).toBeNull();
    expect(await cachedPage('GET', '/about', 'lang=fil', null)).toBeNull();
    expect(await cachedPage('GET', '/about', 'lang=en', 'fil-PH')).not.toBeNull();
  });

  it('forgets a page after its time', async () => {
    const realNow = Date.now;
    try {
      await keep('/about');
      const keptAt = realNow();
      Date.now = () => keptAt + PAGE_TTL_MS + 1;
      expect(await cachedPage('GET', '/about', null, null)).toBeNull();
    } finally {
      Date.now = realNow;
    }
  });
});
