// Waiving an instalment's late charge through four eyes: refusals with codes, the maker who cannot
// check their own waiver, what the checker reads, what the borrower owes and is told, the audit,
// and the correcting entry only where the late charge had been booked as earned.
import { LedgerService } from '../src/modules/ledger/ledger.service';
import { OverdueJobService } from '../src/modules/repayments/overdue-job.service';
import { disbursedLoan, outbox, useLoansSuite } from './support/loans';
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

// Instalment 1 of a PHP 150,000 / 6-month loan disbursed on 15 January 2027 falls due on 15 February;
// on 20 February (past the grace days) the overdue job gives it a late charge.
const START = '2027-01-15T02:00:00Z';

async function overdueLoan() {
  const loan = await disbursedLoan(suite, START);
  t.clock.setTo(new Date('2027-02-20T02:00:00Z'));
  await t.app.get(OverdueJobService).tick();
  const [row] = await rows(loan.loanNumber);
  expect(Number(row.late_charge)).toBeGreaterThan(0);
  return { ...loan, lateCharge: Number(row.late_charge) };
}

const rows = (loanNumber: string) =>
  t.dataSource.query(`SELECT number, late_charge, waived_late_charge, paid_late_charge FROM loan_schedule s JOIN loans l ON l.id = s.loan_id AND l.schedule_version = s.version WHERE l.loan_number = $1 ORDER BY number`, [loanNumber]);
const ask = (loanNumber: string, body: Record<string, unknown>, token = officer) => t.call('post', `/officer/loans/${loanNumber}/late-charge-waivers`, { token }).send(body);
const approve = (id: string, token: string) => t.call('post', `/officer/four-eyes/${id}/approve`, { token }).send({});
const loanIdOf = async (loanNumber: string): Promise<string> => (await t.dataSource.query(`SELECT id FROM loans WHERE loan_number = $1`, [loanNumber]))[0].id;
const entries = (loanNumber: string) =>
  t.dataSource.query(
    `SELECT e.kind, e.movement_key, a.code, l.amount::int AS amount FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN ledger_accounts a ON a.id = l.account_id
      WHERE e.loan_id = (SELECT id FROM loans WHERE loan_number = $1) AND e.kind = 'LATE_CHARGE' ORDER BY e.created_at, a.code`,
    [loanNumber],
  );

describe('waiving a late charge (POST /officer/loans/:loanNumber/late-charge-waivers)', () => {
  it('refuses bad input with codes beside the fields, and a loan or instalment with nothing to waive', async () => {
    const { loanNumber, lateCharge } = await overdueLoan();
    const bad = await ask(loanNumber, { instalment: 'first', amount: '0', reason: ' ' });
    expect(bad.status).toBe(400);
    expect([bad.body.errors.instalment.code, bad.body.errors.amount.code, bad.body.errors.reason.code]).toEqual(['apiLateCharges.instalment', 'apiLateCharges.amount', 'apiLateCharges.reason']);
    const above = await ask(loanNumber, { instalment: '1', amount: String(lateCharge / 100 + 1), reason: 'Too much.' });
    expect([above.status, above.body.errors.amount.code]).toEqual([400, 'apiLateCharges.amountAbove']);
    const none = await ask(loanNumber, { instalment: '2', amount: '1', reason: 'Nothing owed here.' });
    expect([none.status, none.body.code]).toEqual([409, 'apiLateCharges.nothingToWaive']);
    const unknown = await ask('HLC-1999-000001', { instalment: '1', amount: '1', reason: 'No such loan.' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'apiLateCharges.loanNotFound']);
    expect(await t.dataSource.query(`SELECT 1 FROM pending_actions WHERE kind = 'loan.late-charge.waive' AND subject_id = $1`, [await loanIdOf(loanNumber)])).toEqual([]);
  });

  it('waits for a second staff member; approved, the instalment owes less, the overdue job keeps it off, the borrower is told, nothing is posted when none was booked', async () => {
    const { m, loanNumber, lateCharge } = await overdueLoan();
    const half = Math.floor(lateCharge / 2);
    const asked = await ask(loanNumber, { instalment: '1', amount: (half / 100).toFixed(2), reason: 'The borrower was in hospital on the due date.' });
    expect(asked.status).toBe(202);
    expect(asked.body.action).toMatchObject({ kind: 'loan.late-charge.waive', status: 'PENDING', amount: half, mine: true });
    expect((await ask(loanNumber, { instalment: '1', amount: '1', reason: 'Again.' })).body.code).toBe('apiFourEyes.alreadyWaiting');
    expect(Number((await rows(loanNumber))[0].late_charge)).toBe(lateCharge);

    // The checker reads for whom, who asked, and the late charge before and after.
    const read = await t.call('get', `/officer/four-eyes/${asked.body.action.id}`, { token: second });
    expect(read.body.about).toMatchObject({ loanNumber, memberId: m.id });
    expect(read.body.makerName).toEqual(expect.any(String));
    const fmt = (c: number) => `PHP ${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(read.body.about.changes).toEqual([
      { field: 'instalment', before: null, after: 'Instalment 1, due 2027-02-15' },
      { field: 'lateCharge', before: fmt(lateCharge), after: fmt(lateCharge - half) },
      { field: 'waived', before: null, after: fmt(half) },
      { field: 'reason', before: null, after: 'The borrower was in hospital on the due date.' },
    ]);

    const own = await approve(asked.body.action.id, officer);
    expect([own.status, own.body.code]).toEqual([403, 'apiFourEyes.ownAction']);
    expect((await approve(asked.body.action.id, second)).status).toBe(200);

    expect((await rows(loanNumber))[0]).toMatchObject({ late_charge: String(lateCharge - half), waived_late_charge: String(half) });
    const loan = (await t.call('post', '/loan/phonenumber', { token: m.accessToken }).send({})).body.loan;
    expect(loan.balance).toMatchObject({ lateChargesDue: lateCharge - half, lateChargesWaived: half });
    expect(await entries(loanNumber)).toEqual([]);
    const sms = (await outbox(t, m.e164)).map((x) => x.body);
    expect(sms.some((b) => b.includes(`${fmt(half).slice(4)} of the late charge on instalment 1 of loan ${loanNumber} was waived`))).toBe(true);
    const audited = await t.dataSource.query(`SELECT action FROM audit_events WHERE (target = $1 OR target = $2) AND action IN ('four-eyes.request', 'four-eyes.approve', 'loan.late-charge.waive')`, [
      asked.body.action.id,
      await loanIdOf(loanNumber),
    ]);
    expect(audited.map((a: { action: string }) => a.action).sort()).toEqual(['four-eyes.approve', 'four-eyes.request', 'loan.late-charge.waive']);

    // The next day's overdue check works the charge out again: the waived part stays off.
    t.clock.setTo(new Date('2027-02-21T02:00:00Z'));
    await t.app.get(OverdueJobService).tick();
    expect((await rows(loanNumber))[0]).toMatchObject({ late_charge: String(lateCharge - half), waived_late_charge: String(half) });
    await suite.invariants.expectHold();
  });

  it('where the late charge was booked as earned, the approval posts the balanced correcting entry once, keyed by the waiver', async () => {
    const { loanNumber, lateCharge, m } = await overdueLoan();
    const loanId = await loanIdOf(loanNumber);
    // What the close of business books on the day a late charge falls due.
    await t.dataSource.transaction((em) =>
      t.app.get(LedgerService).post(em, {
        movementKey: `loan:${loanId}:late-charge:test`,
        kind: 'LATE_CHARGE',
        description: 'Late charge booked',
        lines: [
          { accountCode: 'LATE_CHARGES_RECEIVABLE', amount: -lateCharge },
          { accountCode: 'INTEREST_INCOME', amount: lateCharge },
        ],
        refs: { loanId, memberId: m.id },
      }),
    );
    const asked = await ask(loanNumber, { instalment: '1', amount: (lateCharge / 100).toFixed(2), reason: 'Charged by mistake.' });
    expect((await approve(asked.body.action.id, second)).status).toBe(200);
    const key = `loan:${loanId}:late-charge-waiver:${asked.body.action.id}`;
    expect((await entries(loanNumber)).filter((e: { movement_key: string }) => e.movement_key === key)).toEqual([
      { kind: 'LATE_CHARGE', movement_key: key, code: 'INTEREST_INCOME', amount: -lateCharge },
      { kind: 'LATE_CHARGE', movement_key: key, code: 'LATE_CHARGES_RECEIVABLE', amount: lateCharge },
    ]);
    expect(await t.app.get(LedgerService).loanBalanceOn(loanId, 'LATE_CHARGES_RECEIVABLE')).toBe(0);
    expect((await rows(loanNumber))[0]).toMatchObject({ late_charge: '0', waived_late_charge: String(lateCharge) });
    await suite.invariants.expectHold();
  });
});
