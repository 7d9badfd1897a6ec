// Bodies of the API's member answers for the route tests of the member pages (activation, the
// dashboard, the loan's pages, /pay, receipts): realistic, typed by the contract, each overridable.
import { PAY_CHANNELS, channelMaxCentavos, formatCentavos, payOptionsFor } from '@halimbawa/domain';
import type { ResponseOf } from '~/lib/api/contract';
import type { KycSummary, LoanView, PayPageView, ReceiptView, ScheduleVersionView } from '~/lib/api/types';

export const LOAN_NUMBER = 'HLC-2026-000123';

/** GET /member/kyc of a member at `infoState`, with every earlier section saved. */
export function kycDto(infoState: KycSummary['infoState'] = 'PERSONAL_INFO', overrides: Partial<KycSummary> = {}): KycSummary {
  const step = ['PERSONAL_INFO', 'ADDRESS_INFO', 'REFERENCES_INFO', 'IDENTITY_INFO', 'BANK_INFO', 'INFO_COMPLETED'].indexOf(infoState) + 1;
  return {
    infoState,
    step,
    personal:
      step > 1
        ? {
            gender: 'Male',
            firstName: 'Juan',
            middleName: null,
            lastName: 'dela Cruz',
            birthDate: '1990-03-07',
            birthDay: '07',
            birthMonth: '03',
            birthYear: '1990',
            maritalStatus: 'Single',
            nationality: 'Filipino',
            isAgree: true,
          }
        : null,
    address: step > 2 ? { countryResidence: 'PH', province: 'Metro Manila', town: 'Makati', streetAddress: '123 Ayala Ave', postalCode: '1226' } : null,
    references:
      step > 3
        ? { refFullName1: 'Maria Santos', refRelationship1: 'Sister', refPhoneNumber1: '+639181234567', refFullName2: null, refRelationship2: null, refPhoneNumber2: null }
        : null,
    identity: step > 4 ? { identityType: 'Unified Multi-Purpose ID (UMID)', otherIdentityType: null, identityNumber: '0028-1234567-8' } : null,
    documents: [],
    bank: null,
    kyc: null,
    ...overrides,
  };
}

/** One of the member's uploaded photos as GET /member/kyc lists it. */
export function documentDto(kind: KycSummary['documents'][number]['kind']): KycSummary['documents'][number] {
  const id = `0d1c2b9e-0000-4000-8000-0000000000${['ID_FRONT', 'ID_BACK', 'SELFIE'].indexOf(kind) + 20}`;
  return {
    kind,
    id,
    contentType: 'image/jpeg',
    size: 120_000,
    width: 1200,
    height: 800,
    uploadedAt: '2026-11-02T03:00:00.000Z',
    path: `/member/documents/${id}`,
    thumbnailPath: `/member/documents/${id}?size=thumb`,
  };
}

/** The bank account as GET /member/kyc shows it; confirmed (by finishing the wizard) unless said otherwise. */
export function bankDto(overrides: Partial<NonNullable<KycSummary['bank']>> = {}): NonNullable<KycSummary['bank']> {
  return {
    bankName: 'BDO Unibank',
    kind: 'bank',
    accountName: 'Juan dela Cruz',
    accountNumberMasked: '001••••••',
    confirmedAt: '2026-11-02T03:00:00.000Z',
    changedAt: null,
    withdrawalsAllowedFrom: null,
    ...overrides,
  };
}

/** A rejected identity check that asks for step `resubmitStep` again. */
export function rejectedReview(reason: string, resubmitStep: KycSummary['infoState'] | null = 'IDENTITY_INFO'): NonNullable<KycSummary['kyc']> {
  return {
    status: 'REJECTED',
    statement: 'ID check not passed',
    message: 'Please send a clearer photo of your ID.',
    colour: 'danger',
    icon: 'HighlightOff',
    reasonCode: 'ID_UNREADABLE' as NonNullable<KycSummary['kyc']>['reasonCode'],
    reason,
    resubmitStep,
    submittedAt: '2026-11-02T03:00:00.000Z',
    reviewedAt: '2026-11-03T03:00:00.000Z',
  };
}

/** A loan as GET /loan/current and the dashboard answer it: PHP 150,000 over 6 months, in `status`. */
export function loanDto(status: LoanView['status'] = 'PENDING_REVIEW', overrides: Partial<LoanView> = {}): LoanView {
  const after = (s: LoanView['status'][]) => s.includes(status);
  return {
    loanNumber: LOAN_NUMBER,
    status,
    statusCard: { statement: `[api] ${status}`, message: `[api] message of ${status}`, colour: 'info', icon: 'PersonSearch' },
    currency: 'PHP',
    exchangeRate: '1',
    amount: 15_000_000,
    amountText: '150,000.00',
    amountPhp: 15_000_000,
    amountPhpText: '150,000.00',
    installmentCount: 6,
    monthlyRateBps: 50,
    monthlyRateText: '0.5%',
    instalment: 2_575_000,
    instalmentText: '25,750.00',
    totalInterest: 450_000,
    totalInterestText: '4,500.00',
    totalRepay: 15_450_000,
    totalRepayText: '154,500.00',
    eirMonthlyText: '0.85%',
    eirYearlyText: '10.22%',
    appliedAt: '2026-11-10T02:00:00.000Z',
    approvedAt: after(['APPROVED', 'CONTRACT_SIGNED', 'DISBURSED', 'OVERDUE', 'WRITTEN_OFF', 'PAID_OFF']) ? '2026-11-11T02:00:00.000Z' : null,
    signedAt: after(['CONTRACT_SIGNED', 'DISBURSED', 'OVERDUE', 'WRITTEN_OFF', 'PAID_OFF']) ? '2026-11-12T02:00:00.000Z' : null,
    disbursedAt: after(['DISBURSED', 'OVERDUE', 'WRITTEN_OFF', 'PAID_OFF']) ? '2026-11-13T02:00:00.000Z' : null,
    cancelledAt: null,
    closedAt: null,
    closureReason: null,
    appliedAmount: 15_000_000,
    appliedAmountText: '150,000.00',
    appliedAmountPhp: 15_000_000,
    appliedAmountPhpText: '150,000.00',
    approvalReasonCode: null,
    approvalReason: null,
    rejectionReason: null,
    rejectionReasonCode: null,
    contractSha256: null,
    creditProvider: 'Halimbawa Lending Corporation',
    schedule: [],
    balance: {
      nextDueDate: null,
      daysPastDue: 0,
      nextDueAmount: 0,
      nextDueAmountText: '0.00',
      paidToDate: 0,
      paidToDateText: '0.00',
      remaining: 15_450_000,
      remainingText: '154,500.00',
      lateChargesDue: 0,
      lateChargesDueText: '0.00',
      lateChargesWaived: 0,
      lateChargesWaivedText: '0.00',
      payoffAmount: 15_000_000,
      payoffAmountText: '150,000.00',
      payoffRebate: 0,
      payoffRebateText: '0.00',
      repaidFromWallet: 0,
      canRepay: false,
    },
    canCancel: after(['PENDING_REVIEW', 'APPROVED']),
    cancellationTerms: '[api] You may cancel at no cost before the money reaches your wallet.',
    coolingOffDays: 7,
    ...overrides,
  };
}

/** POST /loan/quote for PHP 150,000 over 6 months. */
export function quoteDto(overrides: Partial<ResponseOf<'/loan/quote', 'post'>> = {}): ResponseOf<'/loan/quote', 'post'> {
  return {
    currency: 'PHP',
    exchangeRate: '1',
    exchangeRateText: '1 PHP = 1 PHP',
    amount: 15_000_000,
    amountText: '150,000.00',
    amountPhp: 15_000_000,
    amountPhpText: '150,000.00',
    clamped: false,
    minAmount: 15_000_000,
    minAmountText: '150,000.00',
    maxAmount: 500_000_000,
    maxAmountText: '5,000,000.00',
    installmentCount: 6,
    monthlyRateBps: 50,
    monthlyRateText: '0.5%',
    monthlyPrincipal: 2_500_000,
    monthlyPrincipalText: '25,000.00',
    monthlyInterest: 75_000,
    monthlyInterestText: '750.00',
    instalment: 2_575_000,
    instalmentText: '25,750.00',
    totalInterest: 450_000,
    totalInterestText: '4,500.00',
    totalRepay: 15_450_000,
    totalRepayText: '154,500.00',
    eirMonthly: 0.0085,
    eirYearly: 0.1022,
    eirMonthlyText: '0.85%',
    eirYearlyText: '10.22%',
    schedule: [],
    ...overrides,
  };
}

/** GET /loan/{loanNumber}/disclosure (format json) of `loan`. */
export function disclosureDto(loan: LoanView = loanDto('APPROVED')): ResponseOf<'/loan/{loanNumber}/disclosure', 'get'> {
  return {
    loanNumber: loan.loanNumber,
    status: loan.status,
    currency: 'PHP',
    exchangeRate: '1',
    exchangeRateText: '1 PHP = 1 PHP',
    amount: loan.amount,
    amountText: loan.amountText,
    amountFinanced: loan.amountPhp,
    amountFinancedText: loan.amountPhpText,
    appliedAmount: loan.appliedAmount,
    appliedAmountText: loan.appliedAmountText,
    approvalReason: null,
    financeCharge: loan.totalInterest,
    financeChargeText: loan.totalInterestText,
    netProceeds: loan.amountPhp,
    netProceedsText: loan.amountPhpText,
    instalment: loan.instalment,
    instalmentText: loan.instalmentText,
    numberOfPayments: loan.installmentCount,
    monthlyRateBps: loan.monthlyRateBps,
    monthlyRateText: loan.monthlyRateText,
    eirMonthly: 0.0085,
    eirYearly: 0.1022,
    eirMonthlyText: loan.eirMonthlyText,
    eirYearlyText: loan.eirYearlyText,
    totalRepay: loan.totalRepay,
    totalRepayText: loan.totalRepayText,
    schedule: [],
    dueDatesEstimated: true,
    lateChargeTerms: '[api] A late charge of 3% a month of the amount overdue.',
    cancellationTerms: loan.cancellationTerms,
    withdrawalLimits: ['[api] E-wallets (GCash, Maya): at most PHP 50,000.00 a withdrawal and PHP 100,000.00 a calendar month.'],
    company: {
      name: 'Halimbawa Lending Corporation',
      address: 'Makati City',
      secRegistrationNumber: 'CS202600001',
      certificateOfAuthorityNumber: '3001',
      bspRegistrationNumber: null,
    },
    borrower: { fullName: 'Juan dela Cruz', phoneNumberMasked: '+63917*****67' },
    contractText: ['[api] The first paragraph of the contract.', '[api] The second paragraph.'],
    generatedAt: '2026-11-11T02:00:00.000Z',
  };
}

/** GET /member/dashboard of the signed-in member (activated, no loan) unless `overrides` says otherwise. */
export function dashboardDto(overrides: Partial<ResponseOf<'/member/dashboard', 'get'>> = {}): ResponseOf<'/member/dashboard', 'get'> {
  return {
    member: { fullName: 'Juan dela Cruz', email: 'juan@example.ph', phoneMasked: '+63917*****67', infoState: 'INFO_COMPLETED' },
    loan: null,
    kyc: null,
    unreadNotifications: 0,
    reloanOffer: null,
    ...overrides,
  };
}

/** GET /pay with a loan due (or `loan: null`). */
/** The Pay page's ways through the payment provider for `amount` centavos (null: a cash-in), at the published caps, each with a code. */
export function payOptionsDto(amount: number | null): NonNullable<PayPageView['loan']>['options'] {
  return payOptionsFor(amount, channelMaxCentavos).map((o, i) => ({
    channel: o.channel,
    name: PAY_CHANNELS[o.channel].name,
    kind: o.kind,
    max: o.max,
    maxText: formatCentavos(o.max),
    available: o.refusal === null,
    reason: o.refusal ? { code: o.refusal.code, params: o.refusal.params as Record<string, string> } : null,
    code: o.kind === 'EWALLET' ? null : o.kind === 'VIRTUAL_ACCOUNT' ? '7057000011112222' : `12345678901${i}`,
  }));
}

export function payPageDto(loan: Partial<NonNullable<PayPageView['loan']>> | null = {}): PayPageView {
  const amountDue = loan?.amountDue ?? 2_575_000;
  return {
    wallet: { reference: '200000000126', referenceText: '2000 0000 0126', options: payOptionsDto(null) },
    loan:
      loan === null
        ? null
        : {
            reference: '100000000123',
            referenceText: '1000 0000 0123',
            loanNumber: LOAN_NUMBER,
            overdue: false,
            nextDueDate: '2026-12-13',
            nextDueAmount: 2_575_000,
            nextDueAmountText: '25,750.00',
            lateChargesDue: 0,
            lateChargesDueText: '0.00',
            payoffAmount: 15_000_000,
            payoffAmountText: '150,000.00',
            amountDue,
            amountDueText: formatCentavos(amountDue),
            options: payOptionsDto(amountDue),
            ...loan,
          },
    collection: { billerName: 'Halimbawa Lending', bankName: 'BDO Unibank', accountName: 'Halimbawa Lending Corporation', accountNumber: '001234567890' },
  };
}

/** GET /receipts/{receiptNumber}: a loan payment unless `overrides` says otherwise. */
export function receiptDto(overrides: Partial<ReceiptView> = {}): ReceiptView {
  return {
    receiptNumber: 'OR-00000042',
    kind: 'LOAN_PAYMENT',
    kindText: '[api] Loan payment',
    paidAt: '2026-11-25T13:30:00.000Z',
    paidAtText: 'Nov 25, 2026, 9:30 PM (Manila time)',
    paidByText: 'GCash',
    receivedFrom: 'Juan dela Cruz',
    loanNumber: LOAN_NUMBER,
    amount: 2_575_000,
    amountText: '25,750.00',
    lateCharge: 0,
    lateChargeText: '0.00',
    interest: 75_000,
    interestText: '750.00',
    principal: 2_500_000,
    principalText: '25,000.00',
    rebate: 0,
    rebateText: '0.00',
    toWallet: 0,
    toWalletText: '0.00',
    remaining: 12_875_000,
    remainingText: '128,750.00',
    reversed: false,
    reversedAt: null,
    reversedAtText: null,
    ...overrides,
  };
}

type HardshipRequest = ResponseOf<'/loan/{loanNumber}/hardship', 'get'>['requests'][number];

/** One hardship request as GET /loan/{loanNumber}/hardship lists it. */
export function hardshipRequestDto(overrides: Partial<HardshipRequest> = {}): HardshipRequest {
  return {
    id: '7a1c2b9e-0000-4000-8000-000000000010',
    loanNumber: LOAN_NUMBER,
    kind: 'EXTENSION',
    kindText: '[api] Extension',
    reason: 'Lost my job last month',
    proposedAmount: 1_000_000,
    dueDate: '2026-12-13',
    status: 'PENDING',
    statusText: '[api] Waiting for a decision',
    createdAt: '2026-11-20T02:00:00.000Z',
    decidedAt: null,
    rejectionReason: null,
    rejectionText: null,
    ...overrides,
  };
}

/** A schedule version (1 is the contract's). */
export function scheduleVersionDto(version: number, overrides: Partial<ScheduleVersionView> = {}): ScheduleVersionView {
  return {
    version,
    status: 'SIGNED',
    statusText: '[api] Signed',
    inForce: version === 1,
    kind: version === 1 ? null : 'EXTENSION',
    instalment: 2_575_000,
    count: 6,
    totalInterest: 450_000,
    totalRepay: 15_450_000,
    eirMonthly: 0.0085,
    eirYearly: 0.1022,
    signedAt: '2026-11-12T02:00:00.000Z',
    rows: [],
    ...overrides,
  };
}
