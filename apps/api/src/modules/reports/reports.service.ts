import { Inject, Injectable } from '@nestjs/common';
import { formatBps, manilaIsoDate, type FieldErrors } from '@halimbawa/domain';
import type { AuthMember } from '../../common/auth/auth-member';
import { AuditService } from '../../common/audit/audit.service';
import { Clock } from '../../common/clock';
import { addDays, calendarDay, dayEnd, dayStart } from '../../common/manila-days';
import { Refusal, refuseFields } from '../../common/errors';
import { type PageRequest, encodeCursor } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { LedgerReadings } from '../ledger/ledger-readings';
import { SYSTEM_ACCOUNTS } from '../ledger/ledger.types';
import { LoanAging } from '../loans/loan-aging';
import { MembersService } from '../members/members.service';
import { REPORTS_AGING, REPORTS_LEDGER, ReportsConnection } from './reports-connection';
import type { FlowsDto, FlowsQueryDto, PortfolioDto, SuspenseDto, TrialBalanceDto } from './reports.dto';
import { REPORT_FORMATS, type ReportFormat } from './reports.dto';

/** The longest range of the flows by day. */
export const MAX_FLOW_DAYS = 366;

/** PAR n counts the loans at least `minDays` past due: 1 or more, then more than 30, 60, 90 (the collections buckets). */
export const PAR_THRESHOLDS = [
  { days: 1, minDays: 1 },
  { days: 30, minDays: 31 },
  { days: 60, minDays: 61 },
  { days: 90, minDays: 91 },
] as const;

/** One row of the monthly credit-data export (the basis of a CIC submission). */
export interface CreditDataRow {
  loanNumber: string;
  borrower: string;
  memberId: string;
  status: string;
  disbursedOn: string;
  principal: number;
  installmentCount: number;
  outstandingPrincipal: number;
  daysPastDue: number;
}

const MONTH = /^(\d{4})-(\d{2})$/;

/**
 * The books and reports of the back office (docs/product.md §9): money figures from the ledger
 * alone (LedgerReadings), ages of loans from their schedules (LoanAging), both read on the reports'
 * connection (ReportsConnection). Every read is audited, on the primary.
 */
@Injectable()
export class ReportsService {
  constructor(
    @Inject(REPORTS_LEDGER) private readonly ledger: LedgerReadings,
    @Inject(REPORTS_AGING) private readonly aging: LoanAging,
    private readonly members: MembersService,
    private readonly connection: ReportsConnection,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /** The format asked for, or a 400 beside `format`. */
  format(text: string | undefined): ReportFormat {
    if (text === undefined || text === '') return 'json';
    if ((REPORT_FORMATS as readonly string[]).includes(text)) return text as ReportFormat;
    throw Refusal.fields({ format: { code: 'apiReports.format' } });
  }

  today(): string {
    return manilaIsoDate(this.clock.now());
  }

  async trialBalance(officer: AuthMember, onText: string | undefined, format: ReportFormat, meta: RequestMeta): Promise<TrialBalanceDto> {
    const on = onText === undefined || onText === '' ? this.today() : calendarDay(onText);
    if (!on) refuseFields({ on: { code: 'apiReports.date' } });
    const rows = (await this.ledger.trialBalance(on!)).map((r) => ({
      account: r.account,
      type: r.type,
      debit: r.balance < 0 ? -r.balance : 0,
      credit: r.balance > 0 ? r.balance : 0,
    }));
    const totalDebit = rows.reduce((sum, r) => sum + r.debit, 0);
    const totalCredit = rows.reduce((sum, r) => sum + r.credit, 0);
    await this.read(officer, 'trial-balance', format, meta, { on });
    return { on: on!, rows, totalDebit, totalCredit, balanced: totalDebit === totalCredit };
  }

  async portfolio(officer: AuthMember, format: ReportFormat, meta: RequestMeta): Promise<PortfolioDto> {
    const on = this.today();
    const now = this.clock.now();
    // Only the late loans are aged one by one: PAR counts no other.
    const [balances, late, totals] = await Promise.all([
      this.ledger.trialBalance(on),
      this.aging.onDay(on, dayEnd(on), { runningOnly: true, lateNow: true }),
      this.aging.runningTotals(),
    ]);
    const owed = await this.ledger.principalByLoan(null, { loanIds: late.map((l) => l.id) });
    const balanceOf = (code: string) => balances.find((b) => b.account === code)?.balance ?? 0;
    const running = late.filter((l) => (owed.get(l.id) ?? 0) > 0);
    // The whole outstanding principal is the ledger's loans receivable, every loan's included.
    const outstanding = -balanceOf(SYSTEM_ACCOUNTS.LOAN_RECEIVABLE);
    const par = PAR_THRESHOLDS.map(({ days, minDays }) => {
      const late = running.filter((l) => l.daysPastDue >= minDays);
      const principal = late.reduce((sum, l) => sum + owed.get(l.id)!, 0);
      const shareBps = outstanding === 0 ? 0 : Math.round((principal * 10_000) / outstanding);
      return { days, principal, shareBps, shareText: formatBps(shareBps), loans: late.length };
    });
    await this.read(officer, 'portfolio', format, meta, { on, at: now.toISOString() });
    return {
      on,
      loansReceivable: outstanding,
      interestEarned: balanceOf(SYSTEM_ACCOUNTS.INTEREST_INCOME),
      interestUnearned: totals.unearnedInterest,
      suspense: balanceOf(SYSTEM_ACCOUNTS.PAYMENTS_SUSPENSE),
      runningLoans: totals.loans,
      par,
    };
  }

  async flows(officer: AuthMember, query: FlowsQueryDto, format: ReportFormat, meta: RequestMeta): Promise<FlowsDto> {
    const errors: FieldErrors = {};
    const to = query.to === undefined || query.to === '' ? this.today() : calendarDay(query.to);
    if (!to) errors.to = { code: 'apiReports.date' };
    const from = query.from === undefined || query.from === '' ? (to && addDays(to, -30)) : calendarDay(query.from);
    if (!from) errors.from = { code: 'apiReports.date' };
    if (from && to && (from > to || addDays(from, MAX_FLOW_DAYS - 1) < to)) errors.from = { code: 'apiReports.range', params: { max: MAX_FLOW_DAYS } };
    refuseFields(errors);
    const days = await this.ledger.flowsByDay(dayStart(from!), dayEnd(to!));
    const totals = days.reduce(
      (sum, d) => ({ day: to!, disbursements: sum.disbursements + d.disbursements, collections: sum.collections + d.collections, payouts: sum.payouts + d.payouts }),
      { day: to!, disbursements: 0, collections: 0, payouts: 0 },
    );
    await this.read(officer, 'flows', format, meta, { from, to });
    return { from: from!, to: to!, days, totals };
  }

  async suspense(officer: AuthMember, page: PageRequest, format: ReportFormat, meta: RequestMeta): Promise<SuspenseDto> {
    const [balances, rows] = await Promise.all([this.ledger.trialBalance(null), this.ledger.suspenseEntries(page.limit + 1, page.after)]);
    const entries = rows.slice(0, page.limit);
    await this.read(officer, 'suspense', format, meta, {});
    return {
      balance: balances.find((b) => b.account === SYSTEM_ACCOUNTS.PAYMENTS_SUSPENSE)?.balance ?? 0,
      entries: entries.map((e) => ({ id: e.id, description: e.description, amount: e.amount, createdAt: e.createdAt.toISOString() })),
      nextCursor: rows.length > page.limit ? encodeCursor(entries[entries.length - 1]) : null,
    };
  }

  /** Every loan disbursed by the month's last day, with its status, principal owed (ledger) and days past due on that day. */
  async creditData(officer: AuthMember, monthText: string | undefined, meta: RequestMeta): Promise<{ month: string; rows: CreditDataRow[] }> {
    const month = monthText === undefined || monthText === '' ? addDays(`${this.today().slice(0, 7)}-01`, -1).slice(0, 7) : MONTH.exec(monthText) && calendarDay(`${monthText}-01`) ? monthText : null;
    if (!month) refuseFields({ month: { code: 'apiReports.month' } });
    const next = addDays(`${month}-28`, 4).slice(0, 7);
    const lastDay = addDays(`${next}-01`, -1);
    const end = dayEnd(lastDay);
    const [loans, owed] = await Promise.all([this.aging.onDay(lastDay, end, { runningOnly: false }), this.ledger.principalByLoan(end, { borrowerOwes: true })]);
    const names = await this.members.namesOf([...new Set(loans.map((l) => l.memberId))], this.connection.dataSource.manager);
    await this.read(officer, 'credit-data', 'csv', meta, { month });
    return {
      month: month!,
      rows: loans.map((l) => ({
        loanNumber: l.loanNumber,
        borrower: names.get(l.memberId) ?? '',
        memberId: l.memberId,
        status: l.status,
        disbursedOn: l.disbursedOn,
        principal: l.amountPhp,
        installmentCount: l.installmentCount,
        outstandingPrincipal: owed.get(l.id) ?? 0,
        daysPastDue: (owed.get(l.id) ?? 0) > 0 ? l.daysPastDue : 0,
      })),
    };
  }

  /** Records a staff member's read of a report. */
  read(officer: AuthMember, report: string, format: ReportFormat, meta: RequestMeta, details: Record<string, unknown>): Promise<void> {
    return this.audit.record({ actorId: officer.id, action: 'report.read', target: report, meta, details: { ...details, format } });
  }
}
