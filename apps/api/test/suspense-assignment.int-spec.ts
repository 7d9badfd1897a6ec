import { PASSWORD } from '@halimbawa/testing';
import { disbursedAt, useLoansSuite, verifiedMember } from './support/loans';
import { staffMember, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
let second: string;
beforeAll(async () => {
  ({ t, officer } = suite);
  second = (await staffMember(t, 'LOAN_OFFICER')).staffToken;
});

// Instalment 1 (PHP 25,750: 25,000 principal, 750 interest) of a PHP 150,000 / 6-month loan disbursed on 15 January 2027 is due on 15 February.
const START = '2027-01-15T02:00:00Z';

const disbursed = () => disbursedAt(suite, START);

/** A GCash payment to a reference that is not ours: held in suspense. Its channel payment's id. */
async function inSuspense(amount: string): Promise<string> {
  const res = await t.call('post', '/dev/channels/pay').send({ channel: 'gcash', reference: 'NOT-OURS-42', amount });
  expect(res.body.outcome).toBe('SUSPENSE');
  const [{ id }] = await t.dataSource.query(`SELECT id FROM channel_payments WHERE receipt_number = $1`, [res.body.receiptNumber]);
  return id;
}
const sms = async (m: Registered): Promise<string[]> => (await t.call('get', `/dev/outbox?to=${encodeURIComponent(m.e164)}`)).body.map((x: { body: string }) => x.body);

const assign = (id: string, body: Record<string, unknown>, token = officer) => t.call('post', `/officer/suspense/${id}/assign`, { token }).send(body);
const approve = (id: string, token: string) => t.call('post', `/officer/four-eyes/${id}/approve`, { token }).send({});
const read = async (id: string) => (await t.call('get', `/officer/suspense/${id}`, { token: officer })).body;
const account = async (code: string) => Number((await t.dataSource.query(`SELECT balance FROM ledger_accounts WHERE code = $1`, [code]))[0]?.balance ?? 0);
const wallet = async (m: Registered) => (await t.call('get', '/wallet', { token: m.accessToken })).body.balance as number;

/**
 * The suspense account holds exactly the payments in it that are not assigned: one statement, so
 * that the balance and the payments are read at the same instant. It holds over every row of the
 * database, whoever wrote them.
 */
async function expectSuspenseAddsUp(): Promise<void> {
  const [row] = await t.dataSource.query(
    `SELECT (SELECT balance FROM ledger_accounts WHERE code = 'PAYMENTS_SUSPENSE')::text AS balance,
            (SELECT coalesce(sum(p.amount), 0) FROM channel_payments p WHERE p.outcome = 'SUSPENSE'
               AND NOT EXISTS (SELECT 1 FROM suspense_assignments s WHERE s.channel_payment_id = p.id AND s.undone_at IS NULL))::text AS unassigned`,
  );
  expect(row.balance).toBe(row.unassigned);
  const report = await t.call('get', '/officer/reports/suspense', { token: officer });
  expect(String(report.body.balance)).toBe(row.balance);
}

describe('assigning a payment held in suspense (POST /officer/suspense/:id/assign)', () => {
  it('to a loan: waits for a second officer, then leaves suspense as a repayment allocated like any payment; never twice', async () => {
    const { m, loanNumber } = await disbursed();
    t.clock.setTo(new Date('2027-02-10T02:00:00Z'));
    const id = await inSuspense('25,750.00');
    const listed = await t.call('get', '/officer/suspense?limit=100', { token: officer });
    expect(listed.status).toBe(200);
    expect(listed.body.payments.find((p: { id: string }) => p.id === id)).toMatchObject({ state: 'OPEN', amount: 2_575_000, reference: 'NOT-OURS-42', actionId: null });

    const noTarget = await assign(id, { loanNumber });
    expect([noTarget.status, noTarget.body.errors?.target?.code]).toEqual([400, 'apiSuspense.target']);
    const unknownLoan = await assign(id, { target: 'LOAN', loanNumber: 'HLC-1999-999999' });
    expect([unknownLoan.status, unknownLoan.body.errors?.loanNumber?.code]).toEqual([400, 'apiSuspense.loanNumber']);
    const badPhone = await assign(id, { target: 'WALLET', memberPhone: '12' });
    expect([badPhone.status, badPhone.body.errors?.memberPhone?.code]).toEqual([400, 'apiSuspense.memberPhone']);

    const [suspense, receivable, income, walletBefore] = [await account('PAYMENTS_SUSPENSE'), await account('LOAN_RECEIVABLE'), await account('INTEREST_INCOME'), await wallet(m)];
    const asked = await assign(id, { target: 'LOAN', loanNumber: loanNumber.toLowerCase() });
    expect(asked.status).toBe(202);
    expect(asked.body.action).toMatchObject({ kind: 'suspense.assign', subjectId: id, status: 'PENDING', amount: 2_575_000, mine: true });
    expect((await assign(id, { target: 'LOAN', loanNumber })).body.code).toBe('apiFourEyes.alreadyWaiting');
    expect(await read(id)).toMatchObject({ state: 'WAITING', actionId: asked.body.action.id, target: 'LOAN', targetText: loanNumber });
    // Nothing moved while it waits.
    expect(await account('PAYMENTS_SUSPENSE')).toBe(suspense);
    // The second officer reads whose loan the money goes to, and which channel's payment it is.
    const about = (await t.call('get', `/officer/four-eyes/${asked.body.action.id}`, { token: second })).body.about;
    expect(about).toMatchObject({ memberId: m.id, loanNumber });
    expect(about.changes).toEqual([
      { field: 'channelPayment', before: null, after: expect.stringContaining('GCash') },
      { field: 'target', before: null, after: expect.stringContaining(loanNumber) },
    ]);

    const own = await approve(asked.body.action.id, officer);
    expect([own.status, own.body.code]).toEqual([403, 'apiFourEyes.ownAction']);
    expect((await approve(asked.body.action.id, second)).status).toBe(200);

    expect(await account('PAYMENTS_SUSPENSE')).toBe(suspense - 2_575_000);
    expect(await account('LOAN_RECEIVABLE')).toBe(receivable + 2_500_000); // balances are credit minus debit
    expect(await account('INTEREST_INCOME')).toBe(income + 75_000);
    expect(await wallet(m)).toBe(walletBefore);
    const [row] = await t.dataSource.query(`SELECT paid_principal, paid_interest FROM loan_schedule WHERE loan_id = (SELECT id FROM loans WHERE loan_number = $1) AND number = 1`, [loanNumber]);
    expect([Number(row.paid_principal), Number(row.paid_interest)]).toEqual([2_500_000, 75_000]);
    const assigned = await read(id);
    expect(assigned).toMatchObject({ state: 'ASSIGNED', actionId: null, target: 'LOAN', targetText: loanNumber });
    // The borrower's receipt, as for a payment to the loan's reference.
    expect((await sms(m)).some((b) => b.includes(`Receipt ${assigned.receiptNumber}. PHP 25,750.00 received by GCash for loan ${loanNumber}`))).toBe(true);

    const again = await assign(id, { target: 'WALLET', memberPhone: m.e164 });
    expect([again.status, again.body.code]).toEqual([409, 'apiSuspense.alreadyAssigned']);
    const audited = await t.dataSource.query(`SELECT action FROM audit_events WHERE action IN ('suspense.assigned', 'four-eyes.request', 'four-eyes.approve') AND (details->>'channelPaymentId' = $1 OR details->>'subjectId' = $1)`, [id]);
    expect(audited.map((a: { action: string }) => a.action).sort()).toEqual(['four-eyes.approve', 'four-eyes.request', 'suspense.assigned']);
    await suite.invariants.expectHold();
  });

  it("to a member's wallet, found by phone number: a cash-in out of suspense once approved", async () => {
    t.clock.setTo(new Date(START));
    const m = await verifiedMember(t, officer);
    const id = await inSuspense('700.00');
    const suspense = await account('PAYMENTS_SUSPENSE');
    const asked = await assign(id, { target: 'WALLET', memberPhone: m.e164 });
    expect(asked.status).toBe(202);
    expect(await wallet(m)).toBe(0);
    expect((await approve(asked.body.action.id, second)).status).toBe(200);
    expect(await wallet(m)).toBe(70_000);
    expect(await account('PAYMENTS_SUSPENSE')).toBe(suspense - 70_000);
    const assigned = await read(id);
    expect(assigned).toMatchObject({ state: 'ASSIGNED', target: 'WALLET', targetText: m.e164 });
    expect((await sms(m)).some((b) => b.includes(`Receipt ${assigned.receiptNumber}. PHP 700.00 received by GCash is now in your wallet.`))).toBe(true);
    const history = (await t.call('get', '/wallet/history', { token: m.accessToken })).body.items;
    expect(history[0]).toMatchObject({ kind: 'CASH_IN', walletDirection: 'IN', walletAmount: 70_000 });
    expect((await assign(id, { target: 'WALLET', memberPhone: m.e164 })).status).toBe(409);
    await suite.invariants.expectHold();
  });

  it('a reversed assignment puts the payment back in suspense, assignable again; the balance is the sum of the payments not assigned', async () => {
    const { m, loanNumber } = await disbursed();
    t.clock.setTo(new Date('2027-02-10T02:00:00Z'));
    const id = await inSuspense('777.00');
    const asked = await assign(id, { target: 'LOAN', loanNumber });
    expect((await approve(asked.body.action.id, second)).status).toBe(200);
    await expectSuspenseAddsUp();
    const suspense = await account('PAYMENTS_SUSPENSE');

    const [{ repayment_id: repaymentId }] = await t.dataSource.query(`SELECT repayment_id FROM suspense_assignments WHERE channel_payment_id = $1`, [id]);
    const reversal = await t.call('post', `/officer/payments/${repaymentId}/reverse`, { token: officer }).send({ reason: 'Assigned to the wrong loan.' });
    expect(reversal.status).toBe(202);
    expect((await approve(reversal.body.action.id, second)).status).toBe(200);
    expect(await account('PAYMENTS_SUSPENSE')).toBe(suspense + 77_700);
    expect(await read(id)).toMatchObject({ state: 'OPEN', target: null, targetText: null });
    await expectSuspenseAddsUp();

    // Assignable again, to the loan or a wallet.
    const again = await assign(id, { target: 'LOAN', loanNumber });
    expect(again.status).toBe(202);
    expect((await approve(again.body.action.id, second)).status).toBe(200);
    expect(await read(id)).toMatchObject({ state: 'ASSIGNED', target: 'LOAN', targetText: loanNumber });
    expect(await account('PAYMENTS_SUSPENSE')).toBe(suspense);
    // Each assignment its own receipt.
    const receipts = (await sms(m)).filter((b) => b.includes(`PHP 777.00 received by GCash for loan ${loanNumber}`)).map((b) => /Receipt (OR-\d+)/.exec(b)?.[1]);
    expect(new Set(receipts).size).toBe(2);
    await expectSuspenseAddsUp();
    await suite.invariants.expectHold();
  });

  it('is refused at approval when the member closed the account after the officer asked: the money stays in suspense', async () => {
    t.clock.setTo(new Date(START));
    const m = await verifiedMember(t, officer);
    const id = await inSuspense('300.00');
    const asked = await assign(id, { target: 'WALLET', memberPhone: m.e164 });
    expect(asked.status).toBe(202);
    expect((await t.call('post', '/member/close', { token: m.accessToken }).send({ password: PASSWORD })).status).toBe(200);
    const suspense = await account('PAYMENTS_SUSPENSE');

    const refused = await approve(asked.body.action.id, second);
    expect([refused.status, refused.body.code]).toEqual([409, 'apiSuspense.memberClosed']);
    expect(await account('PAYMENTS_SUSPENSE')).toBe(suspense);
    expect(await account(`WALLET:${m.id}`)).toBe(0);
    expect((await read(id)).state).toBe('WAITING');
    await suite.invariants.expectHold();
  });

  it('answers 404 for a payment that is not in suspense, and refuses members', async () => {
    t.clock.setTo(new Date(START));
    const m = await verifiedMember(t, officer);
    const nobody = await assign('00000000-0000-4000-8000-000000000000', { target: 'WALLET', memberPhone: m.e164 });
    expect([nobody.status, nobody.body.code]).toEqual([404, 'apiSuspense.notInSuspense']);
    expect((await t.call('get', '/officer/suspense', { token: m.accessToken })).status).toBe(403);
  });
});
