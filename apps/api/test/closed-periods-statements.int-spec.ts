// Closed periods and the statements (docs/decisions/032-closed-periods-statements.md), in a database
// of this file's own: a closed month refuses every entry dated in it, for every file that shares a
// database, so none is closed there. A month closes through four eyes between two admins once the
// close of business has closed its last day; the balance sheet balances on any day; the income
// statement's interest income is what INTEREST_INCOME received in the period; the loan portfolio
// and the charts read the ledger, the portfolio snapshots and the allowance measurements.
import fc from 'fast-check';
import { manilaIsoDate } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { PeriodClosedError } from '../src/modules/ledger/ledger.errors';
import { LedgerService } from '../src/modules/ledger/ledger.service';
import type { LineInput, PostInput } from '../src/modules/ledger/ledger.types';
import { dropDatabase } from './support/database';
import { disbursedLoan, useLoansSuite } from './support/loans';
import { adminMember } from './support/members';
import type { TestApp } from './support/test-app';

const server = () => process.env.TEST_SERVER_URL!;
const name = `${process.env.TEST_TEMPLATE_DATABASE}_closed_periods_${process.pid}`;
let workerUrl: string | undefined;

// Before the suite's app starts: a copy of the run's template for this file alone.
beforeAll(async () => {
  const admin = await new DataSource({ type: 'postgres', url: server() }).initialize();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${process.env.TEST_TEMPLATE_DATABASE}"`);
  } finally {
    await admin.destroy();
  }
  workerUrl = process.env.DATABASE_URL;
  const url = new URL(server());
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
});
const suite = useLoansSuite();
afterAll(async () => {
  process.env.DATABASE_URL = workerUrl;
  await dropDatabase(server(), name);
});

let t: TestApp;
let ledger: LedgerService;
let officer: string;
beforeAll(() => {
  ({ t, officer } = suite);
  ledger = t.app.get(LedgerService);
});

const debit = (accountCode: string, amount: number): LineInput => ({ accountCode, amount: -amount });
const credit = (accountCode: string, amount: number): LineInput => ({ accountCode, amount });
let keys = 0;
const post = (input: Omit<PostInput, 'movementKey' | 'description'>) =>
  t.dataSource.transaction((m) => ledger.post(m, { movementKey: `statements-test:${(keys += 1)}:${Date.now()}`, description: 'statements test', ...input }));
const accrual = (amount: number, bookedOn: string, loanId?: string) =>
  post({ kind: 'INTEREST_ACCRUAL', bookedOn, lines: [debit('ACCRUED_INTEREST_RECEIVABLE', amount), credit('INTEREST_INCOME', amount)], refs: { loanId } });
const snapshot = (day: string) =>
  t.dataSource.query(
    `INSERT INTO portfolio_snapshots (business_date, loans_running, principal_outstanding, loans_past_due, par30_principal, par90_principal) VALUES ($1, 1, 1000000, 0, 0, 0) ON CONFLICT DO NOTHING`,
    [day],
  );
const report = async (path: string) => {
  const res = await t.call('get', `/officer/reports/${path}`, { token: officer });
  expect([res.status, res.body?.code]).toEqual([200, undefined]);
  return res;
};

describe('closing a month (/admin/closed-periods, four eyes between two admins)', () => {
  it('closes a month only after the close of business closed its last day; then refuses every entry dated in it with a coded 409, in the service and in the database', async () => {
    const [maker, checker] = [await adminMember(t), await adminMember(t)];
    const ask = (month: unknown, token = maker.adminToken) => t.call('post', '/admin/closed-periods', { token }).send({ month });
    const before = await accrual(12_345, '2021-01-20');

    // Not a month, not ended, never run, run short of the last day: each refused beside the field.
    const thisMonth = manilaIsoDate(new Date()).slice(0, 7);
    for (const [month, status, code] of [
      ['2021-13', 400, 'apiBooks.month'],
      [thisMonth, 409, 'apiBooks.monthNotEnded'],
      ['2021-01', 409, 'apiBooks.closeOfBusinessNeverRan'],
    ] as const) {
      const res = await ask(month);
      expect([month, res.status, res.body.errors?.month?.code]).toEqual([month, status, code]);
    }
    await snapshot('2021-01-30');
    const behind = await ask('2021-01');
    expect([behind.status, behind.body.code, behind.body.params]).toEqual([409, 'apiBooks.closeOfBusinessBehind', { lastDay: '2021-01-31', through: '2021-01-30' }]);
    expect(behind.body.message).toContain('2021-01-30');

    // A loan officer may neither read nor ask.
    expect((await ask('2021-01', officer)).status).toBe(403);
    expect((await t.call('get', '/admin/closed-periods', { token: officer })).status).toBe(403);

    await snapshot('2021-01-31');
    const unmeasured = await ask('2021-01');
    expect([unmeasured.status, unmeasured.body.code, unmeasured.body.params]).toEqual([409, 'apiBooks.allowanceNotMeasured', { lastDay: '2021-01-31' }]);
    await t.dataSource.query(`INSERT INTO allowance_measurements (measured_on, stage, loans, exposure, rate_bp, allowance) VALUES ('2021-01-31', 1, 0, 0, 100, 0) ON CONFLICT DO NOTHING`);
    const asked = await ask('2021-01');
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ closedThrough: null, closeOfBusinessThrough: '2021-01-31', pending: { kind: 'books.close-period', mine: true } });
    const pendingId = asked.body.pending.id;
    expect((await ask('2021-01')).body.code).toBe('apiFourEyes.alreadyWaiting');
    // Nothing is closed while it waits.
    await accrual(1, '2021-01-25');

    // The maker may not approve, nor a loan officer: only another admin.
    const approve = (token: string) => t.call('post', `/officer/four-eyes/${pendingId}/approve`, { token }).send({});
    expect((await approve(maker.adminToken)).body.code).toBe('apiFourEyes.ownAction');
    const byOfficer = await approve(officer);
    expect([byOfficer.status, byOfficer.body.code]).toEqual([403, 'apiBooks.adminChecks']);
    expect((await approve(checker.adminToken)).status).toBe(200);

    const view = await t.call('get', '/admin/closed-periods', { token: checker.adminToken });
    expect(view.body).toMatchObject({ closedThrough: '2021-01-31', pending: null, periods: [{ month: '2021-01', closedThrough: '2021-01-31', madeBy: maker.id, checkedBy: checker.id }] });
    const [audit] = await t.dataSource.query(`SELECT actor_id, details FROM audit_events WHERE action = 'books.period.close' AND target = '2021-01'`);
    expect(audit).toMatchObject({ actor_id: checker.id, details: { madeBy: maker.id, closedThrough: '2021-01-31' } });

    // The service refuses an entry dated in the closed month, before any lock, with a coded 409.
    const refused = await accrual(500, '2021-01-31').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PeriodClosedError);
    expect(refused).toMatchObject({ code: 'apiBooks.periodClosed', params: { bookedOn: '2021-01-31', closedThrough: '2021-01-31' } });
    expect((refused as PeriodClosedError).getStatus()).toBe(409);
    // The database refuses it too, whatever writes it.
    await expect(
      t.dataSource.query(`INSERT INTO journal_entries (movement_key, kind, description, booked_on) VALUES ('statements-test:raw', 'INTEREST_ACCRUAL', 'raw', '2020-12-31')`),
    ).rejects.toMatchObject({ constraint: 'journal_entries_period_open', detail: '2021-01-31' });
    // A closed period is never changed nor reopened.
    await expect(t.dataSource.query(`DELETE FROM closed_periods WHERE month = '2021-01'`)).rejects.toThrow(/never changed/);

    // The day after is open; a correction of a closed month's entry posts today, as an entry of its own.
    expect((await accrual(500, '2021-02-01')).replayed).toBe(false);
    const reversal = await t.dataSource.transaction((m) => ledger.reverse(m, before.id, { description: 'Correction of January' }));
    const [{ booked_on }] = await t.dataSource.query(`SELECT booked_on::text FROM journal_entries WHERE id = $1`, [reversal.id]);
    expect(booked_on).toBe(manilaIsoDate(new Date()));

    // A month already inside the closed range is refused.
    expect((await ask('2020-11')).body.errors.month).toMatchObject({ code: 'apiBooks.alreadyClosed', params: { closedThrough: '2021-01-31' } });
  });
});

describe('the income statement (GET /officer/reports/income-statement)', () => {
  it("shows as interest income exactly what INTEREST_INCOME received in the period's booked days, and net income after the credit-loss expense; the CSV says the same", async () => {
    const inside = [1_000, 2_550, 7];
    await accrual(99_999, '2024-04-30');
    for (const [i, amount] of inside.entries()) await accrual(amount, `2024-05-${String(10 + i).padStart(2, '0')}`);
    await accrual(88_888, '2024-06-01');
    await post({ kind: 'PROVISION', bookedOn: '2024-05-31', lines: [debit('CREDIT_LOSS_EXPENSE', 400), credit('ALLOWANCE_FOR_CREDIT_LOSSES', 400)] });

    const s = (await report('income-statement?from=2024-05-01&to=2024-05-31')).body;
    const [{ received }] = await t.dataSource.query(
      `SELECT COALESCE(SUM(l.amount), 0)::bigint AS received FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN ledger_accounts a ON a.id = l.account_id
        WHERE a.code = 'INTEREST_INCOME' AND e.booked_on BETWEEN '2024-05-01' AND '2024-05-31'`,
    );
    const interest = s.income.find((l: { account: string }) => l.account === 'INTEREST_INCOME').amount;
    expect(interest).toBe(Number(received));
    expect(interest).toBe(1_000 + 2_550 + 7);
    expect(s.expenses).toEqual(expect.arrayContaining([{ account: 'CREDIT_LOSS_EXPENSE', amount: 400 }]));
    expect(s).toMatchObject({ from: '2024-05-01', to: '2024-05-31', totalIncome: 3_557, totalExpenses: 400, netIncome: 3_157 });

    const csv = await report('income-statement?from=2024-05-01&to=2024-05-31&format=csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="income-statement-2024-05-01-2024-05-31.csv"');
    expect(csv.text).toContain('income,INTEREST_INCOME,35.57');
    expect(csv.text).toContain('net,NET_INCOME,31.57');

    const refused = await t.call('get', '/officer/reports/income-statement?from=2024-06-01&to=2024-05-01', { token: officer });
    expect([refused.status, refused.body.errors.from.code]).toEqual([400, 'apiReports.range']);
  });
});

describe('the balance sheet (GET /officer/reports/balance-sheet)', () => {
  // Company movements of every type of account, on random business days of 2025.
  const movement = fc.record({
    kind: fc.constantFrom('FUNDING', 'INTEREST_ACCRUAL', 'LATE_CHARGE', 'PROVISION', 'REPAYMENT', 'SUSPENSE'),
    amount: fc.integer({ min: 1, max: 50_000_000 }),
    day: fc.integer({ min: 0, max: 364 }),
  });
  const linesOf = (kind: string, amount: number): LineInput[] =>
    ({
      FUNDING: [debit('COMPANY_FUNDING', amount), credit('COMPANY_EQUITY', amount)],
      INTEREST_ACCRUAL: [debit('ACCRUED_INTEREST_RECEIVABLE', amount), credit('INTEREST_INCOME', amount)],
      LATE_CHARGE: [debit('LATE_CHARGES_RECEIVABLE', amount), credit('INTEREST_INCOME', amount)],
      PROVISION: [debit('CREDIT_LOSS_EXPENSE', amount), credit('ALLOWANCE_FOR_CREDIT_LOSSES', amount)],
      REPAYMENT: [debit('COMPANY_FUNDING', amount), credit('ACCRUED_INTEREST_RECEIVABLE', amount)],
      SUSPENSE: [debit('COMPANY_FUNDING', amount), credit('PAYMENTS_SUSPENSE', amount)],
    })[kind]!;
  const dayOf = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);

  it('balances on any day after any postings: assets equal liabilities, equity and retained earnings (income less expenses to date)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 6 }), fc.integer({ min: -1, max: 365 }), async (movements, asked) => {
        for (const m of movements) await post({ kind: m.kind as PostInput['kind'], bookedOn: dayOf(m.day), lines: linesOf(m.kind, m.amount) });
        const on = dayOf(asked);
        const b = (await report(`balance-sheet?on=${on}`)).body;
        const total = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);
        expect(b.balanced).toBe(true);
        expect(b.totalAssets).toBe(b.totalLiabilities + b.totalEquity);
        expect(b.totalAssets).toBe(total(b.assets));
        expect(b.totalEquity).toBe(total(b.equity) + b.retainedEarnings);
        // Retained earnings are the income statement's net income from the first day to this one.
        const s = (await report(`income-statement?from=${dayOf(asked - 365)}&to=${on}`)).body;
        expect(b.retainedEarnings).toBe(s.netIncome + (await netIncomeBefore(dayOf(asked - 365))));
        // The allowance is a contra-asset: a negative asset.
        expect(b.assets.find((l: { account: string }) => l.account === 'ALLOWANCE_FOR_CREDIT_LOSSES').amount).toBeLessThanOrEqual(0);
        expect(b.liabilities.map((l: { account: string }) => l.account)).toEqual(expect.arrayContaining(['PAYMENTS_SUSPENSE', 'PAYOUT_CLEARING']));
      }),
      { numRuns: 12 },
    );
  });

  const netIncomeBefore = async (day: string): Promise<number> => {
    const [{ net }] = await t.dataSource.query(
      `SELECT COALESCE(SUM(l.amount), 0)::bigint AS net FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN ledger_accounts a ON a.id = l.account_id
        WHERE a.type IN ('income', 'expense') AND e.booked_on < $1::date`,
      [day],
    );
    return Number(net);
  };
});

describe('the loan portfolio with its allowance, and the charts', () => {
  it("lists a running loan with its principal, accrued interest, stage and share of the allowance at the latest measurement's rate", async () => {
    const { loanNumber } = await disbursedLoan(suite, new Date().toISOString());
    const [{ id: loanId }] = await t.dataSource.query(`SELECT id FROM loans WHERE loan_number = $1`, [loanNumber]);
    const today = manilaIsoDate(new Date());
    await accrual(4_321, today, loanId);
    await t.dataSource.query(
      `INSERT INTO allowance_measurements (measured_on, stage, loans, exposure, rate_bp, allowance) VALUES ($1, 1, 1, 15000000, 100, 150000), ($1, 2, 0, 0, 1000, 0), ($1, 3, 0, 0, 5000, 0)`,
      ['2021-02-28'],
    );
    const p = (await report('loan-portfolio?limit=100')).body;
    expect(p).toMatchObject({ on: today, measuredOn: '2021-02-28' });
    const row = p.loans.find((l: { loanNumber: string }) => l.loanNumber === loanNumber);
    expect(row).toMatchObject({ principal: 15_000_000, accruedInterest: 4_321, lateCharges: 0, daysPastDue: 0, stage: 1, allowance: Math.round(((15_000_000 + 4_321) * 100) / 10_000) });
    expect(p.stages[0]).toMatchObject({ stage: 1, rateBps: 100 });
    expect((await report('loan-portfolio?stage=3')).body.loans).toEqual([]);
    expect((await report(`loan-portfolio?q=${loanNumber.slice(-6).toLowerCase()}`)).body.loans.map((l: { loanNumber: string }) => l.loanNumber)).toContain(loanNumber);
    const csv = await report('loan-portfolio?format=csv');
    expect(csv.text.split('\r\n')[0]).toBe('loanNumber,memberId,status,principal,accruedInterest,lateCharges,daysPastDue,stage,allowance');
    expect(csv.text).toContain(`${loanNumber},`);
    const refused = await t.call('get', '/officer/reports/loan-portfolio?stage=4', { token: officer });
    expect([refused.status, refused.body.errors.stage.code]).toEqual([400, 'apiReports.stage']);
  });

  it('gives the charts PAR 30 at the last snapshot of each month, the flows of the last 12 weeks and the latest allowance by stage', async () => {
    const today = manilaIsoDate(new Date());
    const month = today.slice(0, 7);
    await t.dataSource.query(
      `INSERT INTO portfolio_snapshots (business_date, loans_running, principal_outstanding, loans_past_due, par30_principal, par90_principal)
       VALUES ($1, 4, 2000000, 1, 500000, 0), ($2, 4, 2000000, 1, 100000, 0) ON CONFLICT (business_date) DO NOTHING`,
      [`${month}-01`, today],
    );
    const c = (await report('charts')).body;
    expect(c.par30.at(-1)).toEqual({ month, day: today, outstanding: 2_000_000, par30: 100_000, shareBps: 500 });
    expect(c.weeks).toHaveLength(12);
    expect(c.weeks.at(-1).disbursements).toBeGreaterThanOrEqual(15_000_000);
    expect(c.allowanceMeasuredOn).toBe('2021-02-28');
    expect(c.allowance.map((s: { stage: number }) => s.stage)).toEqual([1, 2, 3]);
  });
});
