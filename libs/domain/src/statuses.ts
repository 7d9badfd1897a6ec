/**
 * Fixed status catalogues (docs/product.md §0.4, §4): the statement, message, colour and icon a borrower sees
 * derive from the status alone. No text here ever asks the borrower to pay anything to release,
 * unlock or withdraw money.
 */
import type { KycStatus, LoanStatus, WithdrawalStatus } from './enums';
import { KYC_STATUSES, LOAN_STATUSES } from './enums';

export const STATUS_ICONS = [
  'PersonSearch',
  'CheckCircleOutline',
  'ErrorOutline',
  'HighlightOff',
  'Update',
  'PauseCircleOutline',
  'QueryBuilder',
  'CurrencyExchange',
  'LockReset',
  'Block',
] as const;
export type StatusIcon = (typeof STATUS_ICONS)[number];

export const STATUS_COLOURS = ['info', 'success', 'warning', 'danger'] as const;
export type StatusColour = (typeof STATUS_COLOURS)[number];

export interface StatusEntry {
  /** Short upper-case headline. */
  statement: string;
  /** One or two plain sentences. */
  message: string;
  colour: StatusColour;
  icon: StatusIcon;
}

export const LOAN_STATUS_CATALOGUE: Readonly<Record<LoanStatus, StatusEntry>> = Object.freeze({
  PENDING_REVIEW: {
    statement: 'LOAN APPLICATION IS PENDING REVIEW',
    // No 'designated Loan Officer': members are not assigned one (issue 12, defect 8).
    message: 'Scheduled for evaluation by one of our loan officers. We send you an SMS with the decision; for questions, write to us from the Contact page.',
    colour: 'info',
    icon: 'PersonSearch',
  },
  APPROVED: {
    statement: 'LOAN APPLICATION APPROVED',
    message: 'Your loan is approved. Read the disclosure statement and sign your contract with the code we send by SMS.',
    colour: 'success',
    icon: 'CheckCircleOutline',
  },
  REJECTED: {
    statement: 'LOAN APPLICATION NOT APPROVED',
    message: 'We cannot approve this application. You may apply again later or contact us for the reason.',
    colour: 'danger',
    icon: 'HighlightOff',
  },
  CANCELLED: {
    statement: 'LOAN APPLICATION CANCELLED',
    message: 'This loan application was cancelled at no cost to you.',
    colour: 'warning',
    icon: 'Block',
  },
  CONTRACT_SIGNED: {
    statement: 'CONTRACT SIGNED',
    message: 'Your contract is signed. The loan amount will be credited to your wallet within 24 hours.',
    colour: 'info',
    icon: 'Update',
  },
  DISBURSED: {
    statement: 'LOAN DISBURSED',
    message: 'The loan amount has been credited to your wallet and your repayment schedule has started.',
    colour: 'success',
    icon: 'CurrencyExchange',
  },
  PAID_OFF: {
    statement: 'LOAN FULLY REPAID',
    message: 'Your loan is fully repaid. Thank you for paying on time.',
    colour: 'success',
    icon: 'CheckCircleOutline',
  },
  OVERDUE: {
    statement: 'INSTALMENT OVERDUE',
    message: 'An instalment is past its due date. Please settle it soon; late charges are capped as your contract states.',
    colour: 'warning',
    icon: 'QueryBuilder',
  },
  DEFAULTED: {
    statement: 'LOAN IN DEFAULT',
    message: 'Instalments remain unpaid. Please write to us from the Contact page to agree on a repayment plan.',
    colour: 'danger',
    icon: 'ErrorOutline',
  },
});

/**
 * Closed loans read by why they closed: a loan cancelled in its cooling-off period is PAID_OFF in
 * the state machine (the principal went back) but was never repaid, so it has its own text.
 */
export const LOAN_CLOSURE_CATALOGUE: Readonly<Record<'COOLING_OFF', StatusEntry>> = Object.freeze({
  COOLING_OFF: {
    statement: 'LOAN CANCELLED IN THE COOLING-OFF PERIOD',
    message: 'You cancelled within the cooling-off period: the principal was returned from your wallet and the loan is closed. No interest or fee was charged.',
    colour: 'warning',
    icon: 'Block',
  },
});

/** The status text a borrower sees for a loan: by its closure reason when it has its own, else by its status. */
export function loanStatusEntry(status: LoanStatus, closureReason?: string | null): StatusEntry {
  return closureReason === 'COOLING_OFF' ? LOAN_CLOSURE_CATALOGUE.COOLING_OFF : LOAN_STATUS_CATALOGUE[status];
}

export const WITHDRAWAL_STATUS_CATALOGUE: Readonly<Record<WithdrawalStatus, StatusEntry>> = Object.freeze({
  AWAITING_OTP: {
    statement: 'WAITING FOR YOUR CODE',
    message: 'Enter the 6-digit code we sent by SMS to your registered phone within 15 minutes. The amount is held in your wallet until then.',
    colour: 'info',
    icon: 'LockReset',
  },
  QUEUED: {
    statement: 'WITHDRAWAL QUEUED',
    message: 'Your withdrawal is confirmed and waiting to be sent to your account.',
    colour: 'info',
    icon: 'QueryBuilder',
  },
  PROCESSING: {
    statement: 'TRANSFERRING...',
    message: 'The money is being sent to your bank or e-wallet account.',
    colour: 'info',
    icon: 'Update',
  },
  COMPLETED: {
    statement: 'WITHDRAWAL COMPLETED',
    message: 'The money was sent to your account. Keep the reference number in case you need to ask your bank.',
    colour: 'success',
    icon: 'CheckCircleOutline',
  },
  FAILED: {
    statement: 'WITHDRAWAL FAILED',
    message: 'The transfer could not be completed. The full amount is back in your wallet.',
    colour: 'danger',
    icon: 'ErrorOutline',
  },
  CANCELLED: {
    statement: 'WITHDRAWAL CANCELLED',
    message: 'You cancelled this withdrawal. The full amount is back in your wallet.',
    colour: 'warning',
    icon: 'Block',
  },
  EXPIRED: {
    statement: 'WITHDRAWAL EXPIRED',
    message: 'The code was not entered within 15 minutes. The full amount is back in your wallet.',
    colour: 'warning',
    icon: 'PauseCircleOutline',
  },
});

export const KYC_STATUS_CATALOGUE: Readonly<Record<KycStatus, StatusEntry>> = Object.freeze({
  PENDING: {
    statement: 'IDENTITY CHECK PENDING',
    message: 'A Loan Officer will review your ID and selfie.',
    colour: 'info',
    icon: 'PersonSearch',
  },
  VERIFIED: {
    statement: 'IDENTITY VERIFIED',
    message: 'Your ID and selfie were checked and accepted.',
    colour: 'success',
    icon: 'CheckCircleOutline',
  },
  REJECTED: {
    statement: 'IDENTITY NOT VERIFIED',
    message: 'We could not verify your ID. Please upload clear photos of your ID and a selfie again.',
    colour: 'danger',
    icon: 'HighlightOff',
  },
});

/** Allowed loan transitions (docs/product.md §4). */
export const LOAN_TRANSITIONS: Readonly<Record<LoanStatus, readonly LoanStatus[]>> = Object.freeze({
  PENDING_REVIEW: ['APPROVED', 'REJECTED', 'CANCELLED'],
  APPROVED: ['CONTRACT_SIGNED', 'CANCELLED'],
  REJECTED: [],
  CANCELLED: [],
  CONTRACT_SIGNED: ['DISBURSED', 'CANCELLED'],
  DISBURSED: ['OVERDUE', 'PAID_OFF'],
  OVERDUE: ['DISBURSED', 'PAID_OFF', 'DEFAULTED'],
  DEFAULTED: ['PAID_OFF'],
  PAID_OFF: [],
});

/** Allowed withdrawal transitions (docs/product.md §4). */
export const WITHDRAWAL_TRANSITIONS: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = Object.freeze({
  AWAITING_OTP: ['QUEUED', 'CANCELLED', 'EXPIRED'],
  QUEUED: ['PROCESSING', 'FAILED'],
  PROCESSING: ['COMPLETED', 'FAILED'],
  COMPLETED: [],
  FAILED: [],
  CANCELLED: [],
  EXPIRED: [],
});

/** Allowed KYC transitions: a rejected member may resubmit (back to PENDING). */
export const KYC_TRANSITIONS: Readonly<Record<KycStatus, readonly KycStatus[]>> = Object.freeze({
  PENDING: ['VERIFIED', 'REJECTED'],
  VERIFIED: [],
  REJECTED: ['PENDING'],
});

export function canTransitionLoan(from: LoanStatus, to: LoanStatus): boolean {
  return LOAN_TRANSITIONS[from]?.includes(to) ?? false;
}

export function canTransitionWithdrawal(from: WithdrawalStatus, to: WithdrawalStatus): boolean {
  return WITHDRAWAL_TRANSITIONS[from]?.includes(to) ?? false;
}

export function canTransitionKyc(from: KycStatus, to: KycStatus): boolean {
  return KYC_TRANSITIONS[from]?.includes(to) ?? false;
}

export function isLoanStatus(s: unknown): s is LoanStatus {
  return typeof s === 'string' && (LOAN_STATUSES as readonly string[]).includes(s);
}

export function isKycStatus(s: unknown): s is KycStatus {
  return typeof s === 'string' && (KYC_STATUSES as readonly string[]).includes(s);
}
