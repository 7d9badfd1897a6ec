import { manilaIsoDate } from '@halimbawa/domain';
import { disbursedLoan, useLoansSuite } from './support/loans';
import { adminMember } from './support/members';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
beforeAll(() => {
  ({ t, officer } = suite);
});

// The loan starts on 15 January 2027, 10:00 in Manila: instalment 1 (PHP 25,750: 25,000 principal,
// 750 interest) is due on 15 February 2027. Journal entries carry the real time they were posted.
const START = '2027-01-15T02:00:00Z';
const PRINCIPAL = 15_000_000;

async function loanOfMember(): Promise<{ loanNumber: string; memberId: string; fullName: string }> {
  const { m, loanNumber } = await disbursedLoan(suite, START);
  const [row] = await t.dataSource.query(`SELECT full_name FROM members WHERE id = $1`, [m.id]);
  return { loanNumber, memberId: m.id, fullName: row.full_name };
}

const report = async (path: string, token = officer) => {
  const res = await t.call('get', `/officer/reports/${path}`, { token });
  expect(res.status).toBe(200);
  return res;
};
const accountRow = (tb: { rows: { account: string; debit: number; credit: number }[] }, account: string) => tb.rows.find((r) => r.account === account)!;
const csvRows = (text: string) => text.trimEnd().split('\r\n').map((line) => line.split(','));

describe('the trial balance (GET /officer/reports/trial-balance)', () => {
  it('balances on any day, by account, with a disbursement in LOAN_RECEIVABLE from the day it was posted; the CSV says the same', async () => {
    // Other files' signed loans in this worker's database are disbursed first, so that the
    // disbursement between the two readings is this loan's alone.
    t.clock.setTo(new Date(new Date(START).getTime() + 10 * 60_000));
    // Entries are booked on the business clock's day.
    const today = manilaIsoDate(t.clock.now());
    await suite.jobs.tick('disbursement');
    const before = (await report(`trial-balance?on=${today}`)).body;
    const { loanNumber } = await loanOfMember();
    const after = (await report(`trial-balance?on=${today}`)).body;
    expect(after).toMatchObject({ on: today, balanced: true });
    expect(after.totalDebit).toBe(after.totalCredit);
    expect(after.rows.reduce((s: number, r: { debit: number }) => s + r.debit, 0)).toBe(after.totalDebit);
    expect(accountRow(after, 'LOAN_RECEIVABLE').debit - accountRow(before, 'LOAN_RECEIVABLE').debit).toBe(PRINCIPAL);
    expect(accountRow(after, 'WALLET')).toMatchObject({ type: 'liability', debit: 0 });
    expect(after.rows.map((r: { account: string }) => r.account)).toEqual(expect.arrayContaining(['COMPANY_FUNDING', 'INTEREST_INCOME', 'PAYMENTS_SUSPENSE', 'WITHDRAWAL_HOLDS']));
    expect(after.rows.some((r: { account: string }) => r.account.includes(':'))).toBe(false);

    // The day before anything was posted: nothing, still balanced.
    const long = (await report('trial-balance?on=2000-01-01')).body;
    expect(long).toMatchObject({ totalDebit: 0, totalCredit: 0, balanced: true });

    const csv = await report(`trial-balance?on=${today}&format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="trial-balance-${today}.csv"`);
    const rows = csvRows(csv.text);
    expect(rows[0]).toEqual(['account', 'type', 'debit', 'credit']);
    const total = rows.at(-1)!;
    expect(total[0]).toBe('TOTAL');
    expect(total[2]).toBe(total[3]);
    expect(rows.find((r) => r[0] === 'LOAN_RECEIVABLE')![2]).toBe((accountRow(after, 'LOAN_RECEIVABLE').debit / 100).toFixed(2));
    expect(loanNumber).toBeTruthy();
  });

  it('refuses a day that is not one, or an unknown format, beside the field', async () => {
    for (const [query, field, code] of [
      ['on=2027-02-30', 'on', 'apiReports.date'],
      ['on=yesterday', 'on', 'apiReports.date'],
      ['format=xlsx', 'format', 'apiReports.format'],
    ]) {
      const res = await t.call('get', `/officer/reports/trial-balance?${query}`, { token: officer });
      expect([res.status, res.body.errors?.[field]?.code]).toEqual([400, code]);
    }
  });
});

describe('the portfolio and portfolio at risk (GET /officer/reports/portfolio)', () => {
  it('puts a loan into PAR 1 once an instalment is a day late and into PAR 30 after 30 days, with shares of the outstanding principal', async () => {
    const { loanNumber } = await loanOfMember();
    t.clock.setTo(new Date('2027-02-15T02:00:00Z')); // due today: not late
    const due = (await report('portfolio')).body;
    t.clock.setTo(new Date('2027-02-16T02:00:00Z')); // 1 day past due
    const late = (await report('portfolio')).body;
    t.clock.setTo(new Date('2027-03-18T02:00:00Z')); // 31 days past due
    const later = (await report('portfolio')).body;

    const par = (p: { par: { days: number; principal: number }[] }, days: number) => p.par.find((x) => x.days === days)!.principal;
    expect(late.on).toBe('2027-02-16');
    // Every loan only grows older as the clock moves on, and this one crosses each line.
    expect(par(late, 1) - par(due, 1)).toBeGreaterThanOrEqual(PRINCIPAL);
    expect(par(later, 30) - par(late, 30)).toBeGreaterThanOrEqual(PRINCIPAL);
    for (const p of [due, late, later]) {
      const principals = p.par.map((x: { principal: number }) => x.principal);
      expect([...principals].sort((a, b) => b - a)).toEqual(principals);
      expect(p.loansReceivable).toBeGreaterThanOrEqual(par(p, 1));
      for (const x of p.par) expect(x.shareBps).toBe(p.loansReceivable === 0 ? 0 : Math.round((x.principal * 10_000) / p.loansReceivable));
    }
    expect(later.interestUnearned).toBeGreaterThanOrEqual(450_000);

    const tb = (await report('trial-balance')).body;
    expect(later.loansReceivable).toBe(accountRow(tb, 'LOAN_RECEIVABLE').debit);
    expect(later.interestEarned).toBe(accountRow(tb, 'INTEREST_INCOME').credit);

    const csv = csvRows((await report('portfolio?format=csv')).text);
    expect(csv[0]).toEqual(['figure', 'amount', 'share']);
    expect(csv.map((r) => r[0])).toEqual(['figure', 'loansReceivable', 'interestEarned', 'interestUnearned', 'suspense', 'par1', 'par30', 'par60', 'par90']);
    expect(loanNumber).toBeTruthy();
  });
});

describe('the flows by day (GET /officer/reports/flows)', () => {
  it('counts a disbursement and a payment received on the day they were posted', async () => {
    const today = manilaIsoDate(new Date());
    const before = (await report(`flows?from=${today}&to=${today}`)).body;
    const { loanNumber } = await loanOfMember();
    const paid = await t.call('post', '/officer/payments', { token: officer }).send({ loanNumber, amount: '25750', channel: 'GCASH', externalRef: `GC-FLOW-${loanNumber}` });
    expect(paid.status).toBe(200);
    const after = (await report(`flows?from=${today}&to=${today}`)).body;
    expect(after.totals.disbursements - before.totals.disbursements).toBe(PRINCIPAL);
    expect(after.totals.collections - before.totals.collections).toBe(2_575_000);
    expect(after.days).toEqual([expect.objectContaining({ day: today, disbursements: after.totals.disbursements })]);

    const csv = csvRows((await report(`flows?from=${today}&to=${today}&format=csv`)).text);
    expect(csv).toEqual([
      ['day', 'disbursements', 'collections', 'payouts'],
      [today, ...[after.totals.disbursements, after.totals.collections, after.totals.payouts].map((c: number) => (c / 100).toFixed(2))],
      ['TOTAL', ...[after.totals.disbursements, after.totals.collections, after.totals.payouts].map((c: number) => (c / 100).toFixed(2))],
    ]);
  });

  it('refuses a range backwards or longer than a year', async () => {
    for (const query of ['from=2027-02-01&to=2027-01-01', 'from=2025-01-01&to=2027-01-01']) {
      const res = await t.call('get', `/officer/reports/flows?${query}`, { token: officer });
      expect([res.status, res.body.errors?.from?.code]).toEqual([400, 'apiReports.range']);
    }
  });
});

describe('the monthly credit-data export (GET /officer/reports/credit-data)', () => {
  it("lists the month's loans with the borrower, status, principal owed and days past due on the month's last day; an admin may read it too; each read is audited", async () => {
    const { loanNumber, fullName } = await loanOfMember();
    t.clock.setTo(new Date('2027-03-05T02:00:00Z'));
    const res = await report('credit-data?month=2027-02');
    expect(res.headers['content-disposition']).toBe('attachment; filename="credit-data-2027-02.csv"');
    const rows = csvRows(res.text);
    expect(rows[0]).toEqual(['loanNumber', 'borrower', 'memberId', 'status', 'disbursedOn', 'principal', 'installments', 'outstandingPrincipal', 'daysPastDue']);
    const mine = rows.find((r) => r[0] === loanNumber)!;
    // Disbursed on 15 January; on 28 February instalment 1 is 13 days past due.
    expect(mine).toEqual([loanNumber, fullName, expect.any(String), 'DISBURSED', '2027-01-15', '150000.00', '6', '150000.00', '13']);

    const admin = await adminMember(t);
    await report('credit-data?month=2027-02', admin.adminToken);
    const bad = await t.call('get', '/officer/reports/credit-data?month=2027-13', { token: officer });
    expect([bad.status, bad.body.errors?.month?.code]).toEqual([400, 'apiReports.month']);
    const audited = await t.dataSource.query(`SELECT actor_id FROM audit_events WHERE action = 'report.read' AND target = 'credit-data' AND details->>'month' = '2027-02'`);
    expect(audited.map((a: { actor_id: string }) => a.actor_id)).toContain(admin.id);
  });
});
