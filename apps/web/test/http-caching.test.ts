// How browsers and proxies may keep a page (httpCaching, called by entry.server.tsx): never a
// signed-in member's page, never shared when the page holds its nonce or a CSRF token, otherwise
// revalidated with an ETag.
import { describe, expect, it } from '@jest/globals';
import { httpCaching } from '~/lib/security-headers.server';
import { commitAuthSession, getAuthSession } from '~/lib/session.server';

const PAGE = '<!DOCTYPE html><html><body><h1>About us</h1></body></html>';

async function answer(page: string, opts: { cookie?: string; ifNoneMatch?: string; status?: number; secrets?: unknown[]; setCookie?: string } = {}) {
  const request = new Request('http://web.test/about', {
    headers: { ...(opts.cookie && { Cookie: opts.cookie }), ...(opts.ifNoneMatch && { 'If-None-Match': opts.ifNoneMatch }) },
  });
  const headers = new Headers(opts.setCookie ? { 'Set-Cookie': opts.setCookie } : {});
  const status = await httpCaching(request, opts.status ?? 200, headers, page, opts.secrets ?? []);
  return { status, cacheControl: headers.get('Cache-Control'), etag: headers.get('ETag'), vary: headers.get('Vary') };
}

describe('httpCaching', () => {
  it('lets anyone keep a page without secrets, revalidated by its ETag: 304 when the copy is current', async () => {
    const first = await answer(PAGE);
    expect(first).toEqual({ status: 200, cacheControl: 'no-cache', etag: expect.stringMatching(/^"[\w-]{27}"$/), vary: 'Cookie, Accept-Language' });
    expect((await answer(PAGE, { ifNoneMatch: first.etag! })).status).toBe(304);
    expect((await answer(PAGE, { ifNoneMatch: `"other", W/${first.etag}` })).status).toBe(304);
    expect((await answer(`${PAGE} `, { ifNoneMatch: first.etag! })).status).toBe(200);
  });

  it('keeps a page with its nonce or a CSRF token, or one that sets a cookie, in the visitor’s browser only, without an ETag', async () => {
    for (const opts of [{ secrets: ['n0nce'] }, { secrets: [undefined, 'csrf-token'] }, { setCookie: '__hl_ui=x' }, { status: 404 }]) {
      const page = `${PAGE}<input value="csrf-token"><script nonce="n0nce"></script>`;
      const { status, cacheControl, etag } = await answer(opts.secrets || opts.setCookie ? page : PAGE, { ...opts, ifNoneMatch: '"x"' });
      expect([status, cacheControl, etag]).toEqual([opts.status ?? 200, 'private, no-cache', null]);
    }
  });

  it('never lets a signed-in member’s page be kept', async () => {
    const session = await getAuthSession(new Request('http://web.test/'));
    session.set('accessToken', 'a');
    session.set('refreshToken', 'r');
    const cookie = (await commitAuthSession(session)).split(';')[0];
    expect(await answer(PAGE, { cookie })).toEqual({ status: 200, cacheControl: 'no-store', etag: null, vary: null });
  });
});
