// The server entry: the whole page rendered at once (no page streams: nothing is deferred, and no
// page hydrates), plus the security headers of issue 11, finding 6: a Content-Security-Policy with
// a nonce per response, and no-store on a signed-in member's pages.
import { createHash } from 'node:crypto';
import type { EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NonceContext } from '~/lib/nonce';
import { PRIVATE_CACHE_CONTROL, contentSecurityPolicy, isPrivate, newNonce } from '~/lib/security-headers.server';

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const nonce = newNonce();
  // Vite's dev server injects scripts of its own; the policy is for the built app.
  if (!import.meta.env.DEV) responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  // An error thrown here is Remix's to answer with the error boundary.
  const html = renderToStaticMarkup(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
  );
  const page = `<!DOCTYPE html>${html}`;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const root = remixContext.staticHandlerContext.loaderData.root as { csrf?: unknown } | undefined;
  const status = await httpCaching(request, responseStatusCode, responseHeaders, page, [nonce, root?.csrf]);
  return new Response(status === 304 ? null : page, { headers: responseHeaders, status });
}

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
async function httpCaching(request: Request, status: number, headers: Headers, page: string, secrets: unknown[]): Promise<number> {
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

/** A signed-in member's data (single fetch's `.data` answers): never kept either. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  if (!(await isPrivate(request))) return response;
  // A copy: some responses (Response.redirect) have headers that cannot be changed.
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
