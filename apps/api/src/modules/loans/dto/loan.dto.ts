import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { KYC_STATUSES, LOAN_STATUSES, STATUS_COLOURS, STATUS_ICONS, type KycStatus, type LoanStatus, type StatusColour, type StatusIcon } from '@halimbawa/domain';
import { Allow } from 'class-validator';
import { MemberDto } from '../../members/dto/member.dto';
import { REJECT_REASON_CODES, type ClosureReason, type RejectReasonCode, type ScheduleRowStatus } from '../loan.rules';

// ------------------------------------------------------------------ requests
// The fields are checked by libs/domain's validators in the service (one message per field, the
// same the web shows); @Allow only admits them past the whitelist.

export class LoanQuoteRequestDto {
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'number' }], example: '150000', description: 'In the chosen currency: digits, optional thousands commas, at most 2 decimals.' })
  @Allow()
  amount?: unknown;

  @ApiPropertyOptional({ example: 'PHP', description: 'An available currency (GET /availablecurrency); PHP when absent.' })
  @Allow()
  currency?: unknown;

  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'number' }], example: 6, description: 'One of the offered terms (6, 12, 24, 36, 48).' })
  @Allow()
  installmentCount?: unknown;
}

export class LoanApplyRequestDto extends LoanQuoteRequestDto {
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'boolean' }], example: true, description: "Ticked: true, 'on', 'true'. Else 'Please read Service and Policy Agreement'." })
  @Allow()
  agree?: unknown;
}

export class SignFinishRequestDto {
  @ApiProperty({ example: '123456', description: 'The 6-digit code sent by SMS.' })
  @Allow()
  code?: unknown;
}

export class ApproveLoanRequestDto {
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], example: '120000', description: "A lower amount in the loan's currency (at least the minimum)." })
  @Allow()
  amount?: unknown;

  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], example: 6, description: 'A shorter offered term.' })
  @Allow()
  installmentCount?: unknown;
}

export class RejectLoanRequestDto {
  @ApiProperty({ enum: REJECT_REASON_CODES })
  @Allow()
  reasonCode?: unknown;
}

export class OfficerLoansQueryDto {
  @ApiPropertyOptional({ enum: LOAN_STATUSES, description: 'Only loans with this status.' })
  @Allow()
  status?: unknown;
}

export class DisclosureQueryDto {
  @ApiPropertyOptional({ enum: ['json', 'pdf'], description: 'pdf for the PDF (or Accept: application/pdf).' })
  @Allow()
  format?: unknown;
}

export class RunJobsRequestDto {
  @ApiPropertyOptional({ enum: ['disbursement', 'auto-approval', 'all'], default: 'all' })
  @Allow()
  job?: unknown;
}

// ------------------------------------------------------------------ answers

export class StatusCardDto {
  @ApiProperty() statement: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: STATUS_COLOURS }) colour: StatusColour;
  @ApiProperty({ enum: STATUS_ICONS }) icon: StatusIcon;
}

export class QuoteScheduleRowDto {
  @ApiProperty() number: number;
  @ApiProperty({ description: 'PHP centavos' }) principal: number;
  @ApiProperty() interest: number;
  @ApiProperty() total: number;
  @ApiProperty({ example: '25,000.00' }) principalText: string;
  @ApiProperty({ example: '750.00' }) interestText: string;
  @ApiProperty({ example: '25,750.00' }) totalText: string;
}

export class LoanQuoteDto {
  @ApiProperty({ example: 'PHP' }) currency: string;
  @ApiProperty({ example: '1', description: 'Units of the currency per 1 PHP.' }) exchangeRate: string;
  @ApiProperty({ description: 'Centavos of the currency, after clamping.' }) amount: number;
  @ApiProperty({ example: '150,000.00' }) amountText: string;
  @ApiProperty({ description: 'PHP centavos: the principal.' }) amountPhp: number;
  @ApiProperty() amountPhpText: string;
  @ApiProperty({ description: 'The amount was raised to the minimum or lowered to the maximum.' }) clamped: boolean;
  @ApiProperty({ description: 'Minimum in centavos of the currency (minPhp × rate).' }) minAmount: number;
  @ApiProperty() minAmountText: string;
  @ApiProperty() maxAmount: number;
  @ApiProperty() maxAmountText: string;
  @ApiProperty() installmentCount: number;
  @ApiProperty({ example: 50 }) monthlyRateBps: number;
  @ApiProperty({ example: '0.5%' }) monthlyRateText: string;
  @ApiProperty() monthlyPrincipal: number;
  @ApiProperty() monthlyPrincipalText: string;
  @ApiProperty() monthlyInterest: number;
  @ApiProperty() monthlyInterestText: string;
  @ApiProperty() instalment: number;
  @ApiProperty({ example: '25,750.00' }) instalmentText: string;
  @ApiProperty() totalInterest: number;
  @ApiProperty() totalInterestText: string;
  @ApiProperty() totalRepay: number;
  @ApiProperty({ example: '154,500.00' }) totalRepayText: string;
  @ApiProperty({ description: 'Monthly IRR, a fraction.' }) eirMonthly: number;
  @ApiProperty({ description: 'eirMonthly × 12.' }) eirYearly: number;
  @ApiProperty({ example: '0.85%' }) eirMonthlyText: string;
  @ApiProperty({ example: '10.22%' }) eirYearlyText: string;
  @ApiProperty({ type: QuoteScheduleRowDto, isArray: true }) schedule: QuoteScheduleRowDto[];
}

export class LoanScheduleRowDto extends QuoteScheduleRowDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-07-15', description: 'Manila date; null before disbursement (estimated in the disclosure).' })
  dueDate: string | null;
  @ApiProperty({ description: 'PHP centavos paid on this instalment.' }) paid: number;
  @ApiProperty() paidText: string;
  @ApiProperty({ enum: ['SCHEDULED', 'DUE', 'PAID', 'CANCELLED'] }) status: ScheduleRowStatus;
}

export class LoanDto {
  @ApiProperty({ example: 'HLC-2026-000123' }) loanNumber: string;
  @ApiProperty({ enum: LOAN_STATUSES }) status: LoanStatus;
  @ApiProperty({ type: StatusCardDto, description: 'From LOAN_STATUS_CATALOGUE only.' }) statusCard: StatusCardDto;
  @ApiProperty() currency: string;
  @ApiProperty() exchangeRate: string;
  @ApiProperty({ description: 'Centavos of the currency.' }) amount: number;
  @ApiProperty() amountText: string;
  @ApiProperty({ description: 'PHP centavos.' }) amountPhp: number;
  @ApiProperty() amountPhpText: string;
  @ApiProperty() installmentCount: number;
  @ApiProperty() monthlyRateBps: number;
  @ApiProperty() monthlyRateText: string;
  @ApiProperty() instalment: number;
  @ApiProperty() instalmentText: string;
  @ApiProperty() totalInterest: number;
  @ApiProperty() totalInterestText: string;
  @ApiProperty() totalRepay: number;
  @ApiProperty() totalRepayText: string;
  @ApiProperty() eirMonthlyText: string;
  @ApiProperty() eirYearlyText: string;
  @ApiProperty({ format: 'date-time' }) appliedAt: string;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) approvedAt: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) signedAt: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) disbursedAt: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) cancelledAt: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) closedAt: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, enum: ['MEMBER_CANCELLED', 'COOLING_OFF', 'REPAID'] }) closureReason: ClosureReason | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Words for the member (from the fixed list).' }) rejectionReason: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) contractSha256: string | null;
  @ApiProperty({ description: 'The company name.' }) creditProvider: string;
  @ApiProperty({ type: LoanScheduleRowDto, isArray: true }) schedule: LoanScheduleRowDto[];
  @ApiProperty() canCancel: boolean;
  @ApiProperty() cancellationTerms: string;
}

export class CurrentLoanDto {
  @ApiPropertyOptional({ type: LoanDto, nullable: true }) loan: LoanDto | null;
}

export class LoanCreatedDto {
  @ApiProperty({ example: 'LOAN_CREATED' }) state: 'LOAN_CREATED';
  @ApiProperty({ type: LoanDto }) loan: LoanDto;
}

export class LoanMessageDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: LoanDto }) loan: LoanDto;
}

export class ContractListItemDto {
  @ApiProperty() loanNumber: string;
  @ApiProperty({ enum: LOAN_STATUSES }) status: LoanStatus;
  @ApiProperty({ format: 'date-time' }) signedAt: string;
  @ApiProperty() sha256: string;
  @ApiProperty({ example: '/loan/HLC-2026-000123/contract.pdf' }) path: string;
}

export class ContractListDto {
  @ApiProperty({ type: ContractListItemDto, isArray: true }) contracts: ContractListItemDto[];
  @ApiPropertyOptional({ type: String, nullable: true, description: "'We haven't received any loan applications so far.' when the member has no loan." })
  message: string | null;
}

export class DisclosureCompanyDto {
  @ApiProperty() name: string;
  @ApiProperty() address: string;
  @ApiProperty() secRegistrationNumber: string;
  @ApiProperty() certificateOfAuthorityNumber: string;
  @ApiPropertyOptional({ type: String, nullable: true }) bspRegistrationNumber: string | null;
}

export class DisclosureBorrowerDto {
  @ApiProperty() fullName: string;
  @ApiProperty({ example: '+63917*****67' }) phoneNumberMasked: string;
}

export class DisclosureDto {
  @ApiProperty() loanNumber: string;
  @ApiProperty({ enum: LOAN_STATUSES }) status: LoanStatus;
  @ApiProperty() currency: string;
  @ApiProperty() exchangeRate: string;
  @ApiProperty() amount: number;
  @ApiProperty() amountText: string;
  @ApiProperty({ description: 'PHP centavos (the principal).' }) amountFinanced: number;
  @ApiProperty() amountFinancedText: string;
  @ApiProperty({ description: 'Total add-on interest; there are no other charges.' }) financeCharge: number;
  @ApiProperty() financeChargeText: string;
  @ApiProperty({ description: 'What reaches the wallet: the principal (no fees).' }) netProceeds: number;
  @ApiProperty() netProceedsText: string;
  @ApiProperty() instalment: number;
  @ApiProperty() instalmentText: string;
  @ApiProperty() numberOfPayments: number;
  @ApiProperty() monthlyRateBps: number;
  @ApiProperty() monthlyRateText: string;
  @ApiProperty() eirMonthly: number;
  @ApiProperty() eirYearly: number;
  @ApiProperty() eirMonthlyText: string;
  @ApiProperty() eirYearlyText: string;
  @ApiProperty() totalRepay: number;
  @ApiProperty() totalRepayText: string;
  @ApiProperty({ type: LoanScheduleRowDto, isArray: true }) schedule: LoanScheduleRowDto[];
  @ApiProperty({ description: 'True before disbursement: the due dates count from today.' }) dueDatesEstimated: boolean;
  @ApiProperty() lateChargeTerms: string;
  @ApiProperty() cancellationTerms: string;
  @ApiProperty({ type: DisclosureCompanyDto }) company: DisclosureCompanyDto;
  @ApiProperty({ type: DisclosureBorrowerDto }) borrower: DisclosureBorrowerDto;
  @ApiProperty({ type: String, isArray: true, description: 'The contract, paragraph by paragraph.' }) contractText: string[];
  @ApiProperty({ format: 'date-time' }) generatedAt: string;
}

export class PrescreenDto {
  @ApiPropertyOptional({ type: Number, nullable: true }) age: number | null;
  @ApiProperty() ageInRange: boolean;
  @ApiPropertyOptional({ enum: KYC_STATUSES, nullable: true }) kycStatus: KycStatus | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'instalment / monthly net income (fraction)' }) dsr: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '73.57%' }) dsrText: string | null;
  @ApiProperty({ description: 'PHP centavos' }) monthlyNetIncome: number;
  @ApiProperty() monthlyNetIncomeText: string;
  @ApiProperty() instalment: number;
  @ApiProperty() instalmentText: string;
  @ApiProperty({ format: 'date-time' }) computedAt: string;
}

export class OfficerLoanSummaryDto {
  @ApiProperty() loanNumber: string;
  @ApiProperty({ enum: LOAN_STATUSES }) status: LoanStatus;
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @ApiProperty() memberName: string;
  @ApiProperty() currency: string;
  @ApiProperty() amount: number;
  @ApiProperty() amountText: string;
  @ApiProperty() amountPhp: number;
  @ApiProperty() amountPhpText: string;
  @ApiProperty() installmentCount: number;
  @ApiProperty() instalment: number;
  @ApiProperty() instalmentText: string;
  @ApiProperty({ format: 'date-time' }) appliedAt: string;
  @ApiProperty({ type: PrescreenDto }) prescreen: PrescreenDto;
  @ApiProperty({ example: '/officer/loans/HLC-2026-000123' }) path: string;
}

export class OfficerLoanListDto {
  @ApiProperty({ type: OfficerLoanSummaryDto, isArray: true }) loans: OfficerLoanSummaryDto[];
}

export class OfficerLoanDto extends LoanDto {
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @ApiProperty({ type: MemberDto }) member: MemberDto;
  @ApiProperty({ type: PrescreenDto, description: 'Recorded at application.' }) prescreen: PrescreenDto;
  @ApiPropertyOptional({ enum: KYC_STATUSES, nullable: true, description: 'The KYC review status now.' }) kycStatus: KycStatus | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The DSR of the current figures (after an approval of less).' }) dsrNow: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) dsrNowText: string | null;
  @ApiProperty() appliedAmount: number;
  @ApiProperty() appliedAmountText: string;
  @ApiProperty() appliedAmountPhp: number;
  @ApiProperty() appliedAmountPhpText: string;
  @ApiProperty() appliedInstallmentCount: number;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid' }) approvedBy: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid' }) rejectedBy: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) rejectedAt: string | null;
  @ApiPropertyOptional({ enum: REJECT_REASON_CODES, nullable: true }) rejectionReasonCode: RejectReasonCode | null;
  @ApiPropertyOptional({ type: String, nullable: true }) contractPath: string | null;
}

export class RejectReasonDto {
  @ApiProperty({ enum: REJECT_REASON_CODES }) code: RejectReasonCode;
  @ApiProperty() message: string;
}

export class JobsRunDto {
  @ApiProperty() disbursed: number;
  @ApiProperty() approved: number;
}
