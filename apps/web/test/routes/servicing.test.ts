// The servicing screens through the built server against a stub API (test/routes/harness.ts): a
// hardship request's review (the new schedule shown before any decision, the proposal posted with the
// page's Idempotency-Key, the second staff member's check from the same preview), a late charge waiver
// asked from a loan, and a payment received recorded by an officer: who may open them, the refusals
// beside their fields with what was typed, the redirects and what was sent, without JavaScript.
import { describe, expect, it } from '@jest/globals';
import { t } from '@halimbawa/domain';
import type { ResponseOf } from '~/lib/api/contract';
import { refusal, routeTests, type Browser } from './harness';
import { ACTION_ID, officer, officerLoanDto, pendingActionDto } from './console.fixtures';

const web = routeTests();

const LOAN = 'HLC-2026-000123';
const HARDSHIP_ID = '0d9a7c55-0000-4000-8000-0000000000a1';
type Preview = ResponseOf<'/officer/hardship/{id}/preview', 'get'>;
type Loan = ReturnType<typeof officerLoanDto>;

async function staff(lang: 'en' | 'fil' = 'en'): Promise<Browser> {
  const browser = web.browser(lang);
  await browser.signedIn(officer, ['LOAN_OFFICER']);
  return browser;
}

const row = (number: number, dueDate: string, principal: number, interest: number, paid = 0) => ({ number, dueDate, principal, interest, total: principal + interest, paid });

function previewDto(over: Partial<Preview> = {}, request: Partial<Preview['request']> = {}): Preview {
  return {
    request: {
      id: HARDSHIP_ID,
      loanNumber: LOAN,
      kind: 'RESTRUCTURE',
      kindText: 'Restructured schedule',
      reason: 'My hours were cut.',
      proposedAmount: 1_500_000,
      dueDate: '2027-02-15',
      status: 'PENDING',
      statusText: 'Waiting for a decision',
      createdAt: '2027-02-01T02:00:00.000Z',
      decidedAt: null,
      rejectionReason: null,
      rejectionText: null,
      waitingActionId: null,
      ...request,
    },
    current: { instalment: 2_575_000, count: 2, totalInterest: 150_000, totalRepay: 5_150_000, eirYearly: 0.102, rows: [row(1, '2027-02-15', 2_500_000, 75_000), row(2, '2027-03-15', 2_500_000, 75_000)] },
    proposed: { instalment: 1_462_500, count: 4, totalInterest: 150_000, totalRepay: 5_150_000, eirYearly: 0.108, rows: [row(1, '2027-02-15', 1_250_000, 37_500), row(2, '2027-03-15', 1_250_000, 37_500), row(3, '2027-04-15', 1_250_000, 37_500), row(4, '2027-05-15', 1_250_000, 37_500)] },
    cannotApprove: null,
    ...over,
  };
}

const runningLoan = (over: Partial<Loan> = {}): Loan => {
  const base = officerLoanDto({ status: 'OVERDUE', disbursedAt: '2027-01-15T02:00:00.000Z' });
  const scheduleRow = base.schedule[0] ?? null;
  return {
    ...base,
    schedule: [
      { ...(scheduleRow ?? {}), number: 1, principal: 2_500_000, interest: 75_000, total: 2_575_000, dueDate: '2027-02-15', paid: 0, paidText: '0.00', lateCharge: 25_750, lateChargeText: '257.50', rebatedInterest: 0, owed: 2_600_750, owedText: '26,007.50', status: 'OVERDUE' } as Loan['schedule'][number],
      { ...(scheduleRow ?? {}), number: 2, principal: 2_500_000, interest: 75_000, total: 2_575_000, dueDate: '2027-03-15', paid: 0, paidText: '0.00', lateCharge: 0, lateChargeText: '0.00', rebatedInterest: 0, owed: 2_575_000, owedText: '25,750.00', status: 'SCHEDULED' } as Loan['schedule'][number],
    ],
    ...over,
  };
};

const PAGES = [`/officer/hardship/${HARDSHIP_ID}`, `/officer/loans/${LOAN}/waive`, '/officer/payments/new'];

describe('who may open the servicing screens', () => {
  it.each(PAGES)('sends a visitor from %s to sign in and asks the API nothing', async (path) => {
    const page = await web.browser().get(path);
    expect([page.status, page.location]).toEqual([302, `/login?redirectTo=${encodeURIComponent(path)}`]);
    expect(web.api.all().filter((c) => c.path.startsWith('/officer'))).toEqual([]);
  });

  it('answers a member with the ordinary 404 on each, and refuses their posts sending nothing on', async () => {
    const browser = web.browser();
    await browser.signedIn({}, ['MEMBER']);
    for (const path of PAGES) expect([path, (await browser.get(path)).status]).toEqual([path, 404]);
    for (const path of PAGES) expect([path, (await browser.submit(path, { intent: 'propose', amount: '1' }, { from: '/about' })).status]).toEqual([path, 404]);
    expect(web.api.all().filter((c) => c.method !== 'get')).toEqual([]);
  });
});

describe('/officer/hardship/:id (the review)', () => {
  const PATH = `/officer/hardship/${HARDSHIP_ID}`;

  it('shows the schedule followed and the new one, with dates, amounts and totals, before any decision, in Filipino', async () => {
    web.api.on('get', '/officer/hardship/{id}/preview', () => ({ body: previewDto() }));
    const page = await (await staff('fil')).get(PATH);
    expect(page.status).toBe(200);
    expect(web.api.calls('get', '/officer/hardship/{id}/preview')[0].params).toEqual({ id: HARDSHIP_ID });
    const proposed = page.textOf('data-testid', 'proposed-schedule')!;
    expect(proposed).toContain(t('fil', 'hardship.console.totals', { count: 4 }));
    expect(proposed).toContain('12,500.00');
    expect(proposed).toContain('51,500.00');
    expect(page.textOf('data-testid', 'current-schedule')).toContain('25,750.00');
    expect(page.text).toContain(t('fil', 'hardship.console.previewIntro'));
    expect(page.field('decision').value).toBe('APPROVE');
    expect(page.field('idempotencyKey').value).toMatch(/^[0-9a-f-]{36}$/);
    expect(web.api.all().filter((c) => c.method !== 'get')).toEqual([]);
  });

  it("posts the proposal with the page's Idempotency-Key (the same on a second submit) and comes back to the list", async () => {
    web.api.on('get', '/officer/hardship/{id}/preview', () => ({ body: previewDto() }));
    web.api.on('post', '/officer/hardship/{id}/decide', () => ({ body: pendingActionDto({ kind: 'hardship.decide' }) }));
    const browser = await staff();
    const key = (await browser.get(PATH)).field('idempotencyKey').value;
    const page = await browser.submit(PATH, { intent: 'propose', decision: 'APPROVE', rejectionReason: '', note: ' Payslip checked ', idempotencyKey: key });
    expect([page.status, page.location]).toEqual([302, '/officer/hardship']);
    await browser.submit(PATH, { intent: 'propose', decision: 'APPROVE', rejectionReason: '', note: '', idempotencyKey: key });
    const calls = web.api.calls('post', '/officer/hardship/{id}/decide');
    expect(calls[0].body).toEqual({ decision: 'APPROVE', note: 'Payslip checked' });
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual([key, key]);
    expect((await browser.follow(page)).alerts('status')).toContain(t('en', 'hardship.console.proposed'));
  });

  it('shows the refusal beside its field and keeps what was typed', async () => {
    web.api.on('get', '/officer/hardship/{id}/preview', () => ({ body: previewDto() }));
    web.api.on('post', '/officer/hardship/{id}/decide', () => refusal(400, { rejectionReason: 'apiHardship.rejectionReason' }));
    const browser = await staff('fil');
    const key = (await browser.get(PATH)).field('idempotencyKey').value;
    const page = await browser.submit(PATH, { intent: 'propose', decision: 'REJECT', rejectionReason: '', note: 'Not now', idempotencyKey: key });
    expect(page.status).toBe(400);
    expect(page.field('rejectionReason').error).toBe(t('fil', 'apiHardship.rejectionReason'));
    expect([page.field('decision').value, page.field('note').value, page.field('idempotencyKey').value]).toEqual(['REJECT', 'Not now', key]);
    expect(page.textOf('data-testid', 'proposed-schedule')).not.toBeNull();
  });

  it('offers only a rejection, saying why, when the rule cannot meet the request', async () => {
    web.api.on('get', '/officer/hardship/{id}/preview', () => ({ body: previewDto({ proposed: null, cannotApprove: 'The amount is too low.' }) }));
    const page = await (await staff()).get(PATH);
    expect(page.textOf('data-testid', 'cannot-approve')).toContain('The amount is too low.');
    expect(page.field('decision').value).toBe('REJECT');
    expect(page.body).not.toContain('value="APPROVE"');
  });

  it("offers the second staff member the check beside the same preview, and shows the API's refusal of the maker", async () => {
    web.api.on('get', '/officer/hardship/{id}/preview', () => ({ body: previewDto({}, { waitingActionId: ACTION_ID }) }));
    web.api.on('post', '/officer/four-eyes/{id}/approve', () => refusal(403, {}, 'apiFourEyes.ownAction'));
    const browser = await staff('fil');
    const form = await browser.get(PATH);
    expect(form.has('decision')).toBe(false);
    expect(form.textOf('data-testid', 'proposed-schedule')).not.toBeNull();
    const page = await browser.submit(PATH, { intent: 'confirm', actionId: ACTION_ID });
    expect([page.status, page.location]).toEqual([302, PATH]);
    expect(web.api.calls('post', '/officer/four-eyes/{id}/approve')[0].params).toEqual({ id: ACTION_ID });
    const after = await browser.follow(page);
    expect([...after.alerts(), ...after.alerts('status')]).toContain(t('fil', 'apiFourEyes.ownAction'));
  });

  it('answers 404 for a request the API does not know', async () => {
    web.api.on('get', '/officer/hardship/{id}/preview', () => refusal(404, {}, 'apiHardship.notFound'));
    expect((await (await staff()).get(PATH)).status).toBe(404);
  });
});

describe('/officer/loans/:loanNumber/waive', () => {
  const PATH = `/officer/loans/${LOAN}/waive`;

  it('offers the instalments with a late charge, and posts the waiver asked for', async () => {
    web.api.on('get', '/officer/loans/{loanNumber}', () => ({ body: runningLoan() }));
    web.api.on('post', '/officer/loans/{loanNumber}/late-charge-waivers', () => ({ status: 202, body: { message: 'Waiver requested.', action: pendingActionDto({ kind: 'loan.late-charge.waive' }) } }));
    const browser = await staff('fil');
    const form = await browser.get(PATH);
    expect(form.status).toBe(200);
    expect(form.field('instalment').value).toBe('1');
    expect(form.body).not.toContain('<option value="2"');
    const page = await browser.submit(PATH, { instalment: '1', amount: '257.50', reason: 'In hospital on the due date.' });
    expect([page.status, page.location]).toEqual([302, `/officer/loans/${LOAN}`]);
    expect(web.api.calls('post', '/officer/loans/{loanNumber}/late-charge-waivers')[0]).toMatchObject({ params: { loanNumber: LOAN }, body: { instalment: '1', amount: '257.50', reason: 'In hospital on the due date.' } });
  });

  it('shows the refusal beside the amount and keeps what was typed', async () => {
    web.api.on('get', '/officer/loans/{loanNumber}', () => ({ body: runningLoan() }));
    web.api.on('post', '/officer/loans/{loanNumber}/late-charge-waivers', () => refusal(400, { amount: { code: 'apiLateCharges.amountAbove', params: { owed: '257.50' } } }));
    const page = await (await staff('fil')).submit(PATH, { instalment: '1', amount: '300', reason: 'Too much asked' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ amount: t('fil', 'apiLateCharges.amountAbove', { owed: '257.50' }) });
    expect([page.field('amount').value, page.field('reason').value]).toEqual(['300', 'Too much asked']);
  });

  it('says so when no instalment owes a late charge, with no form', async () => {
    web.api.on('get', '/officer/loans/{loanNumber}', () => ({ body: runningLoan({ schedule: [] }) }));
    const page = await (await staff()).get(PATH);
    expect(page.textOf('data-testid', 'waive-none')).toBe(t('en', 'consoleMoney.waiveNone'));
    expect(page.has('amount')).toBe(false);
  });
});

describe('/officer/payments/new', () => {
  const PATH = '/officer/payments/new';

  it('records a payment received and goes to its loan with the notice', async () => {
    web.api.on('post', '/officer/payments', () => ({ body: { message: 'Payment received.', repayment: { id: ACTION_ID, kind: 'CHANNEL' as const, amount: 100_000, amountText: '1,000.00', lateCharge: 0, interest: 0, principal: 100_000, rebate: 0, rebateText: '0.00', paidOff: false, replayed: false, receiptNumber: 'RC-1', createdAt: '2027-02-01T02:00:00.000Z' }, loan: runningLoan() } }));
    const browser = await staff();
    expect((await browser.get(`${PATH}?loan=${LOAN}`)).field('loanNumber').value).toBe(LOAN);
    const page = await browser.submit(PATH, { loanNumber: LOAN, amount: '1,000', channel: 'GCASH', externalRef: 'GC-123' });
    expect([page.status, page.location]).toEqual([302, `/officer/loans/${LOAN}`]);
    expect(web.api.calls('post', '/officer/payments')[0].body).toEqual({ loanNumber: LOAN, amount: '1,000', channel: 'GCASH', externalRef: 'GC-123' });
  });

  it('shows the refusals beside their fields and keeps what was typed', async () => {
    web.api.on('post', '/officer/payments', () => refusal(400, { externalRef: 'repayment.externalRef' }));
    const page = await (await staff('fil')).submit(PATH, { loanNumber: LOAN, amount: '1,000', channel: 'MAYA', externalRef: '!' });
    expect(page.status).toBe(400);
    expect(Object.keys(page.fieldErrors())).toEqual(['externalRef']);
    expect([page.field('loanNumber').value, page.field('amount').value, page.field('channel').value, page.field('externalRef').value]).toEqual([LOAN, '1,000', 'MAYA', '!']);
  });
});
