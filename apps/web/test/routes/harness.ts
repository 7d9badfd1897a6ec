// Route tests without a browser (docs/decisions/025-route-tests.md): each test file starts the real
// web server (server.mjs over the build in apps/web/build, as scripts/start.mjs runs it) in a child
// process, against a stub of the API in the test process whose handlers are typed by the generated
// client's contract and which records every call. A `Browser` does what a browser without
// JavaScript does: it keeps cookies, sends its language, GETs a page to read the form's CSRF token
// and POSTs the form with its Origin; redirects are not followed, so a test sees each status and
// Location. A `Page` reads the HTML: a field's value, the refusal beside it, the form's message.
//
//   const web = routeTests();                       // one server per file; the stub is reset per test
//   it('shows the API refusal of the number beside it, in Filipino', async () => {
//     web.api.on('post', '/authmember/login', () => refusal(400, { phoneNumber: 'apiAuth.phoneTaken' }));
//     const page = await web.browser('fil').submit('/login', { phoneNumber: '9171234567', password: 'x' });
//     expect(page.status).toBe(400);
//     expect(page.field('phoneNumber')).toEqual({ value: '9171234567', error: t('fil', 'apiAuth.phoneTaken') });
//     expect(web.api.calls('post', '/authmember/login')[0].body).toMatchObject({ phoneNumber: '9171234567' });
//   });
import { afterAll, beforeAll, beforeEach } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Language, MessageKey } from '@halimbawa/domain';
import type { ApiPath, BodyOf, HttpMethod, PathFor, ResponseOf } from '~/lib/api/contract';
import type { Member } from '~/lib/api/types';

const WEB_ROOT = join(__dirname, '..', '..');
const SERVER_BUNDLE = join(WEB_ROOT, 'build', 'server', 'index.js');
/** The secret the server under test signs cookies with; the test process seals its session cookies with it too. */
const SESSION_SECRET = 'route-tests-session-secret-0123456789abcdef';
const API_PREFIX = '/api/v2';
const START_TIMEOUT_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// The stub API

/** The API's one refusal body (RefusalDto). */
export interface Refusal {
  code: string;
  message: string;
  params?: Record<string, string | number>;
  errors?: Record<string, { code: string; message: string; params?: Record<string, string | number> }>;
}

/** What a handler answers: a status (200 by default), a body, headers. */
export interface Reply<T> {
  status?: number;
  /** JSON, or bytes sent as they are (a PDF, an image: set their Content-Type in `headers`). */
  body?: T | Refusal;
  headers?: Record<string, string>;
  /** Bytes or text sent as they are instead of `body` as JSON (a PDF, a CSV; say its Content-Type in `headers`). */
  raw?: Buffer | string;
}

/** One call the stub received. */
export interface Call<P extends ApiPath = ApiPath, M extends HttpMethod = HttpMethod> {
  method: M;
  path: P;
  /** The path's parameters ({ loanNumber }) by the contract's names. */
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body the web sent (undefined without one). */
  body: BodyOf<P, M> | undefined;
  headers: http.IncomingHttpHeaders;
  /** The Bearer token sent, and the member `signedIn` made it for. */
  token: string | null;
  member: Member | null;
}

type Handler<P extends ApiPath, M extends HttpMethod> = (call: Call<P, M>) => Reply<ResponseOf<P, M>> | Promise<Reply<ResponseOf<P, M>>>;

/**
 * A refusal as the API sends it: `fields` maps a field to its catalogue code (or to a code with
 * params). The messages are deliberately not the catalogue's, so a page that shows the API's
 * words instead of wording the code in its own language fails the test.
 */
export function refusal(
  status: number,
  fields: Record<string, MessageKey | { code: MessageKey; params: Record<string, string | number> }> = {},
  code: MessageKey = 'form.checkFields',
): Reply<never> {
  const errors = Object.fromEntries(
    Object.entries(fields).map(([field, c]) => {
      const { code: fieldCode, params } = typeof c === 'string' ? { code: c, params: undefined } : c;
      return [field, { code: fieldCode, message: `[api] ${fieldCode}`, ...(params ? { params } : {}) }];
    }),
  );
  return { status, body: { code, message: `[api] ${code}`, ...(Object.keys(errors).length ? { errors } : {}) } };
}

interface Route {
  method: HttpMethod;
  path: ApiPath;
  pattern: RegExp;
  names: string[];
  handler: Handler<ApiPath, HttpMethod>;
}

function routeOf<M extends HttpMethod, P extends PathFor<M>>(method: M, path: P, handler: Handler<P, M>): Route {
  const names: string[] = [];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method, path, pattern: new RegExp(`^${source}$`), names, handler: handler as unknown as Handler<ApiPath, HttpMethod> };
}

export class StubApi {
  private routes: Route[] = [];
  private received: Call[] = [];
  private members = new Map<string, Member>();
  private server: http.Server | null = null;

  /** Answers `method path` (the contract's path, e.g. '/loan/{loanNumber}/cancel') with `handler` until the next test. */
  on<M extends HttpMethod, P extends PathFor<M>>(method: M, path: P, handler: Handler<P, M>): void {
    // The newest handler wins, so a test may override one set up before it.
    this.routes.unshift(routeOf(method, path, handler));
  }

  /** The calls to `method path` so far, oldest first. */
  calls<M extends HttpMethod, P extends PathFor<M>>(method: M, path: P): Call<P, M>[] {
    return this.received.filter((c) => c.method === method && c.path === path) as unknown as Call<P, M>[];
  }

  /** Every call so far (paths the stub had no handler for show the path as it was asked). */
  all(): readonly Call[] {
    return this.received;
  }

  /** Forgets the handlers and the calls (before each test). The members signed in stay known. */
  reset(): void {
    this.routes = [];
    this.received = [];
  }

  /** The token pair for `member`: calls with its access token are recorded with the member. */
  tokensFor(member: Member): { accessToken: string; refreshToken: string } {
    const accessToken = `access-${member.id}-${this.members.size}`;
    this.members.set(accessToken, member);
    // GET /member/me answers the member of the token unless a test says otherwise.
    return { accessToken, refreshToken: `refresh-${member.id}` };
  }

  async listen(): Promise<string> {
    this.server = http.createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${API_PREFIX}`;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((done) => this.server?.close(done) ?? done(undefined));
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://stub');
    const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
    const method = (req.method ?? 'GET').toLowerCase() as HttpMethod;
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    let body: unknown;
    try {
      body = raw && (req.headers['content-type'] ?? '').includes('json') ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const route = this.routes.find((r) => r.method === method && r.pattern.test(path)) ?? this.defaultRoute(method, path);
    const match = route?.pattern.exec(path);
    const call: Call = {
      method,
      path: (route?.path ?? path) as ApiPath,
      params: Object.fromEntries((route?.names ?? []).map((name, i) => [name, decodeURIComponent(match![i + 1])])),
      query: Object.fromEntries(url.searchParams),
      body: body as never,
      headers: req.headers,
      token,
      member: (token && this.members.get(token)) || null,
    };
    this.received.push(call);
    // No handler: a 404 refusal, as the API answers a path it does not have (the site and the
    // currencies then fall back to the web's demo values).
    const reply = route ? await route.handler(call) : { status: 404, body: { code: 'webMessage.notFound', message: `[stub] no handler for ${method} ${path}` } };
    const status = reply.status ?? 200;
    res.writeHead(status, { 'Content-Type': 'application/json', ...reply.headers });
    if (reply.raw !== undefined) res.end(reply.raw);
    else res.end(status === 204 || reply.body === undefined ? undefined : JSON.stringify(reply.body));
  }

  /** GET /member/me for a signed-in member, unless a test set its own handler. */
  private defaultRoute(method: HttpMethod, path: string): Route | undefined {
    if (method !== 'get' || path !== '/member/me') return undefined;
    return routeOf('get', '/member/me', (call) => (call.member ? { body: call.member } : refusal(401, {}, 'webMessage.loginExpired')));
  }
}

/** A member as GET /member/me answers it; activated unless `overrides` says otherwise. */
export function memberDto(overrides: Partial<Member> = {}): Member {
  return {
    id: '6f1c2b9e-0000-4000-8000-000000000001',
    phoneNumber: '+639171234567',
    email: 'juan@example.ph',
    fullName: 'Juan dela Cruz',
    roles: ['MEMBER'],
    infoState: 'INFO_COMPLETED',
    employment: { workPlaceCountry: 'PH', workLocation: 'Makati', jobTitle: 'Driver', jobCategory: 'Automotive / Mechanic', monthlyNetIncome: '25000' },
    createdAt: '2026-11-01T02:00:00.000Z',
    closedAt: null,
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Pages

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e] ?? whole;
  });
}

/** The element's visible text: tags and comments out, entities decoded, white space folded. */
function visibleText(html: string): string {
  return decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)) out[m[1]] = decode(m[2] ?? '');
  return out;
}

/** The whole element that starts at `start` (its opening tag), nested elements of its name included. */
function elementAt(html: string, start: number): string {
  const name = /^<([\w-]+)/.exec(html.slice(start))![1];
  const tags = new RegExp(`<(/?)${name}\\b[^>]*?(/?)>`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    if (m[2] === '/' || ['input', 'img', 'meta', 'link', 'br'].includes(name)) {
      if (depth === 0) return m[0];
      continue;
    }
    depth += m[1] === '/' ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return html.slice(start);
}

/** A form field as the page shows it: what it holds and the refusal beside it (linked by aria-describedby). */
export interface Field {
  value: string;
  /** The refusal beside the field, or undefined. */
  error?: string;
  /** For a checkbox or radio: whether it is ticked. */
  checked?: boolean;
}

export class Page {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    /** The body as text (HTML for a page). */
    readonly body: string,
    /** The URL asked for. */
    readonly url: string,
  ) {}

  /** The redirect's target (Location), or null. */
  get location(): string | null {
    return this.headers.get('Location');
  }

  /** The visible text of the body (for a page: every word on it). */
  get text(): string {
    return visibleText(this.body);
  }

  /** The <title>'s text. */
  get title(): string {
    return visibleText(/<title>([\s\S]*?)<\/title>/.exec(this.body)?.[1] ?? '');
  }

  /** The text of the element with this `id` (e.g. 'notices'), or null when there is none. */
  byId(id: string): string | null {
    return this.textOf('id', id);
  }

  /** The text of the first element whose `attribute` is `value` (e.g. 'data-figure', 'instalment'), or null. */
  textOf(attribute: string, value: string): string | null {
    const escaped = value.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    const at = this.body.search(new RegExp(`<[\\w-]+\\b[^>]*\\s${attribute}="${escaped}"`));
    return at < 0 ? null : visibleText(elementAt(this.body, at));
  }

  /** The texts of the alerts (role="alert": a form's message, a warning) and statuses (role="status": a notice). */
  alerts(role: 'alert' | 'status' = 'alert'): string[] {
    return [...this.body.matchAll(new RegExp(`<[\\w-]+\\b[^>]*\\srole="${role}"`, 'g'))].map((m) => visibleText(elementAt(this.body, m.index)));
  }

  /** Whether the page has a field of this name (an input, a select, a textarea). */
  has(name: string): boolean {
    return this.tagOf(name) !== null;
  }

  /** The field named `name`: the first one when several have the name. Throws when the page has none. */
  field(name: string): Field {
    const found = this.tagOf(name);
    if (!found) throw new Error(`${this.url} has no field named "${name}" (status ${this.status})`);
    const { tag, element } = found;
    const attrs = attributes(tag);
    const kind = /^<(\w+)/.exec(tag)![1].toLowerCase();
    let value = attrs.value ?? '';
    if (kind === 'textarea') value = decode(element.replace(/^<textarea[^>]*>/i, '').replace(/<\/textarea>$/i, '')).replace(/^\n/, '');
    if (kind === 'select') value = attributes(/<option\b[^>]*\sselected(?:="[^"]*")?[^>]*>/.exec(element)?.[0] ?? '').value ?? '';
    const out: Field = { value };
    if (attrs.type === 'checkbox' || attrs.type === 'radio') out.checked = 'checked' in attrs;
    const error = (attrs['aria-describedby'] ?? '')
      .split(/\s+/)
      .filter((id) => id.endsWith('-error'))
      .map((id) => this.byId(id))
      .find((e) => e);
    if (error) out.error = error;
    return out;
  }

  /** Every refusal beside a field, by the field's name. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const m of this.body.matchAll(/<(?:input|select|textarea)\b[^>]*\sname="([^"]+)"[^>]*>/g)) {
      const error = this.field(decode(m[1])).error;
      if (error) out[decode(m[1])] = error;
    }
    return out;
  }

  /** The value of the form's hidden CSRF field (what `submit` sends back). */
  get csrf(): string | null {
    return this.has('csrf') ? this.field('csrf').value : null;
  }

  /** The body parsed as JSON. */
  json<T = unknown>(): T {
    return JSON.parse(this.body) as T;
  }

  private tagOf(name: string): { tag: string; element: string } | null {
    const m = new RegExp(`<(?:input|select|textarea)\\b[^>]*\\sname="${name.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}"[^>]*>`).exec(this.body);
    return m ? { tag: m[0], element: elementAt(this.body, m.index) } : null;
  }
}

// ---------------------------------------------------------------------------------------------
// A browser without JavaScript

export interface SubmitOptions {
  /** The page the form is on (GET for its CSRF token); the posted path by default. */
  from?: string;
  /** multipart/form-data instead of application/x-www-form-urlencoded. */
  multipart?: boolean;
  /** Another Origin header (a foreign form), or null to send none. */
  origin?: string | null;
  /** Leave the CSRF field out (or send this one). */
  csrf?: string | null;
}

export class Browser {
  /** Cookies by name, as the server set them. */
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly api: StubApi,
    /** The browser's language (Accept-Language); the language cookie, once set, comes first. */
    readonly lang: Language = 'en',
  ) {}

  /** GET `path` (redirects are not followed). */
  get(path: string, headers: Record<string, string> = {}): Promise<Page> {
    return this.request('GET', path, { headers });
  }

  /** GETs the page the Location of `page` names (one redirect). */
  follow(page: Page): Promise<Page> {
    if (!page.location) throw new Error(`${page.url} answered ${page.status} without a Location`);
    return this.get(page.location);
  }

  /**
   * Fills and posts a form as a browser does: GETs the page it is on (`from`, else `path`) for its
   * CSRF token and cookies, then POSTs `fields` and the token with this site's Origin.
   */
  /** Posts `fields` as the page's form would; a list is a field sent once per value (ticked checkboxes of one name). */
  async submit(path: string, fields: Record<string, string | readonly string[]>, opts: SubmitOptions = {}): Promise<Page> {
    const form = await this.get(opts.from ?? path);
    const csrf = opts.csrf === undefined ? form.csrf : opts.csrf;
    if (opts.csrf === undefined && csrf === null) throw new Error(`${opts.from ?? path} (status ${form.status}) has no form with a CSRF field`);
    const merged: Record<string, string | readonly string[]> = { ...(csrf === null ? {} : { csrf }), ...fields };
    const all = Object.entries(merged).flatMap(([k, v]): [string, string][] => (typeof v === 'string' ? [[k, v]] : v.map((x): [string, string] => [k, x])));
    let body: URLSearchParams | FormData;
    if (opts.multipart) {
      body = new FormData();
      for (const [k, v] of all) body.append(k, v);
    } else {
      body = new URLSearchParams(all);
    }
    const origin = opts.origin === undefined ? new URL(this.base).origin : opts.origin;
    return this.request('POST', path, { headers: origin === null ? {} : { Origin: origin }, body });
  }

  /** Signs `member` in: the session cookie the sign-in form would set, with tokens the stub knows as the member's. */
  async signedIn(member: Partial<Member> = {}, roles?: Member['roles']): Promise<Member> {
    const dto = memberDto({ ...member, ...(roles ? { roles } : {}) });
    const tokens = this.api.tokensFor(dto);
    const { commitAuthSession, getAuthSession } = await sessionStorage();
    const session = await getAuthSession(new Request(this.base));
    session.set('accessToken', tokens.accessToken);
    session.set('refreshToken', tokens.refreshToken);
    session.set('remember', false);
    this.store([await commitAuthSession(session)]);
    return dto;
  }

  async request(method: string, path: string, init: { headers?: Record<string, string>; body?: URLSearchParams | FormData } = {}): Promise<Page> {
    const url = new URL(path, this.base).toString();
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { 'Accept-Language': this.lang === 'fil' ? 'fil-PH,fil;q=0.9' : 'en-PH,en;q=0.9', ...(cookie ? { Cookie: cookie } : {}), ...init.headers },
      body: init.body,
    });
    this.store(res.headers.getSetCookie());
    return new Page(res.status, res.headers, await res.text(), url);
  }

  private store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      const gone = attrs.some((a) => /^max-age=(0|-\d+)$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()));
      if (gone || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The web's own session storage, with the secret the server under test was given. */
async function sessionStorage() {
  process.env.SESSION_SECRET = SESSION_SECRET;
  return import('~/lib/session.server');
}

// ---------------------------------------------------------------------------------------------
// The server under test

export interface WebUnderTest {
  /** The stub API the server calls: set handlers with `on`, read what it got with `calls`. */
  readonly api: StubApi;
  /** The server's base URL (http://127.0.0.1:port). */
  readonly url: string;
  /** A new browser (its own cookies) in this language. */
  browser(lang?: Language): Browser;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = http.createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** Starts server.mjs on a free loopback port against `apiUrl`; resolves once it listens. */
async function startServer(apiUrl: string): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(SERVER_BUNDLE)) {
    throw new Error(`Route tests need the web's build: ${SERVER_BUNDLE} is missing. Run \`npm run build\` (or \`npm run build -w @halimbawa/web\`) first.`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: WEB_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DEV_TOOLS: '1',
      SESSION_SECRET,
      API_URL: apiUrl,
      // A stub that is not there answers at once; a slow call would be the test's own doing.
      API_TIMEOUT_MS: '10000',
      WEB_HOST: '127.0.0.1',
      WEB_PORT: String(port),
      WEB_ACCESS_LOG: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A server left behind by a test run that stopped early would hold its port: it goes with this process.
  const stop = () => child.kill();
  process.once('exit', stop);
  child.once('exit', () => process.off('exit', stop));
  let output = '';
  await new Promise<void>((done, fail) => {
    // Generous for a machine whose cores are busy; it starts in well under a second on a quiet one.
    const timer = setTimeout(() => fail(new Error(`The web server did not say it listened within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('web listening')) {
        clearTimeout(timer);
        done();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The web server stopped (exit ${code}) before it listened:\n${output}`));
    });
  });
  // The server's own errors (a loader that threw) show in the test's output.
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return { url: `http://127.0.0.1:${port}`, child };
}

/**
 * Route tests for one file: starts the stub API and the web server before the file's tests, stops
 * them after, and clears the stub's handlers and calls before each test.
 */
export function routeTests(): WebUnderTest {
  const api = new StubApi();
  let url = '';
  let child: ChildProcess | null = null;
  beforeAll(async () => {
    ({ url, child } = await startServer(await api.listen()));
  }, START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child!.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await api.close();
  });
  beforeEach(() => api.reset());
  return {
    api,
    get url() {
      return url;
    },
    browser: (lang: Language = 'en') => new Browser(url, api, lang),
  };
}
