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
export async function sendToApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : null;
  const headers = Object.fromEntries(request.headers);
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

/** The typed client of the API: paths as the web writes them ('/wallet', without /api/v2). */
export const apiFetch = createClient<ApiPaths>({ baseUrl, fetch: sendToApi });

/** The URL of a path outside the contract (the dev tools), for `sendToApi`. */
export const apiUrl = (pathAndQuery: string) => `${baseUrl}${pathAndQuery}`;
