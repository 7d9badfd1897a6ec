// The compliance officer's console (/compliance, docs/aml.md) through the built server against a
// stub API (test/routes/harness.ts): compliance officers only (anyone else signed in gets 403), the
// case queue, a case side by side with its decisions (a reason beside the field when refused), the
// list upload and the designation form, in both languages.
import { describe, expect, it } from '@jest/globals';
import { t } from '@halimbawa/domain';
import type { ResponseOf } from '~/lib/api/contract';
import { refusal, routeTests, type Browser } from './harness';
import { checker, officer } from './console.fixtures';

const web = routeTests();
const CASE_ID = '0d9a7c55-0000-4000-8000-0000000000d1';
const REPORT_ID = '0d9a7c55-0000-4000-8000-0000000000a1';
const MEMBER_ID = '6f1c2b9e-0000-4000-8000-0000000000b1';

type Report = ResponseOf<'/compliance/reports/{id}', 'get'>;
const reportDto = (overrides: Partial<Report> = {}): Report => ({
  id: REPORT_ID,
  kind: 'CTR',
  memberId: MEMBER_ID,
  memberName: 'Juan dela Cruz',
  transactionKind: 'DISBURSEMENT',
  amountPhp: 75_000_000,
  occurredOn: '2026-06-08',
  dueOn: '2026-06-16',
  overdue: false,
  reasonCodes: [],
  narrative: null,
  caseId: null,
  draftedBy: null,
  createdAt: '2026-06-08T02:00:00.000Z',
  filedReference: null,
  filedBy: null,
  filedAt: null,
  ...overrides,
});

async function compliance(lang: 'en' | 'fil' = 'en'): Promise<Browser> {
  const browser = web.browser(lang);
  await browser.signedIn(checker, ['COMPLIANCE']);
  return browser;
}

type Case = ResponseOf<'/compliance/cases/{id}', 'get'>;
const caseDto = (overrides: Partial<Case> = {}): Case => ({
  id: CASE_ID,
  status: 'OPEN',
  score: 100,
  memberId: '6f1c2b9e-0000-4000-8000-0000000000b1',
  memberName: 'Ramon Esteban Villafuerte',
  matchedName: 'RAMÓN ESTÉBAN VILLAFUERTE',
  trigger: 'SIGNUP',
  openedAt: '2026-11-20T02:00:00.000Z',
  memberBirthDate: '1971-03-14',
  memberNationality: 'Filipino',
  member: { id: '6f1c2b9e-0000-4000-8000-0000000000b1', fullName: 'Ramon Esteban Villafuerte', names: ['Villafuerte, Ramon Esteban', 'Ramon Esteban Villafuerte'], birthDate: '1971-03-14', nationality: 'Filipino', frozenAt: null },
  entry: {
    id: '0d9a7c55-0000-4000-8000-0000000000e1',
    source: 'UN',
    ref: '9900001',
    kind: 'INDIVIDUAL',
    name: 'RAMÓN ESTÉBAN VILLAFUERTE',
    aliases: [{ quality: 'LOW', name: 'Kumander Estéban' }],
    birthDates: [{ type: 'EXACT', date: '1971-03-14', year: null, fromYear: null, toYear: null }],
    nationalities: ['Philippines'],
    documents: [],
    referenceNumber: 'FXi.001',
    listedOn: '2020-02-14',
    basis: 'Fixture',
    removed: false,
  },
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  confirmWaiting: false,
  confirmMine: false,
  ...overrides,
});
type Version = ResponseOf<'/compliance/lists/un', 'post'>;
const version: Version = { id: '0d9a7c55-0000-4000-8000-0000000000f1', source: 'UN', origin: 'UPLOAD', generatedAt: '2026-11-20T00:00:00.000Z', entries: 4, added: 1, removed: 0, changed: 0, importedAt: '2026-11-21T02:00:00.000Z', screenedAt: null };

describe('who may open /compliance', () => {
  it('answers a loan officer, an admin and a member with 403 on every page and form, asking the API for nothing of it', async () => {
    for (const roles of [['LOAN_OFFICER'], ['ADMIN'], ['MEMBER']] as const) {
      const browser = web.browser('fil');
      await browser.signedIn(officer, [...roles]);
      for (const path of ['/compliance', `/compliance/cases/${CASE_ID}`, '/compliance/lists', '/compliance/reports', `/compliance/reports/${REPORT_ID}`, '/compliance/reports/export', '/compliance/members', `/compliance/members/${MEMBER_ID}`]) {
        const page = await browser.get(path);
        expect([roles[0], path, page.status]).toEqual([roles[0], path, 403]);
        expect(page.text).toContain(t('fil', 'compliance.forbidden'));
      }
      expect((await browser.submit(`/compliance/cases/${CASE_ID}`, { intent: 'clear', reason: 'Not them at all.' }, { from: '/about' })).status).toBe(403);
      expect((await browser.submit(`/compliance/reports/${REPORT_ID}`, { reference: 'AMLC-1' }, { from: '/about' })).status).toBe(403);
      expect((await browser.submit(`/compliance/members/${MEMBER_ID}`, { reasonCodes: 'SI1', narrative: 'Twenty characters or more here.' }, { from: '/about' })).status).toBe(403);
    }
    expect(web.api.all().filter((c) => c.path.startsWith('/compliance'))).toEqual([]);
  }, 30_000);

  it('sends a visitor to sign in', async () => {
    const page = await web.browser().get('/compliance');
    expect([page.status, page.location]).toEqual([302, `/login?redirectTo=${encodeURIComponent('/compliance')}`]);
  });
});

describe('/compliance (the cases)', () => {
  it('lists the open cases with a link to each, in Filipino, and passes the status filter on', async () => {
    web.api.on('get', '/compliance/reports', () => ({ body: { overdue: [], reports: [], nextCursor: null } }));
    web.api.on('get', '/compliance/cases', () => ({ body: { cases: [caseDto()], nextCursor: null } }));
    const browser = await compliance('fil');
    const page = await browser.get('/compliance?status=CLEARED');
    expect(page.status).toBe(200);
    expect(page.text).toContain(t('fil', 'compliance.casesIntro'));
    expect(page.body).toContain(`href="/compliance/cases/${CASE_ID}"`);
    expect(page.text).toContain(t('fil', 'compliance.triggerSIGNUP'));
    expect(web.api.calls('get', '/compliance/cases')[0].query).toEqual({ status: 'CLEARED' });
  });
});

describe('/compliance/cases/:id', () => {
  it('shows the member and the list entry side by side, and both decisions', async () => {
    web.api.on('get', '/compliance/cases/{id}', () => ({ body: caseDto() }));
    const page = await (await compliance()).get(`/compliance/cases/${CASE_ID}`);
    expect(page.status).toBe(200);
    for (const text of ['Villafuerte, Ramon Esteban', 'RAMÓN ESTÉBAN VILLAFUERTE', t('en', 'compliance.aliasLow', { name: 'Kumander Estéban' }), 'Philippines', 'UN 9900001', t('en', 'compliance.clear'), t('en', 'compliance.confirm')]) {
      expect(page.text).toContain(text);
    }
  });

  it('clears a case with its reason and comes back with the notice; a refused reason is shown beside the field, in Filipino, with what was typed', async () => {
    web.api.on('get', '/compliance/cases/{id}', () => ({ body: caseDto() }));
    web.api.on('post', '/compliance/cases/{id}/clear', (call) => (call.body?.reason === 'No' ? refusal(400, { reason: 'apiSanctions.reason' }) : { body: caseDto({ status: 'CLEARED' }) }));
    const browser = await compliance('fil');
    const refused = await browser.submit(`/compliance/cases/${CASE_ID}`, { intent: 'clear', reason: 'No' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(t('fil', 'apiSanctions.reason'));
    expect(refused.body).toContain('>No</textarea>');
    const page = await browser.submit(`/compliance/cases/${CASE_ID}`, { intent: 'clear', reason: 'Born fourteen years later.' });
    expect([page.status, page.location]).toEqual([302, `/compliance/cases/${CASE_ID}`]);
    expect(web.api.calls('post', '/compliance/cases/{id}/clear').map((c) => c.body)).toEqual([{ reason: 'No' }, { reason: 'Born fourteen years later.' }]);
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'compliance.cleared'));
  });

  it("asks for a confirmation, and lets a second compliance officer check a colleague's, but not their own", async () => {
    web.api.on('post', '/compliance/cases/{id}/confirm', () => ({ body: caseDto({ confirmWaiting: true, confirmMine: true }) }));
    web.api.on('post', '/compliance/cases/{id}/confirm/check', () => ({ body: caseDto({ status: 'CONFIRMED' }) }));
    let mine = false;
    web.api.on('get', '/compliance/cases/{id}', () => ({ body: caseDto({ confirmWaiting: true, confirmMine: mine, decisionReason: 'Same person.' }) }));
    const browser = await compliance();
    mine = true;
    const asked = await browser.submit(`/compliance/cases/${CASE_ID}`, { intent: 'confirm', reason: 'Same person.' });
    expect([asked.status, asked.location]).toEqual([302, `/compliance/cases/${CASE_ID}`]);
    expect(web.api.calls('post', '/compliance/cases/{id}/confirm')[0].body).toEqual({ reason: 'Same person.' });
    const waiting = await browser.follow(asked);
    expect(waiting.alerts('status')).toContain(t('en', 'compliance.confirmAsked'));
    expect(waiting.text).toContain(t('en', 'compliance.confirmWaiting'));
    expect(waiting.text).not.toContain(t('en', 'compliance.confirmCheck'));
    mine = false;
    const page = await browser.submit(`/compliance/cases/${CASE_ID}`, { intent: 'check' });
    expect([page.status, page.location]).toEqual([302, `/compliance/cases/${CASE_ID}`]);
    expect(web.api.calls('post', '/compliance/cases/{id}/confirm/check')).toHaveLength(1);
    expect((await browser.follow(page)).alerts('status')).toContain(t('en', 'compliance.confirmed'));
  });
});

describe('/compliance/lists', () => {
  const versions = () => web.api.on('get', '/compliance/lists', () => ({ body: { versions: [version], nextCursor: null } }));

  /** Posts the upload form as a browser does with a file chosen. */
  async function upload(browser: Browser, xml: string) {
    const form = await browser.get('/compliance/lists');
    const body = new FormData();
    body.append('csrf', form.csrf ?? '');
    body.append('intent', 'upload');
    body.append('file', new Blob([xml], { type: 'application/xml' }), 'consolidated.xml');
    return browser.request('POST', '/compliance/lists', { headers: { Origin: new URL(web.url).origin }, body });
  }

  it('lists the versions with their counts, and imports an uploaded list: the file text to the API, back with the counts', async () => {
    versions();
    web.api.on('post', '/compliance/lists/un', () => ({ status: 201, body: version }));
    const browser = await compliance('fil');
    expect((await browser.get('/compliance/lists')).text).toContain(t('fil', 'compliance.originUPLOAD'));
    const page = await upload(browser, '<CONSOLIDATED_LIST/>');
    expect([page.status, page.location]).toEqual([302, '/compliance/lists']);
    expect(web.api.calls('post', '/compliance/lists/un')[0].body).toEqual({ filename: 'consolidated.xml', xml: '<CONSOLIDATED_LIST/>' });
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'compliance.imported', { added: 1, removed: 0, changed: 0 }));
  });

  it("shows the API's refusal of the file beside the file field, in the page's language", async () => {
    versions();
    web.api.on('post', '/compliance/lists/un', () => refusal(400, { xml: { code: 'apiSanctions.listNotXml', params: { line: 3 } } }));
    const page = await upload(await compliance('fil'), '<CONSOLIDATED_LIST>');
    expect(page.status).toBe(400);
    expect(page.text).toContain(t('fil', 'apiSanctions.listNotXml', { line: 3 }));
  });

  it('adds a designation: the aliases one per line, empty fields left out; a refusal beside its field keeps what was typed', async () => {
    versions();
    web.api.on('post', '/compliance/designations', (call) => (call.body?.source === 'x' ? refusal(400, { source: 'apiSanctions.designationSource' }) : { status: 201, body: { ...version, source: 'ATC' as const, origin: 'MANUAL' as const } }));
    const browser = await compliance();
    const refused = await browser.submit('/compliance/lists', { intent: 'designate', name: 'Crisanto Dimaculangan', aliases: '', birthDate: '', nationality: '', source: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(t('en', 'apiSanctions.designationSource'));
    expect(refused.body).toContain('value="Crisanto Dimaculangan"');
    const page = await browser.submit('/compliance/lists', { intent: 'designate', name: 'Crisanto Dimaculangan', aliases: 'C. Dimaculangan\r\n\r\nKa Santo', birthDate: '1979-02-02', nationality: '', source: 'ATC Resolution No. 99' });
    expect([page.status, page.location]).toEqual([302, '/compliance/lists']);
    expect(web.api.calls('post', '/compliance/designations')[1].body).toEqual({ name: 'Crisanto Dimaculangan', source: 'ATC Resolution No. 99', aliases: ['C. Dimaculangan', 'Ka Santo'], birthDate: '1979-02-02' });
  });
});

describe('the transaction reports', () => {
  it('puts the overdue reports at the top of /compliance, before the cases', async () => {
    const overdue = reportDto({ overdue: true });
    web.api.on('get', '/compliance/reports', () => ({ body: { overdue: [overdue], reports: [], nextCursor: null } }));
    web.api.on('get', '/compliance/cases', () => ({ body: { cases: [caseDto()], nextCursor: null } }));
    const page = await (await compliance('fil')).get('/compliance');
    expect(page.status).toBe(200);
    const overdueAt = page.body.indexOf(`href="/compliance/reports/${REPORT_ID}"`);
    expect(overdueAt).toBeGreaterThan(0);
    expect(overdueAt).toBeLessThan(page.body.indexOf(`href="/compliance/cases/${CASE_ID}"`));
    expect(page.text).toContain(t('fil', 'compliance.overdueBadge'));
    web.api.on('get', '/compliance/reports', () => ({ body: { overdue: [], reports: [], nextCursor: null } }));
    expect((await (await compliance('en')).get('/compliance')).alerts('status')).toContain(t('en', 'compliance.overdueNone'));
  });

  it('lists the reports, the overdue ones first, with the kind filter passed on and the export form', async () => {
    const late = reportDto({ id: '0d9a7c55-0000-4000-8000-0000000000a2', overdue: true });
    const filed = reportDto({ filedReference: 'AMLC-2026-000123', filedAt: '2026-06-10T02:00:00.000Z', filedBy: checker.id });
    web.api.on('get', '/compliance/reports', () => ({ body: { overdue: [late], reports: [filed], nextCursor: null } }));
    const page = await (await compliance('en')).get('/compliance/reports?kind=CTR');
    expect(page.status).toBe(200);
    expect(web.api.calls('get', '/compliance/reports')[0].query).toEqual({ kind: 'CTR' });
    expect(page.body.indexOf(late.id)).toBeLessThan(page.body.indexOf(`/compliance/reports/${REPORT_ID}"`));
    expect(page.text).toContain('PHP 750,000.00');
    expect(page.text).toContain('AMLC-2026-000123');
    expect(page.body).toContain('action="/compliance/reports/export"');
  });

  it('passes the export through as a download, with the kind and the period', async () => {
    const CSV = 'H,HLC,Halimbawa,2026-06-30,0\r\nRECORD,REPORT_TYPE\r\nT,0,0.00\r\n';
    web.api.on('get', '/compliance/reports/export', () => ({ raw: CSV, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="CTR-2026-06-30.csv"' } }));
    const page = await (await compliance()).get('/compliance/reports/export?kind=CTR&from=2026-06-01&to=2026-06-30&evil=1');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Disposition')).toBe('attachment; filename="CTR-2026-06-30.csv"');
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.body).toBe(CSV);
    expect(web.api.calls('get', '/compliance/reports/export')[0].query).toEqual({ kind: 'CTR', from: '2026-06-01', to: '2026-06-30' });
  });

  it('marks a report filed with its reference; a refused reference is shown beside the field with what was typed', async () => {
    web.api.on('get', '/compliance/reports/{id}', () => ({ body: reportDto() }));
    web.api.on('post', '/compliance/reports/{id}/file', (call) => (call.body?.reference === 'x' ? refusal(400, { reference: 'apiAml.filedReference' }) : { body: reportDto({ filedReference: 'AMLC-1', filedAt: '2026-06-10T02:00:00.000Z' }) }));
    const browser = await compliance('fil');
    const page = await browser.get(`/compliance/reports/${REPORT_ID}`);
    expect(page.text).toContain(t('fil', 'compliance.fileTitle'));
    const refused = await browser.submit(`/compliance/reports/${REPORT_ID}`, { reference: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.field('reference')).toMatchObject({ value: 'x', error: t('fil', 'apiAml.filedReference') });
    const done = await browser.submit(`/compliance/reports/${REPORT_ID}`, { reference: 'AMLC-1' });
    expect([done.status, done.location]).toEqual([302, `/compliance/reports/${REPORT_ID}`]);
    expect(web.api.calls('post', '/compliance/reports/{id}/file').map((c) => c.body)).toEqual([{ reference: 'x' }, { reference: 'AMLC-1' }]);
    expect((await browser.follow(done)).alerts('status')).toContain(t('fil', 'compliance.fileDone'));
  });

  it("drafts a suspicious transaction report from the member's page with the ticked reasons; a refusal keeps them and the narrative", async () => {
    web.api.on('get', '/compliance/members/{memberId}', () => ({ body: { id: MEMBER_ID, fullName: 'Juan dela Cruz', legalName: 'Juan Santos Dela Cruz', phoneNumber: '+639171234567', birthDate: '1990-01-31', nationality: 'Filipino' } }));
    web.api.on('get', '/compliance/reports', () => ({ body: { overdue: [], reports: [reportDto()], nextCursor: null } }));
    web.api.on('post', '/compliance/members/{memberId}/suspicious-reports', (call) =>
      String(call.body?.narrative ?? '').length < 20 ? refusal(400, { narrative: 'apiAml.narrative' }) : { status: 201, body: reportDto({ kind: 'STR', transactionKind: null, amountPhp: null, reasonCodes: ['SI3'], narrative: String(call.body?.narrative) }) },
    );
    const browser = await compliance('en');
    const page = await browser.get(`/compliance/members/${MEMBER_ID}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Juan Santos Dela Cruz');
    expect(web.api.calls('get', '/compliance/reports')[0].query).toEqual({ memberId: MEMBER_ID });
    const refused = await browser.submit(`/compliance/members/${MEMBER_ID}`, { reasonCodes: ['SI3', 'SI5'], narrative: 'Too short' });
    expect(refused.status).toBe(400);
    expect(refused.field('narrative')).toMatchObject({ value: 'Too short', error: t('en', 'apiAml.narrative') });
    expect(refused.body).toMatch(/id="reason-SI3"[^>]*checked/);
    expect(refused.body).not.toMatch(/id="reason-SI1"[^>]*checked/);
    const done = await browser.submit(`/compliance/members/${MEMBER_ID}`, { reasonCodes: ['SI3'], narrative: 'Repaid far above the declared income.' });
    expect([done.status, done.location]).toEqual([302, `/compliance/members/${MEMBER_ID}`]);
    expect(web.api.calls('post', '/compliance/members/{memberId}/suspicious-reports').map((c) => c.body)).toEqual([
      { reasonCodes: ['SI3', 'SI5'], narrative: 'Too short' },
      { reasonCodes: ['SI3'], narrative: 'Repaid far above the declared income.' },
    ]);
  });

  it('finds members by name or phone and links to their page', async () => {
    web.api.on('get', '/compliance/members', () => ({ body: { members: [{ id: MEMBER_ID, fullName: 'Juan dela Cruz', legalName: '', phoneNumber: '+639171234567', birthDate: null, nationality: null }] } }));
    const page = await (await compliance('fil')).get('/compliance/members?q=dela');
    expect(page.status).toBe(200);
    expect(web.api.calls('get', '/compliance/members')[0].query).toEqual({ q: 'dela' });
    expect(page.body).toContain(`href="/compliance/members/${MEMBER_ID}"`);
  });
});
