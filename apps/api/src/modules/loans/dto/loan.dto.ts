import { ApiProperty, PickType } from '@nestjs/swagger';
import { NextCursor, PageQueryDto } from '../../../common/page.dto';
import { Centavos } from '../../../openapi/money';
import type { KycStatus, LoanStatus, StatusColour, StatusIcon } from '@halimbawa/domain';
import { DomainField, RequestField } from '../../../common/domain-field.decorator';
import { KYC_STATUS, LOAN_STATUS, STATUS_COLOUR, STATUS_ICON } from '../../../openapi/schema-enums';
import { MemberDto } from '../../members/dto/member.dto';
import { CreditLimitDto } from './credit-limit.dto';
import { APPROVAL_REASON_CODES, REJECT_REASON_CODES, SCHEDULE_ROW_STATUSES, type ApprovalReasonCode, type ClosureReason, type RejectReasonCode, type ScheduleRowStatus } from '../loan.rules';

// ------------------------------------------------------------------ requests
// Checked in the services with libs/domain's validateLoanApplication and field rules (one message
// per field, the same the web shows), after the checks that come first (e.g. 409 not activated).

export class LoanQuoteRequestDto {
  @DomainField('amount', { number: 'number', description: 'In the chosen currency: digits, optional thousands commas, at most 2 decimals.' })
  amount: string;

  @DomainField('currency', { required: false, description: 'An available currency (GET /availablecurrency); PHP when absent.' })
  currency?: string;

  @DomainField('installmentCount', { number: 'integer', description: 'One of the offered terms (GET /site: loan.terms).' })
  installmentCount: string;
}

export class LoanApplyRequestDto extends LoanQuoteRequestDto {
  @DomainField('agree', { description: "Ticked: true, 'on', 'true'. Else 'Please read Service and Policy Agreement'." })
  agree: string;

  @DomainField('creditNotice', { description: "The credit-data notice (RA 9510) acknowledged: true, 'on', 'true'. Else a field error." })
  creditNotice: string;
}

/** A re-loan (docs/credit-limits.md): the offer's amount or less, in PHP, on an offered term. */
export class ReloanRequestDto extends PickType(LoanApplyRequestDto, ['amount', 'installmentCount', 'agree', 'creditNotice'] as const) {}

export class SignFinishRequestDto {
  @DomainField('code', { description: 'The 6-digit code sent by SMS.' }) code: string;
}

export class ApproveLoanRequestDto {
  @DomainField('amount', { required: false, number: 'number', description: "A lower amount in the loan's currency (at least the minimum)." })
  amount?: string;

  @DomainField('installmentCount', { required: false, number: 'integer', description: 'A shorter offered term.' })
  installmentCount?: string;

  @RequestField({ enum: APPROVAL_REASON_CODES, enumName: 'ApprovalReasonCode', required: false, description: 'Why (GET /officer/loan-approval-reasons): FULL (the default) for the amount asked; a lower amount needs a LOWER_ one, whose words the borrower reads.' })
  reasonCode?: ApprovalReasonCode;

  @RequestField({ type: 'string', required: false, maxLength: 500, description: "The officer's note, for staff only." })
  note?: string;

  @RequestField({
    type: 'string',
    required: false,
    maxLength: 500,
    description: 'Why approve although the debt-to-income ratio of the approved figures is above the limit (`dtiLimit`): needed then, and the approval waits for a second officer; ignored otherwise. Staff only.',
  })
  dtiOverrideReason?: string;
}

export class RejectLoanRequestDto {
  @RequestField({ enum: REJECT_REASON_CODES, enumName: 'RejectReasonCode' }) reasonCode: RejectReasonCode;
  @RequestField({ type: 'string', required: false, maxLength: 500, description: "The officer's note, for staff only." }) note?: string;
}

export class OfficerLoansQueryDto extends PageQueryDto {
  @RequestField({ ...LOAN_STATUS, required: false, description: 'Only loans with this status.' }) status?: LoanStatus;
  @RequestField({ type: 'string', required: false, maxLength: 100, description: "A member's name (any part, any case), phone number, or a loan number." }) q?: string;
}

export class DisclosureQueryDto {
  @RequestField({ enum: ['json', 'pdf'], required: false, description: 'pdf for the PDF (or Accept: application/pdf).' }) format?: 'json' | 'pdf';
}

// ------------------------------------------------------------------ answers

export class StatusCardDto {
  @ApiProperty() statement: string;
  @ApiProperty() message: string;
  @ApiProperty(STATUS_COLOUR) colour: StatusColour;
  @ApiProperty(STATUS_ICON) icon: StatusIcon;
}

export class QuoteScheduleRowDto {
  @ApiProperty({ type: 'integer' }) number: number;
  @Centavos('Principal of this instalment.') principal: number;
  @Centavos('Interest of this instalment.') interest: number;
  @Centavos('Principal plus interest.') total: number;
  @ApiProperty({ example: '25,000.00' }) principalText: string;
  @ApiProperty({ example: '750.00' }) interestText: string;
  @ApiProperty({ example: '25,750.00' }) totalText: string;
}

export class LoanQuoteDto {
  @ApiProperty({ example: 'PHP' }) currency: string;
  @ApiProperty({ example: '1', description: 'Units of the currency per 1 PHP.' }) exchangeRate: string;
  @ApiProperty({ example: '1 USD = 58.1395 PHP', description: 'The rate as people read it (docs/product.md §7: 1 unit = 1/rate PHP); the one way every page shows it.' })
  exchangeRateText: string;
  @Centavos('The principal asked for, after clamping.', { currencyBeside: true }) amount: number;
  @ApiProperty({ example: '150,000.00' }) amountText: string;
  @Centavos('The principal.') amountPhp: number;
  @ApiProperty() amountPhpText: string;
  @ApiProperty({ description: 'The amount was raised to the minimum or lowered to the maximum.' }) clamped: boolean;
  @Centavos('The smallest principal (minPhp at the rate).', { currencyBeside: true }) minAmount: number;
  @ApiProperty() minAmountText: string;
  @Centavos('The largest principal (maxPhp at the rate).', { currencyBeside: true }) maxAmount: number;
  @ApiProperty() maxAmountText: string;
  @ApiProperty({ type: 'integer' }) installmentCount: number;
  @ApiProperty({ type: 'integer', example: 50 }) monthlyRateBps: number;
  @ApiProperty({ example: '0.5%' }) monthlyRateText: string;
  @Centavos('Principal per instalment.') monthlyPrincipal: number;
  @ApiProperty() monthlyPrincipalText: string;
  @Centavos('Interest per instalment.') monthlyInterest: number;
  @ApiProperty() monthlyInterestText: string;
  @Centavos('Each instalment.') instalment: number;
  @ApiProperty({ example: '25,750.00' }) instalmentText: string;
  @Centavos('Add-on interest over the term.') totalInterest: number;
  @ApiProperty() totalInterestText: string;
  @Centavos('Principal plus interest.') totalRepay: number;
  @ApiProperty({ example: '154,500.00' }) totalRepayText: string;
  @ApiProperty({ description: 'Monthly IRR, a fraction.' }) eirMonthly: number;
  @ApiProperty({ description: 'eirMonthly × 12.' }) eirYearly: number;
  @ApiProperty({ example: '0.85%' }) eirMonthlyText: string;
  @ApiProperty({ example: '10.22%' }) eirYearlyText: string;
  @ApiProperty({ type: QuoteScheduleRowDto, isArray: true }) schedule: QuoteScheduleRowDto[];
}

export class LoanScheduleRowDto extends QuoteScheduleRowDto {
  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-07-15', description: 'Manila date; null before disbursement (estimated in the disclosure).' })
  dueDate: string | null;
  @Centavos('Paid on this instalment (late charge included).') paid: number;
  @ApiProperty() paidText: string;
  @Centavos('Late charge added to this instalment (docs/product.md §7: capped).') lateCharge: number;
  @ApiProperty() lateChargeText: string;
  @Centavos('Unearned interest rebated at pay-off.') rebatedInterest: number;
  @Centavos('What this instalment still owes (late charge included).') owed: number;
  @ApiProperty() owedText: string;
  @ApiProperty({ enum: SCHEDULE_ROW_STATUSES, enumName: 'ScheduleRowStatus' }) status: ScheduleRowStatus;
}

/** Where the loan stands (docs/product.md §2 Loan statement); zeros and nulls before disbursement. */
export class LoanBalanceDto {
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'The due date of the oldest instalment not paid; null when none is left.' })
  nextDueDate: string | null;
  @ApiProperty({ type: 'integer', description: 'Days since that due date (Manila), 0 when it is today or later.' }) daysPastDue: number;
  @Centavos('What that instalment still owes (late charge included).') nextDueAmount: number;
  @ApiProperty() nextDueAmountText: string;
  @Centavos('Paid on the schedule so far (late charges included).') paidToDate: number;
  @ApiProperty() paidToDateText: string;
  @Centavos('Still owed on the schedule as it stands (late charges included, no rebate).') remaining: number;
  @ApiProperty() remainingText: string;
  @Centavos('Late charges not yet paid.') lateChargesDue: number;
  @ApiProperty() lateChargesDueText: string;
  @Centavos('Late charges waived through four eyes (no longer owed).') lateChargesWaived: number;
  @ApiProperty() lateChargesWaivedText: string;
  @Centavos('Paying the loan off today, with the rebate of unearned interest; 0 when nothing can be paid.') payoffAmount: number;
  @ApiProperty() payoffAmountText: string;
  @Centavos('The rebate included in payoffAmount.') payoffRebate: number;
  @ApiProperty() payoffRebateText: string;
  @Centavos('Went back to the lender from the wallet (repayments, a cooling-off return).') repaidFromWallet: number;
  @ApiProperty({ description: 'Whether the loan takes payments now (DISBURSED, OVERDUE, DEFAULTED).' }) canRepay: boolean;
}

export class LoanDto {
  @ApiProperty({ example: 'HLC-2026-000123' }) loanNumber: string;
  @ApiProperty(LOAN_STATUS) status: LoanStatus;
  @ApiProperty({ type: StatusCardDto, description: "From the loan status catalogue only (the closure catalogue for a cooling-off cancellation), in the request's language." }) statusCard: StatusCardDto;
  @ApiProperty() currency: string;
  @ApiProperty() exchangeRate: string;
  @Centavos('The principal.', { currencyBeside: true }) amount: number;
  @ApiProperty() amountText: string;
  @Centavos('The principal.') amountPhp: number;
  @ApiProperty() amountPhpText: string;
  @ApiProperty({ type: 'integer', description: 'The instalments of the schedule followed: the contract, or the signed extension or restructure (its rows, those paid before it included).' })
  installmentCount: number;
  @ApiProperty({ type: 'integer' }) monthlyRateBps: number;
  @ApiProperty() monthlyRateText: string;
  @Centavos('Each instalment of the schedule followed (after a restructure, the largest still to pay).') instalment: number;
  @ApiProperty() instalmentText: string;
  @Centavos('Add-on interest over the schedule followed.') totalInterest: number;
  @ApiProperty() totalInterestText: string;
  @Centavos('Principal plus interest of the schedule followed.') totalRepay: number;
  @ApiProperty() totalRepayText: string;
  @ApiProperty() eirMonthlyText: string;
  @ApiProperty() eirYearlyText: string;
  @ApiProperty({ format: 'date-time' }) appliedAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) approvedAt: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) signedAt: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) disbursedAt: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) cancelledAt: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) closedAt: string | null;
  @ApiProperty({ enum: ['MEMBER_CANCELLED', 'COOLING_OFF', 'REPAID'], enumName: 'ClosureReason', nullable: true }) closureReason: ClosureReason | null;
  @Centavos('The principal the member applied for.', { currencyBeside: true }) appliedAmount: number;
  @ApiProperty() appliedAmountText: string;
  @Centavos('The principal the member applied for.') appliedAmountPhp: number;
  @ApiProperty() appliedAmountPhpText: string;
  @ApiProperty({ enum: APPROVAL_REASON_CODES, enumName: 'ApprovalReasonCode', nullable: true, description: 'Why it was approved as it was (the officer chose it from a fixed list).' })
  approvalReasonCode: ApprovalReasonCode | null;
  @ApiProperty({ type: String, nullable: true, description: "Why a lower amount was approved, in words for the member, in the request's language; null for the amount asked." })
  approvalReason: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Words for the member (from the fixed list), in the request's language." }) rejectionReason: string | null;
  @ApiProperty({ enum: REJECT_REASON_CODES, enumName: 'RejectReasonCode', nullable: true, description: 'The reason by code (the officer chose it from a fixed list).' })
  rejectionReasonCode: RejectReasonCode | null;
  @ApiProperty({ type: String, nullable: true }) contractSha256: string | null;
  @ApiProperty({ description: 'The company name.' }) creditProvider: string;
  @ApiProperty({ type: LoanScheduleRowDto, isArray: true }) schedule: LoanScheduleRowDto[];
  @ApiProperty({ type: LoanBalanceDto }) balance: LoanBalanceDto;
  @ApiProperty() canCancel: boolean;
  @ApiProperty() cancellationTerms: string;
  @ApiProperty({ type: 'integer', description: 'Days after signing in which the loan may be cancelled by returning the principal.' })
  coolingOffDays: number;
}

export class CurrentLoanDto {
  @ApiProperty({ type: LoanDto, nullable: true, description: 'The latest loan; null when the member never applied.' }) loan: LoanDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'While the loan awaits signing: when the signing code sent by SMS stops being valid; null when no code can be entered now.',
  })
  signingCodeExpiresAt: string | null;
}

export class LoanCreatedDto {
  @ApiProperty({ enum: ['LOAN_CREATED'] }) state: 'LOAN_CREATED';
  @ApiProperty({ type: LoanDto }) loan: LoanDto;
}

export class LoanMessageDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: LoanDto }) loan: LoanDto;
}

export class ContractListItemDto {
  @ApiProperty() loanNumber: string;
  @ApiProperty(LOAN_STATUS) status: LoanStatus;
  @ApiProperty({ enum: ['MEMBER_CANCELLED', 'COOLING_OFF', 'REPAID'], enumName: 'ClosureReason', nullable: true, description: 'Why a closed loan closed (its status text depends on it: loanStatusEntry).' })
  closureReason: ClosureReason | null;
  @ApiProperty({ format: 'date-time' }) signedAt: string;
  @ApiProperty() sha256: string;
  @ApiProperty({ example: '/loan/HLC-2026-000123/contract.pdf' }) path: string;
}

export class ContractListDto {
  @ApiProperty({ type: ContractListItemDto, isArray: true, description: 'Newest signature first, one page.' }) contracts: ContractListItemDto[];
  @NextCursor() nextCursor: string | null;
  @ApiProperty({ type: String, nullable: true, description: "'We haven't received any loan applications so far.' when the member has no loan." })
  message: string | null;
}

export class DisclosureCompanyDto {
  @ApiProperty() name: string;
  @ApiProperty() address: string;
  @ApiProperty() secRegistrationNumber: string;
  @ApiProperty() certificateOfAuthorityNumber: string;
  @ApiProperty({ type: String, nullable: true }) bspRegistrationNumber: string | null;
}

export class DisclosureBorrowerDto {
  @ApiProperty() fullName: string;
  @ApiProperty({ example: '+63917*****67' }) phoneNumberMasked: string;
}

export class DisclosureDto {
  @ApiProperty() loanNumber: string;
  @ApiProperty(LOAN_STATUS) status: LoanStatus;
  @ApiProperty() currency: string;
  @ApiProperty() exchangeRate: string;
  @ApiProperty({ example: '1 USD = 58.1395 PHP', description: 'The rate as people read it (docs/product.md §7: 1 unit = 1/rate PHP); the one way every page shows it.' })
  exchangeRateText: string;
  @Centavos('The principal.', { currencyBeside: true }) amount: number;
  @ApiProperty() amountText: string;
  @Centavos('The principal.') amountFinanced: number;
  @ApiProperty() amountFinancedText: string;
  @Centavos('The principal the member applied for.', { currencyBeside: true }) appliedAmount: number;
  @ApiProperty() appliedAmountText: string;
  @ApiProperty({ type: String, nullable: true, description: "Why a lower amount than asked was approved, in the member's words; null for the amount asked." }) approvalReason: string | null;
  @Centavos('Total add-on interest; there are no other charges.') financeCharge: number;
  @ApiProperty() financeChargeText: string;
  @Centavos('What reaches the wallet: the principal (no fees).') netProceeds: number;
  @ApiProperty() netProceedsText: string;
  @Centavos('Each instalment.') instalment: number;
  @ApiProperty() instalmentText: string;
  @ApiProperty({ type: 'integer' }) numberOfPayments: number;
  @ApiProperty({ type: 'integer' }) monthlyRateBps: number;
  @ApiProperty() monthlyRateText: string;
  @ApiProperty() eirMonthly: number;
  @ApiProperty() eirYearly: number;
  @ApiProperty() eirMonthlyText: string;
  @ApiProperty() eirYearlyText: string;
  @Centavos('Principal plus interest.') totalRepay: number;
  @ApiProperty() totalRepayText: string;
  @ApiProperty({ type: LoanScheduleRowDto, isArray: true }) schedule: LoanScheduleRowDto[];
  @ApiProperty({ description: 'True before disbursement: the due dates count from today.' }) dueDatesEstimated: boolean;
  @ApiProperty() lateChargeTerms: string;
  @ApiProperty() cancellationTerms: string;
  @ApiProperty({ type: String, isArray: true, description: 'What each kind of withdrawal destination takes a withdrawal and a month, one sentence each.' }) withdrawalLimits: string[];
  @ApiProperty({ type: DisclosureCompanyDto }) company: DisclosureCompanyDto;
  @ApiProperty({ type: DisclosureBorrowerDto }) borrower: DisclosureBorrowerDto;
  @ApiProperty({ type: String, isArray: true, description: 'The contract, paragraph by paragraph.' }) contractText: string[];
  @ApiProperty({ format: 'date-time' }) generatedAt: string;
}

export class PrescreenDto {
  @ApiProperty({ type: 'integer', nullable: true }) age: number | null;
  @ApiProperty() ageInRange: boolean;
  @ApiProperty({ ...KYC_STATUS, nullable: true }) kycStatus: KycStatus | null;
  @ApiProperty({ type: Number, nullable: true, description: 'instalment / monthly net income (fraction)' }) dsr: number | null;
  @ApiProperty({ type: String, nullable: true, example: '73.57%' }) dsrText: string | null;
  @Centavos('The member\'s declared monthly net income.') monthlyNetIncome: number;
  @ApiProperty() monthlyNetIncomeText: string;
  @Centavos('Each instalment of this loan.') instalment: number;
  @ApiProperty() instalmentText: string;
  @ApiProperty({ format: 'date-time' }) computedAt: string;
}

export class OfficerLoanSummaryDto {
  @ApiProperty() loanNumber: string;
  @ApiProperty(LOAN_STATUS) status: LoanStatus;
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @ApiProperty() memberName: string;
  @ApiProperty() currency: string;
  @Centavos('The principal.', { currencyBeside: true }) amount: number;
  @ApiProperty() amountText: string;
  @Centavos('The principal.') amountPhp: number;
  @ApiProperty() amountPhpText: string;
  @ApiProperty({ type: 'integer' }) installmentCount: number;
  @Centavos('Each instalment.') instalment: number;
  @ApiProperty() instalmentText: string;
  @ApiProperty({ format: 'date-time' }) appliedAt: string;
  @ApiProperty({ type: PrescreenDto }) prescreen: PrescreenDto;
  @ApiProperty({ example: '/officer/loans/HLC-2026-000123' }) path: string;
}

export class OfficerLoanListDto {
  @ApiProperty({ type: OfficerLoanSummaryDto, isArray: true }) loans: OfficerLoanSummaryDto[];
  @NextCursor() nextCursor: string | null;
}

export class LoanSecondApprovalDto {
  @ApiProperty({ format: 'uuid', description: 'The action to approve or reject (POST /officer/four-eyes/:id/approve).' }) actionId: string;
  @ApiProperty({ format: 'uuid', description: 'The officer who approved first, who cannot give the second approval.' }) makerId: string;
  @ApiProperty({ format: 'date-time' }) madeAt: string;
  @Centavos('The amount to approve.', { currencyBeside: true }) amount: number;
  @ApiProperty() amountText: string;
  @ApiProperty({ enum: APPROVAL_REASON_CODES, enumName: 'ApprovalReasonCode' }) reasonCode: ApprovalReasonCode;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the first officer approves above the debt-to-income limit; null when within it.' }) dtiOverrideReason: string | null;
}

export class ApprovalReasonDto {
  @ApiProperty({ enum: APPROVAL_REASON_CODES, enumName: 'ApprovalReasonCode' }) code: ApprovalReasonCode;
  @ApiProperty({ description: 'The words the member reads.' }) message: string;
}

export class ApprovalReasonListDto {
  @ApiProperty({ type: ApprovalReasonDto, isArray: true, description: "In the fixed list's order, one page." }) reasons: ApprovalReasonDto[];
  @NextCursor() nextCursor: string | null;
}

/** The credit-data notice (RA 9510) as the member acknowledged it at application. */
export class CreditNoticeAcknowledgementDto {
  @ApiProperty({ example: '2026-11-29', description: "The notice's version." }) version: string;
  @ApiProperty({ format: 'date-time' }) acknowledgedAt: string;
}

export class OfficerLoanDto extends LoanDto {
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @ApiProperty({ type: CreditNoticeAcknowledgementDto, nullable: true, description: 'Null for a loan applied for before the notice was asked for.' }) creditNotice: CreditNoticeAcknowledgementDto | null;
  @ApiProperty({ type: MemberDto }) member: MemberDto;
  @ApiProperty({ type: PrescreenDto, description: 'Recorded at application.' }) prescreen: PrescreenDto;
  @ApiProperty({ ...KYC_STATUS, nullable: true, description: 'The KYC review status now.' }) kycStatus: KycStatus | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The DSR of the current figures (after an approval of less).' }) dsrNow: number | null;
  @ApiProperty({ type: String, nullable: true }) dsrNowText: string | null;
  @ApiProperty({ description: 'The debt-to-income limit (DTI_LIMIT), a fraction.' }) dtiLimit: number;
  @ApiProperty({ example: '40.00%' }) dtiLimitText: string;
  @ApiProperty({ description: 'The debt-to-income ratio now (else at application) is above the limit: the console flags it.' }) dtiAboveLimit: boolean;
  @ApiProperty({ type: 'integer' }) appliedInstallmentCount: number;
  @ApiProperty({ type: String, nullable: true, description: "The deciding officer's note." }) decisionNote: string | null;
  @ApiProperty({ type: LoanSecondApprovalDto, nullable: true, description: "The approval waiting for a second officer (four eyes), if any." }) secondApproval: LoanSecondApprovalDto | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) approvedBy: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) rejectedBy: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) rejectedAt: string | null;
  @ApiProperty({ enum: REJECT_REASON_CODES, enumName: 'RejectReasonCode', nullable: true }) rejectionReasonCode: RejectReasonCode | null;
  @ApiProperty({ type: String, nullable: true }) contractPath: string | null;
  @ApiProperty({ type: CreditLimitDto, description: "The member's limit on the day of this application: the rule, the previous loans and the score (docs/credit-limits.md)." }) creditLimit: CreditLimitDto;
}

export class RejectReasonDto {
  @ApiProperty({ enum: REJECT_REASON_CODES, enumName: 'RejectReasonCode' }) code: RejectReasonCode;
  @ApiProperty() message: string;
}

export class RejectReasonListDto {
  @ApiProperty({ type: RejectReasonDto, isArray: true, description: 'In the fixed list\'s order, one page.' }) reasons: RejectReasonDto[];
  @NextCursor() nextCursor: string | null;
}
