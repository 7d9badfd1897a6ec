// Provisioning and write-off in the console through the built server against a stub API
// (test/routes/harness.ts): the allowance by stage (/officer/provisioning), the rates an admin
// proposes (/admin/provisioning, four eyes), and a loan's write-off proposed on its page with a
// reason and checked in the approvals; refusals beside their fields in the page's language.
import { describe, expect, it } from '@jest/globals';
import { t } from '@halimbawa/domain';
import type { ResponseOf } from '~/lib/api/contract';
import { refusal, routeTests, type Browser } from './harness';
import { checker, officer, officerLoanDto, pendingActionDto, writeOffViewDto } from './console.fixtures';

const web = routeTests();
const LOAN = 'HLC-2026-000123';

async function staff(lang: 'en' | 'fil' = 'en', who: typeof officer = officer, roles: ('LOAN_OFFICER' | 'ADMIN')[] = ['LOAN_OFFICER']): Promise<Browser> {
  const browser = web.browser(lang);
  await browser.signedIn(who, roles);
  return browser;
}

type Allowance = ResponseOf<'/officer/provisioning/allowance', 'get'>;
const allowance = (overrides: Partial<Allowance> = {}): Allowance => ({
  measuredOn: '2027-05-31',
  entryId: '0d9a7c55-0000-4000-8000-0000000000e1',
  stages: [
    { stage: 1, loans: 40, exposure: 600_000_000, rateBp: 100, allowance: 6_000_000 },
    { stage: 2, loans: 3, exposure: 45_000_000, rateBp: 1000, allowance: 4_500_000 },
    { stage: 3, loans: 1, exposure: 15_000_000, rateBp: 5000, allowance: 7_500_000 },
  ],
  total: 18_000_000,
  balance: 18_000_000,
  ...overrides,
});

describe('/officer/provisioning (the allowance by stage)', () => {
  it('shows each stage with its loans, exposure, rate and allowance, and the total, in Filipino; the rates link only to admins', async () => {
    web.api.on('get', '/officer/provisioning/allowance', () => ({ body: allowance() }));
    const page = await (await staff('fil')).get('/officer/provisioning');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'provisioningPage.allowanceTitle'));
    expect(page.text).toContain(t('fil', 'provisioningPage.stage3'));
    expect(page.text).toContain('150,000.00');
    expect(page.text).toContain('50%');
    expect(page.textOf('data-testid', 'allowance-total')).toBe('180,000.00');
    expect(page.body).not.toContain('href="/admin/provisioning"');
    const admin = await (await staff('en', checker, ['LOAN_OFFICER', 'ADMIN'])).get('/officer/provisioning');
    expect(admin.body).toContain('href="/admin/provisioning"');
  });

  it('says so before the first month end is measured', async () => {
    web.api.on('get', '/officer/provisioning/allowance', () => ({ body: allowance({ measuredOn: null, entryId: null, stages: [], total: 0, balance: 0 }) }));
    const page = await (await staff('fil')).get('/officer/provisioning');
    expect(page.alerts('status')).toContain(t('fil', 'provisioningPage.none'));
  });
});

type Rates = ResponseOf<'/admin/provisioning', 'get'>;
const rates = (overrides: Partial<Rates> = {}): Rates => ({
  current: { stage1Bp: 100, stage2Bp: 1000, stage3Bp: 5000 },
  pending: null,
  history: [{ id: '0d9a7c55-0000-4000-8000-0000000000f1', stage1Bp: 100, stage2Bp: 1000, stage3Bp: 5000, effectiveAt: '2026-11-01T02:00:00.000Z', madeBy: null, checkedBy: null }],
  nextCursor: null,
  ...overrides,
});

describe('/admin/provisioning (the rates, four eyes)', () => {
  const admin = () => staff('fil', checker, ['ADMIN']);

  it('answers a loan officer with the ordinary 404, asking the API nothing', async () => {
    expect((await (await staff()).get('/admin/provisioning')).status).toBe(404);
    expect(web.api.all().map((c) => c.path)).not.toContain('/admin/provisioning');
  });

  it('shows the rates in force in the form and a change waiting for its check', async () => {
    web.api.on('get', '/admin/provisioning', () => ({ body: rates({ pending: pendingActionDto({ kind: 'provisioning.rates' }) }) }));
    const page = await (await admin()).get('/admin/provisioning');
    expect(page.status).toBe(200);
    expect(page.field('stage3Bp').value).toBe('5000');
    expect(page.alerts('status')).toContain(t('fil', 'provisioningPage.pending'));
    expect(page.text).toContain(t('fil', 'provisioningPage.firstRates'));
  });

  it('sends the rates as numbers and comes back with the notice', async () => {
    web.api.on('get', '/admin/provisioning', () => ({ body: rates() }));
    web.api.on('post', '/admin/provisioning', () => ({ status: 202, body: rates() }));
    const browser = await admin();
    const page = await browser.submit('/admin/provisioning', { stage1Bp: '150', stage2Bp: '1200', stage3Bp: '6000' });
    expect([page.status, page.location]).toEqual([302, '/admin/provisioning']);
    expect(web.api.calls('post', '/admin/provisioning')[0].body).toEqual({ stage1Bp: 150, stage2Bp: 1200, stage3Bp: 6000 });
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'provisioningPage.sent'));
  });

  it("shows the API's refusals beside their fields in Filipino, keeping what was typed", async () => {
    web.api.on('get', '/admin/provisioning', () => ({ body: rates() }));
    web.api.on('post', '/admin/provisioning', () => refusal(400, { stage2Bp: 'apiProvisioning.rising', stage3Bp: 'apiProvisioning.rate' }));
    const page = await (await admin()).submit('/admin/provisioning', { stage1Bp: '500', stage2Bp: '100', stage3Bp: 'lots' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ stage2Bp: t('fil', 'apiProvisioning.rising'), stage3Bp: t('fil', 'apiProvisioning.rate') });
    expect(page.field('stage3Bp').value).toBe('lots');
    expect(page.field('stage1Bp').value).toBe('500');
    expect(web.api.calls('post', '/admin/provisioning')[0].body).toEqual({ stage1Bp: 500, stage2Bp: 100, stage3Bp: -1 });
  });
});

describe("a loan's write-off on /officer/loans/:loanNumber", () => {
  const running = (view = writeOffViewDto()) => {
    web.api.on('get', '/officer/loan-approval-reasons', () => ({ body: { reasons: [], nextCursor: null } }));
    web.api.on('get', '/officer/loan-reject-reasons', () => ({ body: { reasons: [], nextCursor: null } }));
    web.api.on('get', '/officer/payments', () => ({ body: { payments: [], nextCursor: null } }));
    web.api.on('get', '/officer/loans/{loanNumber}', () => ({ body: officerLoanDto({ status: 'OVERDUE', disbursedAt: '2027-01-15T02:00:00.000Z' }) }));
    web.api.on('get', '/officer/loans/{loanNumber}/write-off', () => ({ body: view }));
  };

  it('offers the write-off of a running loan with what it owes on the books, in Filipino; not for a loan not disbursed', async () => {
    running();
    const page = await (await staff('fil')).get(`/officer/loans/${LOAN}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(t('fil', 'provisioningPage.writeOffTitle'));
    expect(page.text).toContain('PHP 150,257.50');
    expect(page.has('reason')).toBe(true);
    web.api.on('get', '/officer/loans/{loanNumber}', () => ({ body: officerLoanDto() }));
    const applied = await (await staff('fil')).get(`/officer/loans/${LOAN}`);
    expect(applied.textOf('data-testid', 'write-off')).toBeNull();
    expect(web.api.calls('get', '/officer/loans/{loanNumber}/write-off')).toHaveLength(1);
  });

  it('proposes it with the reason and comes back to the loan with the notice', async () => {
    running();
    web.api.on('post', '/officer/loans/{loanNumber}/write-off', () => ({ status: 202, body: { message: 'Write-off requested.', action: pendingActionDto({ kind: 'loan.write-off' }) } }));
    const browser = await staff('fil');
    const page = await browser.submit(`/officer/loans/${LOAN}`, { intent: 'write-off', reason: 'Unreachable since February.' });
    expect([page.status, page.location]).toEqual([302, `/officer/loans/${LOAN}`]);
    expect(web.api.calls('post', '/officer/loans/{loanNumber}/write-off')[0].body).toEqual({ reason: 'Unreachable since February.' });
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'apiWriteOffs.requested'));
  });

  it('shows a refused reason beside the field in Filipino, and a refusal about the loan above the form, keeping what was typed', async () => {
    running();
    web.api.on('post', '/officer/loans/{loanNumber}/write-off', () => refusal(400, { reason: 'apiWriteOffs.reason' }));
    const page = await (await staff('fil')).submit(`/officer/loans/${LOAN}`, { intent: 'write-off', reason: '   ' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ reason: t('fil', 'apiWriteOffs.reason') });
    web.api.on('post', '/officer/loans/{loanNumber}/write-off', () => refusal(409, {}, 'apiFourEyes.alreadyWaiting'));
    const waiting = await (await staff('fil')).submit(`/officer/loans/${LOAN}`, { intent: 'write-off', reason: 'Gone abroad.' });
    expect(waiting.status).toBe(409);
    expect(waiting.alerts()).toContain(t('fil', 'apiFourEyes.alreadyWaiting'));
    expect(waiting.text).toContain('Gone abroad.');
  });

  it('says when a write-off waits for its check, and once done, what left the books and what was recovered', async () => {
    running(writeOffViewDto({ canWriteOff: false, pending: pendingActionDto({ kind: 'loan.write-off', amount: 15_025_750 }) }));
    const waiting = await (await staff('en')).get(`/officer/loans/${LOAN}`);
    expect(waiting.text).toContain(t('en', 'provisioningPage.waiting', { amount: '150,257.50' }));
    expect(waiting.has('reason')).toBe(false);
    running(
      writeOffViewDto({
        status: 'WRITTEN_OFF',
        canWriteOff: false,
        writtenOff: { reason: 'Unreachable.', amount: 15_025_750, fromAllowance: 7_500_000, recovered: 500_000, madeBy: officer.id, checkedBy: checker.id, writtenOffAt: '2027-06-02T01:00:00.000Z' },
      }),
    );
    const done = await (await staff('fil')).get(`/officer/loans/${LOAN}`);
    expect(done.text).toContain('PHP 150,257.50');
    expect(done.text).toContain('PHP 5,000.00');
    expect(done.text).toContain(t('fil', 'provisioningPage.doneReason', { reason: 'Unreachable.' }));
  });
});

describe('the write-off in the approvals', () => {
  it('names the kind and what changes, in Filipino', async () => {
    const action = pendingActionDto({
      kind: 'loan.write-off',
      about: {
        memberId: pendingActionDto().about!.memberId,
        memberName: 'Juan dela Cruz',
        loanNumber: LOAN,
        changes: [
          { field: 'receivables', before: 'PHP 150,257.50', after: 'PHP 0.00' },
          { field: 'reason', before: null, after: 'Unreachable.' },
        ],
      },
    });
    web.api.on('get', '/officer/four-eyes', () => ({ body: { actions: [action], nextCursor: null } }));
    const page = await (await staff('fil', checker)).get('/officer/approvals');
    expect(page.status).toBe(200);
    expect(page.text).toContain(t('fil', 'consoleMoney.kinds.loanWriteOff'));
    expect(page.text).toContain(t('fil', 'consoleMoney.fields.receivables'));
    expect(page.text).toContain('Unreachable.');
  });
});
