/** One answer of the API: its status, its raw text and the parsed JSON body (null when empty or not JSON). */
export interface ApiAnswer<T = unknown> {
  status: number;
  text: string;
  body: T;
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
  /** Told of every answer, so that a suite can check all of them (the secrets check). */
  onAnswer?: (method: string, path: string, answer: ApiAnswer) => void;
}

/** A small JSON client of the API over fetch: no Nest, no supertest, so the e2e tests can use it as well. */
export class ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  /** Sends one request and answers whatever the API says. */
  async request<T = unknown>(method: string, path: string, opts: ApiRequestOptions = {}): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...this.options.headers?.(), ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: FormData | string | undefined = opts.form;
    if (!body && opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await fetch(`${this.options.baseUrl}${path}`, { method: method.toUpperCase(), headers, body });
    const text = await res.text();
    const answer: ApiAnswer<T> = { status: res.status, text, body: parseJson(text) as T };
    this.options.onAnswer?.(method.toUpperCase(), path, answer);
    return answer;
  }

  /**
   * Sends one request and answers the body; throws with the API's answer unless the status is the
   * expected one (201 for a POST, 200 otherwise, unless told).
   */
  async call<T = unknown>(method: string, path: string, opts: ApiRequestOptions & { expect?: number | number[] } = {}): Promise<T> {
    const answer = await this.request<T>(method, path, opts);
    const expected = opts.expect ?? (method.toUpperCase() === 'POST' ? 201 : 200);
    if (!(Array.isArray(expected) ? expected : [expected]).includes(answer.status)) {
      throw new Error(`${method.toUpperCase()} ${path}: ${answer.status} ${answer.text}`);
    }
    return answer.body;
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
