// The officer console (/officer/...) through the built server against a stub API
// (test/routes/harness.ts): who may see it, the work queues, the four-eyes checks (a maker is
// never offered their own check, and the API's refusal shows when they try), a loan's decision,
// the forms' refusals beside their fields in the page's language, what a refused form keeps, the
// redirects, and the CSV reports passed through.
import { describe, expect, it } from '@jest/globals';
import { t } from '@halimbawa/domain';
import type { ResponseOf } from '~/lib/api/contract';
import { formatDateTime } from '~/lib/format';
import { refusal, routeTests, type Browser } from './harness';
import { ACTION_ID, BORROWER_ID, CHECKER_ID, checker, officer, officerLoanDto, OFFICER_ID, pendingActionDto, secondApprovalDto, writeOffViewDto } from './console.fixtures';

const web = routeTests();

const LOAN = 'HLC-2026-000123';
type Action = ResponseOf<'/officer/four-eyes/{id}', 'get'>;

async function staff(lang: 'en' | 'fil' = 'en', who: typeof officer = officer): Promise<Browser> {
  const browser = web.browser(lang);
  await browser.signedIn(who, ['LOAN_OFFICER']);
  return browser;
}

const counts = { kycToReview: 3, loansToDecide: 5, awaitingSecondApproval: 2, payoutsFailedOrStuck: 0, paymentsInSuspense: 1, overdueLoans: 7, contactMessages: 4, hardshipToDecide: 6, supportToAnswer: 8 };

describe('who may open the console', () => {
  it('sends a visitor to sign in, coming back to the page asked for', async () => {
    const page = await web.browser().get('/officer/approvals');
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/login?redirectTo=${encodeURIComponent('/officer/approvals')}`);
    expect(web.api.calls('get', '/officer/four-eyes')).toHaveLength(0);
  });

  it('answers a member without a staff role with the ordinary 404, before any console read', async () => {
    const browser = web.browser('fil');
    await browser.signedIn({}, ['MEMBER']);
    for (const path of ['/officer', '/officer/approvals', `/officer/loans/${LOAN}`, '/officer/reports/csv/portfolio']) {
      const page = await browser.get(path);
      expect([path, page.status]).toEqual([path, 404]);
    }
    expect(web.api.all().map((c) => c.path)).toEqual(expect.not.arrayContaining(['/officer/queues', '/officer/four-eyes', '/officer/loans/{loanNumber}']));
  });

  it('refuses a member\'s post to a console form with 404 and sends nothing on', async () => {
    const browser = web.browser();
    await browser.signedIn({}, ['MEMBER']);
    // The member has no console page to read a token from: the form is posted from a page they can open.
    const page = await browser.submit('/officer/approvals', { intent: 'approve', actionId: ACTION_ID }, { from: '/about' });
    expect(page.status).toBe(404);
    // Not by the contract's path: a call the stub has no handler for is recorded as it was asked.
    expect(web.api.all().filter((c) => c.method === 'post')).toHaveLength(0);
  });

  it('shows an officer the work queues with their counts, in Filipino', async () => {
    web.api.on('get', '/officer/queues', () => ({ body: counts }));
    const page = await (await staff('fil')).get('/officer');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'console.queuesTitle'));
    expect(page.text).toContain(`${counts.overdueLoans} ${t('fil', 'console.queueOverdue')}`);
    expect(page.text).toContain(`${counts.awaitingSecondApproval} ${t('fil', 'console.queueSecondApproval')}`);
    expect(page.text).toContain(`${counts.hardshipToDecide} ${t('fil', 'console.queueHardship')}`);
    expect(page.text).toContain(`${counts.supportToAnswer} ${t('fil', 'console.queueSupport')}`);
    expect(page.body).toContain('href="/officer/support?status=OPEN"');
    // The count is of loan approvals: its link opens the approvals of that kind.
    expect(page.body).toContain('href="/officer/approvals?kind=loan.approve"');
    expect(page.text).toContain(officer.fullName);
  });

  it('opens the console to an admin too', async () => {
    web.api.on('get', '/officer/queues', () => ({ body: counts }));
    const browser = web.browser();
    await browser.signedIn(checker, ['ADMIN']);
    expect((await browser.get('/officer')).status).toBe(200);
  });
});

describe('/officer/approvals (four eyes)', () => {
  const list = (mine: boolean) => ({ body: { actions: [pendingActionDto({ mine })], nextCursor: null } });

  it('offers a checker the approve and reject buttons, and not the maker', async () => {
    web.api.on('get', '/officer/four-eyes', () => list(false));
    const other = await (await staff('fil', checker)).get('/officer/approvals');
    expect(other.status).toBe(200);
    expect(other.body).toContain(`data-testid="approve-${ACTION_ID}"`);
    expect(other.text).toContain(t('fil', 'consoleMoney.kinds.loanApprove'));

    web.api.on('get', '/officer/four-eyes', () => list(true));
    const maker = await (await staff('fil')).get('/officer/approvals');
    expect(maker.body).not.toContain(`data-testid="approve-${ACTION_ID}"`);
    expect(maker.byId(`own-action-${ACTION_ID}`) ?? maker.text).toContain(t('fil', 'console.yourOwn'));
  });

  it('says for each kind whom it is for, what changes before and after, and who asked when, in Filipino', async () => {
    const about = (over: Partial<NonNullable<Action['about']>>) => ({ memberId: null, memberName: null, loanNumber: null, changes: [], ...over });
    const actions: Action[] = [
      pendingActionDto(),
      pendingActionDto({ id: 'a2', kind: 'settings.change', amount: null, amountText: null, about: about({ changes: [{ field: 'monthlyRateBps', before: '1.5%', after: '1.75%' }] }) }),
      pendingActionDto({ id: 'a3', kind: 'staff.roles', about: about({ memberId: CHECKER_ID, memberName: 'Ana Admin', changes: [{ field: 'roles', before: 'Loan officer', after: 'Loan officer, Admin' }] }) }),
      pendingActionDto({ id: 'a4', kind: 'payment.reverse', about: about({ memberId: BORROWER_ID, memberName: 'Juan dela Cruz', loanNumber: LOAN, changes: [{ field: 'reason', before: null, after: 'Paid twice' }] }) }),
      pendingActionDto({ id: 'a5', kind: 'staff.reset', about: about({ memberId: CHECKER_ID, memberName: 'Ana Admin' }) }),
    ];
    web.api.on('get', '/officer/four-eyes', () => ({ body: { actions, nextCursor: null } }));
    const page = await (await staff('fil', checker)).get('/officer/approvals');
    expect(page.status).toBe(200);
    // A loan approval: the borrower's page, the loan, the changed amount, the ratio, and the maker.
    expect(page.body).toContain(`href="/officer/members/${BORROWER_ID}"`);
    expect(page.body).toContain(`href="/officer/loans/${LOAN}"`);
    expect(page.textOf('data-testid', `changes-${ACTION_ID}`)).toBe(
      `${t('fil', 'consoleMoney.fields.amount')} ${t('fil', 'consoleMoney.changeFromTo', { before: 'PHP 30,000.00', after: 'PHP 25,000.00' })} ${t('fil', 'consoleMoney.fields.dti')} 42.50%`,
    );
    expect(page.text).toContain(officer.fullName);
    // A settings change says which setting, from what to what (no longer "— —").
    expect(page.textOf('data-testid', 'changes-a2')).toBe(`${t('fil', 'consoleMoney.fields.monthlyRateBps')} ${t('fil', 'consoleMoney.changeFromTo', { before: '1.5%', after: '1.75%' })}`);
    expect(page.body).toContain(`href="/admin/settings">${t('fil', 'settingsPage.title')}</a>`);
    expect(page.textOf('data-testid', 'changes-a3')).toContain('Loan officer, Admin');
    expect(page.body).toContain(`href="/admin/staff?q=Ana%20Admin"`);
    expect(page.textOf('data-testid', 'changes-a4')).toContain('Paid twice');
    expect(page.text).toContain(t('fil', 'consoleMoney.noChanges'));
    for (const kind of ['loanApprove', 'settingsChange', 'staffRoles', 'paymentReverse', 'staffReset'] as const) expect(page.text).toContain(t('fil', `consoleMoney.kinds.${kind}`));
  });

  it('filters by kind and status, says when nothing matches, and shows a checked action without buttons', async () => {
    web.api.on('get', '/officer/four-eyes', ({ query }) => ({ body: { actions: query.status === 'APPROVED' ? [pendingActionDto({ status: 'APPROVED', checkerId: CHECKER_ID })] : [], nextCursor: null } }));
    const browser = await staff('en', checker);
    const none = await browser.get('/officer/approvals?kind=settings.change');
    expect(none.alerts('status')).toContain(t('en', 'console.emptyFiltered'));
    expect(web.api.calls('get', '/officer/four-eyes')[0].query).toEqual({ kind: 'settings.change' });
    const done = await browser.get('/officer/approvals?status=APPROVED');
    expect(done.text).toContain(t('en', 'consoleMoney.checkedBy', { status: t('en', 'consoleMoney.statuses.APPROVED') }));
    expect(done.body).not.toContain(`data-testid="approve-${ACTION_ID}"`);
    expect(done.field('status').value).toBe('APPROVED');
  });

  it('approves with the checker\'s token and comes back to the list with a notice in Filipino', async () => {
    web.api.on('get', '/officer/four-eyes', () => list(false));
    web.api.on('post', '/officer/four-eyes/{id}/approve', () => ({ body: pendingActionDto({ status: 'APPROVED', checkerId: CHECKER_ID }) }));
    const browser = await staff('fil', checker);
    const page = await browser.submit('/officer/approvals?cursor=abc', { intent: 'approve', actionId: ACTION_ID, note: '' });
    expect(page.status).toBe(302);
    expect(page.location).toBe('/officer/approvals?cursor=abc');
    const [call] = web.api.calls('post', '/officer/four-eyes/{id}/approve');
    expect(call.params).toEqual({ id: ACTION_ID });
    expect(call.body).toEqual({});
    expect(call.member?.id).toBe(CHECKER_ID);
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'console.secondDone'));
  });

  it('shows the refusal of a rejection without a note beside the note, in Filipino, the blank note not sent', async () => {
    web.api.on('get', '/officer/four-eyes', () => list(false));
    web.api.on('post', '/officer/four-eyes/{id}/reject', () => refusal(400, { note: 'apiFourEyes.noteRequired' }));
    const page = await (await staff('fil', checker)).submit('/officer/approvals', { intent: 'reject', actionId: ACTION_ID, note: '   ' });
    expect(page.status).toBe(400);
    expect(page.field('note')).toEqual({ value: '   ', error: t('fil', 'apiFourEyes.noteRequired') });
    expect(web.api.calls('post', '/officer/four-eyes/{id}/reject')[0].body).toEqual({});
  });

  it('keeps a refused note and shows a refusal that is not about a field above the form', async () => {
    web.api.on('get', '/officer/four-eyes', () => list(false));
    web.api.on('post', '/officer/four-eyes/{id}/reject', () => refusal(409, {}, 'apiFourEyes.notPending'));
    const page = await (await staff('en', checker)).submit('/officer/approvals', { intent: 'reject', actionId: ACTION_ID, note: 'Wrong payslip' });
    expect(page.status).toBe(409);
    expect(page.alerts()).toContain(t('en', 'apiFourEyes.notPending'));
    expect(page.field('note').value).toBe('Wrong payslip');
    expect(web.api.calls('post', '/officer/four-eyes/{id}/reject')[0].body).toEqual({ note: 'Wrong payslip' });
  });

  it('sends a maker\'s own check to the API, which refuses it with 403; the maker is still not offered it', async () => {
    // The page offers the maker no button; a post made anyway (an old tab, a hand-made form) reaches the API, which refuses.
    web.api.on('get', '/officer/four-eyes', () => list(true));
    web.api.on('post', '/officer/four-eyes/{id}/approve', () => refusal(403, {}, 'apiFourEyes.ownAction'));
    const page = await (await staff('fil')).submit('/officer/approvals', { intent: 'approve', actionId: ACTION_ID, note: '' }, { from: '/about' });
    expect(page.status).toBe(403);
    expect(page.location).toBeNull();
    expect(page.body).not.toContain(`data-testid="approve-${ACTION_ID}"`);
    expect(page.alerts()).toContain(t('fil', 'apiFourEyes.ownAction'));
    expect(web.api.calls('post', '/officer/four-eyes/{id}/approve')[0].member?.id).toBe(OFFICER_ID);
  });

  it('answers an unknown intent with 404 and asks the API nothing', async () => {
    web.api.on('get', '/officer/four-eyes', () => list(false));
    const page = await (await staff()).submit('/officer/approvals', { intent: 'delete', actionId: ACTION_ID });
    expect(page.status).toBe(404);
    expect(web.api.all().filter((c) => c.method === 'post')).toHaveLength(0);
  });
});

describe('/officer/loans/:loanNumber', () => {
  const reasons = () => {
    web.api.on('get', '/officer/loan-approval-reasons', () => ({
      body: { reasons: [{ code: 'FULL' as const, message: 'Approved as asked' }, { code: 'LOWER_DSR' as const, message: 'Lower amount: debt-to-income' }], nextCursor: null },
    }));
    web.api.on('get', '/officer/loan-reject-reasons', () => ({ body: { reasons: [{ code: 'HIGH_DSR' as const, message: 'Debt-to-income too high' }], nextCursor: null } }));
    web.api.on('get', '/officer/payments', () => ({ body: { payments: [], nextCursor: null } }));
  };
  const loan = (overrides: Parameters<typeof officerLoanDto>[0] = {}) => {
    reasons();
    web.api.on('get', '/officer/loans/{loanNumber}', () => ({ body: officerLoanDto(overrides) }));
  };

  it('shows a loan for a decision in Filipino, with its approve and reject forms', async () => {
    loan();
    const page = await (await staff('fil')).get(`/officer/loans/${LOAN}`);
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'console.loanTitle', { loanNumber: LOAN }));
    expect(page.text).toContain(t('fil', 'console.approveTitle'));
    expect(page.text).toContain(t('fil', 'console.rejectTitle'));
    expect(page.field('reasonCode').value).toBe('FULL');
    expect(page.textOf('data-testid', 'officer-credit-notice')).toContain(t('fil', 'console.creditNoticeAcknowledged', { version: '2026-11-29', when: formatDateTime('2026-11-27T02:00:00.000Z', 'fil') }));
    expect(web.api.calls('get', '/officer/loans/{loanNumber}')[0].params).toEqual({ loanNumber: LOAN });
    expect(web.api.calls('get', '/officer/payments')[0].query).toEqual({ loanNumber: LOAN });
  });

  it('answers 404 for a malformed loan number without asking the API, and for a loan the API does not know', async () => {
    const browser = await staff();
    expect((await browser.get('/officer/loans/-x_y')).status).toBe(404);
    expect(web.api.all().filter((c) => c.path.startsWith('/officer/loans'))).toHaveLength(0);
    reasons();
    web.api.on('get', '/officer/loans/{loanNumber}', () => refusal(404, {}, 'loan.notFound'));
    expect((await browser.get('/officer/loans/HLC-2026-999999')).status).toBe(404);
  });

  it('shows a refused lower amount beside the amount in Filipino, keeping what was typed', async () => {
    loan();
    web.api.on('post', '/officer/loans/{loanNumber}/approve', () => refusal(400, { amount: 'field.amount' }));
    const page = await (await staff('fil')).submit(`/officer/loans/${LOAN}`, { intent: 'approve', amount: '30,000', reasonCode: 'LOWER_DSR', note: 'Payslip shows less' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ amount: t('fil', 'field.amount') });
    expect(page.field('amount').value).toBe('30,000');
    expect(page.field('reasonCode').value).toBe('LOWER_DSR');
    expect(page.text).toContain('Payslip shows less');
    expect(web.api.calls('post', '/officer/loans/{loanNumber}/approve')[0].body).toEqual({ amount: '30,000', reasonCode: 'LOWER_DSR', note: 'Payslip shows less' });
  });

  it('approves: a 302 back to the loan with the notice, the amount left out when none was typed', async () => {
    loan();
    web.api.on('post', '/officer/loans/{loanNumber}/approve', () => ({ body: officerLoanDto({ status: 'APPROVED' }) }));
    const browser = await staff('fil');
    const page = await browser.submit(`/officer/loans/${LOAN}`, { intent: 'approve', amount: ' ', reasonCode: 'FULL', note: '' });
    expect([page.status, page.location]).toEqual([302, `/officer/loans/${LOAN}`]);
    expect(web.api.calls('post', '/officer/loans/{loanNumber}/approve')[0].body).toEqual({ reasonCode: 'FULL' });
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'console.decided'));
  });

  it('asks for an override reason only above the debt-to-income limit, in both languages, and sends it', async () => {
    loan();
    expect((await (await staff()).get(`/officer/loans/${LOAN}`)).byId('approve-dti-override')).toBeNull();
    for (const lang of ['en', 'fil'] as const) {
      loan({ dtiAboveLimit: true, dsrNowText: '63.00%' });
      const page = await (await staff(lang)).get(`/officer/loans/${LOAN}`);
      expect(page.field('dtiOverrideReason').value).toBe('');
      expect(page.text).toContain(t(lang, 'console.dtiOverride', { limit: '40.00%' }));
    }
    web.api.on('post', '/officer/loans/{loanNumber}/approve', () => ({ body: officerLoanDto({ dtiAboveLimit: true, secondApproval: secondApprovalDto(OFFICER_ID) }) }));
    const page = await (await staff('fil')).submit(`/officer/loans/${LOAN}`, { intent: 'approve', amount: '', reasonCode: 'FULL', note: '', dtiOverrideReason: 'Co-borrower income' });
    expect([page.status, page.location]).toEqual([302, `/officer/loans/${LOAN}`]);
    expect(web.api.calls('post', '/officer/loans/{loanNumber}/approve')[0].body).toEqual({ reasonCode: 'FULL', dtiOverrideReason: 'Co-borrower income' });
  });

  it("shows the API's refusal of an approval without an override reason beside that field, in Filipino", async () => {
    loan({ dtiAboveLimit: true });
    web.api.on('post', '/officer/loans/{loanNumber}/approve', () => refusal(400, { dtiOverrideReason: 'loan.dtiOverrideReason' }));
    const page = await (await staff('fil')).submit(`/officer/loans/${LOAN}`, { intent: 'approve', amount: '', reasonCode: 'FULL', note: 'Payslips seen', dtiOverrideReason: ' ' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ dtiOverrideReason: t('fil', 'loan.dtiOverrideReason') });
    expect(page.text).toContain('Payslips seen');
  });

  it('shows the second officer why the first approved above the limit', async () => {
    loan({ dtiAboveLimit: true, secondApproval: { ...secondApprovalDto(OFFICER_ID), dtiOverrideReason: 'Co-borrower income' } });
    const page = await (await staff('fil', checker)).get(`/officer/loans/${LOAN}`);
    expect(page.text).toContain(t('fil', 'console.dtiOverrideSecond', { reason: 'Co-borrower income' }));
    expect(page.text).toContain(t('fil', 'console.secondApprove'));
  });

  it('rejects with the reason chosen; a reason left out is refused beside the reason', async () => {
    loan();
    web.api.on('post', '/officer/loans/{loanNumber}/reject', () => refusal(400, { reasonCode: 'apiErrors.badRequest' }));
    const page = await (await staff('fil')).submit(`/officer/loans/${LOAN}`, { intent: 'reject', reasonCode: '', note: 'No payslip' });
    expect(page.status).toBe(400);
    // Both forms have a reasonCode: the refusal goes beside the reject form's, the approve form's stays clean.
    expect(page.byId('reject-reason-error')).toBe(t('fil', 'apiErrors.badRequest'));
    expect(page.byId('approve-reason-error')).toBeNull();
    expect(web.api.calls('post', '/officer/loans/{loanNumber}/reject')[0].body).toEqual({ reasonCode: '', note: 'No payslip' });
  });

  it('does not offer the officer who approved it the second check', async () => {
    loan({ secondApproval: secondApprovalDto(OFFICER_ID) });
    const page = await (await staff('fil')).get(`/officer/loans/${LOAN}`);
    expect(page.status).toBe(200);
    expect(page.byId('second') ?? '').toBe(t('fil', 'console.queueSecondApproval'));
    expect(page.text).toContain(t('fil', 'console.yourOwn'));
    expect(page.text).not.toContain(t('fil', 'console.secondApprove'));
    expect(page.text).not.toContain(t('fil', 'console.approveTitle'));
  });

  it('answers the maker\'s own second check, posted anyway, with the API\'s 403 and no redirect', async () => {
    loan({ secondApproval: secondApprovalDto(OFFICER_ID) });
    web.api.on('post', '/officer/four-eyes/{id}/approve', () => refusal(403, {}, 'apiFourEyes.ownAction'));
    const page = await (await staff('fil')).submit(`/officer/loans/${LOAN}`, { intent: 'second-approve', actionId: ACTION_ID, note: '' }, { from: '/about' });
    expect([page.status, page.location]).toEqual([403, null]);
    expect(page.text).toContain(t('fil', 'console.yourOwn'));
    expect(page.alerts()).toContain(t('fil', 'apiFourEyes.ownAction'));
    expect(web.api.calls('post', '/officer/four-eyes/{id}/approve')[0].member?.id).toBe(OFFICER_ID);
  });

  it('offers another officer the second check, and sends it as that officer', async () => {
    loan({ secondApproval: secondApprovalDto(OFFICER_ID) });
    web.api.on('post', '/officer/four-eyes/{id}/approve', () => ({ body: pendingActionDto({ status: 'APPROVED', checkerId: CHECKER_ID }) }));
    const browser = await staff('fil', checker);
    expect((await browser.get(`/officer/loans/${LOAN}`)).text).toContain(t('fil', 'console.secondApprove'));
    const page = await browser.submit(`/officer/loans/${LOAN}`, { intent: 'second-approve', actionId: ACTION_ID, note: '' });
    expect([page.status, page.location]).toEqual([302, `/officer/loans/${LOAN}`]);
    const [call] = web.api.calls('post', '/officer/four-eyes/{id}/approve');
    expect([call.params.id, call.member?.id, call.body]).toEqual([ACTION_ID, CHECKER_ID, {}]);
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'console.secondDone'));
  });

  it('shows the API\'s four-eyes refusal to a checker\'s second check above its form, in Filipino', async () => {
    // The page thought this officer was not the maker (the list was read before a change); the API refuses.
    loan({ secondApproval: secondApprovalDto(OFFICER_ID) });
    web.api.on('post', '/officer/four-eyes/{id}/approve', () => refusal(403, {}, 'apiFourEyes.ownAction'));
    const page = await (await staff('fil', checker)).submit(`/officer/loans/${LOAN}`, { intent: 'second-approve', actionId: ACTION_ID, note: '' });
    expect(page.status).toBe(403);
    expect(page.alerts()).toContain(t('fil', 'apiFourEyes.ownAction'));
  });
});

describe('/officer/reports/csv/:report', () => {
  const CSV = 'account,debit,credit\r\n1010 Cash,100.00,0.00\r\n';

  it('passes the report through as CSV with the staff token, only the known query parameters, and never cached', async () => {
    web.api.on('get', '/officer/reports/trial-balance', () => ({ raw: CSV, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="trial-balance-2026-11-28.csv"' } }));
    const page = await (await staff()).get('/officer/reports/csv/trial-balance?on=2026-11-28&evil=1');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(page.headers.get('Content-Disposition')).toBe('attachment; filename="trial-balance-2026-11-28.csv"');
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.body).toBe(CSV);
    const [call] = web.api.calls('get', '/officer/reports/trial-balance');
    expect(call.query).toEqual({ on: '2026-11-28', format: 'csv' });
    expect(call.member?.id).toBe(OFFICER_ID);
  });

  it('answers an unknown report with 404 without asking the API', async () => {
    const page = await (await staff()).get('/officer/reports/csv/members');
    expect(page.status).toBe(404);
    expect(web.api.all().filter((c) => c.path.startsWith('/officer/reports'))).toHaveLength(0);
  });

  it('answers a refused query with 400 and a server failure with 503, as plain text in Filipino', async () => {
    const browser = await staff('fil');
    web.api.on('get', '/officer/reports/flows', () => refusal(400, { from: 'apiAudit.day' }));
    const refused = await browser.get('/officer/reports/csv/flows?from=yesterday');
    expect([refused.status, refused.headers.get('Content-Type')]).toEqual([400, 'text/plain; charset=utf-8']);
    expect(refused.body).toBe(t('fil', 'apiErrors.badRequest'));
    web.api.on('get', '/officer/reports/flows', () => ({ status: 500, body: { code: 'apiErrors.internal' as never, message: 'boom' } }));
    const failed = await browser.get('/officer/reports/csv/flows');
    expect([failed.status, failed.body]).toEqual([503, t('fil', 'loans.noServer')]);
    // An answer that is not CSV is not passed on as one.
    web.api.on('get', '/officer/reports/flows', () => ({ body: { rows: [] } as never }));
    expect((await browser.get('/officer/reports/csv/flows')).status).toBe(503);
  });
});

describe('/officer/suspense/:id', () => {
  const SUSPENSE_ID = '0d9a7c55-0000-4000-8000-0000000000f1';
  const payment = () =>
    web.api.on('get', '/officer/suspense/{id}', () => ({
      body: { id: SUSPENSE_ID, channel: 'GCASH', reference: 'HL7Q2K9X', transactionId: 'GC-778812', amount: 70_000, amountText: '700.00', receiptNumber: 'OR-00000042', paidAt: '2026-11-28T02:00:00.000Z', state: 'OPEN' as const, actionId: null, target: null, targetText: null },
    }));

  it('answers 404 for a malformed id without asking the API', async () => {
    expect((await (await staff()).get('/officer/suspense/42')).status).toBe(404);
    expect(web.api.all().filter((c) => c.path.startsWith('/officer/suspense'))).toHaveLength(0);
  });

  it('sends only the chosen target\'s field, shows its refusal beside it in Filipino, and keeps both typed', async () => {
    payment();
    web.api.on('post', '/officer/suspense/{id}/assign', () => refusal(400, { loanNumber: 'apiSuspense.loanNumber' }));
    const page = await (await staff('fil')).submit(`/officer/suspense/${SUSPENSE_ID}`, { target: 'LOAN', loanNumber: 'HLC-2026-999999', memberPhone: '0917 000 0000' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ loanNumber: t('fil', 'apiSuspense.loanNumber') });
    expect(page.field('loanNumber').value).toBe('HLC-2026-999999');
    expect(page.field('memberPhone').value).toBe('0917 000 0000');
    expect(web.api.calls('post', '/officer/suspense/{id}/assign')[0].body).toEqual({ target: 'LOAN', loanNumber: 'HLC-2026-999999' });
  });

  it('asks for the assignment and goes back to the suspense list with the notice', async () => {
    payment();
    web.api.on('post', '/officer/suspense/{id}/assign', () => ({ status: 202, body: { message: 'Requested.', action: pendingActionDto({ kind: 'suspense.assign' }) } }));
    const browser = await staff('fil');
    const page = await browser.submit(`/officer/suspense/${SUSPENSE_ID}`, { target: 'WALLET', loanNumber: '', memberPhone: '0917 123 4567' });
    expect([page.status, page.location]).toEqual([302, '/officer/suspense']);
    expect(web.api.calls('post', '/officer/suspense/{id}/assign')[0].body).toEqual({ target: 'WALLET', memberPhone: '0917 123 4567' });
    web.api.on('get', '/officer/suspense', () => ({ body: { payments: [], nextCursor: null } as never }));
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'apiSuspense.requested'));
  });
});

describe('/officer/collections/:loanNumber', () => {
  const COLLECTION = 'HLC-2026-000077';
  const collectionCase: ResponseOf<'/officer/collections/{loanNumber}', 'get'> = {
    loanNumber: COLLECTION,
    memberId: CHECKER_ID,
    borrower: 'Juan dela Cruz',
    phoneNumber: '+639171234567',
    status: 'OVERDUE',
    daysPastDue: 12,
    bucket: '1-30',
    amountDue: 461_491,
    principal: 2_000_000,
    contacts: [],
    promises: [],
    messages: [],
  };
  const open = () => {
    web.api.on('get', '/officer/collections/{loanNumber}', () => ({
      body: collectionCase,
    }));
    web.api.on('get', '/officer/sms-templates', () => ({ body: { templates: [{ code: 'POLITE_REMINDER', bodyEn: 'Hi {{name}}', bodyFil: 'Hi {{name}}', updatedAt: '2026-11-01T02:00:00.000Z' }], nextCursor: null } }));
  };

  it('shows the borrower with their page and the number to call', async () => {
    open();
    const page = await (await staff('fil')).get(`/officer/collections/${COLLECTION}`);
    expect(page.status).toBe(200);
    expect(page.textOf('data-testid', 'case-borrower')).toContain(`${t('fil', 'console.colPhone')}: +639171234567`);
    expect(page.body).toContain('href="tel:+639171234567"');
    expect(page.body).toContain(`href="/officer/members/${collectionCase.memberId}"`);
  });

  it('answers 404 for a loan that is not in collections', async () => {
    web.api.on('get', '/officer/collections/{loanNumber}', () => refusal(404, {}, 'loan.notFound'));
    web.api.on('get', '/officer/sms-templates', () => ({ body: { templates: [], nextCursor: null } }));
    expect((await (await staff()).get(`/officer/collections/${COLLECTION}`)).status).toBe(404);
  });

  it('shows a refused promise beside its fields in Filipino, keeping what was typed, the other forms clean', async () => {
    open();
    web.api.on('post', '/officer/collections/{loanNumber}/promises', () => refusal(400, { promisedOn: { code: 'apiCollections.promisedOn', params: { max: 30 } }, amount: 'apiCollections.amount' }));
    const page = await (await staff('fil')).submit(`/officer/collections/${COLLECTION}`, { intent: 'promise', promisedOn: '2020-01-01', amount: '-5' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ promisedOn: t('fil', 'apiCollections.promisedOn', { max: 30 }), amount: t('fil', 'apiCollections.amount') });
    expect(page.field('promisedOn').value).toBe('2020-01-01');
    expect(page.field('amount').value).toBe('-5');
    expect(web.api.calls('post', '/officer/collections/{loanNumber}/promises')[0].body).toEqual({ promisedOn: '2020-01-01', amount: '-5' });
  });

  it('logs a contact: a 302 back to the case with the notice, only the contact\'s fields sent', async () => {
    open();
    web.api.on('post', '/officer/collections/{loanNumber}/contacts', () => ({ status: 201, body: collectionCase }));
    const browser = await staff('fil');
    const page = await browser.submit(`/officer/collections/${COLLECTION}`, { intent: 'contact', channel: 'CALL', outcome: 'Salary delayed', nextStep: 'Call Friday', amount: '9' });
    expect([page.status, page.location]).toEqual([302, `/officer/collections/${COLLECTION}`]);
    expect(web.api.calls('post', '/officer/collections/{loanNumber}/contacts')[0].body).toEqual({ channel: 'CALL', outcome: 'Salary delayed', nextStep: 'Call Friday' });
    expect((await browser.follow(page)).alerts('status')).toContain(t('fil', 'books.contactSaved'));
  });

  it('refuses an unknown form with 400 and asks the API nothing', async () => {
    open();
    const page = await (await staff('fil')).submit(`/officer/collections/${COLLECTION}`, { intent: 'write-off' });
    expect(page.status).toBe(400);
    expect(web.api.all().filter((c) => c.method === 'post')).toHaveLength(0);
  });
});

describe('/officer/hardship', () => {
  const HARDSHIP_ID = '0d9a7c55-0000-4000-8000-0000000000a1';
  const requests = () =>
    web.api.on('get', '/officer/hardship', () => ({
      body: {
        requests: [
          { id: HARDSHIP_ID, loanNumber: LOAN, kind: 'EXTENSION' as const, kindText: 'More time', reason: 'Lost my job', proposedAmount: 200_000, dueDate: '2026-12-15', status: 'PENDING' as const, statusText: 'Waiting', createdAt: '2026-11-27T02:00:00.000Z', decidedAt: null, rejectionReason: null, rejectionText: null, waitingActionId: null },
        ],
        nextCursor: null,
      },
    }));

  it('opens each waiting request\'s review, where the new schedule is shown before any decision; the list itself posts nothing', async () => {
    requests();
    const page = await (await staff('fil')).get('/officer/hardship');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`href="/officer/hardship/${HARDSHIP_ID}"`);
    expect(page.text).toContain(t('fil', 'hardship.console.review'));
    expect(page.has('decision')).toBe(false);
  });
});

describe('/officer/payments (the console menu links it)', () => {
  const payment = {
    id: '5b0c6a52-2f0f-4c55-9f4e-7a1d2b3c4d5e',
    loanNumber: LOAN,
    receiptNumber: 'OR-00000042',
    amount: 2_575_000,
    amountText: '25,750.00',
    source: 'CHANNEL' as const,
    channel: 'GCASH',
    externalRef: 'GC-88112233',
    paidOff: false,
    paidAt: '2027-02-10T02:00:00.000Z',
    state: 'RECORDED' as const,
    actionId: null,
  };

  it('lists the payments staff recorded across loans, each linking its loan, and passes the search to the API', async () => {
    web.api.on('get', '/officer/payments', () => ({ body: { payments: [payment], nextCursor: null } }));
    web.api.on('get', '/officer/queues', () => ({ body: counts }));
    const browser = await staff('fil');
    const menu = await browser.get('/officer');
    expect(menu.body).toContain('href="/officer/payments"');
    const page = await browser.get('/officer/payments?q=gc-88112233');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'consoleMoney.recordedTitle'));
    expect(page.text).toContain('GC-88112233');
    expect(page.body).toContain(`href="/officer/loans/${LOAN}"`);
    expect(web.api.calls('get', '/officer/payments').map((c) => c.query)).toEqual([{ q: 'gc-88112233' }]);
  });

  it('says why a search is refused, in the page language', async () => {
    web.api.on('get', '/officer/payments', () => refusal(400, { q: { code: 'apiErrors.searchTooLong', params: { max: 100 } } }));
    const page = await (await staff('fil')).get(`/officer/payments?q=${'x'.repeat(101)}`);
    expect(page.status).toBe(400);
    expect(page.alerts()).toContain(t('fil', 'apiErrors.searchTooLong', { max: 100 }));
  });
});

describe("the officer's loan page once the loan runs", () => {
  it('shows the balance and the whole schedule beside the payments', async () => {
    const row = { number: 1, dueDate: '2027-02-15', principal: 2_500_000, principalText: '25,000.00', interest: 75_000, interestText: '750.00', total: 2_575_000, totalText: '25,750.00', paid: 0, paidText: '0.00', lateCharge: 0, lateChargeText: '0.00', rebatedInterest: 0, owed: 2_575_000, owedText: '25,750.00', status: 'OVERDUE' as const };
    const base = officerLoanDto({});
    web.api.on('get', '/officer/loan-approval-reasons', () => ({ body: { reasons: [], nextCursor: null } }));
    web.api.on('get', '/officer/loan-reject-reasons', () => ({ body: { reasons: [], nextCursor: null } }));
    web.api.on('get', '/officer/payments', () => ({ body: { payments: [], nextCursor: null } }));
    web.api.on('get', '/officer/loans/{loanNumber}/write-off', () => ({ body: writeOffViewDto() }));
    web.api.on('get', '/officer/loans/{loanNumber}', () => ({
      body: officerLoanDto({ status: 'OVERDUE', disbursedAt: '2027-01-15T02:00:00.000Z', schedule: [row], balance: { ...base.balance, remaining: 15_450_000, remainingText: '154,500.00', nextDueDate: '2027-02-15', nextDueAmountText: '25,750.00' } }),
    }));
    const page = await (await staff()).get(`/officer/loans/${LOAN}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(t('en', 'consoleMoney.balanceTitle'));
    expect(page.text).toContain('PHP 154,500.00');
    expect(page.text).toContain(t('en', 'consoleMoney.scheduleCaption', { loanNumber: LOAN }));
    expect(page.text).toContain(t('en', 'loans.schedule.OVERDUE'));
    // No late charge owed: no waiver to ask for.
    expect(page.body).not.toContain(`href="/officer/loans/${LOAN}/waive"`);
  });

  it('links the waiver form when a late charge is owed, and shows what was waived', async () => {
    const base = officerLoanDto({});
    web.api.on('get', '/officer/loan-approval-reasons', () => ({ body: { reasons: [], nextCursor: null } }));
    web.api.on('get', '/officer/loan-reject-reasons', () => ({ body: { reasons: [], nextCursor: null } }));
    web.api.on('get', '/officer/payments', () => ({ body: { payments: [], nextCursor: null } }));
    web.api.on('get', '/officer/loans/{loanNumber}/write-off', () => ({ body: writeOffViewDto() }));
    web.api.on('get', '/officer/loans/{loanNumber}', () => ({
      body: officerLoanDto({ status: 'OVERDUE', disbursedAt: '2027-01-15T02:00:00.000Z', balance: { ...base.balance, lateChargesDue: 25_750, lateChargesDueText: '257.50', lateChargesWaived: 10_000, lateChargesWaivedText: '100.00' } }),
    }));
    const page = await (await staff('fil')).get(`/officer/loans/${LOAN}`);
    expect(page.body).toContain(`href="/officer/loans/${LOAN}/waive"`);
    expect(page.text).toContain(t('fil', 'consoleMoney.waiveLink'));
    expect(page.text).toContain(`${t('fil', 'consoleMoney.waivedSoFar')} PHP 100.00`);
  });
});
