import { disbursedLoan, outbox, useLoansSuite, verifiedMember } from './support/loans';
import { staffMember, type Registered } from './support/members';
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
    const id = (await ask(m, loanNumber)).body.id;

    const listed = await t.call('get', '/officer/hardship', { token: officer });
    expect(listed.status).toBe(200);
    expect(listed.body.requests.find((r: { id: string }) => r.id === id)).toMatchObject({ loanNumber, status: 'PENDING', waitingActionId: null });

    const proposed = await t.call('post', `/officer/hardship/${id}/decide`, { token: officer }).send({ decision: 'APPROVE', note: 'Payslips checked.' });
    expect(proposed.status).toBe(200);
    expect(proposed.body).toMatchObject({ kind: 'hardship.decide', subjectId: id, status: 'PENDING', payload: { decision: 'APPROVE' } });
    // Still waiting: the maker cannot check their own proposal.
    expect((await t.call('post', `/officer/four-eyes/${proposed.body.id}/approve`, { token: officer }).send({})).status).toBe(403);
    expect((await t.call('get', '/officer/hardship', { token: officer })).body.requests.find((r: { id: string }) => r.id === id).waitingActionId).toBe(proposed.body.id);

    const checked = await t.call('post', `/officer/four-eyes/${proposed.body.id}/approve`, { token: secondOfficer }).send({});
    expect(checked.status).toBe(200);
    const mine = await t.call('get', `/loan/${loanNumber}/hardship`, { token: m.accessToken });
    expect(mine.body.requests[0]).toMatchObject({ status: 'APPROVED', statusText: 'Approved', decidedAt: expect.any(String) });
    expect((await outbox(t, m.e164)).map((s) => s.body)).toContain(`HLC: Your hardship request for loan ${loanNumber} was decided: Approved. Open the app for the details.`);
    // Decided: no second decision.
    expect((await t.call('post', `/officer/hardship/${id}/decide`, { token: officer }).send({ decision: 'REJECT' })).body.code).toBe('apiHardship.notPending');
  });

  it('another member cannot ask about the loan (404); a loan not being repaid cannot have one', async () => {
    const { loanNumber } = await disbursedLoan(suite, START);
    const other = await verifiedMember(t, officer);
    expect((await ask(other, loanNumber)).status).toBe(404);
    const applied = await verifiedMember(t, officer);
    const pending = (await t.call('post', '/loan/applynew', { token: applied.accessToken }).send({ amount: '150000', currency: 'PHP', installmentCount: 6, agree: true })).body.loan.loanNumber;
    expect((await ask(applied, pending)).body.code).toBe('apiHardship.loanNotOpen');
  });
});
