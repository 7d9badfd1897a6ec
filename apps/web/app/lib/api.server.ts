// The client for apps/api. Loaders and actions create one per request with `apiFor(request,
// context)`. It sends the session's access token and the browser's address (X-Forwarded-For); on a
// 401 it refreshes the token pair once (POST /authmember/refresh), stores the new pair in the
// session and retries; when the refresh is refused it signs the member out and sends them to
// /login?redirectTo=... with 'Your login has expired.'. A network failure becomes 'No Server
// Response'. Responses built with `api.json()` / `api.redirect()` carry the session cookie when
// the tokens changed, so a refreshed pair is never lost.
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { DEFAULT_LANGUAGE, hasMessage, t, type Language, type MessageKey, type MessageVars } from '@halimbawa/domain';
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import type { ApiPath, BodyOf, HttpMethod, PathFor, PathParamsOf, QueryOf, ResponseOf } from './api/contract';
import { env } from './env.server';
import { requestLanguage } from './language.server';
import { webMessages } from './messages';
import { cookieHeaders, flashCookie, notice } from './flash.server';
import { loginUrl, pathOf } from './redirect.server';
import {
  commitAuthSession,
  destroyAuthSession,
  getAuthSession,
  isSignedIn,
  type AuthSession,
} from './session.server';
import { sharedCache } from './shared-cache.server';
import { normaliseSite, DEMO_SITE, type Site } from './site';

export type FieldErrors = Partial<Record<string, string>>;

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}
export interface ApiFailure {
  ok: false;
  /** 0 when the API could not be reached. */
  status: number;
  /** The refusal in the page's language, worded from `code` and `params`. */
  message: string;
  /** Each refused field's words in the page's language. */
  errors: FieldErrors;
  /** The refusal's stable code (a key of the catalogue, e.g. 'apiAuth.signInCodeSent'), when the API gave one. */
  code?: string;
  /** The values the refusal was worded with. */
  params?: MessageVars;
}
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export interface CallOptions {
  /** true (default): send the member's token, sign-in required. false: a public call. */
  auth?: boolean;
  body?: unknown;
  headers?: Record<string, string>;
  /** A multipart body (documents); sent as is. */
  formData?: FormData;
  timeoutMs?: number;
  /** The page's language, sent as Accept-Language so the API answers in it. */
  lang?: Language;
  /** The web request's id (server.mjs), sent as X-Request-Id so the two logs can be matched. */
  requestId?: string | null;
}

/** The options of one typed call: its path and query parameters as the contract names them. */
export type CallOf<P extends ApiPath, M extends HttpMethod> = Omit<CallOptions, 'body'> & {
  params?: PathParamsOf<P, M>;
  query?: QueryOf<P, M>;
};

type TokenPair = ResponseOf<'/authmember/refresh', 'post'>;

/** '/loan/{loanNumber}/cancel' with { loanNumber } and a query, as the URL path to call. */
export function pathWith(path: string, params?: unknown, query?: unknown): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`pathWith: ${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) if (v !== undefined && v !== null) search.set(k, String(v));
  const q = search.toString();
  return q ? `${filled}?${q}` : filled;
}

let turn = 0;
/** Instances that refused a connection, and until when they are passed over. */
const resting = new Map<string, number>();
const REST_MS = 5_000;

/**
 * The base URL for the next call: the API instances take turns (round robin, docs/scaling.md),
 * passing over one that refused a connection in the last few seconds (stopped or restarting).
 */
export function nextApiUrl(): string {
  const now = Date.now();
  for (let tries = 0; tries < env.API_URLS.length; tries++) {
    const url = env.API_URLS[turn];
    turn = (turn + 1) % env.API_URLS.length;
    if ((resting.get(url) ?? 0) <= now) return url;
  }
  // All are resting: try the next in turn rather than fail without asking.
  const url = env.API_URLS[turn];
  turn = (turn + 1) % env.API_URLS.length;
  return url;
}

/** fetch puts node's error in `cause`; node:http throws it as is. */
function refusedConnection(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return (e?.cause?.code ?? e?.code) === 'ECONNREFUSED';
}

/**
 * `send` to the next API instance. A refused connection never reached an instance, so the same
 * request is safe to send to another one (even a POST); any other failure is the caller's.
 */
async function toNextInstance<T>(send: (baseUrl: string) => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    const url = nextApiUrl();
    try {
      return await send(url);
    } catch (error) {
      if (!refusedConnection(error) || tries >= env.API_URLS.length) throw error;
      resting.set(url, Date.now() + REST_MS);
    }
  }
}

function fetchApi(path: string, init: RequestInit): Promise<Response> {
  return toNextInstance((url) => fetch(`${url}${path}`, init));
}

interface Answer {
  status: number;
  text: string;
}

// Connections to the API are kept open between calls, as fetch keeps them.
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/**
 * A call with a JSON or empty body through node:http rather than fetch: fetch's streams, Request
 * and Response cost a member page more than its API call did (a profile of /dash). No
 * redirect is followed; the whole call (the answer's body included) must end within `timeoutMs`.
 */
function requestText(url: string, method: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const protocol = target.protocol === 'https:' ? 'https:' : 'http:';
    const send = protocol === 'https:' ? https.request : http.request;
    const withLength = body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) };
    const req = send(target, { method, headers: withLength, agent: agents[protocol] }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer from the API within ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}

/** The browser's address: from the server's load context (server.mjs), else unknown. */
export function clientIp(context: AppLoadContext | undefined): string | null {
  const ip = (context as { clientIp?: unknown } | undefined)?.clientIp;
  return typeof ip === 'string' && ip.length > 0 && ip.length <= 64 ? ip : null;
}

function asText(v: unknown): string | null {
  if (typeof v === 'string' && v.trim()) return v;
  if (Array.isArray(v) && v.length > 0 && typeof v[0] === 'string') return v[0];
  return null;
}

function genericMessage(status: number, lang: Language): string {
  const m = webMessages(lang);
  if (status === 429) return m.tooManyAttempts;
  if (status === 403) return m.notAllowed;
  if (status === 404) return m.notFound;
  if (status >= 500) return m.noServerResponse;
  return m.somethingWrong;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function asParams(v: unknown): MessageVars | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const entries = Object.entries(v).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * A refusal ({code, message, params?}) in the page's language: worded here from its code, so that
 * the page never depends on the language the API answered in; the API's own message for a code
 * this catalogue does not have (an API newer than the web).
 */
function worded(refusal: Record<string, unknown>, lang: Language): { text: string | null; code?: string; params?: MessageVars } {
  const code = asText(refusal.code) ?? undefined;
  const params = asParams(refusal.params);
  const text = code && hasMessage(code) ? t(lang, code as MessageKey, params) : asText(refusal.message);
  return { text, code, params };
}

export function failure(status: number, body: unknown, lang: Language): ApiFailure {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  if (b.errors && typeof b.errors === 'object' && !Array.isArray(b.errors)) {
    for (const [field, value] of Object.entries(b.errors as Record<string, unknown>)) {
      const m = value && typeof value === 'object' && !Array.isArray(value) ? worded(value as Record<string, unknown>, lang).text : asText(value);
      if (m) errors[field] = m;
    }
  }
  const { text, code, params } = worded(b, lang);
  // A 5xx without a message of its own reads as the server being unavailable.
  const refused: ApiFailure = { ok: false, status, message: text ?? genericMessage(status, lang), errors };
  if (code) refused.code = code;
  if (params) refused.params = params;
  return refused;
}

function isSendableHeaderValue(value: string): boolean {
  try {
    http.validateHeaderValue('X', value);
    return true;
  } catch {
    return false;
  }
}

async function rawCall(
  method: string,
  path: string,
  opts: CallOptions & { token?: string | null; ip: string | null },
): Promise<ApiResult<unknown>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['X-Forwarded-For'] = opts.ip;
  if (opts.lang) headers['Accept-Language'] = opts.lang;
  if (opts.requestId) headers['X-Request-Id'] = opts.requestId;
  // A header made from what a form carried (an Idempotency-Key) that HTTP cannot send is the
  // form's fault, not the server's: 400, never 'No Server Response'.
  if (!Object.values(headers).every(isSendableHeaderValue)) {
    return { ok: false, status: 400, message: webMessages(opts.lang ?? DEFAULT_LANGUAGE).formUnreadable, errors: {} };
  }
  const timeoutMs = opts.timeoutMs ?? env.API_TIMEOUT_MS;
  let answer: Answer;
  try {
    if (opts.formData) {
      // A multipart body (documents) is fetch's to encode.
      const res = await fetchApi(path, { method, headers, body: opts.formData, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      answer = { status: res.status, text: await res.text() };
    } else {
      let body: string | undefined;
      if (opts.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(opts.body);
      }
      answer = await toNextInstance((url) => requestText(`${url}${path}`, method, headers, body, timeoutMs));
    }
  } catch {
    return { ok: false, status: 0, message: webMessages(opts.lang ?? DEFAULT_LANGUAGE).noServerResponse, errors: {} };
  }
  const data = parseBody(answer.text);
  if (answer.status >= 200 && answer.status < 300) return { ok: true, status: answer.status, data };
  return failure(answer.status, data, opts.lang ?? DEFAULT_LANGUAGE);
}

// Several loaders of one page (or two tabs) may find the same expired token at once. The API
// treats a second use of a refresh token as theft and revokes the family, so every refresh of a
// given token in this process shares one call and its answer for a minute.
const refreshes = new Map<string, { at: number; result: Promise<ApiResult<TokenPair>> }>();
const REFRESH_SHARE_MS = 60_000;

function refreshOnce(refreshToken: string, ip: string | null): Promise<ApiResult<TokenPair>> {
  const key = createHash('sha256').update(refreshToken).digest('base64url');
  const now = Date.now();
  for (const [k, v] of refreshes) if (now - v.at > REFRESH_SHARE_MS) refreshes.delete(k);
  const shared = refreshes.get(key);
  if (shared) return shared.result;
  const result = rawCall('POST', '/authmember/refresh', { body: { refreshToken }, ip, auth: false }).then((r) => {
    if (!r.ok) {
      // A network failure may be retried later; only a definite answer is shared.
      if (r.status === 0) refreshes.delete(key);
      return r;
    }
    const d = (r.data ?? {}) as Record<string, unknown>;
    if (typeof d.accessToken !== 'string' || typeof d.refreshToken !== 'string') {
      return { ok: false as const, status: 401, message: webMessages(DEFAULT_LANGUAGE).loginExpired, errors: {} };
    }
    return { ok: true as const, status: r.status, data: { accessToken: d.accessToken, refreshToken: d.refreshToken } };
  });
  refreshes.set(key, { at: now, result });
  return result;
}

export class ApiClient {
  private changed = false;
  /** The page's language: every call asks the API to answer in it. */
  readonly lang: Language;
  private readonly requestId: string | null;

  constructor(
    private readonly request: Request,
    readonly session: AuthSession,
    readonly ip: string | null,
  ) {
    this.lang = requestLanguage(request);
    this.requestId = request.headers.get('X-Request-Id');
  }

  get signedIn(): boolean {
    return isSignedIn(this.session);
  }

  // Each call is typed by the contract: the path as the API documents it, its body, its
  // parameters, and what its success answers.
  get<P extends PathFor<'get'>>(path: P, opts: CallOf<P, 'get'> = {}) {
    return this.call<ResponseOf<P, 'get'>>('GET', pathWith(path, opts.params, opts.query), opts);
  }
  post<P extends PathFor<'post'>>(path: P, body?: BodyOf<P, 'post'>, opts: CallOf<P, 'post'> = {}) {
    return this.call<ResponseOf<P, 'post'>>('POST', pathWith(path, opts.params, opts.query), { ...opts, body });
  }
  patch<P extends PathFor<'patch'>>(path: P, body?: BodyOf<P, 'patch'>, opts: CallOf<P, 'patch'> = {}) {
    return this.call<ResponseOf<P, 'patch'>>('PATCH', pathWith(path, opts.params, opts.query), { ...opts, body });
  }

  /**
   * Calls the API. With `auth` (the default) a visitor without a session is sent to sign in, and
   * an expired session is refreshed once; if that fails the member is signed out and sent to
   * sign in (the thrown redirect says 'Your login has expired.').
   */
  private async call<T>(method: string, path: string, opts: CallOptions = {}): Promise<ApiResult<T>> {
    const auth = opts.auth ?? true;
    opts = { lang: this.lang, requestId: this.requestId, ...opts };
    if (!auth) return (await rawCall(method, path, { ...opts, ip: this.ip })) as ApiResult<T>;

    if (!this.signedIn) throw redirect(loginUrl(pathOf(this.request)));
    const first = await rawCall(method, path, { ...opts, token: this.session.get('accessToken'), ip: this.ip });
    if (first.ok || first.status !== 401) return first as ApiResult<T>;

    const refreshed = await refreshOnce(this.session.get('refreshToken') as string, this.ip);
    if (!refreshed.ok) {
      if (refreshed.status === 0) return refreshed;
      throw await this.expired();
    }
    this.session.set('accessToken', refreshed.data.accessToken);
    this.session.set('refreshToken', refreshed.data.refreshToken);
    this.changed = true;
    const second = await rawCall(method, path, { ...opts, token: refreshed.data.accessToken, ip: this.ip });
    if (!second.ok && second.status === 401) throw await this.expired();
    return second as ApiResult<T>;
  }

  /**
   * A binary answer of the API (a document image, a PDF) as the raw response, with the member's
   * token. On a 401 the session is renewed through an ordinary call (which signs the member out
   * when it cannot) and the request is tried once more. Null when the API cannot be reached.
   */
  async binary(path: string, accept: string): Promise<Response | null> {
    const go = (token: unknown) => {
      const headers: Record<string, string> = { Accept: accept, 'Accept-Language': this.lang };
      if (typeof token === 'string') headers.Authorization = `Bearer ${token}`;
      if (this.ip) headers['X-Forwarded-For'] = this.ip;
      return fetchApi(path, { headers, redirect: 'manual', signal: AbortSignal.timeout(env.API_TIMEOUT_MS) }).catch(() => null);
    };
    let res = await go(this.session.get('accessToken'));
    if (res?.status === 401) {
      await res.body?.cancel();
      await this.post('/member/infostate');
      res = await go(this.session.get('accessToken'));
    }
    return res;
  }

  /** The redirect to sign in after the session could not be renewed. */
  async expired(): Promise<Response> {
    return redirect(loginUrl(pathOf(this.request)), {
      headers: cookieHeaders(
        await destroyAuthSession(this.session),
        await flashCookie(this.request, notice.warning(webMessages(this.lang).loginExpired)),
      ),
    });
  }

  /** Set-Cookie values to send with the response (the session, when the tokens changed). */
  async cookies(): Promise<string[]> {
    return this.changed ? [await commitAuthSession(this.session)] : [];
  }

  /** Response headers including the session cookie when needed, plus any extra cookies. */
  async headers(...extraCookies: Array<string | null | undefined>): Promise<Headers> {
    return cookieHeaders(...(await this.cookies()), ...extraCookies);
  }

  async json<D>(data: D, init: { status?: number; cookies?: string[] } = {}) {
    return json(data, { status: init.status ?? 200, headers: await this.headers(...(init.cookies ?? [])) });
  }

  async redirect(url: string, init: { cookies?: string[] } = {}) {
    return redirect(url, { headers: await this.headers(...(init.cookies ?? [])) });
  }
}

/** A short plain-text answer (an error page for a route that is not a page: a PDF, an image). */
export function plainText(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** The answer when a call the page cannot do without failed: 503 when the API is down, else its status and message. */
export function unavailable(failure: ApiFailure): Response {
  return plainText(failure.status === 0 || failure.status >= 500 ? 503 : failure.status, failure.message);
}

/** The data of a call the page cannot do without; a failure is thrown as `unavailable`. */
export function dataOf<T>(result: ApiResult<T>): T {
  if (!result.ok) throw unavailable(result);
  return result.data;
}

export async function apiFor(request: Request, context?: AppLoadContext): Promise<ApiClient> {
  return new ApiClient(request, await getAuthSession(request), clientIp(context));
}

/** A public POST without a session (no cookie work needed). */
export function publicPost<P extends PathFor<'post'>>(path: P, body: BodyOf<P, 'post'>, opts: CallOf<P, 'post'> & { ip?: string | null } = {}) {
  return rawCall('POST', pathWith(path, opts.params, opts.query), { ...opts, body, ip: opts.ip ?? null }) as Promise<ApiResult<ResponseOf<P, 'post'>>>;
}

/** A public GET without a session. */
export function publicGet<P extends PathFor<'get'>>(path: P, opts: CallOf<P, 'get'> & { ip?: string | null } = {}) {
  return rawCall('GET', pathWith(path, opts.params, opts.query), { ...opts, ip: opts.ip ?? null }) as Promise<ApiResult<ResponseOf<P, 'get'>>>;
}

// ---------------------------------------------------------------------------------------------
// GET /site, the same for every visitor: kept for 30 s (5 s after a failure).

const site = sharedCache<Site>({
  load: async () => {
    const r = await rawCall('GET', '/site', { ip: null, auth: false, timeoutMs: 3000 });
    return r.ok ? { ok: true, value: normaliseSite(r.data) } : { ok: false };
  },
  fallback: DEMO_SITE,
  ttlMs: 30_000,
  retryMs: 5_000,
});

export function getSite(): Promise<Site> {
  return site.get();
}
