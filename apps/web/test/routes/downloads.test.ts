// The member's files that are not pages, through the built server against a stub API
// (test/routes/harness.ts): /settings/data.json, /settings/data.pdf and /documents/:id. Who may
// fetch them, their status codes, content types and headers (private, never cached, never
// sniffed), what the API is asked, and the API's refusals as short answers in the page's language.
import { describe, expect, it } from '@jest/globals';
import { t } from '@halimbawa/domain';
import type { Schemas } from '@halimbawa/api-client';
import { routeTests, refusal, type Browser } from './harness';

const web = routeTests();

const DOCUMENT_ID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const PDF = Buffer.from('%PDF-1.7\n% route test\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

function memberDataDto(): Schemas['MemberDataDto'] {
  return {
    exportedAt: '2026-11-28T16:30:00.000Z',
    member: { fullName: 'Juan dela Cruz', phoneNumber: '+639171234567' },
    consents: [{ kind: 'TERMS_AND_PRIVACY', version: '2026-10', givenAt: '2026-11-01T02:00:00.000Z' }],
    kyc: { infoState: 'INFO_COMPLETED' },
    loans: [],
    wallet: [],
    withdrawals: [],
    supportRequests: [],
    notifications: [],
  };
}

async function member(lang: 'en' | 'fil' = 'en', infoState: Schemas['InfoState'] = 'INFO_COMPLETED'): Promise<Browser> {
  const browser = web.browser(lang);
  await browser.signedIn({ infoState });
  return browser;
}

/** The headers every private file and every short refusal of one carries. */
function expectPrivate(headers: Headers): void {
  expect(headers.get('Cache-Control')).toBe('private, no-store');
  // What a browser reads: the first value (the server's frame sends one too, so it may come twice).
  expect(headers.get('X-Content-Type-Options')?.split(',')[0].trim()).toBe('nosniff');
}

describe('who may fetch the files', () => {
  it.each(['/settings/data.json', '/settings/data.pdf', `/documents/${DOCUMENT_ID}`])('sends a visitor without a session from %s to sign in, and back after', async (path) => {
    const page = await web.browser().get(path);
    expect([page.status, page.location]).toEqual([302, `/login?redirectTo=${encodeURIComponent(path)}`]);
    expect(web.api.all()).toEqual([]);
  });
});

describe('/settings/data.json', () => {
  it('downloads everything the API holds as a JSON file named for the day of the export, to a member not yet activated too', async () => {
    web.api.on('get', '/member/data', () => ({ body: memberDataDto() }));
    const browser = await member('fil', 'ADDRESS_INFO');
    const file = await browser.get('/settings/data.json');
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(file.headers.get('Content-Disposition')).toBe('attachment; filename="halimbawa-data-2026-11-28.json"');
    expectPrivate(file.headers);
    expect(file.json()).toEqual(memberDataDto());
    expect(web.api.calls('get', '/member/data')[0].member?.infoState).toBe('ADDRESS_INFO');
  });

  it('answers the API\'s refusal as a short text in the page\'s language, with its status; a 5xx as 503', async () => {
    web.api.on('get', '/member/data', () => refusal(429, {}, 'webMessage.tooManyAttempts'));
    const browser = await member('fil');
    const limited = await browser.get('/settings/data.json');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(limited.body).toBe(t('fil', 'webMessage.tooManyAttempts'));

    web.api.on('get', '/member/data', () => ({ status: 500, body: { code: 'x.internal', message: '[api] boom' } }));
    const down = await browser.get('/settings/data.json');
    expect(down.status).toBe(503);
    expectPrivate(down.headers);
  });

  it('renews an expired access token once and sets the renewed session with the file', async () => {
    let first = true;
    web.api.on('get', '/member/data', () => (first ? ((first = false), refusal(401, {}, 'webMessage.loginExpired')) : { body: memberDataDto() }));
    web.api.on('post', '/authmember/refresh', () => ({ body: { accessToken: 'access-renewed', refreshToken: 'refresh-renewed' } }));
    const browser = await member();
    const before = browser.cookies.get('__hl_session');
    const file = await browser.get('/settings/data.json');
    expect(file.status).toBe(200);
    expect(web.api.calls('get', '/member/data').map((c) => c.token)).toEqual([expect.stringMatching(/^access-/), 'access-renewed']);
    expect(browser.cookies.get('__hl_session')).not.toBe(before);
  });
});

describe('/settings/data.pdf', () => {
  it('streams the API\'s PDF in the page\'s language as an attachment, with its SHA-256', async () => {
    const sha = 'ab'.repeat(32);
    web.api.on('get', '/member/data/pdf', () => ({ raw: PDF, headers: { 'Content-Type': 'application/pdf', 'X-Content-SHA256': sha } }));
    const file = await (await member('fil')).get('/settings/data.pdf');
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename="halimbawa-data-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(file.headers.get('X-Content-SHA256')).toBe(sha);
    expectPrivate(file.headers);
    expect(file.body).toBe(PDF.toString());
    const [call] = web.api.calls('get', '/member/data/pdf');
    expect(call.headers['accept-language']).toBe('fil');
    expect(call.headers.accept).toBe('application/pdf');
    expect(call.token).toMatch(/^access-/);
  });

  it('passes the API\'s refusal on with its status; a refusal of the member\'s token is a 404', async () => {
    web.api.on('get', '/member/data/pdf', () => refusal(429, {}, 'apiMemberData.pdfLimited'));
    const browser = await member('fil');
    const limited = await browser.get('/settings/data.pdf');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expectPrivate(limited.headers);

    web.api.on('get', '/member/data/pdf', () => refusal(403, {}, 'webMessage.notAllowed'));
    expect((await browser.get('/settings/data.pdf')).status).toBe(404);
  });

  it('answers 502 in the page\'s language when the API sends something that is not a PDF, and 503 when it fails', async () => {
    web.api.on('get', '/member/data/pdf', () => ({ body: memberDataDto() as never }));
    const browser = await member('fil');
    const wrong = await browser.get('/settings/data.pdf');
    expect(wrong.status).toBe(502);
    expect(wrong.body).toBe(t('fil', 'loans.pdfUnavailable'));

    web.api.on('get', '/member/data/pdf', () => ({ status: 500, body: { code: 'x.internal', message: '[api] boom' } }));
    const down = await browser.get('/settings/data.pdf');
    expect(down.status).toBe(503);
    expect(down.body).toBe(t('fil', 'loans.pdfUnavailable'));
  });
});

describe('/documents/:id', () => {
  it('passes the member\'s own image through, inline and sandboxed, and asks for the thumbnail when the page does', async () => {
    web.api.on('get', '/member/documents/{id}', () => ({ raw: JPEG, headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(JPEG.length) } }));
    const browser = await member();
    const image = await browser.get(`/documents/${DOCUMENT_ID}?size=thumb`);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/jpeg');
    expect(image.headers.get('Content-Disposition')).toBe('inline');
    expect(image.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(image.headers.get('Cache-Control')).toBe('private, no-store');
    expect(image.headers.get('Content-Length')).toBe(String(JPEG.length));
    const [call] = web.api.calls('get', '/member/documents/{id}');
    expect([call.params, call.query, call.token]).toEqual([{ id: DOCUMENT_ID }, { size: 'thumb' }, expect.stringMatching(/^access-/)]);

    await browser.get(`/documents/${DOCUMENT_ID}?size=huge`);
    expect(web.api.calls('get', '/member/documents/{id}')[1].query).toEqual({});
  });

  it('answers 404 in the page\'s language for an id that is not one, before the API', async () => {
    const page = await (await member('fil')).get('/documents/..%2Fofficer%2Fdocuments');
    expect(page.status).toBe(404);
    expect(page.body).toBe(t('fil', 'loans.notFound'));
    // No handler is set, so a call would be recorded under the path as asked.
    expect(web.api.all().filter((c) => c.path.startsWith('/member/documents'))).toEqual([]);
  });

  it('answers the same 404 for another member\'s image, and the API\'s 429 with its Retry-After', async () => {
    web.api.on('get', '/member/documents/{id}', () => refusal(404, {}, 'webMessage.notFound'));
    const browser = await member('fil');
    const other = await browser.get(`/documents/${DOCUMENT_ID}`);
    expect([other.status, other.body]).toEqual([404, t('fil', 'loans.notFound')]);
    expectPrivate(other.headers);

    web.api.on('get', '/member/documents/{id}', () => ({ ...refusal(429, {}, 'webMessage.tooManyAttempts'), headers: { 'Retry-After': '30' } }));
    const busy = await browser.get(`/documents/${DOCUMENT_ID}`);
    expect([busy.status, busy.body, busy.headers.get('Retry-After')]).toEqual([429, t('fil', 'webMessage.tooManyAttempts'), '30']);
  });

  it('never passes on what is not an image (502), and answers 503 when the API fails', async () => {
    web.api.on('get', '/member/documents/{id}', () => ({ raw: Buffer.from('<script>alert(1)</script>'), headers: { 'Content-Type': 'text/html' } }));
    const browser = await member('fil');
    const html = await browser.get(`/documents/${DOCUMENT_ID}`);
    expect([html.status, html.body]).toEqual([502, t('fil', 'loans.imageUnavailable')]);
    expect(html.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');

    web.api.on('get', '/member/documents/{id}', () => ({ status: 500, body: { code: 'x.internal', message: '[api] boom' } }));
    expect((await browser.get(`/documents/${DOCUMENT_ID}`)).status).toBe(503);
  });
});
