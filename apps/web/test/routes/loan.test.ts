// The loan's own pages (/loan/:loanNumber/hardship, and the disclosure, contract and statement PDFs)
// through the built server against a stub API (test/routes/harness.ts): the hardship form's refusals
// beside its fields in the page's language, what a refused form keeps and sends, the new schedule's
// signing by code; for the PDFs the status, the content type and the refusals, never a 500.
import { describe, expect, it } from '@jest/globals';
import { formatDate, t } from '@halimbawa/domain';
import { refusal, routeTests, type Browser } from './harness';
import { LOAN_NUMBER, hardshipRequestDto, scheduleVersionDto } from './member.fixtures';
import type { ScheduleVersionView } from '~/lib/api/types';

const web = routeTests();

const HARDSHIP = `/loan/${LOAN_NUMBER}/hardship`;
const REQUEST = { kind: 'RESTRUCTURE', reason: 'Lost my job last month', proposedAmount: '5000' };

/** A member whose loan has these hardship requests and schedule versions. */
async function member(lang: 'en' | 'fil', opts: { requests?: ReturnType<typeof hardshipRequestDto>[]; versions?: ScheduleVersionView[]; signingCodeExpiresAt?: string | null } = {}): Promise<Browser> {
  web.api.on('get', '/loan/{loanNumber}/hardship', () => ({ body: { requests: opts.requests ?? [], nextCursor: null } }));
  web.api.on('get', '/loan/{loanNumber}/schedule-versions', () => ({
    body: { versions: opts.versions ?? [scheduleVersionDto(1)], signingCodeExpiresAt: opts.signingCodeExpiresAt ?? null },
  }));
  const browser = web.browser(lang);
  await browser.signedIn();
  return browser;
}

/** The radio of `kind` that is ticked on the page, or null. */
const tickedKind = (body: string) =>
  (body.match(/<input\b[^>]*name="kind"[^>]*>/g) ?? []).filter((tag) => /\schecked\b/.test(tag)).map((tag) => /value="(\w+)"/.exec(tag)![1])[0] ?? null;

describe('/loan/:loanNumber/hardship', () => {
  it('sends a visitor to sign in, back here after', async () => {
    expect((await web.browser().get(HARDSHIP)).location).toBe(`/login?redirectTo=${encodeURIComponent(HARDSHIP)}`);
  });

  it('shows the form in Filipino with the member\'s requests as the API words them', async () => {
    const browser = await member('fil', { requests: [hardshipRequestDto({ status: 'REJECTED', statusText: '[api] Not approved', rejectionText: '[api] Income too low' })] });
    const page = await browser.get(HARDSHIP);
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'hardship.title'));
    expect(page.text).toContain('[api] Extension: [api] Not approved');
    expect(page.text).toContain(t('fil', 'hardship.notApprovedBecause', { reason: '[api] Income too low' }));
    expect(tickedKind(page.body)).toBe('EXTENSION');
    expect(web.api.calls('get', '/loan/{loanNumber}/hardship')[0].params).toEqual({ loanNumber: LOAN_NUMBER });
  });

  it('answers 404 for a loan the API does not know as the member\'s', async () => {
    web.api.on('get', '/loan/{loanNumber}/hardship', () => refusal(404, {}, 'loan.notFound'));
    web.api.on('get', '/loan/{loanNumber}/schedule-versions', () => refusal(404, {}, 'loan.notFound'));
    const browser = web.browser('fil');
    await browser.signedIn();
    expect((await browser.get('/loan/HLC-2026-999999/hardship')).status).toBe(404);
  });

  it('shows the API\'s refusal beside its field in Filipino, keeping everything typed', async () => {
    const browser = await member('fil');
    web.api.on('post', '/loan/{loanNumber}/hardship', () => refusal(400, { proposedAmount: 'apiHardship.proposedAmount' }));
    const page = await browser.submit(HARDSHIP, { ...REQUEST, proposedAmount: 'lots' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ proposedAmount: t('fil', 'apiHardship.proposedAmount') });
    expect([page.field('reason').value, page.field('proposedAmount').value, tickedKind(page.body)]).toEqual([REQUEST.reason, 'lots', 'RESTRUCTURE']);
    expect(web.api.calls('post', '/loan/{loanNumber}/hardship')[0].body).toEqual({ ...REQUEST, proposedAmount: 'lots' });
  });

  it('shows a refusal of the whole request at the top with its status, the fields kept', async () => {
    const browser = await member('fil');
    web.api.on('post', '/loan/{loanNumber}/hardship', () => refusal(409, {}, 'apiHardship.alreadyOpen'));
    const page = await browser.submit(HARDSHIP, REQUEST);
    expect(page.status).toBe(409);
    expect(page.alerts()).toEqual([t('fil', 'apiHardship.alreadyOpen')]);
    expect(page.field('reason').value).toBe(REQUEST.reason);
  });

  it('sends the request and comes back with the notice in the page\'s language', async () => {
    const browser = await member('fil');
    web.api.on('post', '/loan/{loanNumber}/hardship', () => ({ status: 201, body: hardshipRequestDto({ kind: 'RESTRUCTURE', proposedAmount: 500_000 }) }));
    const page = await browser.submit(HARDSHIP, REQUEST);
    expect([page.status, page.location]).toEqual([302, HARDSHIP]);
    expect((await browser.get(HARDSHIP)).alerts('status')).toEqual([t('fil', 'hardship.sent')]);
  });

  describe('the new schedule\'s signing', () => {
    const versions = [scheduleVersionDto(1), scheduleVersionDto(2, { status: 'PENDING_SIGNATURE', statusText: '[api] Waiting for your signature', signedAt: null, count: 9 })];

    it("shows the new schedule's due dates in the product's date format, in both languages", async () => {
      const rows = ['2027-03-15', '2027-04-15'].map((dueDate, i) => ({ number: i + 2, dueDate, principal: 1_363_637, interest: 75_000, total: 1_438_637, paid: 0 }));
      for (const lang of ['en', 'fil'] as const) {
        const page = await (await member(lang, { versions: [scheduleVersionDto(1), { ...versions[1], rows }] })).get(HARDSHIP);
        for (const r of rows) expect(page.text).toContain(formatDate(r.dueDate, lang));
        expect(page.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      }
    });

    it('asks the API to send the code for the pending version and comes back to the code form', async () => {
      const browser = await member('en', { versions });
      const page = await browser.get(HARDSHIP);
      expect(page.text).toContain(t('en', 'hardship.schedule.title'));
      web.api.on('post', '/loan/{loanNumber}/schedule-versions/{version}/sign/start', () => ({ body: { message: '[api] We sent a code.' } }));
      const sent = await browser.submit(HARDSHIP, { intent: 'start', loanNumber: LOAN_NUMBER, version: '2' });
      expect([sent.status, sent.location]).toEqual([302, `${HARDSHIP}#sign`]);
      expect(web.api.calls('post', '/loan/{loanNumber}/schedule-versions/{version}/sign/start')[0].params).toEqual({ loanNumber: LOAN_NUMBER, version: '2' });
      expect((await browser.get(HARDSHIP)).alerts('status')).toEqual(['[api] We sent a code.']);
    });

    it('shows the API\'s refusal of the code beside it in Filipino, the request form untouched', async () => {
      const browser = await member('fil', { versions, signingCodeExpiresAt: '2026-11-29T08:05:00.000Z' });
      web.api.on('post', '/loan/{loanNumber}/schedule-versions/{version}/sign/finish', () => refusal(400, { code: { code: 'apiAuth.wrongCode', params: { count: 1 } } }));
      const page = await browser.submit(HARDSHIP, { intent: 'finish', loanNumber: LOAN_NUMBER, version: '2', code: '123456' });
      expect(page.status).toBe(400);
      expect(page.fieldErrors()).toEqual({ code: t('fil', 'apiAuth.wrongCode', { count: 1 }) });
      expect(page.field('code').value).toBe('');
      expect(web.api.calls('post', '/loan/{loanNumber}/schedule-versions/{version}/sign/finish')[0].body).toEqual({ code: '123456' });
      expect(web.api.calls('post', '/loan/{loanNumber}/hardship')).toHaveLength(0);
    });

    it('refuses a malformed code without asking the API; signs with a good one', async () => {
      const browser = await member('en', { versions, signingCodeExpiresAt: '2026-11-29T08:05:00.000Z' });
      const local = await browser.submit(HARDSHIP, { intent: 'finish', loanNumber: LOAN_NUMBER, version: '2', code: 'abc' });
      expect(local.status).toBe(400);
      expect(local.field('code').error).toBeTruthy();
      expect(web.api.calls('post', '/loan/{loanNumber}/schedule-versions/{version}/sign/finish')).toHaveLength(0);
      web.api.on('post', '/loan/{loanNumber}/schedule-versions/{version}/sign/finish', () => ({
        body: { message: '[api] You signed the new schedule.', schedule: { versions: [scheduleVersionDto(1, { status: 'SUPERSEDED', inForce: false }), scheduleVersionDto(2, { inForce: true })], signingCodeExpiresAt: null } },
      }));
      const signed = await browser.submit(HARDSHIP, { intent: 'finish', loanNumber: LOAN_NUMBER, version: '2', code: '654321' });
      expect([signed.status, signed.location]).toEqual([302, HARDSHIP]);
    });
  });
});

describe('the loan\'s PDFs', () => {
  const PDF = Buffer.from('%PDF-1.7\n% a small test document\n%%EOF\n');
  const pdfReply = (headers: Record<string, string> = {}) => ({ raw: PDF, headers: { 'Content-Type': 'application/pdf', ...headers } });

  const cases = [
    { page: 'contract.pdf', api: '/loan/{loanNumber}/contract.pdf', disposition: 'attachment', filename: `${LOAN_NUMBER}-contract.pdf` },
    { page: 'disclosure.pdf', api: '/loan/{loanNumber}/disclosure', disposition: 'inline', filename: `${LOAN_NUMBER}-disclosure.pdf` },
    { page: 'statement.pdf', api: '/loan/{loanNumber}/statement.pdf', disposition: 'attachment', filename: `${LOAN_NUMBER}-statement.pdf` },
  ] as const;

  it.each(cases)('/loan/:loanNumber/$page passes the API\'s PDF through, private, never cached', async ({ page: name, api, disposition, filename }) => {
    const sha = 'ab'.repeat(32);
    web.api.on('get', api, () => pdfReply({ 'X-Content-SHA256': sha }));
    const browser = web.browser('fil');
    await browser.signedIn();
    const page = await browser.get(`/loan/${LOAN_NUMBER}/${name}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toBe('application/pdf');
    expect(page.headers.get('Content-Disposition')).toBe(`${disposition}; filename="${filename}"`);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.headers.get('X-Content-SHA256')).toBe(sha);
    expect(page.body).toBe(PDF.toString());
    const [call] = web.api.calls('get', api);
    expect(call).toMatchObject({ params: { loanNumber: LOAN_NUMBER }, token: expect.stringMatching(/^access-/) });
    expect(call.headers['accept-language']).toBe('fil');
    if (name === 'disclosure.pdf') expect(call.query).toEqual({ format: 'pdf' });
  });

  it.each(cases)('/loan/:loanNumber/$page sends a visitor to sign in and refuses a malformed number with 404 without asking the API', async ({ page: name, api }) => {
    expect((await web.browser().get(`/loan/${LOAN_NUMBER}/${name}`)).location).toBe(`/login?redirectTo=${encodeURIComponent(`/loan/${LOAN_NUMBER}/${name}`)}`);
    const browser = web.browser('fil');
    await browser.signedIn();
    const page = await browser.get(`/loan/-x/${name}`);
    expect(page.status).toBe(404);
    expect(page.body).toBe(t('fil', 'loans.notFound'));
    expect(web.api.calls('get', api)).toHaveLength(0);
  });

  it('passes the API\'s 404 on with its message; a 403 is a 404 too', async () => {
    web.api.on('get', '/loan/{loanNumber}/contract.pdf', () => ({ status: 404, body: { code: 'loan.contractNotFound', message: '[api] Contract not found.' } }));
    const browser = web.browser('fil');
    await browser.signedIn();
    const missing = await browser.get(`/loan/${LOAN_NUMBER}/contract.pdf`);
    expect([missing.status, missing.headers.get('Content-Type'), missing.body]).toEqual([404, 'text/plain; charset=utf-8', '[api] Contract not found.']);
    web.api.on('get', '/loan/{loanNumber}/contract.pdf', () => ({ status: 403, body: { code: 'apiErrors.forbidden', message: '[api] forbidden' } }));
    expect((await browser.get(`/loan/${LOAN_NUMBER}/contract.pdf`)).status).toBe(404);
  });

  it('answers 503 in the page\'s language when the API fails, and 502 when it answers something that is not a PDF', async () => {
    web.api.on('get', '/loan/{loanNumber}/statement.pdf', () => ({ status: 500, body: { code: 'apiErrors.somethingWrong', message: '[api] boom' } }));
    const browser = web.browser('fil');
    await browser.signedIn();
    const failed = await browser.get(`/loan/${LOAN_NUMBER}/statement.pdf`);
    expect([failed.status, failed.body]).toEqual([503, t('fil', 'loans.pdfUnavailable')]);
    web.api.on('get', '/loan/{loanNumber}/statement.pdf', () => ({ body: { not: 'a pdf' } }));
    const wrong = await browser.get(`/loan/${LOAN_NUMBER}/statement.pdf`);
    expect([wrong.status, wrong.body]).toEqual([502, t('fil', 'loans.pdfUnavailable')]);
  });
});
