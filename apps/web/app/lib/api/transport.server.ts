// How a call reaches apps/api: openapi-fetch, typed by the generated OpenAPI types, sends each
// Request through undici's BalancedPool over the API instances (API_URL, a list; docs/scaling.md),
// connections kept open between calls. No redirect is followed; the whole call, the answer's body
// included, must end within the Request's signal.
import createClient from 'openapi-fetch';
import { BalancedPool } from 'undici';
import type { ApiPaths } from './contract';
import { env } from '../env.server';

const pool = new BalancedPool(env.API_URLS.map((url) => new URL(url).origin));

/** Every API_URL has the same path (env.server.ts checks it): the pool only picks the origin. */
const baseUrl = env.API_URLS[0];

function refusedConnection(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ECONNREFUSED';
}

/** The answer's headers as undici gives them (a list for a repeated header), as Headers. */
function headersOf(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.append(name, value);
  }
  return headers;
}

/**
 * openapi-fetch's `fetch`: the Request sent by undici's `request` on the pool. A refused
 * connection never reached an instance, so the same request is safe to send again (even a POST):
 * it is, as long as the pool has another instance to try; the pool weighs the refusing one down.
 */
export async function sendToApi(request: Request | ApiRequest): Promise<Response> {
  const url = new URL(request.url);
  const { body, headers } = await encoded(request);
  for (let tries = 1; ; tries++) {
    try {
      const answer = await pool.request({ path: url.pathname + url.search, method: request.method as 'GET', headers, body, signal: request.signal });
      const bytes = await answer.body.arrayBuffer();
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : bytes, { status: answer.statusCode, headers: headersOf(answer.headers) });
    } catch (error) {
      if (!refusedConnection(error) || tries > pool.upstreams.length) throw error;
    }
  }
}

/**
 * What openapi-fetch asks of its `Request` (the documented option): the URL, method, headers,
 * body and signal as given. The global Request would copy the body into a stream only for
 * `sendToApi` to read it back, which a profile of a member page showed costing more than the
 * rest of the call.
 */
class ApiRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | FormData | null;
  readonly signal: AbortSignal | null;
  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.headers = new Headers(init.headers);
    this.body = typeof init.body === 'string' || init.body instanceof FormData ? init.body : null;
    this.signal = init.signal ?? null;
  }
}

/** The request's headers and body for undici: a multipart body encoded with its boundary. */
async function encoded(request: Request | ApiRequest): Promise<{ headers: Record<string, string>; body: string | Buffer | null }> {
  const headers = Object.fromEntries(request.headers);
  if (request instanceof ApiRequest && !(request.body instanceof FormData)) return { headers, body: request.body };
  const multipart = new Response(request.body);
  const type = multipart.headers.get('Content-Type');
  if (type && request.body instanceof FormData) headers['content-type'] = type;
  return { headers, body: request.body ? Buffer.from(await multipart.arrayBuffer()) : null };
}

/** The typed client of the API: paths as the web writes them ('/wallet', without /api/v2). */
export const apiFetch = createClient<ApiPaths>({ baseUrl, fetch: sendToApi, Request: ApiRequest as unknown as typeof Request });

/** The URL of a path outside the contract (the dev tools), for `sendToApi`. */
export const apiUrl = (pathAndQuery: string) => `${baseUrl}${pathAndQuery}`;
