// Bodies the console's API answers, for the route tests of /officer and /admin: realistic, typed
// by the contract, each overridable.
import type { ResponseOf } from '~/lib/api/contract';
import { memberDto } from './harness';

type Loan = ResponseOf<'/officer/loans/{loanNumber}', 'get'>;
type Action = ResponseOf<'/officer/four-eyes/{id}', 'get'>;

export const OFFICER_ID = '6f1c2b9e-0000-4000-8000-0000000000a1';
export const CHECKER_ID = '6f1c2b9e-0000-4000-8000-0000000000a2';
export const BORROWER_ID = '6f1c2b9e-0000-4000-8000-0000000000b1';
export const ACTION_ID = '0d9a7c55-0000-4000-8000-0000000000c1';

export const officer = { id: OFFICER_ID, fullName: 'Maria Santos', phoneNumber: '+639000000001' };
export const checker = { id: CHECKER_ID, fullName: 'Jose Reyes', phoneNumber: '+639000000002' };

export function pendingActionDto(overrides: Partial<Action> = {}): Action {
  return {
    id: ACTION_ID,
    kind: 'loan.approve',
    subjectId: '0d9a7c55-0000-4000-8000-0000000000d1',
    payload: { loanNumber: 'HLC-2026-000123', amount: 2_500_000, reasonCode: 'FULL' },
    amount: 2_500_000,
    amountText: '25,000.00',
    makerId: OFFICER_ID,
    makerName: officer.fullName,
    about: {
      memberId: BORROWER_ID,
      memberName: 'Juan dela Cruz',
      loanNumber: 'HLC-2026-000123',
      changes: [
        { field: 'amount', before: 'PHP 30,000.00', after: 'PHP 25,000.00' },
        { field: 'dti', before: null, after: '42.50%' },
      ],
    },
    madeAt: '2026-11-28T02:00:00.000Z',
    status: 'PENDING',
    checkerId: null,
    checkedAt: null,
    withdrawnReason: null,
    note: null,
    mine: false,
    ...overrides,
  };
}

export function officerLoanDto(overrides: Partial<Loan> = {}): Loan {
  return {
    loanNumber: 'HLC-2026-000123',
    status: 'PENDING_REVIEW',
    statusCard: { statement: 'Under review', message: 'An officer is checking the application.', colour: 'info', icon: 'PersonSearch' },
    currency: 'PHP',
    exchangeRate: '1',
    amount: 2_500_000,
    amountText: '25,000.00',
    amountPhp: 2_500_000,
    amountPhpText: '25,000.00',
    installmentCount: 6,
    monthlyRateBps: 300,
    monthlyRateText: '3.00%',
    instalment: 461_491,
    instalmentText: '4,614.91',
    totalInterest: 268_946,
    totalInterestText: '2,689.46',
    totalRepay: 2_768_946,
    totalRepayText: '27,689.46',
    eirMonthlyText: '3.00%',
    eirYearlyText: '42.58%',
    appliedAt: '2026-11-27T02:00:00.000Z',
    approvedAt: null,
    signedAt: null,
    disbursedAt: null,
    cancelledAt: null,
    closedAt: null,
    closureReason: null,
    appliedAmount: 2_500_000,
    appliedAmountText: '25,000.00',
    appliedAmountPhp: 2_500_000,
    appliedAmountPhpText: '25,000.00',
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
      remaining: 0,
      remainingText: '0.00',
      lateChargesDue: 0,
      lateChargesDueText: '0.00',
      lateChargesWaived: 0,
      lateChargesWaivedText: '0.00',
      payoffAmount: 0,
      payoffAmountText: '0.00',
      payoffRebate: 0,
      payoffRebateText: '0.00',
      repaidFromWallet: 0,
      canRepay: false,
    },
    canCancel: true,
    cancellationTerms: 'Free to cancel before the money is sent.',
    coolingOffDays: 3,
    memberId: BORROWER_ID,
    creditNotice: { version: '2026-11-29', acknowledgedAt: '2026-11-27T02:00:00.000Z' },
    member: memberDto({ id: BORROWER_ID }),
    prescreen: {
      age: 34,
      ageInRange: true,
      kycStatus: 'VERIFIED',
      dsr: 0.1846,
      dsrText: '18.46%',
      monthlyNetIncome: 2_500_000,
      monthlyNetIncomeText: '25,000.00',
      instalment: 461_491,
      instalmentText: '4,614.91',
      computedAt: '2026-11-27T02:00:00.000Z',
    },
    kycStatus: 'VERIFIED',
    dsrNow: 0.1846,
    dsrNowText: '18.46%',
    dtiLimit: 0.4,
    dtiLimitText: '40.00%',
    dtiAboveLimit: false,
    appliedInstallmentCount: 6,
    decisionNote: null,
    secondApproval: null,
    approvedBy: null,
    rejectedBy: null,
    rejectedAt: null,
    contractPath: null,
    creditLimit: {
      rule: 'NO_REPAID_LOAN',
      reason: 'A first loan is limited to the first limit.',
      limit: 2_500_000,
      firstLimit: 2_500_000,
      maxInstalment: 1_000_000,
      stepBps: 2000,
      score: 600,
      previousLoans: [],
      offer: null,
      profileProblem: null,
      profileProblemText: null,
    },
    ...overrides,
  };
}

/** The second check an approval above the four-eyes limit waits for. */
export function secondApprovalDto(makerId = OFFICER_ID): NonNullable<Loan['secondApproval']> {
  return { actionId: ACTION_ID, makerId, madeAt: '2026-11-28T02:00:00.000Z', amount: 2_500_000, amountText: '25,000.00', reasonCode: 'FULL', note: null, dtiOverrideReason: null };
}

type WriteOffView = ResponseOf<'/officer/loans/{loanNumber}/write-off', 'get'>;

/** A running loan's write-off: nothing proposed yet. */
export function writeOffViewDto(overrides: Partial<WriteOffView> = {}): WriteOffView {
  return {
    loanNumber: 'HLC-2026-000123',
    status: 'OVERDUE',
    canWriteOff: true,
    receivables: { principal: 15_000_000, interest: 0, lateCharges: 25_750, total: 15_025_750 },
    pending: null,
    writtenOff: null,
    ...overrides,
  };
}
