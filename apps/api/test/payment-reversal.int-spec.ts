import { disbursedLoan, useLoansSuite } from './support/loans';
import { staffMember } from './support/members';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
let second: string;
beforeAll(async () => {
  ({ t, officer } = suite);
  second = (await staffMember(t, 'LOAN_OFFICER')).staffToken;
});

// Instalment 1 (PHP 25,750) of a PHP 150,000 / 6-month loan disbursed on 15 January 2027 is due on 15 February.
const START = '2027-01-15T02:00:00Z';

const loanNumberDisbursed = async () => (await disbursedLoan(suite, START)).loanNumber;

const pay = async (loanNumber: string, amount: string, ref: string) => {
  const res = await t.call('post', '/officer/payments', { token: officer }).send({ loanNumber, amount, channel: 'BANK_DEPOSIT', externalRef: `${ref}-${loanNumber}` });
  expect(res.status).toBe(200);
  return res.body.repayment.id as string;
};
const reverse = (id: string, body: Record<string, unknown> = { reason: 'Recorded on the wrong loan.' }, token = officer) => t.call('post', `/officer/payments/${id}/reverse`, { token }).send(body);
const approve = (id: string, token: string) => t.call('post', `/officer/four-eyes/${id}/approve`, { token }).send({});
const schedule = (loanNumber: string) =>
  t.dataSource.query(
    `SELECT number, paid_principal, paid_interest, paid_late_charge, paid_at, paid_parts FROM loan_schedule WHERE loan_id = (SELECT id FROM loans WHERE loan_number = $1) ORDER BY number`,
    [loanNumber],
  );
const receivable = async () => Number((await t.dataSource.query(`SELECT balance FROM ledger_accounts WHERE code = 'LOAN_RECEIVABLE'`))[0].balance);

describe('reversing a payment (POST /officer/payments/:id/reverse)', () => {
  it('waits for a second officer, then reverses the entry with its own and puts the schedule back; the loan is overdue again', async () => {
    const loanNumber = await loanNumberDisbursed();
    t.clock.setTo(new Date('2027-02-10T02:00:00Z'));
    const before = await schedule(loanNumber);
    const owedBefore = await receivable();
    const id = await pay(loanNumber, '25,750', 'BDO-1');
    expect(await receivable()).toBe(owedBefore + 2_500_000);

    const noReason = await reverse(id, {});
    expect([noReason.status, noReason.body.errors?.reason?.code]).toEqual([400, 'apiReversals.reason']);
    const asked = await reverse(id);
    expect(asked.status).toBe(202);
    expect(asked.body.action).toMatchObject({ kind: 'payment.reverse', status: 'PENDING', amount: 2_575_000, mine: true });
    expect((await reverse(id)).body.code).toBe('apiFourEyes.alreadyWaiting');
    // Nothing moved while it waits.
    expect(await receivable()).toBe(owedBefore + 2_500_000);

    // The second officer reads which payment of which loan is undone, and why.
    const read = await t.call('get', `/officer/four-eyes/${asked.body.action.id}`, { token: second });
    expect(read.body.about).toMatchObject({ loanNumber, memberId: expect.any(String), memberName: expect.any(String) });
    expect(read.body.about.changes).toEqual([
      { field: 'payment', before: expect.stringContaining('PHP 25,750.00'), after: 'Reversed' },
      { field: 'reason', before: null, after: 'Recorded on the wrong loan.' },
    ]);

    const own = await approve(asked.body.action.id, officer);
    expect([own.status, own.body.code]).toEqual([403, 'apiFourEyes.ownAction']);
    t.clock.setTo(new Date('2027-02-20T02:00:00Z'));
    const ok = await approve(asked.body.action.id, second);
    expect(ok.status).toBe(200);

    expect(await receivable()).toBe(owedBefore);
    expect(await schedule(loanNumber)).toEqual(before);
    const [{ status }] = await t.dataSource.query(`SELECT status FROM loans WHERE loan_number = $1`, [loanNumber]);
    expect(status).toBe('OVERDUE');
    const entries = await t.dataSource.query(
      `SELECT e.kind, e.reversal_of IS NOT NULL AS reverses FROM journal_entries e JOIN repayments r ON r.entry_id = e.id OR e.reversal_of = r.entry_id WHERE r.id = $1 ORDER BY e.created_at`,
      [id],
    );
    expect(entries).toEqual([{ kind: 'REPAYMENT', reverses: false }, { kind: 'REVERSAL', reverses: true }]);
    const again = await reverse(id);
    expect([again.status, again.body.code]).toEqual([409, 'apiReversals.alreadyReversed']);
    const audited = await t.dataSource.query(`SELECT action FROM audit_events WHERE action IN ('payment.reversed', 'four-eyes.request', 'four-eyes.approve') AND (target = $1 OR details->>'repaymentId' = $2 OR details->>'subjectId' = $2)`, [
      asked.body.action.id,
      id,
    ]);
    expect(audited.map((a: { action: string }) => a.action).sort()).toEqual(['four-eyes.approve', 'four-eyes.request', 'payment.reversed']);
    await suite.invariants.expectHold();
  });

  it("reverses only the loan's latest payment, and an earlier one once the later is reversed", async () => {
    const loanNumber = await loanNumberDisbursed();
    t.clock.setTo(new Date('2027-02-10T02:00:00Z'));
    const before = await schedule(loanNumber);
    const first = await pay(loanNumber, '20000', 'BDO-A');
    const later = await pay(loanNumber, '10000', 'BDO-B');
    const refused = await reverse(first);
    expect([refused.status, refused.body.code]).toEqual([409, 'apiReversals.notLatest']);
    expect((await approve((await reverse(later)).body.action.id, second)).status).toBe(200);
    expect((await approve((await reverse(first)).body.action.id, second)).status).toBe(200);
    expect(await schedule(loanNumber)).toEqual(before);
    expect((await reverse('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    await suite.invariants.expectHold();
  });
});

describe('the payments staff recorded (GET /officer/payments without a loan number)', () => {
  it('lists channel payments across loans, newest first, found by loan number, receipt number or the channel reference', async () => {
    const [a, b] = [await loanNumberDisbursed(), await loanNumberDisbursed()];
    t.clock.setTo(new Date('2027-02-10T02:00:00Z'));
    await pay(a, '1,000', 'DEP-LIST');
    await pay(b, '2,000', 'DEP-LIST');
    const list = (query: string) => t.call('get', `/officer/payments?limit=200${query}`, { token: officer });

    const all = await list('');
    expect(all.status).toBe(200);
    const ours = all.body.payments.filter((p: { loanNumber: string }) => [a, b].includes(p.loanNumber));
    expect(ours.map((p: { loanNumber: string; amount: number }) => [p.loanNumber, p.amount])).toEqual([
      [b, 200_000],
      [a, 100_000],
    ]);
    expect(all.body.payments.every((p: { source: string }) => p.source === 'CHANNEL')).toBe(true);

    const byRef = await list(`&q=${encodeURIComponent(` dep-list-${b.toLowerCase()} `)}`);
    expect(byRef.body.payments.map((p: { loanNumber: string; externalRef: string }) => [p.loanNumber, p.externalRef])).toEqual([[b, `DEP-LIST-${b}`]]);
    const receipt = ours[1].receiptNumber as string;
    expect((await list(`&q=${receipt}`)).body.payments.map((p: { id: string }) => p.id)).toEqual([ours[1].id]);
    expect((await list(`&q=${a}`)).body.payments.map((p: { id: string }) => p.id)).toEqual([ours[1].id]);
    expect((await list(`&q=${'x'.repeat(101)}`)).body.errors?.q?.code).toBe('apiErrors.searchTooLong');
  });
});
