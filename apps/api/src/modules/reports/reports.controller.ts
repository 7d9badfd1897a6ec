import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { toCsv, sendCsv } from '../../common/csv';
import { pageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import {
  CreditDataQueryDto,
  FlowsDto,
  FlowsQueryDto,
  PortfolioDto,
  SuspenseDto,
  SuspenseQueryDto,
  TrialBalanceDto,
  TrialBalanceQueryDto,
} from './reports.dto';
import { ReportsService } from './reports.service';
import { BalanceSheetDto, BalanceSheetQueryDto, ChartsDto, IncomeStatementDto, IncomeStatementQueryDto, LoanPortfolioDto, LoanPortfolioQueryDto } from './statements.dto';
import { StatementsService } from './statements.service';

const CSV = { 'text/csv': { schema: { type: 'string', description: 'RFC 4180, UTF-8, a header row; amounts in pesos with two decimals.' } } };

/** A report's answer: its JSON (`dto`) or, with format=csv, the same as a spreadsheet. */
const JsonOrCsv = (dto: new () => object, description: string) => ApiOkResponse({ description, content: { 'application/json': { schema: { $ref: getSchemaPath(dto) } }, ...CSV } });

/** The back office's books and reports (docs/product.md §9), from the ledger. Staff only; every read audited. */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/reports')
@ApiExtraModels(TrialBalanceDto, PortfolioDto, FlowsDto, SuspenseDto, IncomeStatementDto, BalanceSheetDto, LoanPortfolioDto)
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly statements: StatementsService,
  ) {}

  @Get('trial-balance')
  @ApiOperation({ summary: 'Trial balance', description: "Every ledger account's debit or credit balance from the entries booked on or before a business day; total debits equal total credits. Members' wallets and holds are summed by kind." })
  @JsonOrCsv(TrialBalanceDto, 'The trial balance (JSON), or with format=csv a download.')
  @ApiBadRequestResponse({ description: '`on` or `format` not understood.' })
  async trialBalance(@CurrentMember() officer: AuthMember, @Query() query: TrialBalanceQueryDto, @ReqMeta() meta: RequestMeta, @Res({ passthrough: true }) res: FastifyReply): Promise<TrialBalanceDto | string> {
    const format = this.reports.format(query.format);
    const tb = await this.reports.trialBalance(officer, query.on, format, meta);
    if (format === 'json') return tb;
    const rows = tb.rows.map((r) => [r.account, r.type, { centavos: r.debit }, { centavos: r.credit }]);
    return sendCsv(res, `trial-balance-${tb.on}.csv`, toCsv(['account', 'type', 'debit', 'credit'], [...rows, ['TOTAL', '', { centavos: tb.totalDebit }, { centavos: tb.totalCredit }]]));
  }

  @Get('income-statement')
  @ApiOperation({ summary: 'Income statement', description: 'Each income and expense account over a range of business days (entries by the day they are booked on), and net income. Interest income is what INTEREST_INCOME received in the period: accrued and paid.' })
  @JsonOrCsv(IncomeStatementDto, 'The income statement (JSON), or with format=csv a download.')
  @ApiBadRequestResponse({ description: '`from`, `to` or `format` not understood, or the range too long.' })
  async incomeStatement(@CurrentMember() officer: AuthMember, @Query() query: IncomeStatementQueryDto, @ReqMeta() meta: RequestMeta, @Res({ passthrough: true }) res: FastifyReply): Promise<IncomeStatementDto | string> {
    const format = this.reports.format(query.format);
    const s = await this.statements.incomeStatement(officer, query, format, meta);
    if (format === 'json') return s;
    const rows = [
      ...s.income.map((l) => ['income', l.account, { centavos: l.amount }]),
      ['income', 'TOTAL', { centavos: s.totalIncome }],
      ...s.expenses.map((l) => ['expense', l.account, { centavos: l.amount }]),
      ['expense', 'TOTAL', { centavos: s.totalExpenses }],
      ['net', 'NET_INCOME', { centavos: s.netIncome }],
    ];
    return sendCsv(res, `income-statement-${s.from}-${s.to}.csv`, toCsv(['section', 'account', 'amount'], rows));
  }

  @Get('balance-sheet')
  @ApiOperation({ summary: 'Balance sheet', description: "Assets (the allowance for credit losses as a negative contra-asset), liabilities (members' wallets and holds summed) and equity with retained earnings (all income less all expenses), from the entries booked on or before a business day. Assets equal liabilities plus equity." })
  @JsonOrCsv(BalanceSheetDto, 'The balance sheet (JSON), or with format=csv a download.')
  @ApiBadRequestResponse({ description: '`on` or `format` not understood.' })
  async balanceSheet(@CurrentMember() officer: AuthMember, @Query() query: BalanceSheetQueryDto, @ReqMeta() meta: RequestMeta, @Res({ passthrough: true }) res: FastifyReply): Promise<BalanceSheetDto | string> {
    const format = this.reports.format(query.format);
    const b = await this.statements.balanceSheet(officer, query.on, format, meta);
    if (format === 'json') return b;
    const rows = [
      ...b.assets.map((l) => ['asset', l.account, { centavos: l.amount }]),
      ['asset', 'TOTAL', { centavos: b.totalAssets }],
      ...b.liabilities.map((l) => ['liability', l.account, { centavos: l.amount }]),
      ['liability', 'TOTAL', { centavos: b.totalLiabilities }],
      ...b.equity.map((l) => ['equity', l.account, { centavos: l.amount }]),
      ['equity', 'RETAINED_EARNINGS', { centavos: b.retainedEarnings }],
      ['equity', 'TOTAL', { centavos: b.totalEquity }],
    ];
    return sendCsv(res, `balance-sheet-${b.on}.csv`, toCsv(['section', 'account', 'amount'], rows));
  }

  @Get('loan-portfolio')
  @ApiOperation({
    summary: 'Loan portfolio with its allowance',
    description: "Each loan owing anything on a business day: principal, accrued interest and late charges (the ledger's receivables by loan), days past due, stage and its share of the allowance at the latest measurement's rates; the stages' totals and the allowance booked. A page at a time; the CSV has every loan.",
  })
  @JsonOrCsv(LoanPortfolioDto, 'The portfolio (JSON), or with format=csv every loan as a download.')
  @ApiBadRequestResponse({ description: '`on`, `stage`, `cursor`, `limit` or `format` not understood.' })
  async loanPortfolio(@CurrentMember() officer: AuthMember, @Query() query: LoanPortfolioQueryDto, @ReqMeta() meta: RequestMeta, @Res({ passthrough: true }) res: FastifyReply): Promise<LoanPortfolioDto | string> {
    const format = this.reports.format(query.format);
    const p = await this.statements.loanPortfolio(officer, query, pageRequest(query), format, meta);
    if (format === 'json') return p;
    const header = ['loanNumber', 'memberId', 'status', 'principal', 'accruedInterest', 'lateCharges', 'daysPastDue', 'stage', 'allowance'];
    const cells = p.loans.map((l) => [l.loanNumber, l.memberId, l.status, { centavos: l.principal }, { centavos: l.accruedInterest }, { centavos: l.lateCharges }, l.daysPastDue, l.stage, { centavos: l.allowance }]);
    return sendCsv(res, `loan-portfolio-${p.on}.csv`, toCsv(header, cells));
  }

  @Get('charts')
  @ApiOperation({ summary: "The figures of the reports' charts", description: 'PAR 30 at the last closed day of each of the last 12 months (portfolio snapshots), disbursements and collections by week over the last 12 weeks (ledger), and the latest allowance measurement by stage.' })
  @ApiOkResponse({ type: ChartsDto })
  charts(@CurrentMember() officer: AuthMember, @ReqMeta() meta: RequestMeta): Promise<ChartsDto> {
    return this.statements.charts(officer, meta);
  }

  @Get('portfolio')
  @ApiOperation({
    summary: 'Portfolio and portfolio at risk',
    description: 'Loans receivable, interest earned (received) and unearned, suspense, and PAR 1, 30, 60 and 90 as shares of the outstanding principal, the loans aged on the business day.',
  })
  @JsonOrCsv(PortfolioDto, 'The portfolio (JSON), or with format=csv a download.')
  @ApiBadRequestResponse({ description: '`format` not understood.' })
  async portfolio(@CurrentMember() officer: AuthMember, @Query() query: TrialBalanceQueryDto, @ReqMeta() meta: RequestMeta, @Res({ passthrough: true }) res: FastifyReply): Promise<PortfolioDto | string> {
    const format = this.reports.format(query.format);
    const p = await this.reports.portfolio(officer, format, meta);
    if (format === 'json') return p;
    const figures: [string, { centavos: number }, string][] = [
      ['loansReceivable', { centavos: p.loansReceivable }, ''],
      ['interestEarned', { centavos: p.interestEarned }, ''],
      ['interestUnearned', { centavos: p.interestUnearned }, ''],
      ['suspense', { centavos: p.suspense }, ''],
      ...p.par.map((x): [string, { centavos: number }, string] => [`par${x.days}`, { centavos: x.principal }, x.shareText]),
    ];
    return sendCsv(res, `portfolio-${p.on}.csv`, toCsv(['figure', 'amount', 'share'], figures));
  }

  @Get('flows')
  @ApiOperation({ summary: 'Disbursements, collections and payouts by day', description: 'For each Manila day of the range with a movement: principal disbursed, principal and interest collected (less reversals), withdrawals paid out.' })
  @JsonOrCsv(FlowsDto, 'The days (JSON), or with format=csv a download.')
  @ApiBadRequestResponse({ description: '`from`, `to` or `format` not understood, or the range too long.' })
  async flows(@CurrentMember() officer: AuthMember, @Query() query: FlowsQueryDto, @ReqMeta() meta: RequestMeta, @Res({ passthrough: true }) res: FastifyReply): Promise<FlowsDto | string> {
    const format = this.reports.format(query.format);
    const f = await this.reports.flows(officer, query, format, meta);
    if (format === 'json') return f;
    const row = (label: string, d: FlowsDto['totals']) => [label, { centavos: d.disbursements }, { centavos: d.collections }, { centavos: d.payouts }];
    return sendCsv(res, `flows-${f.from}-${f.to}.csv`, toCsv(['day', 'disbursements', 'collections', 'payouts'], [...f.days.map((d) => row(d.day, d)), row('TOTAL', f.totals)]));
  }

  @Get('suspense')
  @ApiOperation({ summary: 'Payments in suspense', description: 'PAYMENTS_SUSPENSE and the payments put there (a channel paid with a reference that is not ours), newest first, a page at a time.' })
  @JsonOrCsv(SuspenseDto, 'The balance and a page of entries (JSON), or with format=csv the page as a download.')
  @ApiBadRequestResponse({ description: '`cursor`, `limit` or `format` not understood.' })
  async suspense(@CurrentMember() officer: AuthMember, @Query() query: SuspenseQueryDto, @ReqMeta() meta: RequestMeta, @Res({ passthrough: true }) res: FastifyReply): Promise<SuspenseDto | string> {
    const format = this.reports.format(query.format);
    const s = await this.reports.suspense(officer, pageRequest(query), format, meta);
    if (format === 'json') return s;
    return sendCsv(res, 'suspense.csv', toCsv(['entry', 'createdAt', 'amount', 'description'], s.entries.map((e) => [e.id, e.createdAt, { centavos: e.amount }, e.description])));
  }

  @Get('credit-data')
  @ApiOperation({
    summary: 'Monthly credit-data export',
    description: "Every loan disbursed by the month's last day: borrower, status, principal, principal owed (ledger) and days past due on that day; the basis of a CIC submission. CSV only.",
  })
  @ApiOkResponse({ description: 'The export as CSV.', content: CSV })
  @ApiBadRequestResponse({ description: '`month` not understood.' })
  async creditData(@CurrentMember() officer: AuthMember, @Query() query: CreditDataQueryDto, @ReqMeta() meta: RequestMeta, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const { month, rows } = await this.reports.creditData(officer, query.month, meta);
    const header = ['loanNumber', 'borrower', 'memberId', 'status', 'disbursedOn', 'principal', 'installments', 'outstandingPrincipal', 'daysPastDue'];
    const cells = rows.map((r) => [r.loanNumber, r.borrower, r.memberId, r.status, r.disbursedOn, { centavos: r.principal }, r.installmentCount, { centavos: r.outstandingPrincipal }, r.daysPastDue]);
    return sendCsv(res, `credit-data-${month}.csv`, toCsv(header, cells));
  }
}
