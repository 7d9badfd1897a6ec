import { Inject, Injectable } from '@nestjs/common';
import type { FieldErrors } from '@halimbawa/domain';
import type { AuthMember } from '../../common/auth/auth-member';
import { centavosOf } from '../../common/centavos.transformer';
import { addDays, calendarDay, dayEnd, dayStart } from '../../common/manila-days';
import { refuseFields } from '../../common/errors';
import { encodeCursor, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { LedgerReadings, type TrialBalanceRow } from '../ledger/ledger-readings';
import { SYSTEM_ACCOUNTS } from '../ledger/ledger.types';
import { HardshipService } from '../hardship/hardship.service';
import { LoanAging } from '../loans/loan-aging';
import { stageOf } from '../provisioning/provisioning.rules';
import { REPORTS_AGING, REPORTS_LEDGER, ReportsConnection } from './reports-connection';
import type { ReportFormat } from './reports.dto';
import { MAX_FLOW_DAYS, ReportsService } from './reports.service';
import type { AllowanceStageDto, BalanceSheetDto, ChartsDto, IncomeStatementDto, LoanPortfolioDto, LoanPortfolioQueryDto, PortfolioLoanDto, StatementLineDto } from './statements.dto';

/** How many months of PAR 30 and weeks of flows the charts show. */
export const CHART_MONTHS = 12;
export const CHART_WEEKS = 12;


const line = (r: TrialBalanceRow, sign: 1 | -1): StatementLineDto => ({ account: r.account, amount: sign * r.balance });
const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);
/** The first day of the month `n` months before the day's. */
const monthsBefore = (day: string, n: number) => {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};
/** The Monday of a day's week. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * The statements an accountant signs, from the ledger by business day (`booked_on`,
 * docs/decisions/032-closed-periods-statements.md): the income statement of a period, the balance
 * sheet on a day, the loan portfolio with its allowance, and the figures of the reports' charts.
 * Credits are positive in the ledger: income and liabilities keep their sign, expenses and assets
 * are turned to debits positive. Every read is audited.
 */
@Injectable()
export class StatementsService {
  constructor(
    private readonly connection: ReportsConnection,
    @Inject(REPORTS_LEDGER) private readonly ledger: LedgerReadings,
    @Inject(REPORTS_AGING) private readonly aging: LoanAging,
    private readonly reports: ReportsService,
    private readonly hardship: HardshipService,
  ) {}

  async incomeStatement(officer: AuthMember, query: { from?: string; to?: string }, format: ReportFormat, meta: RequestMeta): Promise<IncomeStatementDto> {
    const errors: FieldErrors = {};
    const to = this.dayOr(query.to, this.reports.today());
    if (!to) errors.to = { code: 'apiReports.date' };
    const from = this.dayOr(query.from, to && `${to.slice(0, 7)}-01`);
    if (!from) errors.from = { code: 'apiReports.date' };
    if (from && to && (from > to || addDays(from, MAX_FLOW_DAYS - 1) < to)) errors.from = { code: 'apiReports.range', params: { max: MAX_FLOW_DAYS } };
    refuseFields(errors);
    const rows = await this.ledger.trialBalance(to!, from!);
    const income = rows.filter((r) => r.type === 'income').map((r) => line(r, 1));
    const expenses = rows.filter((r) => r.type === 'expense').map((r) => line(r, -1));
    await this.reports.read(officer, 'income-statement', format, meta, { from, to });
    return { from: from!, to: to!, income, expenses, totalIncome: sum(income), totalExpenses: sum(expenses), netIncome: sum(income) - sum(expenses) };
  }

  async balanceSheet(officer: AuthMember, onText: string | undefined, format: ReportFormat, meta: RequestMeta): Promise<BalanceSheetDto> {
    const on = this.dayOr(onText, this.reports.today());
    if (!on) refuseFields({ on: { code: 'apiReports.date' } });
    const rows = await this.ledger.trialBalance(on!);
    const of = (type: TrialBalanceRow['type'], sign: 1 | -1) => rows.filter((r) => r.type === type).map((r) => line(r, sign));
    const assets = of('asset', -1);
    const liabilities = of('liability', 1);
    const equity = of('equity', 1);
    const retainedEarnings = sum(of('income', 1)) - sum(of('expense', -1));
    const totalAssets = sum(assets);
    const totalLiabilities = sum(liabilities);
    const totalEquity = sum(equity) + retainedEarnings;
    await this.reports.read(officer, 'balance-sheet', format, meta, { on });
    return { on: on!, assets, liabilities, equity, retainedEarnings, totalAssets, totalLiabilities, totalEquity, balanced: totalAssets === totalLiabilities + totalEquity };
  }

  /**
   * The loans owing anything on the day, with their receivables, days past due, stage and share of
   * the allowance at the latest measurement's rates; a page at a time (oldest disbursement first),
   * the stages' totals over all of them.
   */
  async loanPortfolio(officer: AuthMember, query: LoanPortfolioQueryDto, page: PageRequest, format: ReportFormat, meta: RequestMeta): Promise<LoanPortfolioDto> {
    const errors: FieldErrors = {};
    const on = this.dayOr(query.on, this.reports.today());
    if (!on) errors.on = { code: 'apiReports.date' };
    const stage = query.stage === undefined || query.stage === '' ? null : Number(query.stage);
    if (stage !== null && ![1, 2, 3].includes(stage)) errors.stage = { code: 'apiReports.stage' };
    refuseFields(errors);
    const [owed, loans, measurement, balances, restructured] = await Promise.all([
      this.ledger.receivablesByLoan(on!),
      this.aging.onDay(on!, dayEnd(on!), { runningOnly: false }),
      this.allowanceOn(on!),
      this.ledger.trialBalance(on!),
      this.hardship.restructuredBefore(dayEnd(on!)),
    ]);
    const rate = new Map(measurement.stages.map((s) => [s.stage, s.rateBps]));
    const all: (PortfolioLoanDto & { id: string; disbursedOn: string })[] = loans.flatMap((l) => {
      const r = owed.get(l.id);
      if (!r) return [];
      // The stage the month end's allowance uses: restructured under hardship counts as stage 3.
      const loanStage = stageOf(l.daysPastDue, restructured.has(l.id));
      const exposure = r.principal + r.interest + r.lateCharges;
      return [{ id: l.id, disbursedOn: l.disbursedOn, loanNumber: l.loanNumber, memberId: l.memberId, status: l.status, principal: r.principal, accruedInterest: r.interest, lateCharges: r.lateCharges, daysPastDue: l.daysPastDue, stage: loanStage, allowance: Math.round((exposure * (rate.get(loanStage) ?? 0)) / 10_000) }];
    });
    const stages = ([1, 2, 3] as const).map((s) => {
      const of = all.filter((l) => l.stage === s);
      return {
        stage: s,
        loans: of.length,
        principal: sum(of.map((l) => ({ amount: l.principal }))),
        accruedInterest: sum(of.map((l) => ({ amount: l.accruedInterest }))),
        lateCharges: sum(of.map((l) => ({ amount: l.lateCharges }))),
        rateBps: rate.get(s) ?? null,
        allowance: sum(of.map((l) => ({ amount: l.allowance }))),
      };
    });
    const key = (l: { disbursedOn: string; id: string }) => `${l.disbursedOn}|${l.id}`;
    const after = page.after ? `${page.after.createdAt.toISOString().slice(0, 10)}|${page.after.id}` : null;
    const listed = all
      .filter((l) => (stage === null || l.stage === stage) && (page.search === null || l.loanNumber.toUpperCase().includes(page.search.toUpperCase())))
      .sort((a, b) => (key(a) < key(b) ? -1 : 1))
      .filter((l) => after === null || key(l) > after);
    const rows = format === 'csv' ? listed : listed.slice(0, page.limit);
    const last = rows[rows.length - 1];
    await this.reports.read(officer, 'loan-portfolio', format, meta, { on, stage, q: page.search });
    return {
      on: on!,
      measuredOn: measurement.measuredOn,
      allowanceBooked: balances.find((b) => b.account === SYSTEM_ACCOUNTS.ALLOWANCE_FOR_CREDIT_LOSSES)?.balance ?? 0,
      stages,
      loans: rows.map(({ id: _id, disbursedOn: _on, ...l }) => l),
      nextCursor: rows.length < listed.length ? encodeCursor({ createdAt: new Date(`${last.disbursedOn}T00:00:00Z`), id: last.id }) : null,
    };
  }

  /** The figures of the charts on /officer/reports: PAR 30 by month, flows by week, the allowance by stage. */
  async charts(officer: AuthMember, meta: RequestMeta): Promise<ChartsDto> {
    const today = this.reports.today();
    const firstMonth = monthsBefore(today, CHART_MONTHS - 1);
    const firstWeek = addDays(mondayOf(today), -7 * (CHART_WEEKS - 1));
    const [snapshots, days, measurement] = await Promise.all([
      this.connection.dataSource.query(
        `SELECT DISTINCT ON (to_char(business_date, 'YYYY-MM')) to_char(business_date, 'YYYY-MM') AS month, business_date::text AS day, principal_outstanding, par30_principal
           FROM portfolio_snapshots WHERE business_date >= $1::date AND business_date <= $2::date
          ORDER BY to_char(business_date, 'YYYY-MM'), business_date DESC`,
        [firstMonth, today],
      ) as Promise<{ month: string; day: string; principal_outstanding: string; par30_principal: string }[]>,
      this.ledger.flowsByDay(dayStart(firstWeek), dayEnd(today)),
      this.allowanceOn(today),
    ]);
    const weeks = Array.from({ length: CHART_WEEKS }, (_, i) => {
      const week = addDays(firstWeek, 7 * i);
      const of = days.filter((d) => mondayOf(d.day) === week);
      return { week, disbursements: sum(of.map((d) => ({ amount: d.disbursements }))), collections: sum(of.map((d) => ({ amount: d.collections }))) };
    });
    await this.reports.read(officer, 'charts', 'json', meta, { today });
    return {
      par30: snapshots.map((s) => {
        const outstanding = centavosOf(s.principal_outstanding);
        const par30 = centavosOf(s.par30_principal);
        return { month: s.month, day: s.day, outstanding, par30, shareBps: outstanding === 0 ? 0 : Math.round((par30 * 10_000) / outstanding) };
      }),
      weeks,
      allowanceMeasuredOn: measurement.measuredOn,
      allowance: measurement.stages,
    };
  }

  /** The latest allowance measurement on or before the day, by stage. */
  private async allowanceOn(day: string): Promise<{ measuredOn: string | null; stages: AllowanceStageDto[] }> {
    const rows: { measured_on: string; stage: number; loans: number; exposure: string; rate_bp: number; allowance: string }[] = await this.connection.dataSource.query(
      `SELECT measured_on::text, stage, loans, exposure, rate_bp, allowance FROM allowance_measurements
        WHERE measured_on = (SELECT max(measured_on) FROM allowance_measurements WHERE measured_on <= $1::date) ORDER BY stage`,
      [day],
    );
    return {
      measuredOn: rows[0]?.measured_on ?? null,
      stages: rows.map((r) => ({ stage: r.stage, loans: r.loans, exposure: centavosOf(r.exposure), rateBps: r.rate_bp, allowance: centavosOf(r.allowance) })),
    };
  }

  /** A calendar day given, `fallback` when none was, null when the one given is not a day. */
  private dayOr(text: string | undefined, fallback: string | null): string | null {
    return text === undefined || text === '' ? fallback : calendarDay(text);
  }
}
