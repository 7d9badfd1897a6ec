import { createApiClient, type HalimbawaClient } from '@halimbawa/api-client';

/** One answer of the API: its status, its raw text and the parsed JSON body (null when empty or not JSON). */
export interface ApiAnswer<T = unknown> {
  status: number;
  text: string;
  body: T;
  headers: Headers;
}

export interface ApiRequestOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (a document upload). */
  form?: FormData;
  /** Extra headers of this request (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** The API's base URL, /api/v2 included (e.g. http://127.0.0.1:3201/api/v2). */
  baseUrl: string;
  /** Extra headers for each request, asked for anew every time (the API tests give every request a client address of its own). */
  headers?: () => Record<string, string>;
  /** Told of every answer, so that a suite can check all of them (the secrets check, the response validator). */
  onAnswer?: (method: string, path: string, answer: ApiAnswer) => void;
}

/** What a call of the generated client gives back. */
interface ClientResult<T> {
  data?: T;
  response: Response;
}

/** `Authorization: Bearer <token>`, for a typed call's `headers`. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The API over HTTP for fixtures and tests, no Nest and no supertest, so that the e2e tests use it
 * as well: `typed` is the generated client (@halimbawa/api-client), checked at compile time against
 * the OpenAPI document; `request` and `call` take any path (the dev helpers are not in the
 * document) through the same client. Every answer goes through `onAnswer`.
 */
export class ApiClient {
  readonly typed: HalimbawaClient;
  /** Each answer as read once by the middleware, for `request` and `ok` to give back. */
  private readonly answers = new WeakMap<Response, ApiAnswer>();

  constructor(private readonly options: ApiClientOptions) {
    this.typed = createApiClient({ baseUrl: options.baseUrl, headers: { Accept: 'application/json' } });
    this.typed.use({
      onRequest: ({ request }) => {
        for (const [name, value] of Object.entries(options.headers?.() ?? {})) if (!request.headers.has(name)) request.headers.set(name, value);
        return request;
      },
      onResponse: async ({ request, response }) => {
        const text = await response.clone().text();
        const answer: ApiAnswer = { status: response.status, text, body: parseJson(text), headers: response.headers };
        this.answers.set(response, answer);
        options.onAnswer?.(request.method, request.url.slice(options.baseUrl.length), answer);
        return response;
      },
    });
  }

  /** Sends one request and answers whatever the API says. */
  async request<T = unknown>(method: string, path: string, opts: ApiRequestOptions = {}): Promise<ApiAnswer<T>> {
    const headers = { ...opts.headers, ...(opts.token ? bearer(opts.token) : {}) };
    const body = opts.form ?? opts.body;
    // Any path, as written: the typed methods take only the document's.
    const send = this.typed.request as (method: string, path: string, init: object) => Promise<ClientResult<unknown>>;
    const { response } = await send(method.toLowerCase(), path, { headers, body, parseAs: 'text' });
    return this.answers.get(response) as ApiAnswer<T>;
  }

  /**
   * Sends one request and answers the body; throws with the API's answer unless the status is the
   * expected one (201 for a POST, 200 otherwise, unless told).
   */
  async call<T = unknown>(method: string, path: string, opts: ApiRequestOptions & { expect?: number | number[] } = {}): Promise<T> {
    const answer = await this.request<T>(method, path, opts);
    return expectStatus(answer, opts.expect ?? (method.toUpperCase() === 'POST' ? 201 : 200), `${method.toUpperCase()} ${path}`).body;
  }

  /** A typed call's data; throws with the API's answer unless its status is `expected` (any 2xx by default). */
  async ok<T>(call: Promise<ClientResult<T>>, expected?: number | number[]): Promise<T> {
    const { response } = await call;
    const answer = this.answers.get(response)!;
    return expectStatus(answer, expected ?? (answer.status >= 200 && answer.status < 300 ? answer.status : 200), `${response.url}`).body as T;
  }
}

function expectStatus<T>(answer: ApiAnswer<T>, expected: number | number[], what: string): ApiAnswer<T> {
  if (!(Array.isArray(expected) ? expected : [expected]).includes(answer.status)) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
