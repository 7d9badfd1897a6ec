// Approvals above the four-eyes amount (PHP 500,000 by default), or above the debt-to-income limit
// (40 % by default, with the officer's override reason): the loan waits in review for a second
// officer; the first cannot give it; the second's approval carries it out and the borrower is told
// then. The test members earn PHP 100,000 a month.
import { adminMember, staffMember, type Registered } from './support/members';
import { appliedLoan, loanRow, useLoansSuite, verifiedMember } from './support/loans';
import { fieldCodes } from './support/refusals';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
let second: Registered & { staffToken: string };
beforeAll(async () => {
  ({ t, officer } = suite);
  second = await staffMember(t, 'LOAN_OFFICER');
});

const approve = (loanNumber: string, token: string, body: Record<string, unknown> = {}) => t.call('post', `/officer/loans/${loanNumber}/approve`, { token }).send(body);
const smsTo = async (m: Registered) => ((await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body as { body: string }[]).map((s) => s.body).join('\n');

describe('four eyes on loan approvals', () => {
  it('keeps an approval above PHP 500,000 waiting for a second officer, whom the first cannot replace', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m, { amount: '600,000', installmentCount: 36 });

    const first = await approve(loanNumber, officer, { note: 'Payslips checked.' });
    expect(first.status).toBe(200);
    // PHP 600,000 over 36 months is PHP 34,667 a month: within the 40% limit, so no override reason.
    expect(first.body).toMatchObject({ dtiLimit: 0.4, dtiLimitText: '40.00%', dtiAboveLimit: false });
    expect(first.body).toMatchObject({ status: 'PENDING_REVIEW', secondApproval: { amount: 60_000_000, amountText: '600,000.00', reasonCode: 'FULL', note: 'Payslips checked.', dtiOverrideReason: null } });
    expect((await loanRow(t.dataSource, loanNumber)).status).toBe('PENDING_REVIEW');
    expect(await smsTo(m)).not.toContain('is approved');
    const actionId = first.body.secondApproval.actionId;

    // Neither a new decision nor the first officer's own check.
    expect((await approve(loanNumber, officer)).body.code).toBe('loan.awaitingSecondApproval');
    expect((await t.call('post', `/officer/loans/${loanNumber}/reject`, { token: officer }).send({ reasonCode: 'HIGH_DSR' })).body.code).toBe('loan.awaitingSecondApproval');
    const own = await t.call('post', `/officer/four-eyes/${actionId}/approve`, { token: officer }).send({});
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('apiFourEyes.ownAction');

    const checked = await t.call('post', `/officer/four-eyes/${actionId}/approve`, { token: second.staffToken }).send({ note: 'Agree.' });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ status: 'APPROVED', kind: 'loan.approve', checkerId: second.id });
    const loan = await t.call('get', `/officer/loans/${loanNumber}`, { token: officer });
    expect(loan.body).toMatchObject({ status: 'APPROVED', amountPhp: 60_000_000, approvedBy: second.id, approvalReasonCode: 'FULL', decisionNote: 'Payslips checked.', secondApproval: null });
    expect(await smsTo(m)).toContain(`your loan application ${loanNumber} for PHP 600,000.00 is approved`);
    // Both checks name the loan and its member, so the trail's member and loan filters find them.
    const checks = await t.dataSource.query(
      `SELECT a.action, a.actor_id, a.member_id, l.loan_number FROM audit_events a LEFT JOIN loans l ON l.id = a.loan_id
        WHERE a.action IN ('four-eyes.request', 'four-eyes.approve') AND a.target = $1 ORDER BY a.created_at`,
      [actionId],
    );
    expect(checks).toEqual([
      { action: 'four-eyes.request', actor_id: expect.any(String), member_id: m.id, loan_number: loanNumber },
      { action: 'four-eyes.approve', actor_id: second.id, member_id: m.id, loan_number: loanNumber },
    ]);
  });

  it('approves PHP 500,000 and less at once, and a lower amount of a large application by its own figure', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m, { amount: '700,000', installmentCount: 36 });
    const bad = await approve(loanNumber, officer, { amount: '500,000', reasonCode: 'FULL' });
    expect(fieldCodes(bad.body)).toEqual({ reasonCode: 'loan.approvalReason' });
    const lower = await approve(loanNumber, officer, { amount: '500,000', reasonCode: 'LOWER_INCOME' });
    expect(lower.status).toBe(200);
    expect(lower.body).toMatchObject({ status: 'APPROVED', amountPhp: 50_000_000, appliedAmountPhp: 70_000_000, approvalReason: 'We approved a lower amount that fits your monthly income.', secondApproval: null });
  });

  it('refuses an approval above the debt-to-income limit without an override reason, and sends one with it to a second officer', async () => {
    const m = await verifiedMember(t, officer);
    // PHP 300,000 over 6 months is PHP 51,500 a month: 51.5% of the income, under the four-eyes amount.
    const loanNumber = await appliedLoan(t, m, { amount: '300,000', installmentCount: 6 });
    const before = await loanRow(t.dataSource, loanNumber);

    for (const dtiOverrideReason of [undefined, '   ']) {
      const bare = await approve(loanNumber, officer, { dtiOverrideReason });
      expect([bare.status, fieldCodes(bare.body)]).toEqual([400, { dtiOverrideReason: 'loan.dtiOverrideReason' }]);
    }
    const fil = await t.call('post', `/officer/loans/${loanNumber}/approve`, { token: officer }).set('Accept-Language', 'fil-PH').send({});
    expect(fil.body.errors.dtiOverrideReason.message).toMatch(/^Lampas sa limitasyon/);
    expect(await loanRow(t.dataSource, loanNumber)).toEqual(before);

    const reason = 'Spouse co-pays; remittances of PHP 40,000 a month seen on the bank statement.';
    const first = await approve(loanNumber, officer, { dtiOverrideReason: reason });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'PENDING_REVIEW', dtiAboveLimit: true, secondApproval: { amount: 30_000_000, dtiOverrideReason: reason } });
    expect(await smsTo(m)).not.toContain('is approved');
    const actionId = first.body.secondApproval.actionId;
    expect((await t.call('post', `/officer/four-eyes/${actionId}/approve`, { token: officer }).send({})).body.code).toBe('apiFourEyes.ownAction');

    // The second officer reads whose loan it is, what changes, the ratio beside the limit and who asked.
    const [maker] = await t.dataSource.query(`SELECT full_name FROM members WHERE id = (SELECT maker_id FROM pending_actions WHERE id = $1)`, [actionId]);
    const [borrower] = await t.dataSource.query(`SELECT full_name FROM members WHERE id = $1`, [m.id]);
    const inbox = await t.call('get', '/officer/four-eyes?kind=loan.approve&limit=100', { token: second.staffToken });
    expect(inbox.body.actions.find((a: { id: string }) => a.id === actionId)).toMatchObject({
      makerName: maker.full_name,
      about: {
        memberId: m.id,
        memberName: borrower.full_name,
        loanNumber,
        changes: [
          { field: 'amount', before: 'PHP 300,000.00', after: 'PHP 300,000.00' },
          { field: 'term', before: '6', after: '6' },
          { field: 'monthlyNetIncome', before: null, after: 'PHP 100,000.00' },
          { field: 'dti', before: null, after: '51.50%' },
          { field: 'dtiLimit', before: null, after: '40.00%' },
          { field: 'reasonCode', before: null, after: 'Your application meets our lending policy.' },
          { field: 'dtiOverrideReason', before: null, after: reason },
        ],
      },
    });

    expect((await t.call('post', `/officer/four-eyes/${actionId}/approve`, { token: second.staffToken }).send({})).status).toBe(200);
    expect((await t.call('get', `/officer/loans/${loanNumber}`, { token: officer })).body).toMatchObject({ status: 'APPROVED', approvedBy: second.id, secondApproval: null });
    const [audit] = await t.dataSource.query(`SELECT actor_id, details->>'dtiOverrideReason' AS reason FROM audit_events WHERE action = 'officer.loan.approve' AND target = $1`, [before.id]);
    expect(audit).toEqual({ actor_id: second.id, reason });
  });

  it('approves at once a lower amount whose instalment fits the debt-to-income limit', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m, { amount: '300,000', installmentCount: 6 });
    // PHP 150,000 over 6 months is PHP 25,750 a month: within the limit, so no reason and no second officer.
    const lower = await approve(loanNumber, officer, { amount: '150,000', reasonCode: 'LOWER_DSR' });
    expect([lower.status, lower.body.status, lower.body.secondApproval]).toEqual([200, 'APPROVED', null]);
  });

  it('leaves the loan in review when the second officer rejects the approval', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m, { amount: '650,000', installmentCount: 36 });
    const actionId = (await approve(loanNumber, officer)).body.secondApproval.actionId;
    const rejected = await t.call('post', `/officer/four-eyes/${actionId}/reject`, { token: second.staffToken }).send({ note: 'Income not proven.' });
    expect(rejected.status).toBe(200);
    expect((await t.call('get', `/officer/loans/${loanNumber}`, { token: officer })).body).toMatchObject({ status: 'PENDING_REVIEW', secondApproval: null });
    // Back in the queue: any officer may decide again.
    expect((await approve(loanNumber, second.staffToken, { amount: '400,000', reasonCode: 'LOWER_HISTORY' })).body.status).toBe('APPROVED');
  });

  it('closes a waiting approval with the loan its member cancels: nothing is left to approve', async () => {
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m, { amount: '600,000', installmentCount: 36 });
    const actionId = (await approve(loanNumber, officer)).body.secondApproval.actionId;
    expect((await t.call('post', `/loan/${loanNumber}/cancel`, { token: m.accessToken }).send({})).status).toBe(200);

    const action = await t.call('get', `/officer/four-eyes/${actionId}`, { token: second.staffToken });
    expect(action.body).toMatchObject({ status: 'WITHDRAWN', withdrawnReason: 'SUBJECT_CLOSED', checkerId: null, checkedAt: expect.any(String) });
    const late = await t.call('post', `/officer/four-eyes/${actionId}/approve`, { token: second.staffToken }).send({});
    expect([late.status, late.body.code]).toEqual([409, 'apiFourEyes.withdrawn']);
    const [audit] = await t.dataSource.query(`SELECT actor_id, details->>'reason' AS reason FROM audit_events WHERE action = 'four-eyes.withdraw' AND target = $1`, [actionId]);
    expect(audit).toEqual({ actor_id: m.id, reason: 'SUBJECT_CLOSED' });
  });

  it("withdraws what a staff member asked for when an admin deactivates them: nobody's to carry out", async () => {
    const maker = await staffMember(t, 'LOAN_OFFICER');
    const admin = await adminMember(t);
    const m = await verifiedMember(t, officer);
    const loanNumber = await appliedLoan(t, m, { amount: '600,000', installmentCount: 36 });
    const actionId = (await approve(loanNumber, maker.staffToken)).body.secondApproval.actionId;
    expect((await t.call('post', `/admin/staff/${maker.id}/deactivate`, { token: admin.adminToken }).send({})).status).toBe(200);

    const action = await t.call('get', `/officer/four-eyes/${actionId}`, { token: second.staffToken });
    expect(action.body).toMatchObject({ status: 'WITHDRAWN', withdrawnReason: 'MAKER_DEACTIVATED', checkerId: null });
    const late = await t.call('post', `/officer/four-eyes/${actionId}/approve`, { token: second.staffToken }).send({});
    expect([late.status, late.body.code]).toEqual([409, 'apiFourEyes.withdrawn']);
    expect((await loanRow(t.dataSource, loanNumber)).status).toBe('PENDING_REVIEW');
    // The loan is free for another officer's decision.
    expect((await approve(loanNumber, second.staffToken)).body.secondApproval).toMatchObject({ amount: 60_000_000 });
    const withdrawn = await t.call('get', '/officer/four-eyes?status=WITHDRAWN&kind=loan.approve&limit=100', { token: second.staffToken });
    expect(withdrawn.body.actions.map((a: { id: string }) => a.id)).toContain(actionId);
  });
});
