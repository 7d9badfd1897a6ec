import { ApiProperty } from '@nestjs/swagger';
import { RequestField } from '../../common/domain-field.decorator';
import { NextCursor, PageQueryDto } from '../../common/page.dto';
import { Centavos } from '../../openapi/money';

export const REPORT_FORMATS = ['json', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const FORMAT = () => RequestField({ enum: REPORT_FORMATS, enumName: 'ReportFormat', required: false, description: 'json (default) or csv: the same report as a spreadsheet download.' });

export class TrialBalanceQueryDto {
  @RequestField({ type: 'string', required: false, example: '2027-01-31', description: 'The Manila day whose end the balances are taken at (default: today).' })
  on?: string;

  @FORMAT() format?: ReportFormat;
}

export class FlowsQueryDto {
  @RequestField({ type: 'string', required: false, example: '2027-01-01', description: 'The first Manila day (default: 30 days before `to`).' })
  from?: string;

  @RequestField({ type: 'string', required: false, example: '2027-01-31', description: 'The last Manila day (default: today); at most 366 days after `from`.' })
  to?: string;

  @FORMAT() format?: ReportFormat;
}

export class SuspenseQueryDto extends PageQueryDto {
  @FORMAT() format?: ReportFormat;
}

export class CreditDataQueryDto {
  @RequestField({ type: 'string', required: false, example: '2027-01', description: 'The month (Manila) whose last day the balances are taken at (default: last month).' })
  month?: string;
}

export class TrialBalanceRowDto {
  @ApiProperty({ example: 'LOAN_RECEIVABLE', description: "The account's code; every member's wallet is summed as WALLET, every member's withdrawal holds as WITHDRAWAL_HOLDS." })
  account: string;

  @ApiProperty({ enum: ['asset', 'liability', 'income', 'expense', 'equity'], enumName: 'LedgerAccountType' }) type: string;
  @Centavos('The debit balance (0 when the balance is a credit).') debit: number;
  @Centavos('The credit balance (0 when the balance is a debit).') credit: number;
}

export class TrialBalanceDto {
  @ApiProperty({ example: '2027-01-31', description: 'The Manila day at whose end the balances are taken.' }) on: string;
  @ApiProperty({ type: TrialBalanceRowDto, isArray: true }) rows: TrialBalanceRowDto[];
  @Centavos('The sum of the debit balances.') totalDebit: number;
  @Centavos('The sum of the credit balances.') totalCredit: number;
  @ApiProperty({ description: 'Total debits equal total credits (always, unless the ledger is broken).' }) balanced: boolean;
}

export class ParDto {
  @ApiProperty({ enum: [1, 30, 60, 90], description: 'PAR 1: loans one day or more past due; PAR 30, 60, 90: more than that many days.' }) days: number;
  @Centavos('The outstanding principal of those loans.') principal: number;
  @ApiProperty({ type: 'integer', example: 1250, description: 'Their share of all outstanding principal, in basis points (1250 is 12.5%).' }) shareBps: number;
  @ApiProperty({ example: '12.5%' }) shareText: string;
  @ApiProperty({ type: 'integer', description: 'How many loans.' }) loans: number;
}

export class PortfolioDto {
  @ApiProperty({ example: '2027-01-31', description: 'The Manila day (business clock) the loans are aged on.' }) on: string;
  @Centavos('LOAN_RECEIVABLE: the principal borrowers owe, from the ledger.') loansReceivable: number;
  @Centavos('INTEREST_INCOME booked on or before the day: interest and late charges earned, accrued day by day by the close of business or paid before they accrued.') interestEarned: number;
  @Centavos('Interest of the running loans contracts not yet paid nor rebated.') interestUnearned: number;
  @Centavos('PAYMENTS_SUSPENSE: money received with a reference that is not ours.') suspense: number;
  @ApiProperty({ type: 'integer', description: 'Running loans (disbursed, not paid off) that owe principal.' }) runningLoans: number;
  @ApiProperty({ type: ParDto, isArray: true }) par: ParDto[];
}

export class DayFlowsDto {
  @ApiProperty({ example: '2027-01-15' }) day: string;
  @Centavos('Principal disbursed into wallets.') disbursements: number;
  @Centavos('Principal and interest repaid (from wallets and channels), less reversals.') collections: number;
  @Centavos('Withdrawals sent to the payout provider.') payouts: number;
}

export class FlowsDto {
  @ApiProperty({ example: '2027-01-01' }) from: string;
  @ApiProperty({ example: '2027-01-31' }) to: string;
  @ApiProperty({ type: DayFlowsDto, isArray: true, description: 'Each day with a movement, oldest first.' }) days: DayFlowsDto[];
  @ApiProperty({ type: DayFlowsDto, description: "The range's totals (`day` is the last day)." }) totals: DayFlowsDto;
}

export class SuspenseEntryDto {
  @ApiProperty({ format: 'uuid', description: 'The journal entry.' }) id: string;
  @ApiProperty({ description: 'What the channel sent (its reference and transaction).' }) description: string;
  @Centavos('The amount put in suspense.') amount: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class SuspenseDto {
  @Centavos('PAYMENTS_SUSPENSE now.') balance: number;
  @ApiProperty({ type: SuspenseEntryDto, isArray: true, description: 'Payments put in suspense, newest first.' }) entries: SuspenseEntryDto[];
  @NextCursor() nextCursor: string | null;
}
