// The server entry: the whole page rendered at once (no page streams: nothing is deferred), sent
// as one body — streaming it in many small writes cost more than the rendering (issue 9) — plus the
// security headers of issue 11, finding 6: a Content-Security-Policy with a nonce per response,
// and no-store on a signed-in member's pages and data.
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NonceContext } from '~/lib/nonce';
import { keepPage } from '~/lib/page-cache.server';
import { PRIVATE_CACHE_CONTROL, contentSecurityPolicy, isPrivate, newNonce } from '~/lib/security-headers.server';

/** The HTML of each page answered without a body, for server.mjs to write (server/remix-handler.mjs). */
const htmlOf = new WeakMap<Response, string>();

export function renderedHtml(response: Response): string | undefined {
  return htmlOf.get(response);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = newNonce();
  // Vite's dev server injects scripts of its own; the policy is for the built app.
  if (!import.meta.env.DEV) responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  if (await isPrivate(request)) responseHeaders.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  // An error thrown here is Remix's to answer with the error boundary.
  const html = renderToStaticMarkup(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const page = `<!DOCTYPE html>${html}`;
  const root = remixContext.staticHandlerContext.loaderData.root as { csrf?: unknown } | undefined;
  // Vite's dev server re-renders after every edit (and server.mjs, which serves kept pages, is not running).
  if (!import.meta.env.DEV) await keepPage(request, responseStatusCode, responseHeaders, page, nonce, root?.csrf);
  // A body stream costs more than the rendering's last steps: server.mjs writes the string itself.
  if (!loadContext.writesHtml) return new Response(page, { headers: responseHeaders, status: responseStatusCode });
  const response = new Response(null, { headers: responseHeaders, status: responseStatusCode });
  htmlOf.set(response, page);
  return response;
}

// server.mjs serves the kept pages before Remix matches any route.
export { cachedPage } from '~/lib/page-cache.server';

export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  if (!(await isPrivate(request))) return response;
  // A copy: some responses (Response.redirect) have headers that cannot be changed.
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
