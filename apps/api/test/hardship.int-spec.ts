// pdf.js runs its worker in this thread when the worker module is loaded first (Jest cannot import() it on demand).
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { formatDate } from '@halimbawa/domain';
import { PDFParse } from 'pdf-parse';
import { disbursedLoan, outbox, useLoansSuite, verifiedMember } from './support/loans';
import { latestCode, staffMember, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
let secondOfficer: string;
beforeAll(async () => {
  ({ t, officer } = suite);
  secondOfficer = (await staffMember(t, 'LOAN_OFFICER')).staffToken;
});

// The loan is signed and disbursed on 15 January 2027 (10:00 in Manila); instalment 1 is due on 15 February.
const START = '2027-01-15T02:00:00Z';
const ASK = { kind: 'RESTRUCTURE', reason: 'My hours at work were cut in half this month.', proposedAmount: '15,000' };

const ask = (m: Registered, loanNumber: string, body: Record<string, unknown> = ASK) => t.call('post', `/loan/${loanNumber}/hardship`, { token: m.accessToken }).send(body);

describe('hardship requests', () => {
  it('at least 5 days before the due date: recorded; 4 days before: refused with the rule in words', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    t.clock.setTo(new Date('2027-02-11T02:00:00Z')); // 4 days before 15 February
    const late = await ask(m, loanNumber);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'apiHardship.tooLate', message: 'A request must be made at least 5 days before the due date (February 15, 2027). Please contact us instead.' });

    t.clock.setTo(new Date('2027-02-10T02:00:00Z')); // 5 days before
    const bad = await ask(m, loanNumber, { kind: 'HOLIDAY', reason: ' ', proposedAmount: 'abc' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['kind', 'proposedAmount', 'reason']);
    const res = await ask(m, loanNumber);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ loanNumber, kind: 'RESTRUCTURE', proposedAmount: 1_500_000, dueDate: '2027-02-15', status: 'PENDING', statusText: 'Waiting for a decision' });
    expect((await ask(m, loanNumber)).body.code).toBe('apiHardship.alreadyOpen');
    const mine = await t.call('get', `/loan/${loanNumber}/hardship`, { token: m.accessToken }).set('Accept-Language', 'fil-PH');
    expect(mine.body.requests).toEqual([expect.objectContaining({ id: res.body.id, statusText: 'Naghihintay ng desisyon', kindText: 'Bagong iskedyul ng hulog' })]);
  });

  it('an officer proposes, a second staff member approves (four eyes), and the borrower is told by SMS', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    t.clock.setTo(new Date('2027-02-01T02:00:00Z'));
    const toDecide = async () => (await t.call('get', '/officer/queues', { token: officer })).body.hardshipToDecide as number;
    const before = await toDecide();
    const id = (await ask(m, loanNumber)).body.id;
    expect(await toDecide()).toBe(before + 1);

    const listed = await t.call('get', '/officer/hardship', { token: officer });
    expect(listed.status).toBe(200);
    expect(listed.body.requests.find((r: { id: string }) => r.id === id)).toMatchObject({ loanNumber, status: 'PENDING', waitingActionId: null });

    const proposed = await t.call('post', `/officer/hardship/${id}/decide`, { token: officer }).send({ decision: 'APPROVE', note: 'Payslips checked.' });
    expect(proposed.status).toBe(200);
    expect(proposed.body).toMatchObject({ kind: 'hardship.decide', subjectId: id, status: 'PENDING', payload: { decision: 'APPROVE' } });
    // The second staff member reads the borrower's request beside the decision; the queue counts it no longer.
    expect(proposed.body.about).toMatchObject({ memberId: m.id, loanNumber });
    expect(proposed.body.about.changes).toEqual(
      expect.arrayContaining([
        { field: 'decision', before: null, after: 'Approve' },
        { field: 'proposedAmount', before: null, after: 'PHP 15,000.00' },
        { field: 'borrowerReason', before: null, after: ASK.reason },
      ]),
    );
    expect(await toDecide()).toBe(before);
    // Still waiting: the maker cannot check their own proposal.
    expect((await t.call('post', `/officer/four-eyes/${proposed.body.id}/approve`, { token: officer }).send({})).status).toBe(403);
    expect((await t.call('get', '/officer/hardship', { token: officer })).body.requests.find((r: { id: string }) => r.id === id).waitingActionId).toBe(proposed.body.id);

    const checked = await t.call('post', `/officer/four-eyes/${proposed.body.id}/approve`, { token: secondOfficer }).send({});
    expect(checked.status).toBe(200);
    const mine = await t.call('get', `/loan/${loanNumber}/hardship`, { token: m.accessToken });
    expect(mine.body.requests[0]).toMatchObject({ status: 'APPROVED', statusText: 'Approved', decidedAt: expect.any(String) });
    expect((await outbox(t, m.e164)).map((s) => s.body)).toContain(
      `HLC: Your hardship request for loan ${loanNumber} was approved. Open the app to read your new schedule and sign it with an SMS code; until you sign, your current schedule stays.`,
    );
    // Decided: no second decision.
    expect((await t.call('post', `/officer/hardship/${id}/decide`, { token: officer }).send({ decision: 'REJECT', rejectionReason: 'RECENT_CHANGE' })).body.code).toBe('apiHardship.notPending');
  });

  it('a request waiting when the loan is paid off closes with it: its proposal is withdrawn and the second officer is told so in their language', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    const id = (await ask(m, loanNumber)).body.id;
    const proposed = await t.call('post', `/officer/hardship/${id}/decide`, { token: officer }).send({ decision: 'APPROVE' });
    expect(proposed.status).toBe(200);

    const payoff = await t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', `closes-${loanNumber}`).send({ kind: 'PAYOFF' });
    expect(payoff.status).toBe(200);
    expect(payoff.body.loan.status).toBe('PAID_OFF');

    const mine = await t.call('get', `/loan/${loanNumber}/hardship`, { token: m.accessToken }).set('Accept-Language', 'fil-PH');
    expect(mine.body.requests[0]).toMatchObject({ id, status: 'CLOSED', statusText: 'Isinara: bayad na ang loan', decidedAt: expect.any(String) });
    const has = async (status: string) => (await t.call('get', `/officer/hardship?status=${status}&limit=100`, { token: officer })).body.requests.some((r: { id: string }) => r.id === id);
    expect([await has('PENDING'), await has('CLOSED')]).toEqual([false, true]);

    const checked = await t.call('post', `/officer/four-eyes/${proposed.body.id}/approve`, { token: secondOfficer }).set('Accept-Language', 'fil-PH').send({});
    expect(checked.status).toBe(409);
    expect(checked.body).toMatchObject({ code: 'apiFourEyes.withdrawn', message: 'Binawi na ang aksiyong ito: isinara na ang pinatutungkulan nito, o na-deactivate ang staff na humiling nito.' });
    expect((await t.call('get', `/officer/four-eyes/${proposed.body.id}`, { token: secondOfficer })).body).toMatchObject({ status: 'WITHDRAWN', withdrawnReason: 'SUBJECT_CLOSED' });
    const again = await t.call('post', `/officer/hardship/${id}/decide`, { token: officer }).send({ decision: 'REJECT', rejectionReason: 'PAYMENT_RECORD' });
    expect(again.body).toMatchObject({ code: 'apiHardship.notPending', message: 'This request was already decided, or closed with its loan.' });
  });

  it('another member cannot ask about the loan (404); a loan not being repaid cannot have one', async () => {
    const { loanNumber } = await disbursedLoan(suite, START);
    const other = await verifiedMember(t, officer);
    expect((await ask(other, loanNumber)).status).toBe(404);
    const applied = await verifiedMember(t, officer);
    const pending = (await t.call('post', '/loan/applynew', { token: applied.accessToken }).send({ amount: '150000', currency: 'PHP', installmentCount: 6, agree: true, creditNotice: true })).body.loan.loanNumber;
    expect((await ask(applied, pending)).body.code).toBe('apiHardship.loanNotOpen');
  });
});

/** An officer proposes the decision and a second staff member confirms it. */
async function decided(id: string, body: Record<string, unknown>): Promise<{ status: number; body: { code?: string } }> {
  const proposed = await t.call('post', `/officer/hardship/${id}/decide`, { token: officer }).send(body);
  expect(proposed.status).toBe(200);
  const res = await t.call('post', `/officer/four-eyes/${proposed.body.id}/approve`, { token: secondOfficer }).send({});
  return res;
}
const versions = async (m: Registered, loanNumber: string) => (await t.call('get', `/loan/${loanNumber}/schedule-versions`, { token: m.accessToken })).body;
const auditActions = async (loanNumber: string): Promise<string[]> =>
  (
    await t.dataSource.query(`SELECT a.action FROM audit_events a JOIN loans l ON l.id::text = a.target WHERE l.loan_number = $1 AND a.action LIKE 'loan.schedule.%' ORDER BY a.created_at, a.id`, [loanNumber])
  ).map((r: { action: string }) => r.action);

describe('the new schedule of an approved request', () => {
  it('a restructure: a new version waits for the signature; a wrong code is refused; signed, repayments follow it and version 1 stays readable', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    t.clock.setTo(new Date('2027-02-01T02:00:00Z'));
    const id = (await ask(m, loanNumber)).body.id;
    expect((await decided(id, { decision: 'APPROVE' })).status).toBe(200);

    // PHP 150,000 unpaid at 0.5 % a month (PHP 750 interest) and PHP 15,000 a month: 11 instalments of PHP 14,386.37.
    const listed = await versions(m, loanNumber);
    expect(listed.versions.map((v: { version: number; status: string; inForce: boolean }) => [v.version, v.status, v.inForce])).toEqual([
      [2, 'PENDING_SIGNATURE', false],
      [1, 'SIGNED', true],
    ]);
    const [next, first] = listed.versions;
    expect(next).toMatchObject({ kind: 'RESTRUCTURE', instalment: 1_438_637, count: 11, totalInterest: 825_000, totalRepay: 15_825_000, statusText: 'Waiting for your signature' });
    expect(next.rows[0]).toMatchObject({ number: 1, dueDate: '2027-02-15', principal: 1_363_637, interest: 75_000 });
    expect(next.rows[10]).toMatchObject({ number: 11, dueDate: '2027-12-15', principal: 15_000_000 - 10 * 1_363_637 });
    expect(first).toMatchObject({ kind: null, instalment: 2_575_000, count: 6, totalInterest: 450_000, totalRepay: 15_450_000 });
    // A longer term at the same add-on rate costs more a year: the disclosure shows it.
    expect([next.eirMonthly, first.eirMonthly].map((r) => Math.round(r * 1e6))).toEqual([9031, 8511]);
    // Until it is signed the contract's schedule is followed, and no other request can be made.
    expect((await t.call('get', '/loan/current', { token: m.accessToken })).body.loan.balance.nextDueAmount).toBe(2_575_000);
    t.clock.setTo(new Date('2027-02-02T02:00:00Z'));
    expect((await ask(m, loanNumber)).body.code).toBe('apiHardship.awaitingSignature');

    const path = `/loan/${loanNumber}/schedule-versions`;
    expect((await t.call('post', `${path}/1/sign/start`, { token: m.accessToken }).send({})).body.code).toBe('apiHardship.noPendingVersion');
    expect((await t.call('post', `${path}/2/sign/start`, { token: m.accessToken }).send({})).status).toBe(202);
    const code = await latestCode(t, m.e164);
    expect((await outbox(t, m.e164)).map((s) => s.body)).toContain(
      `HLC: ${code} is your code to sign the new schedule of loan ${loanNumber}: PHP 14,386.37 a month, 11 instalments. It expires in 5 minutes. Never share this code with anyone, including our staff.`,
    );
    expect((await versions(m, loanNumber)).signingCodeExpiresAt).toEqual(expect.any(String));
    const wrong = await t.call('post', `${path}/2/sign/finish`, { token: m.accessToken }).send({ code: String((Number(code) + 1) % 1_000_000).padStart(6, '0') });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toMatchObject({ code: expect.any(String), message: 'Invalid OTP. 4 tries left.' });
    expect((await versions(m, loanNumber)).versions[0].status).toBe('PENDING_SIGNATURE');

    const signed = await t.call('post', `${path}/2/sign/finish`, { token: m.accessToken }).send({ code });
    expect(signed.status).toBe(200);
    expect(signed.body.message).toBe('You signed the new schedule. Your payments now follow it.');
    expect(signed.body.schedule.versions.map((v: { version: number; status: string; inForce: boolean }) => [v.version, v.status, v.inForce])).toEqual([
      [2, 'SIGNED', true],
      [1, 'SUPERSEDED', false],
    ]);

    // Repayments follow version 2; version 1's rows are as they were.
    const paid = await t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', `next-${loanNumber}`).send({ kind: 'NEXT' });
    expect(paid.status).toBe(200);
    expect(paid.body.repayment).toMatchObject({ amount: 1_438_637, interest: 75_000, principal: 1_363_637 });
    const loan = (await t.call('get', '/loan/current', { token: m.accessToken })).body.loan;
    expect(loan.schedule).toHaveLength(11);
    expect(loan.balance.nextDueAmount).toBe(1_438_637);
    const after = await versions(m, loanNumber);
    expect(after.versions[0].rows[0].paid).toBe(1_438_637);
    expect(after.versions[1].rows.map((r: { paid: number; total: number }) => [r.paid, r.total])).toEqual(first.rows.map((r: { total: number }) => [0, r.total]));
    expect(await auditActions(loanNumber)).toEqual(['loan.schedule.propose', 'loan.schedule.sign.start', 'loan.schedule.sign']);
  });

  it("after a restructure signed over a partly paid instalment, the borrower's figures agree on the dashboard, the loan, the wallet, the history, the statement, the data download and the SMS", async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    const token = { token: m.accessToken };
    t.clock.setTo(new Date('2027-02-01T02:00:00Z'));
    // PHP 10,000 pays instalment 1's interest (PHP 750) and PHP 9,250 of its principal; the rest is re-spread.
    expect((await t.call('post', `/loan/${loanNumber}/repay`, token).set('Idempotency-Key', `part-${loanNumber}`).send({ kind: 'AMOUNT', amount: '10,000' })).status).toBe(200);
    const id = (await ask(m, loanNumber)).body.id;
    expect((await decided(id, { decision: 'APPROVE' })).status).toBe(200);
    const path = `/loan/${loanNumber}/schedule-versions/2/sign`;
    expect((await t.call('post', `${path}/start`, token).send({})).status).toBe(202);
    const code = await latestCode(t, m.e164);
    expect((await t.call('post', `${path}/finish`, token).send({ code })).status).toBe(200);
    t.clock.setTo(new Date('2027-03-10T02:00:00Z'));
    expect((await t.call('post', `/loan/${loanNumber}/repay`, token).set('Idempotency-Key', `next-${loanNumber}`).send({ kind: 'NEXT' })).status).toBe(200);

    type Row = { number: number; dueDate: string; total: number; lateCharge: number; owed: number; paid: number };
    type Loan = { installmentCount: number; instalment: number; instalmentText: string; totalRepay: number; totalRepayText: string; schedule: Row[]; balance: { remaining: number; remainingText: string; paidToDate: number } };
    const dashboard: Loan = (await t.call('get', '/member/dashboard', token)).body.loan;
    const current: Loan = (await t.call('get', '/loan/current', token)).body.loan;
    const figures = (l: Loan) => ({ count: l.installmentCount, instalment: l.instalmentText, totalRepay: l.totalRepayText, remaining: l.balance.remainingText, paid: l.balance.paidToDate, schedule: l.schedule });
    expect(figures(current)).toEqual(figures(dashboard));

    // Instalment 1 stays due on 15 February with what was paid; the 10 new ones follow it a month apart.
    const rows = dashboard.schedule;
    expect(rows.map((r) => r.dueDate)).toEqual(['2027-02-15', '2027-03-15', '2027-04-15', '2027-05-15', '2027-06-15', '2027-07-15', '2027-08-15', '2027-09-15', '2027-10-15', '2027-11-15', '2027-12-15']);
    expect(dashboard.installmentCount).toBe(rows.length);
    expect(dashboard.totalRepay).toBe(rows.reduce((s, r) => s + r.total, 0));
    expect(dashboard.instalment).toBe(Math.max(...rows.filter((r) => r.owed > 0).map((r) => r.total)));
    for (const r of rows.slice(2)) expect(r.total).toBeLessThanOrEqual(dashboard.instalment);
    expect(dashboard.balance.remaining).toBe(rows.reduce((s, r) => s + r.owed, 0));
    expect(dashboard.balance.paidToDate + dashboard.balance.remaining).toBe(dashboard.totalRepay);
    expect(dashboard.totalRepay).not.toBe(15_450_000);

    // The wallet paid exactly what the loan shows as paid; the history lists those payments.
    const wallet = (await t.call('get', '/wallet', token)).body;
    expect(wallet.balance).toBe(15_000_000 - dashboard.balance.paidToDate);
    const history: { kind: string; loanAmount: number; receiptNumber: string }[] = (await t.call('get', '/wallet/history', token)).body.items;
    const repayments = history.filter((h) => h.kind === 'REPAYMENT');
    expect(repayments.reduce((s, h) => s + h.loanAmount, 0)).toBe(dashboard.balance.paidToDate);
    const receipt = (await t.call('get', `/receipts/${repayments[0].receiptNumber}`, token)).body;
    expect(receipt.remainingText).toBe(dashboard.balance.remainingText);

    // The SMS: the signing code told the same instalment and count, the last receipt the same balance.
    const sms = (await outbox(t, m.e164)).map((x) => x.body);
    expect(sms).toContain(
      `HLC: ${code} is your code to sign the new schedule of loan ${loanNumber}: PHP ${dashboard.instalmentText} a month, ${dashboard.installmentCount} instalments. It expires in 5 minutes. Never share this code with anyone, including our staff.`,
    );
    expect(sms.filter((b) => b.includes(`Receipt ${receipt.receiptNumber}.`))).toEqual([expect.stringContaining(`Remaining balance: PHP ${dashboard.balance.remainingText}.`)]);

    // The data download and the statement of account, in both languages, with the product's dates.
    const data = (await t.call('get', '/member/data', token)).body;
    expect(figures(data.loans[0])).toEqual(figures(dashboard));
    for (const lang of ['en', 'fil'] as const) {
      const pdf = (await t.call('get', `/loan/${loanNumber}/statement.pdf`, token).set('Accept-Language', lang).buffer(true)).body as Buffer;
      const parser = new PDFParse({ data: pdf });
      const text = (await parser.getText().finally(() => parser.destroy())).text.replace(/\s+/g, ' ');
      expect(text).toContain(`PHP ${dashboard.totalRepayText}`);
      expect(text).toContain(`PHP ${dashboard.balance.remainingText}`);
      expect(text).not.toContain('154,500.00');
      for (const r of rows) expect(text).toContain(formatDate(r.dueDate, lang));
    }
  });

  it('a payment between the approval and the signature that changes the new figures withdraws the version; the borrower may ask again', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    t.clock.setTo(new Date('2027-02-01T02:00:00Z'));
    const id = (await ask(m, loanNumber)).body.id;
    expect((await decided(id, { decision: 'APPROVE' })).status).toBe(200);
    const path = `/loan/${loanNumber}/schedule-versions/2/sign`;
    expect((await t.call('post', `${path}/start`, { token: m.accessToken }).send({})).status).toBe(202);
    const code = await latestCode(t, m.e164);
    // PHP 100 pays interest of instalment 1 under the contract's schedule: the new one would keep it.
    const paid = await t.call('post', `/loan/${loanNumber}/repay`, { token: m.accessToken }).set('Idempotency-Key', `part-${loanNumber}`).send({ kind: 'AMOUNT', amount: '100' });
    expect(paid.status).toBe(200);
    const signed = await t.call('post', `${path}/finish`, { token: m.accessToken }).send({ code });
    expect(signed.status).toBe(409);
    expect(signed.body.code).toBe('apiHardship.scheduleChanged');
    const listed = await versions(m, loanNumber);
    expect(listed.versions.map((v: { version: number; status: string; inForce: boolean }) => [v.version, v.status, v.inForce])).toEqual([
      [2, 'WITHDRAWN', false],
      [1, 'SIGNED', true],
    ]);
    expect((await ask(m, loanNumber)).status).toBe(201);
    expect(await auditActions(loanNumber)).toEqual(['loan.schedule.propose', 'loan.schedule.sign.start', 'loan.schedule.withdraw']);
  });

  it('an extension moves the unpaid instalments a month later and keeps the instalment', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    t.clock.setTo(new Date('2027-02-01T02:00:00Z'));
    const id = (await ask(m, loanNumber, { ...ASK, kind: 'EXTENSION' })).body.id;
    expect((await decided(id, { decision: 'APPROVE' })).status).toBe(200);
    const [next, first] = (await versions(m, loanNumber)).versions;
    expect(next.rows.map((r: { dueDate: string }) => r.dueDate)).toEqual(['2027-03-15', '2027-04-15', '2027-05-15', '2027-06-15', '2027-07-15', '2027-08-15']);
    expect(next).toMatchObject({ kind: 'EXTENSION', instalment: 2_575_000, count: 6, totalRepay: first.totalRepay });
    expect(next.eirMonthly).toBeLessThan(first.eirMonthly);
  });

  it('a rejection needs a reason, which the borrower is told in words; an amount the rules cannot meet is refused at the check', async () => {
    const { m, loanNumber } = await disbursedLoan(suite, START);
    t.clock.setTo(new Date('2027-02-01T02:00:00Z'));
    const id = (await ask(m, loanNumber, { ...ASK, proposedAmount: '700' })).body.id;
    const noReason = await t.call('post', `/officer/hardship/${id}/decide`, { token: officer }).send({ decision: 'REJECT' });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.errors)).toEqual(['rejectionReason']);
    // PHP 700 a month does not even cover the PHP 750 of interest: the approval cannot be carried out.
    const tooLow = await decided(id, { decision: 'APPROVE' });
    expect(tooLow.status).toBe(409);
    expect(tooLow.body.code).toBe('apiHardship.amountTooLow');
    expect((await versions(m, loanNumber)).versions).toHaveLength(1);

    const waiting = (await t.call('get', '/officer/hardship', { token: officer })).body.requests.find((r: { id: string }) => r.id === id);
    expect((await t.call('post', `/officer/four-eyes/${waiting.waitingActionId}/reject`, { token: secondOfficer }).send({ note: 'Cannot be done.' })).status).toBe(200);
    expect((await decided(id, { decision: 'REJECT', rejectionReason: 'AMOUNT_TOO_LOW' })).status).toBe(200);
    const mine = await t.call('get', `/loan/${loanNumber}/hardship`, { token: m.accessToken }).set('Accept-Language', 'fil-PH');
    expect(mine.body.requests[0]).toMatchObject({ status: 'REJECTED', rejectionReason: 'AMOUNT_TOO_LOW', rejectionText: 'hindi mababayaran ng buwanang halagang kaya ninyo ang loan sa loob ng pinakamahabang termino namin' });
    expect((await outbox(t, m.e164)).map((s) => s.body)).toContain(
      `HLC: Your hardship request for loan ${loanNumber} was not approved because the monthly amount you can pay would not repay the loan within our longest term. Please keep paying as scheduled or contact us.`,
    );
  });
});
