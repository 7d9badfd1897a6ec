import { ApiProperty } from '@nestjs/swagger';
import { RequestField } from '../../common/domain-field.decorator';
import { NextCursor, PageQueryDto } from '../../common/page.dto';
import { Centavos } from '../../openapi/money';
import { REPORT_FORMATS, type ReportFormat } from './reports.dto';

/** An amount that may be below zero (a release, a loss, a contra-asset), in integer PHP centavos. */
const SignedCentavos = (description: string) => ApiProperty({ type: 'integer', example: 150000, description: `${description} PHP centavos; may be negative.` });

const FORMAT = () => RequestField({ enum: REPORT_FORMATS, enumName: 'ReportFormat', required: false, description: 'json (default) or csv: the same report as a spreadsheet download.' });

export class IncomeStatementQueryDto {
  @RequestField({ type: 'string', required: false, example: '2027-01-01', description: 'The first business day (default: the first of the month of `to`).' })
  from?: string;

  @RequestField({ type: 'string', required: false, example: '2027-01-31', description: 'The last business day (default: today); at most 366 days after `from`.' })
  to?: string;

  @FORMAT() format?: ReportFormat;
}

export class BalanceSheetQueryDto {
  @RequestField({ type: 'string', required: false, example: '2027-01-31', description: 'The business day at whose end the balances are taken (default: today).' })
  on?: string;

  @FORMAT() format?: ReportFormat;
}

export class LoanPortfolioQueryDto extends PageQueryDto {
  @RequestField({ type: 'string', required: false, example: '2027-01-31', description: 'The business day at whose end the loans are taken (default: today).' })
  on?: string;

  @RequestField({ type: 'string', required: false, maxLength: 100, description: 'Only the loans whose number contains it (any case).' })
  q?: string;

  @RequestField({ type: 'string', required: false, enum: ['1', '2', '3'], description: 'Only the loans of this stage (1 current, 2 over 30 days past due, 3 over 90).' })
  stage?: string;

  @FORMAT() format?: ReportFormat;
}

export class StatementLineDto {
  @ApiProperty({ example: 'INTEREST_INCOME', description: "The account's code; every member's wallet is summed as WALLET, every member's withdrawal holds as WITHDRAWAL_HOLDS." }) account: string;
  @SignedCentavos('Income and liabilities: the credit balance; expenses and assets: the debit balance (a contra-asset, the allowance, is negative).') amount: number;
}

export class IncomeStatementDto {
  @ApiProperty({ example: '2027-01-01' }) from: string;
  @ApiProperty({ example: '2027-01-31' }) to: string;
  @ApiProperty({ type: StatementLineDto, isArray: true, description: 'Each income account: what was booked to it in the period.' }) income: StatementLineDto[];
  @ApiProperty({ type: StatementLineDto, isArray: true, description: 'Each expense account: what was booked to it in the period.' }) expenses: StatementLineDto[];
  @SignedCentavos('The sum of the income.') totalIncome: number;
  @SignedCentavos('The sum of the expenses.') totalExpenses: number;
  @SignedCentavos('Income less expenses (negative: a loss).') netIncome: number;
}

export class BalanceSheetDto {
  @ApiProperty({ example: '2027-01-31' }) on: string;
  @ApiProperty({ type: StatementLineDto, isArray: true, description: 'Assets, the allowance for credit losses (a contra-asset) negative.' }) assets: StatementLineDto[];
  @ApiProperty({ type: StatementLineDto, isArray: true, description: "Liabilities: members' wallets and holds summed." }) liabilities: StatementLineDto[];
  @ApiProperty({ type: StatementLineDto, isArray: true, description: 'Equity accounts.' }) equity: StatementLineDto[];
  @SignedCentavos('Retained earnings: all income less all expenses booked by the day.') retainedEarnings: number;
  @SignedCentavos('The sum of the assets.') totalAssets: number;
  @SignedCentavos('The sum of the liabilities.') totalLiabilities: number;
  @SignedCentavos('Equity accounts plus retained earnings.') totalEquity: number;
  @ApiProperty({ description: 'Assets equal liabilities plus equity (always, unless the ledger is broken).' }) balanced: boolean;
}

export class PortfolioLoanDto {
  @ApiProperty({ example: 'HL-2027-000123' }) loanNumber: string;
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @ApiProperty({ description: "The loan's status now." }) status: string;
  @SignedCentavos('Principal owed (LOAN_RECEIVABLE).') principal: number;
  @SignedCentavos('Interest earned and not paid (ACCRUED_INTEREST_RECEIVABLE).') accruedInterest: number;
  @SignedCentavos('Late charges fallen due and not paid (LATE_CHARGES_RECEIVABLE).') lateCharges: number;
  @ApiProperty({ type: 'integer', example: 12 }) daysPastDue: number;
  @ApiProperty({ type: 'integer', enum: [1, 2, 3], description: '1 current, 2 over 30 days past due, 3 over 90.' }) stage: number;
  @SignedCentavos("Its share of the allowance: its exposure (principal, accrued interest, late charges) at its stage's rate of the latest measurement.") allowance: number;
}

export class PortfolioStageDto {
  @ApiProperty({ type: 'integer', enum: [1, 2, 3] }) stage: number;
  @ApiProperty({ type: 'integer' }) loans: number;
  @SignedCentavos('Principal owed.') principal: number;
  @SignedCentavos('Accrued interest.') accruedInterest: number;
  @SignedCentavos('Late charges.') lateCharges: number;
  @ApiProperty({ type: 'integer', nullable: true, description: "The stage's rate at the latest measurement, in basis points; null before the first." }) rateBps: number | null;
  @SignedCentavos('Exposure at that rate.') allowance: number;
}

export class LoanPortfolioDto {
  @ApiProperty({ example: '2027-01-31' }) on: string;
  @ApiProperty({ type: 'string', nullable: true, example: '2027-01-31', description: 'The month end of the latest allowance measurement, whose rates are used; null before the first.' }) measuredOn: string | null;
  @Centavos('ALLOWANCE_FOR_CREDIT_LOSSES on the day: the allowance booked.') allowanceBooked: number;
  @ApiProperty({ type: PortfolioStageDto, isArray: true, description: 'Every stage, whatever the filter.' }) stages: PortfolioStageDto[];
  @ApiProperty({ type: PortfolioLoanDto, isArray: true, description: 'The loans owing anything, oldest disbursement first, a page at a time.' }) loans: PortfolioLoanDto[];
  @NextCursor() nextCursor: string | null;
}

export class ParMonthDto {
  @ApiProperty({ example: '2027-01' }) month: string;
  @ApiProperty({ example: '2027-01-31', description: "The month's last closed business day." }) day: string;
  @Centavos('Principal outstanding.') outstanding: number;
  @Centavos('Principal of the loans over 30 days past due.') par30: number;
  @ApiProperty({ type: 'integer', description: 'PAR 30 as a share of the outstanding, in basis points.' }) shareBps: number;
}

export class WeekFlowsDto {
  @ApiProperty({ example: '2027-01-04', description: 'The Monday the week starts on.' }) week: string;
  @Centavos('Principal disbursed.') disbursements: number;
  @Centavos('Principal and interest collected, less reversals.') collections: number;
}

export class AllowanceStageDto {
  @ApiProperty({ type: 'integer', enum: [1, 2, 3] }) stage: number;
  @ApiProperty({ type: 'integer' }) loans: number;
  @Centavos('Exposure measured.') exposure: number;
  @ApiProperty({ type: 'integer' }) rateBps: number;
  @Centavos('Allowance measured.') allowance: number;
}

export class ChartsDto {
  @ApiProperty({ type: ParMonthDto, isArray: true, description: 'PAR 30 at the last snapshot of each of the last 12 months that has one, oldest first.' }) par30: ParMonthDto[];
  @ApiProperty({ type: WeekFlowsDto, isArray: true, description: 'The last 12 weeks, oldest first (weeks without a movement too).' }) weeks: WeekFlowsDto[];
  @ApiProperty({ type: 'string', nullable: true, description: 'The month end of the latest allowance measurement; null before the first.' }) allowanceMeasuredOn: string | null;
  @ApiProperty({ type: AllowanceStageDto, isArray: true, description: 'The latest measurement, by stage.' }) allowance: AllowanceStageDto[];
}
