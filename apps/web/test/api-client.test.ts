// The web's API client against a fake API: a local HTTP server on 127.0.0.1 that answers as
// apps/api does (on paths of the contract, which the client's types require). Two of them, as two
// API instances behind one web server (API_URL a list). env.server.ts reads API_URL once, at import,
// so the modules are imported after the servers listen.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type ApiServer = typeof import('~/lib/api.server');
type Sessions = typeof import('~/lib/session.server');

/** The tokens the fake API accepts, and the refresh tokens it renews (each into a pair of its own). */
const VALID_ACCESS = new Set(['fresh-access']);
const refreshCalls: string[] = [];

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : {};
}

/** The paths and queries the fake API was asked for. */
const seenUrls: string[] = [];

async function fakeApi(req: IncomingMessage, res: ServerResponse) {
  seenUrls.push(req.url ?? '');
  const token = req.headers.authorization?.replace(/^Bearer /, '');
  switch (`${req.method} ${req.url}`) {
    case 'POST /api/v2/authmember/refresh': {
      const { refreshToken } = await bodyOf(req);
      refreshCalls.push(refreshToken);
      // Slow enough that concurrent refreshes overlap.
      await new Promise((r) => setTimeout(r, 50));
      if (refreshToken.startsWith('revoked')) return send(res, 401, { message: 'Your login has expired.' });
      return send(res, 200, { accessToken: 'fresh-access', refreshToken: `${refreshToken}-next` });
    }
    case 'GET /api/v2/wallet':
      if (!token || !VALID_ACCESS.has(token)) return send(res, 401, { message: 'Please sign in.' });
      return send(res, 200, { token, forwardedFor: req.headers['x-forwarded-for'] ?? null, language: req.headers['accept-language'] ?? null });
    case 'GET /api/v2/loan/contracts':
      return send(res, 500);
    case 'POST /api/v2/withdrawals':
      return send(res, 201, { requestId: req.headers['x-request-id'] ?? null, key: req.headers['idempotency-key'] ?? null });
    case 'POST /api/v2/member/documents': {
      let text = '';
      for await (const chunk of req) text += chunk;
      return send(res, 201, { type: req.headers['content-type'] ?? null, hasFile: text.includes('filename="id.jpg"') && text.includes('JPEGDATA') });
    }
    case 'POST /api/v2/authmember/login':
      return send(res, 403, { code: 'apiAuth.signInCodeSent', message: 'A code went to your phone.' });
    case 'GET /api/v2/availablecurrency':
      return send(res, 503, { message: 'Back at 6 am.' });
    case 'GET /api/v2/site':
      return send(res, 429);
    case 'POST /api/v2/authmember/register':
      return send(res, 400, { code: 'form.checkFields', message: 'Please check the highlighted fields.', errors: { email: { code: 'field.email', message: 'Invalid email format.' }, phoneNumber: ['Taken.', 'Other.'], age: 7 } });
    case 'GET /api/v2/member/dashboard':
      // Headers sent, the body never finished: the call's time limit covers the whole answer.
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.write('{"member":');
    case 'GET /api/v2/member/kyc':
      // The connection drops without an answer, as when the API is unreachable.
      return req.socket.destroy();
    default:
      return send(res, 404, { message: 'Not found.' });
  }
}

/** How many requests each fake API instance answered. */
const answeredBy = [0, 0];
let servers: Server[];
let api: ApiServer;
let sessions: Sessions;

beforeAll(async () => {
  servers = answeredBy.map((_, i) =>
    createServer((req, res) => {
      answeredBy[i] += 1;
      void fakeApi(req, res);
    }),
  );
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  process.env.API_URL = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`).join(', ');
  api = await import('~/lib/api.server');
  sessions = await import('~/lib/session.server');
});
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))));

/** A client for a page request of a member signed in with these tokens. */
async function clientFor(tokens: { accessToken: string; refreshToken: string } | null, url = 'http://web.test/dash?tab=loan', headers: Record<string, string> = {}) {
  const request = new Request(url, { headers });
  const session = await sessions.getAuthSession(request);
  if (tokens) {
    session.set('accessToken', tokens.accessToken);
    session.set('refreshToken', tokens.refreshToken);
  }
  return new api.ApiClient(request, session, '203.0.113.7');
}

/** Runs `call` and answers the Response it throws (a redirect). */
async function thrown(call: () => Promise<unknown>): Promise<Response> {
  try {
    await call();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('ApiClient: the page language', () => {
  const fresh = { accessToken: 'fresh-access', refreshToken: 'r' };
  it.each([
    [{}, 'en'],
    [{ 'Accept-Language': 'tl-PH,en;q=0.5' }, 'fil'],
    [{ 'Accept-Language': 'de-DE' }, 'en'],
    [{ 'Accept-Language': 'fil-PH', Cookie: 'lang=en' }, 'en'],
    [{ Cookie: 'theme=x; lang=fil' }, 'fil'],
  ])('is sent to the API as Accept-Language (request headers %p: %p)', async (headers, expected) => {
    const client = await clientFor(fresh, 'http://web.test/wallet', headers);
    const r = await client.get('/wallet');
    expect(r.ok && (r.data as unknown as { language: string }).language).toBe(expected);
  });
});

describe('ApiClient: an expired access token', () => {
  it('is refreshed once, the call retried with the new token, and the new pair kept in the session cookie', async () => {
    const client = await clientFor({ accessToken: 'expired', refreshToken: 'r-single' });
    const result = await client.get('/wallet');
    expect(result).toEqual({ ok: true, status: 200, data: { token: 'fresh-access', forwardedFor: '203.0.113.7', language: 'en' } });
    expect(refreshCalls.filter((t) => t === 'r-single')).toHaveLength(1);
    expect(client.session.get('accessToken')).toBe('fresh-access');
    expect(client.session.get('refreshToken')).toBe('r-single-next');
    const cookies = await client.cookies();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^__hl_session=/);
  });

  it('is refreshed by one call when several requests find it expired at once', async () => {
    const clients = await Promise.all([1, 2, 3].map(() => clientFor({ accessToken: 'expired', refreshToken: 'r-shared' })));
    const results = await Promise.all(clients.map((c) => c.get('/wallet')));
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(refreshCalls.filter((t) => t === 'r-shared')).toHaveLength(1);
  });

  it('whose refresh is refused signs the member out and sends them to sign in with "Your login has expired."', async () => {
    const client = await clientFor({ accessToken: 'expired', refreshToken: 'revoked-1' });
    const redirect = await thrown(() => client.get('/wallet'));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('Location')).toBe('/login?redirectTo=%2Fdash%3Ftab%3Dloan');
    const setCookies = redirect.headers.getSetCookie();
    const cleared = setCookies.find((c) => c.startsWith('__hl_session='));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    const flash = setCookies.find((c) => c.startsWith('__hl_ui='))!;
    const ui = await sessions.getUiSession(new Request('http://web.test/login', { headers: { Cookie: flash.split(';')[0] } }));
    expect(ui.get('notices')).toEqual([{ tone: 'warning', message: 'Your login has expired.' }]);
  });

  it('sends a visitor without a session to sign in, without calling the API', async () => {
    const before = refreshCalls.length;
    const redirect = await thrown(async () => (await clientFor(null, 'http://web.test/wallet')).get('/wallet'));
    expect(redirect.headers.get('Location')).toBe('/login?redirectTo=%2Fwallet');
    expect(refreshCalls).toHaveLength(before);
  });
});

describe('ApiClient: failures', () => {
  const signedIn = () => clientFor({ accessToken: 'fresh-access', refreshToken: 'r-unused' });

  it("answers 'No Server Response' when the API cannot be reached", async () => {
    expect(await (await signedIn()).get('/member/kyc')).toEqual({ ok: false, status: 0, message: 'No Server Response', errors: {} });
  });

  it("answers 'No Server Response' when the API's answer does not end within the call's time limit", async () => {
    // The stub never finishes this body: without the limit the call would wait for ever.
    expect(await (await signedIn()).get('/member/dashboard', { timeoutMs: 300 })).toEqual({ ok: false, status: 0, message: 'No Server Response', errors: {} });
  });

  it("reads a 5xx without a message as 'No Server Response', and keeps the API's own message", async () => {
    expect(await (await signedIn()).get('/loan/contracts')).toEqual({ ok: false, status: 500, message: 'No Server Response', errors: {} });
    expect(await (await signedIn()).get('/availablecurrency')).toEqual({ ok: false, status: 503, message: 'Back at 6 am.', errors: {} });
  });

  it('gives a 4xx without a message words of its own', async () => {
    expect(await (await signedIn()).get('/site')).toMatchObject({ ok: false, status: 429, message: 'Too many attempts. Please wait a moment and try again.' });
  });

  it('parses the field errors: one message a field (worded from its code), the first of a list, nothing that is not text', async () => {
    expect(await (await signedIn()).post('/authmember/register', { email: 'x' }, { auth: false })).toEqual({
      ok: false,
      status: 400,
      code: 'form.checkFields',
      message: 'Please check the highlighted fields.',
      errors: { email: 'Invalid email format.', phoneNumber: 'Taken.' },
    });
  });
});

describe('ApiClient: path and query parameters', () => {
  it("fills a contract path's parameters and query, encoded", async () => {
    const client = await clientFor({ accessToken: 'fresh-access', refreshToken: 'r' });
    const r = await client.get('/loan/{loanNumber}/disclosure', { params: { loanNumber: 'HLC/1 2' }, query: { format: 'json', skip: undefined } as never });
    expect(r).toMatchObject({ ok: false, status: 404 });
    expect(seenUrls).toContain('/api/v2/loan/HLC%2F1%202/disclosure?format=json');
  });
});

describe('ApiClient: several API instances (API_URL a list)', () => {
  it('takes them in turn, call by call', async () => {
    const before = [...answeredBy];
    const client = await clientFor({ accessToken: 'fresh-access', refreshToken: 'r-turns' });
    for (let i = 0; i < 6; i += 1) expect((await client.get('/wallet')).ok).toBe(true);
    expect(answeredBy.map((n, i) => n - before[i])).toEqual([3, 3]);
  });
});

describe('ApiClient: what a call carries', () => {
  const fresh = { accessToken: 'fresh-access', refreshToken: 'r' };

  it("sends the web request's id as X-Request-Id, so the web's and the API's log lines can be matched", async () => {
    const client = await clientFor(fresh, 'http://web.test/wallet/withdraw/confirm', { 'X-Request-Id': 'web-req-12345678' });
    const r = await client.post('/withdrawals', { amount: '1000' }, { headers: { 'Idempotency-Key': 'key-12345678' } });
    expect(r).toEqual({ ok: true, status: 201, data: { requestId: 'web-req-12345678', key: 'key-12345678' } });
  });

  it.each(['abcdefgh\r\nX-Evil: 1', 'key-\u{1F600}-12345678'])('refuses a header HTTP cannot carry (%j) as the form\'s fault: 400, never "No Server Response"', async (key) => {
    const client = await clientFor(fresh);
    const r = await client.post('/withdrawals', { amount: '1000' }, { headers: { 'Idempotency-Key': key } });
    expect(r).toEqual({ ok: false, status: 400, message: 'The form could not be read. Go back and try again.', errors: {} });
  });

  it('sends a multipart body (a document) with its boundary', async () => {
    const form = new FormData();
    form.set('kind', 'ID_FRONT');
    form.set('file', new File(['JPEGDATA'], 'id.jpg', { type: 'image/jpeg' }));
    const r = await (await clientFor(fresh)).post('/member/documents', undefined, { formData: form });
    expect(r).toMatchObject({ ok: true, status: 201, data: { type: expect.stringMatching(/^multipart\/form-data; boundary=/), hasFile: true } });
  });

  it("keeps a refusal's stable code", async () => {
    const client = await clientFor(null);
    const r = await client.post('/authmember/login', { phoneNumber: '9171234567', password: 'x' }, { auth: false });
    expect(r).toMatchObject({ ok: false, status: 403, errors: {}, code: 'apiAuth.signInCodeSent' });
  });
});
