// The server entry: the whole page rendered at once (no page streams: nothing is deferred, and no
// page hydrates), plus the security headers: a Content-Security-Policy with
// a nonce per response, and no-store on a signed-in member's pages.
import type { EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NonceContext } from '~/lib/nonce';
import { PRIVATE_CACHE_CONTROL, contentSecurityPolicy, httpCaching, isPrivate, newNonce } from '~/lib/security-headers.server';

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

/** A signed-in member's data (single fetch's `.data` answers): never kept either. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  if (!(await isPrivate(request))) return response;
  // A copy: some responses (Response.redirect) have headers that cannot be changed.
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
