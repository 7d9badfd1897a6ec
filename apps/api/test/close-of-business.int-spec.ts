import { addDays, daysBetween } from '@halimbawa/domain';
import { randomUUID } from 'node:crypto';
import { CloseOfBusinessJob } from '../src/modules/close-of-business/close-of-business.job';
import { OverdueJobService } from '../src/modules/repayments/overdue-job.service';
import { disbursedLoan, useLoansSuite } from './support/loans';
import { adminMember, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let job: CloseOfBusinessJob;
beforeAll(() => {
  t = suite.t;
  job = t.app.get(CloseOfBusinessJob);
});
afterEach(() => jest.restoreAllMocks());

/** 10:00 on a Manila day. */
const morningOf = (day: string) => new Date(`${day}T10:00:00+08:00`);

/**
 * The first day this test may close: the close of business closes days in order, and other files of
 * this worker's database may have closed some already (the access matrix runs it as an admin). Its
 * first run ever closes only yesterday: then it is run once, on the day before the first one here.
 */
async function firstOpenDay(): Promise<string> {
  const [{ last }] = await t.dataSource.query(`SELECT to_char(max(business_date), 'YYYY-MM-DD') AS last FROM close_of_business_runs`);
  if (last) return addDays(last, 1);
  t.clock.setTo(morningOf('2031-03-10'));
  expect(await job.run()).toEqual({ closed: ['2031-03-09'], outcome: 'UP_TO_DATE', stoppedAt: null });
  return '2031-03-10';
}

interface OwnLoan {
  m: Registered;
  loanNumber: string;
  id: string;
  firstDue: string;
}

/** PHP 150,000 over 6 months, disbursed in the morning of `day`: 750.00 of interest an instalment. */
async function loansDisbursedOn(day: string, n: number): Promise<OwnLoan[]> {
  const loans: OwnLoan[] = [];
  for (let i = 0; i < n; i++) {
    const { m, loanNumber } = await disbursedLoan(suite, morningOf(day).toISOString());
    const [row] = await t.dataSource.query(
      `SELECT l.id, to_char(s.due_date, 'YYYY-MM-DD') AS first_due FROM loans l JOIN loan_schedule s ON s.loan_id = l.id AND s.version = l.schedule_version AND s.number = 1 WHERE l.loan_number = $1`,
      [loanNumber],
    );
    loans.push({ m, loanNumber, id: row.id, firstDue: row.first_due });
  }
  return loans;
}

/** The loans' accrual and late-charge entries: movement key, business day and the receivable's debit. */
async function accrualsOf(loans: OwnLoan[]): Promise<{ loan_id: string; kind: string; booked_on: string; movement_key: string; amount: number }[]> {
  return t.dataSource.query(
    `SELECT e.loan_id, e.kind, to_char(e.booked_on, 'YYYY-MM-DD') AS booked_on, e.movement_key, (-l.amount)::int AS amount
       FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN ledger_accounts a ON a.id = l.account_id
      WHERE e.loan_id = ANY($1::uuid[]) AND e.kind IN ('INTEREST_ACCRUAL', 'LATE_CHARGE') AND a.code IN ('ACCRUED_INTEREST_RECEIVABLE', 'LATE_CHARGES_RECEIVABLE')
      ORDER BY e.loan_id, e.booked_on, e.kind`,
    [loans.map((l) => l.id)],
  );
}

const entryCount = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM journal_entries`))[0].n as number;

/** The first instalment's 750.00 spread evenly over the days of its month, through the end of `day`. */
const spreadThrough = (loan: OwnLoan, disbursedOn: string, day: string) => {
  const days = daysBetween(disbursedOn, loan.firstDue);
  return Math.floor((75_000 * Math.min(days, daysBetween(disbursedOn, day))) / days);
};

describe('close of business', () => {
  it('closes each missed day once and in order: accruals booked on their day, delinquency and the portfolio snapshot; run again, it posts nothing', async () => {
    const day0 = await firstOpenDay();
    const loans = await loansDisbursedOn(day0, 3);
    t.clock.setTo(morningOf(addDays(day0, 5)));

    const first = await job.run();
    const days = [0, 1, 2, 3, 4].map((n) => addDays(day0, n));
    expect(first).toEqual({ closed: days, outcome: 'UP_TO_DATE', stoppedAt: null });

    // Nothing is earned on the day of disbursement; then one entry a day, booked on that day.
    const entries = await accrualsOf(loans);
    for (const loan of loans) {
      const own = entries.filter((e) => e.loan_id === loan.id);
      expect(own.map((e) => e.booked_on)).toEqual(days.slice(1));
      expect(own.map((e) => e.movement_key)).toEqual(days.slice(1).map((d) => `loan:${loan.id}:accrual:${d}`));
      expect(own.every((e) => e.kind === 'INTEREST_ACCRUAL')).toBe(true);
      expect(own.reduce((s, e) => s + e.amount, 0)).toBe(spreadThrough(loan, day0, days[4]));
    }
    const delinquency = await t.dataSource.query(
      `SELECT to_char(business_date, 'YYYY-MM-DD') AS day, days_past_due, bucket, principal_outstanding::int AS principal FROM loan_delinquency WHERE loan_id = ANY($1::uuid[])`,
      [loans.map((l) => l.id)],
    );
    expect(delinquency).toEqual(loans.map(() => ({ day: days[4], days_past_due: 0, bucket: 'CURRENT', principal: 15_000_000 })));
    const snapshots = await t.dataSource.query(
      `SELECT to_char(business_date, 'YYYY-MM-DD') AS day, loans_running, principal_outstanding::bigint AS principal FROM portfolio_snapshots WHERE business_date BETWEEN $1 AND $2 ORDER BY 1`,
      [days[0], days[4]],
    );
    expect(snapshots.map((s: { day: string }) => s.day)).toEqual(days);
    for (const s of snapshots) expect(s.loans_running).toBeGreaterThanOrEqual(3);

    // A second run the same day has nothing to close; a day closed again (its bookmark reset) posts nothing.
    const before = await entryCount();
    expect(await job.run()).toEqual({ closed: [], outcome: 'UP_TO_DATE', stoppedAt: null });
    await t.dataSource.query(`UPDATE close_of_business_runs SET status = 'RUNNING', last_loan_id = NULL, finished_at = NULL WHERE business_date = $1`, [days[4]]);
    expect(await job.run()).toEqual({ closed: [days[4]], outcome: 'UP_TO_DATE', stoppedAt: null });
    expect(await entryCount()).toBe(before);
    await suite.invariants.expectHold();
  });

  it('stopped at a loan by a failure, it names the loan and the next run resumes there, ending with the books of a run never stopped', async () => {
    const day0 = await firstOpenDay();
    const loans = await loansDisbursedOn(day0, 6);
    t.clock.setTo(morningOf(addDays(day0, 3)));
    const [day1, day2] = [addDays(day0, 1), addDays(day0, 2)];
    // The fourth of these loans in the order the close takes them (by id) fails on day 1, in the batch of two holding it.
    const victim = [...loans].sort((a, b) => (a.id < b.id ? -1 : 1))[3];
    const closeLoan = job.closeLoan.bind(job);
    jest.spyOn(job, 'closeLoan').mockImplementation(async (m, account, day) => {
      if (account.loan.id === victim.id && day === day1) throw new Error('the process was killed');
      return closeLoan(m, account, day);
    });

    const stopped = await job.run({ batchSize: 2 });
    expect(stopped).toEqual({ closed: [day0], outcome: 'FAILED', stoppedAt: day1 });
    const failed = (await job.progress()).runs.find((r) => r.businessDate === day1)!;
    expect(failed).toMatchObject({ status: 'FAILED', failedLoanNumber: victim.loanNumber, failure: 'the process was killed', finishedAt: null });
    // The victim's batch was rolled back whole: the victim has nothing booked on day 1.
    expect((await accrualsOf([victim])).filter((e) => e.booked_on === day1)).toEqual([]);
    // Nothing is snapshotted for a day not closed.
    expect(await t.dataSource.query(`SELECT 1 FROM portfolio_snapshots WHERE business_date = $1`, [day1])).toEqual([]);

    jest.restoreAllMocks();
    expect(await job.run({ batchSize: 2 })).toEqual({ closed: [day1, day2], outcome: 'UP_TO_DATE', stoppedAt: null });
    const progress = await job.progress();
    expect(progress.lastClosedDate).toBe(day2);
    expect(progress.runs.find((r) => r.businessDate === day1)).toMatchObject({ status: 'DONE', failure: null });

    // Every loan, before the failure or after it, has one accrual a day, what the schedule earned that day.
    const entries = await accrualsOf(loans);
    for (const loan of loans) {
      const own = entries.filter((e) => e.loan_id === loan.id);
      expect(own.map((e) => [e.booked_on, e.amount])).toEqual([
        [day1, spreadThrough(loan, day0, day1)],
        [day2, spreadThrough(loan, day0, day2) - spreadThrough(loan, day0, day1)],
      ]);
    }
    await suite.invariants.expectHold();
  });

  it('a repayment catches the loan up and clears the accrued interest first; a late charge is booked the day it falls due and its payment clears it', async () => {
    const day0 = await firstOpenDay();
    const [loan] = await loansDisbursedOn(day0, 1);
    const day20 = addDays(day0, 20);
    // No close has run since the disbursement: paying on day 21 brings the loan up to date through day 20 first.
    t.clock.setTo(morningOf(addDays(day0, 21)));
    const paid = await t.call('post', `/loan/${loan.loanNumber}/repay`, { token: loan.m.accessToken }).set('Idempotency-Key', randomUUID()).send({ kind: 'NEXT' });
    expect(paid.status).toBe(200);
    const accrued = spreadThrough(loan, day0, day20);
    expect(await accrualsOf([loan])).toEqual([{ loan_id: loan.id, kind: 'INTEREST_ACCRUAL', booked_on: day20, movement_key: `loan:${loan.id}:accrual:${day20}`, amount: accrued }]);
    /** The company's lines of the loan's newest entry of `kind`. */
    const lines = async (kind: string) =>
      Object.fromEntries(
        (
          await t.dataSource.query(
            `SELECT a.code, l.amount::int AS amount FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN ledger_accounts a ON a.id = l.account_id
              WHERE e.id = (SELECT id FROM journal_entries WHERE loan_id = $1 AND kind = $2 ORDER BY created_at DESC LIMIT 1) AND a.member_id IS NULL`,
            [loan.id, kind],
          )
        ).map((r: { code: string; amount: number }) => [r.code, r.amount]),
      );
    // The 750.00 of interest: what accrued clears the receivable, the rest (paid before it was earned) is income now.
    expect(await lines('REPAYMENT')).toEqual({ ACCRUED_INTEREST_RECEIVABLE: accrued, INTEREST_INCOME: 75_000 - accrued, LOAN_RECEIVABLE: 2_500_000 });

    // The close catches up every day since; paid ahead, instalment 1 earns nothing more.
    t.clock.setTo(morningOf(addDays(loan.firstDue, 1)));
    expect((await job.run()).outcome).toBe('UP_TO_DATE');
    expect((await accrualsOf([loan])).reduce((s, e) => s + e.amount, 0)).toBe(accrued);

    // Instalment 2 unpaid: three days after its due date the overdue check charges it, and that day's close books it.
    const [secondDue, thirdDue] = (
      await t.dataSource.query(
        `SELECT to_char(due_date, 'YYYY-MM-DD') AS due FROM loan_schedule s JOIN loans l ON l.id = s.loan_id AND s.version = l.schedule_version WHERE l.id = $1 AND s.number IN (2, 3) ORDER BY s.number`,
        [loan.id],
      )
    ).map((r: { due: string }) => r.due);
    const chargedOn = addDays(secondDue, 3);
    t.clock.setTo(morningOf(chargedOn));
    await t.app.get(OverdueJobService).tick();
    const [{ late_charge: lateCharge }] = await t.dataSource.query(`SELECT late_charge::int FROM loan_schedule s JOIN loans l ON l.id = s.loan_id AND s.version = l.schedule_version WHERE l.id = $1 AND s.number = 2`, [loan.id]);
    expect(lateCharge).toBeGreaterThan(0);
    t.clock.setTo(morningOf(addDays(chargedOn, 1)));
    expect((await job.run()).outcome).toBe('UP_TO_DATE');
    const charges = (await accrualsOf([loan])).filter((e) => e.kind === 'LATE_CHARGE');
    expect(charges).toEqual([{ loan_id: loan.id, kind: 'LATE_CHARGE', booked_on: chargedOn, movement_key: `loan:${loan.id}:late-charge:${chargedOn}`, amount: lateCharge }]);
    const delinquency = await t.dataSource.query(`SELECT days_past_due, bucket FROM loan_delinquency WHERE loan_id = $1`, [loan.id]);
    expect(delinquency).toEqual([{ days_past_due: 3, bucket: 'DPD_1_30' }]);

    // Instalment 2 has earned its whole 750.00 and instalment 3 its first three days; paying instalment 2 clears its interest and the late charge.
    const sinceFirst = (await accrualsOf([loan])).filter((e) => e.kind === 'INTEREST_ACCRUAL').reduce((s, e) => s + e.amount, 0) - accrued;
    expect(sinceFirst).toBe(75_000 + Math.floor((75_000 * 3) / daysBetween(secondDue, thirdDue)));
    const again = await t.call('post', `/loan/${loan.loanNumber}/repay`, { token: loan.m.accessToken }).set('Idempotency-Key', randomUUID()).send({ kind: 'NEXT' });
    expect(again.status).toBe(200);
    expect(await lines('REPAYMENT')).toEqual({ ACCRUED_INTEREST_RECEIVABLE: 75_000, LATE_CHARGES_RECEIVABLE: lateCharge, LOAN_RECEIVABLE: 2_500_000 });
    await suite.invariants.expectHold();
  });

  it('shows staff the progress, and an admin runs it (audited); a loan officer may not', async () => {
    const admin = await adminMember(t);
    t.clock.setTo(morningOf(await firstOpenDay()));
    expect((await t.call('post', '/admin/close-of-business/run', { token: suite.officer }).send({})).status).toBe(403);
    t.clock.setTo(morningOf(addDays(await firstOpenDay(), 1)));
    const run = await t.call('post', '/admin/close-of-business/run', { token: admin.adminToken }).send({});
    expect(run.status).toBe(200);
    expect(run.body.outcome).toBe('UP_TO_DATE');
    const progress = await t.call('get', '/officer/close-of-business', { token: suite.officer });
    expect(progress.status).toBe(200);
    expect(progress.body.lastClosedDate).toBe(run.body.progress.lastClosedDate);
    expect(progress.body.runs[0]).toMatchObject({ businessDate: progress.body.lastClosedDate, status: 'DONE' });
    const audited = await t.dataSource.query(`SELECT action FROM audit_events WHERE actor_id = $1 ORDER BY created_at`, [admin.id]);
    expect(audited.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['admin.closeOfBusiness.run', 'admin.closeOfBusiness.ran']));
  });
});
