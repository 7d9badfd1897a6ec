// The client for apps/api. Loaders and actions create one per request with `apiFor(request,
// context)`. It sends the session's access token and the browser's address (X-Forwarded-For); on a
// 401 it refreshes the token pair once (POST /authmember/refresh, shared per refresh token), stores
// the new pair in the session and retries; when the refresh is refused it signs the member out and
// sends them to /login?redirectTo=... with 'Your login has expired.'. A network failure or a call
// past its time limit becomes 'No Server Response'. Responses built with `api.json()` /
// `api.redirect()` carry the session cookie when the tokens changed, so a refreshed pair is never
// lost. How a call travels is api/transport.server.ts's job.
import { validateHeaderValue } from 'node:http';
import { DEFAULT_LANGUAGE, hasMessage, t, type Language, type MessageKey, type MessageVars } from '@halimbawa/domain';
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import type { ApiPath, BodyOf, HttpMethod, PathFor, PathParamsOf, QueryOf, ResponseOf } from './api/contract';
import { sharedRefresh } from './api/shared-refresh.server';
import { apiFetch, apiUrl, sendToApi } from './api/transport.server';
import { env } from './env.server';
import { requestLanguage } from './language.server';
import { cookieHeaders, flashCookie, notice } from './flash.server';
import { loginUrl, pathOf } from './redirect.server';
import {
  commitAuthSession,
  destroyAuthSession,
  getAuthSession,
  isSignedIn,
  type AuthSession,
} from './session.server';

export { getSite } from './api/site.server';

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
  if (status === 429) return t(lang, 'webMessage.tooManyAttempts');
  if (status === 403) return t(lang, 'webMessage.notAllowed');
  if (status === 404) return t(lang, 'webMessage.notFound');
  if (status >= 500) return t(lang, 'webMessage.noServerResponse');
  return t(lang, 'webMessage.somethingWrong');
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
  const text = code && hasMessage(code, params) ? t(lang, code as MessageKey, params) : asText(refusal.message);
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
    validateHeaderValue('X', value);
    return true;
  } catch {
    return false;
  }
}

/** Where a call goes: its method, its path as the contract writes it, and the path's parameters. */
interface Target {
  method: HttpMethod;
  path: ApiPath;
  params?: unknown;
  query?: unknown;
}

async function rawCall(target: Target, opts: CallOptions & { token?: string | null; ip: string | null }): Promise<ApiResult<unknown>> {
  const lang = opts.lang ?? DEFAULT_LANGUAGE;
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['X-Forwarded-For'] = opts.ip;
  if (opts.lang) headers['Accept-Language'] = opts.lang;
  if (opts.requestId) headers['X-Request-Id'] = opts.requestId;
  // A header made from what a form carried (an Idempotency-Key) that HTTP cannot send is the
  // form's fault, not the server's: 400, never 'No Server Response'.
  if (!Object.values(headers).every(isSendableHeaderValue)) {
    return { ok: false, status: 400, message: t(lang, 'webMessage.formUnreadable'), errors: {} };
  }
  try {
    // The contract types the public methods below; here one call serves every path and method.
    const { data, error, response } = await apiFetch.request(target.method, target.path as never, {
      params: { path: target.params, query: target.query },
      // A multipart body (documents) goes as it is; openapi-fetch sends any other as JSON.
      body: opts.formData ?? opts.body,
      headers,
      signal: AbortSignal.timeout(opts.timeoutMs ?? env.API_TIMEOUT_MS),
    } as never);
    if (response.ok) return { ok: true, status: response.status, data: data ?? null };
    return failure(response.status, error, lang);
  } catch {
    return { ok: false, status: 0, message: t(lang, 'webMessage.noServerResponse'), errors: {} };
  }
}

function refreshOnce(refreshToken: string, ip: string | null): Promise<ApiResult<TokenPair>> {
  return sharedRefresh(refreshToken, async (): Promise<ApiResult<TokenPair>> => {
    const r = await rawCall({ method: 'post', path: '/authmember/refresh' }, { body: { refreshToken }, ip });
    if (!r.ok) return r;
    const d = (r.data ?? {}) as Record<string, unknown>;
    if (typeof d.accessToken !== 'string' || typeof d.refreshToken !== 'string') {
      return { ok: false, status: 401, message: t(DEFAULT_LANGUAGE, 'webMessage.loginExpired'), errors: {} };
    }
    return { ok: true, status: r.status, data: { accessToken: d.accessToken, refreshToken: d.refreshToken } };
  });
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
    return this.call<ResponseOf<P, 'get'>>({ method: 'get', path, params: opts.params, query: opts.query }, opts);
  }
  post<P extends PathFor<'post'>>(path: P, body?: BodyOf<P, 'post'>, opts: CallOf<P, 'post'> = {}) {
    return this.call<ResponseOf<P, 'post'>>({ method: 'post', path, params: opts.params, query: opts.query }, { ...opts, body });
  }
  patch<P extends PathFor<'patch'>>(path: P, body?: BodyOf<P, 'patch'>, opts: CallOf<P, 'patch'> = {}) {
    return this.call<ResponseOf<P, 'patch'>>({ method: 'patch', path, params: opts.params, query: opts.query }, { ...opts, body });
  }
  put<P extends PathFor<'put'>>(path: P, body?: BodyOf<P, 'put'>, opts: CallOf<P, 'put'> = {}) {
    return this.call<ResponseOf<P, 'put'>>({ method: 'put', path, params: opts.params, query: opts.query }, { ...opts, body });
  }
  del<P extends PathFor<'delete'>>(path: P, opts: CallOf<P, 'delete'> = {}) {
    return this.call<ResponseOf<P, 'delete'>>({ method: 'delete', path, params: opts.params, query: opts.query }, opts);
  }

  /**
   * Calls the API. With `auth` (the default) a visitor without a session is sent to sign in, and
   * an expired session is refreshed once; if that fails the member is signed out and sent to
   * sign in (the thrown redirect says 'Your login has expired.').
   */
  private async call<T>(target: Target, opts: CallOptions = {}): Promise<ApiResult<T>> {
    const auth = opts.auth ?? true;
    opts = { lang: this.lang, requestId: this.requestId, ...opts };
    if (!auth) return (await rawCall(target, { ...opts, ip: this.ip })) as ApiResult<T>;

    if (!this.signedIn) throw redirect(loginUrl(pathOf(this.request)));
    const first = await rawCall(target, { ...opts, token: this.session.get('accessToken'), ip: this.ip });
    if (first.ok || first.status !== 401) return first as ApiResult<T>;

    const refreshed = await refreshOnce(this.session.get('refreshToken') as string, this.ip);
    if (!refreshed.ok) {
      if (refreshed.status === 0) return refreshed;
      throw await this.expired();
    }
    this.session.set('accessToken', refreshed.data.accessToken);
    this.session.set('refreshToken', refreshed.data.refreshToken);
    this.changed = true;
    const second = await rawCall(target, { ...opts, token: refreshed.data.accessToken, ip: this.ip });
    if (!second.ok && second.status === 401) throw await this.expired();
    return second as ApiResult<T>;
  }

  /**
   * A binary answer of the API (a document image, a PDF) at `path` (with its query) as the raw
   * response, with the member's token. On a 401 the session is renewed through an ordinary call
   * (which signs the member out when it cannot) and the request is tried once more. Null when the
   * API cannot be reached.
   */
  async binary(path: string, accept: string): Promise<Response | null> {
    const go = (token: unknown) => {
      const headers: Record<string, string> = { Accept: accept, 'Accept-Language': this.lang };
      if (typeof token === 'string') headers.Authorization = `Bearer ${token}`;
      if (this.ip) headers['X-Forwarded-For'] = this.ip;
      return sendToApi(new Request(apiUrl(path), { headers, signal: AbortSignal.timeout(env.API_TIMEOUT_MS) })).catch(() => null);
    };
    let res = await go(this.session.get('accessToken'));
    if (res?.status === 401) {
      await this.get('/member/me');
      res = await go(this.session.get('accessToken'));
    }
    return res;
  }

  /** The redirect to sign in after the session could not be renewed. */
  async expired(): Promise<Response> {
    return redirect(loginUrl(pathOf(this.request)), {
      headers: cookieHeaders(
        await destroyAuthSession(this.session),
        await flashCookie(this.request, notice.warning(t(this.lang, 'webMessage.loginExpired'))),
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
  const target = { method: 'post', path, params: opts.params, query: opts.query } as const;
  return rawCall(target, { ...opts, body, ip: opts.ip ?? null }) as Promise<ApiResult<ResponseOf<P, 'post'>>>;
}

/** A public GET without a session. */
export function publicGet<P extends PathFor<'get'>>(path: P, opts: CallOf<P, 'get'> & { ip?: string | null } = {}) {
  const target = { method: 'get', path, params: opts.params, query: opts.query } as const;
  return rawCall(target, { ...opts, ip: opts.ip ?? null }) as Promise<ApiResult<ResponseOf<P, 'get'>>>;
}

/**
 * A GET of the API's dev tools (/dev/*, outside production), which the contract leaves out: the
 * one untyped path, with the same failures as any call.
 */
export async function devGet(path: `/dev/${string}`, query: Record<string, string>, ip: string | null): Promise<ApiResult<unknown>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (ip) headers['X-Forwarded-For'] = ip;
  try {
    const res = await sendToApi(new Request(apiUrl(`${path}?${new URLSearchParams(query)}`), { headers, signal: AbortSignal.timeout(env.API_TIMEOUT_MS) }));
    const data: unknown = await res.json().catch(() => null);
    return res.ok ? { ok: true, status: res.status, data } : failure(res.status, data, DEFAULT_LANGUAGE);
  } catch {
    return { ok: false, status: 0, message: t(DEFAULT_LANGUAGE, 'webMessage.noServerResponse'), errors: {} };
  }
}
