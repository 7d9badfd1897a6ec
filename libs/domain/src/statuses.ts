/**
 * Fixed status catalogues (docs/product.md §0.4, §4): the statement, message, colour and icon a borrower sees
 * derive from the status alone. No text here ever asks the borrower to pay anything to release,
 * unlock or withdraw money.
 */
import type { KycStatus, LoanStatus, WithdrawalStatus } from './enums';
import { KYC_STATUSES, LOAN_STATUSES } from './enums';
import { DEFAULT_LANGUAGE, t, type Language, type MessageKey } from './i18n/translate';

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

type Look = Pick<StatusEntry, 'colour' | 'icon'>;

/** How each status looks; its words are the catalogue's (src/i18n: loanStatus, loanClosure, withdrawalStatus, kycStatus). */
const LOOKS = {
  loanStatus: {
    PENDING_REVIEW: { colour: 'info', icon: 'PersonSearch' },
    APPROVED: { colour: 'success', icon: 'CheckCircleOutline' },
    REJECTED: { colour: 'danger', icon: 'HighlightOff' },
    CANCELLED: { colour: 'warning', icon: 'Block' },
    CONTRACT_SIGNED: { colour: 'info', icon: 'Update' },
    DISBURSED: { colour: 'success', icon: 'CurrencyExchange' },
    PAID_OFF: { colour: 'success', icon: 'CheckCircleOutline' },
    OVERDUE: { colour: 'warning', icon: 'QueryBuilder' },
    DEFAULTED: { colour: 'danger', icon: 'ErrorOutline' },
    WRITTEN_OFF: { colour: 'danger', icon: 'ErrorOutline' },
  } satisfies Record<LoanStatus, Look>,
  // Closed loans read by why they closed: a loan cancelled in its cooling-off period is PAID_OFF in
  // the state machine (the principal went back) but was never repaid, so it has its own text.
  loanClosure: {
    COOLING_OFF: { colour: 'warning', icon: 'Block' },
    REPAID_ON_TIME: { colour: 'success', icon: 'CheckCircleOutline' },
  } satisfies Record<'COOLING_OFF' | 'REPAID_ON_TIME', Look>,
  withdrawalStatus: {
    AWAITING_OTP: { colour: 'info', icon: 'LockReset' },
    QUEUED: { colour: 'info', icon: 'QueryBuilder' },
    PROCESSING: { colour: 'info', icon: 'Update' },
    COMPLETED: { colour: 'success', icon: 'CheckCircleOutline' },
    FAILED: { colour: 'danger', icon: 'ErrorOutline' },
    CANCELLED: { colour: 'warning', icon: 'Block' },
    EXPIRED: { colour: 'warning', icon: 'PauseCircleOutline' },
  } satisfies Record<WithdrawalStatus, Look>,
  kycStatus: {
    PENDING: { colour: 'info', icon: 'PersonSearch' },
    VERIFIED: { colour: 'success', icon: 'CheckCircleOutline' },
    REJECTED: { colour: 'danger', icon: 'HighlightOff' },
  } satisfies Record<KycStatus, Look>,
};

type StatusSection = keyof typeof LOOKS;
type StatusCatalogues = { readonly [S in StatusSection]: Readonly<Record<keyof (typeof LOOKS)[S], StatusEntry>> };

function buildCatalogue(lang: Language, section: StatusSection): Readonly<Record<string, StatusEntry>> {
  const entries = Object.entries(LOOKS[section] as Record<string, Look>).map(([status, look]) => {
    const statement = t(lang, `${section}.${status}.statement` as MessageKey);
    const message = t(lang, `${section}.${status}.message` as MessageKey);
    return [status, Object.freeze({ statement, message, ...look })];
  });
  return Object.freeze(Object.fromEntries(entries));
}

const catalogues = new Map<Language, StatusCatalogues>();

/** The four status catalogues in `lang` (built once per language). */
export function statusCatalogues(lang: Language): StatusCatalogues {
  let c = catalogues.get(lang);
  if (!c) {
    c = {
      loanStatus: buildCatalogue(lang, 'loanStatus'),
      loanClosure: buildCatalogue(lang, 'loanClosure'),
      withdrawalStatus: buildCatalogue(lang, 'withdrawalStatus'),
      kycStatus: buildCatalogue(lang, 'kycStatus'),
    } as StatusCatalogues;
    catalogues.set(lang, c);
  }
  return c;
}

export const LOAN_STATUS_CATALOGUE: Readonly<Record<LoanStatus, StatusEntry>> = statusCatalogues('en').loanStatus;

/** Closed loans with words of their own: cancelled in the cooling-off period, and repaid with no instalment ever overdue. */
export type LoanClosureEntry = 'COOLING_OFF' | 'REPAID_ON_TIME';

export const LOAN_CLOSURE_CATALOGUE: Readonly<Record<LoanClosureEntry, StatusEntry>> = statusCatalogues('en').loanClosure;

/**
 * The status text a borrower sees for a loan: by its closure reason when it has its own, else by its
 * status. A repaid loan thanks for paying on time only when no instalment was ever overdue (`everLate`).
 */
export function loanStatusEntry(status: LoanStatus, closureReason?: string | null, lang: Language = DEFAULT_LANGUAGE, everLate = true): StatusEntry {
  const c = statusCatalogues(lang);
  if (closureReason === 'COOLING_OFF') return c.loanClosure.COOLING_OFF;
  if (status === 'PAID_OFF' && closureReason === 'REPAID' && !everLate) return c.loanClosure.REPAID_ON_TIME;
  return c.loanStatus[status];
}

export const WITHDRAWAL_STATUS_CATALOGUE: Readonly<Record<WithdrawalStatus, StatusEntry>> = statusCatalogues('en').withdrawalStatus;

export const KYC_STATUS_CATALOGUE: Readonly<Record<KycStatus, StatusEntry>> = statusCatalogues('en').kycStatus;

/** Allowed loan transitions (docs/product.md §4). */
export const LOAN_TRANSITIONS: Readonly<Record<LoanStatus, readonly LoanStatus[]>> = Object.freeze({
  PENDING_REVIEW: ['APPROVED', 'REJECTED', 'CANCELLED'],
  APPROVED: ['CONTRACT_SIGNED', 'CANCELLED'],
  REJECTED: [],
  CANCELLED: [],
  CONTRACT_SIGNED: ['DISBURSED', 'CANCELLED'],
  DISBURSED: ['OVERDUE', 'PAID_OFF', 'WRITTEN_OFF'],
  OVERDUE: ['DISBURSED', 'PAID_OFF', 'DEFAULTED', 'WRITTEN_OFF'],
  DEFAULTED: ['PAID_OFF', 'WRITTEN_OFF'],
  PAID_OFF: [],
  // Written off through four eyes: the lender stops collecting; money paid later is a recovery.
  WRITTEN_OFF: [],
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
