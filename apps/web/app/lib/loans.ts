// Loans on the web (issue 4), shared by loaders, actions and components (no server code here): the
// API's answers as the web reads them (docs/contracts.md "Loans"), the application form's rules
// (parse the amount, convert it to PHP at the currency's rate, raise it to the minimum or lower it
// to the maximum compared in PHP, quote with the domain's loan math), and the query string that
// carries what was typed between /dash, the agreement and the confirm page.
import {
  CLOSED_LOAN_STATUSES,
  MESSAGES,
  clampAmount,
  formatCentavos,
  fromPhpCentavos,
  parseAmount,
  quoteLoan,
  toPhpCentavos,
  validateLoanApplication,
  type FieldErrors,
  type LoanQuote,
  type LoanSettings,
  type LoanStatus,
  type StatusColour,
  type StatusIcon,
} from '@halimbawa/domain';

// ---- Fixed texts (SPEC §2, §8) ----

export const LOAN_TEXT = {
  alreadyHasLoan: 'You already have a loan!',
  readAgreement: 'Please read Service and Policy Agreement',
  submitted: 'Loan application submitted.',
  enteredIntoSystem: 'Your loan application has been entered into our system.',
  reviewScheduled: 'The review process for your loan application will be scheduled soon.',
  otpConfirmed: 'OTP confirmed successfully',
  noApplications: "We haven't received any loan applications so far.",
  currencyUnavailable: 'This currency is not available.',
  reviewAndSign: 'Review and sign your contract',
} as const;

// ---- The API's answers ----

export interface StatusCardView {
  statement: string;
  message: string;
  colour: StatusColour;
  icon: StatusIcon;
}

export interface ScheduleRowView {
  number: number;
  dueDate: string | null;
  principal: number;
  principalText: string;
  interest: number;
  interestText: string;
  total: number;
  totalText: string;
  paid: number;
  paidText: string;
  status: 'SCHEDULED' | 'DUE' | 'PAID' | 'CANCELLED' | string;
}

export interface LoanView {
  loanNumber: string;
  status: LoanStatus;
  statusCard: StatusCardView;
  currency: string;
  exchangeRate: string;
  amount: number;
  amountText: string;
  amountPhp: number;
  amountPhpText: string;
  installmentCount: number;
  monthlyRateBps: number;
  monthlyRateText: string;
  instalment: number;
  instalmentText: string;
  totalInterest: number;
  totalInterestText: string;
  totalRepay: number;
  totalRepayText: string;
  eirMonthlyText: string;
  eirYearlyText: string;
  appliedAt: string;
  approvedAt: string | null;
  signedAt: string | null;
  disbursedAt: string | null;
  cancelledAt: string | null;
  closedAt: string | null;
  closureReason: string | null;
  rejectionReason: string | null;
  contractSha256: string | null;
  creditProvider: string;
  schedule: ScheduleRowView[];
  canCancel: boolean;
  cancellationTerms: string;
}

export interface DisclosureView {
  loanNumber: string;
  status: LoanStatus;
  currency: string;
  exchangeRate: string;
  amount: number;
  amountText: string;
  amountFinanced: number;
  amountFinancedText: string;
  financeCharge: number;
  financeChargeText: string;
  netProceeds: number;
  netProceedsText: string;
  instalment: number;
  instalmentText: string;
  numberOfPayments: number;
  monthlyRateBps: number;
  monthlyRateText: string;
  eirMonthly: number;
  eirYearly: number;
  eirMonthlyText: string;
  eirYearlyText: string;
  totalRepay: number;
  totalRepayText: string;
  schedule: ScheduleRowView[];
  dueDatesEstimated: boolean;
  lateChargeTerms: string;
  cancellationTerms: string;
  company: {
    name: string;
    address: string;
    secRegistrationNumber: string;
    certificateOfAuthorityNumber: string;
    bspRegistrationNumber: string | null;
  };
  borrower: { fullName: string; phoneNumberMasked: string };
  contractText: string[];
  generatedAt: string;
}

/** GET /loan/quote's answer (figures in PHP centavos; `amount`, `minAmount`, `maxAmount` in the currency). */
export interface QuoteView {
  currency: string;
  exchangeRate: string;
  amount: number;
  amountText: string;
  amountPhp: number;
  amountPhpText: string;
  clamped: boolean;
  minAmount: number;
  minAmountText: string;
  maxAmount: number;
  maxAmountText: string;
  installmentCount: number;
  monthlyRateBps: number;
  monthlyRateText: string;
  monthlyPrincipalText: string;
  monthlyInterestText: string;
  instalment: number;
  instalmentText: string;
  totalInterestText: string;
  totalRepay: number;
  totalRepayText: string;
  eirMonthlyText: string;
  eirYearlyText: string;
  schedule: Array<{ number: number; principalText: string; interestText: string; totalText: string; total: number }>;
}

export interface ContractItem {
  loanNumber: string;
  status: LoanStatus;
  signedAt: string;
  sha256: string;
  path: string;
}

export interface CurrencyOption {
  currencyCode: string;
  currencyName: string;
  currencySymbol: string;
  countryName: string;
  /** Units of the currency per 1 PHP (decimal text). */
  rate: string;
  /** 1 / rate, e.g. '58.1395'. */
  phpPerUnit: string;
}

export interface WalletView {
  currency: 'PHP' | string;
  balance: number;
  balanceText: string;
  held: number;
  heldText: string;
}

export const PHP_CURRENCY: CurrencyOption = {
  currencyCode: 'PHP',
  currencyName: 'Philippine Peso',
  currencySymbol: '₱',
  countryName: 'Philippines',
  rate: '1',
  phpPerUnit: '1',
};

/** A loan that is not REJECTED, CANCELLED or PAID_OFF: the member cannot apply for another. */
export function isLiveLoan(loan: Pick<LoanView, 'status'> | null | undefined): boolean {
  return !!loan && !CLOSED_LOAN_STATUSES.includes(loan.status);
}

/** Statuses after signing, where the contract PDF exists. */
export function isSigned(loan: Pick<LoanView, 'signedAt'> | null | undefined): boolean {
  return !!loan?.signedAt;
}

// ---- Dates, amounts ----

const MANILA_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', year: 'numeric', month: 'long', day: 'numeric' });
const MANILA_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO time as a Manila date ('June 3, 2026'); a 'YYYY-MM-DD' calendar date as is, spelled out. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = calendar ? new Date(Date.UTC(+calendar[1], +calendar[2] - 1, +calendar[3], 4)) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : MANILA_DATE.format(date);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${MANILA_DATE_TIME.format(date)} (Manila)`;
}

/** 'PHP 150,000.00', or 'USD 3,000.00 (PHP 174,418.60)' for a foreign currency. */
export function amountWithPhp(currency: string, amountText: string, amountPhpText: string): string {
  return currency === 'PHP' ? `PHP ${amountPhpText}` : `${currency} ${amountText} (PHP ${amountPhpText})`;
}

// ---- The application form ----

export interface ApplicationInput {
  amount?: string | null;
  currency?: string | null;
  installmentCount?: string | number | null;
  agree?: string | null;
}

export interface ApplicationState {
  /** What the amount field shows. */
  amountText: string;
  currency: string;
  /** Units of the currency per 1 PHP. */
  rate: string;
  phpPerUnit: string;
  installmentCount: number;
  agree: boolean;
  /** The amount applied for, in centavos of the currency, after raising or lowering. */
  amount: number;
  /** The principal in PHP centavos. */
  amountPhp: number;
  minAmount: number;
  maxAmount: number;
  /** The figures, in PHP (the loan is disbursed into and repaid from the PHP wallet). */
  quote: LoanQuote;
  /** Shown beside the amount when it raised or lowered to a limit. */
  note: string | null;
  /** Problems, one per field (shown once the member tried to continue). */
  errors: FieldErrors;
}

const TICKED = new Set(['on', 'true', '1', 'yes']);

export function isAgreed(value: string | null | undefined): boolean {
  return typeof value === 'string' && TICKED.has(value.trim().toLowerCase());
}

function findCurrency(code: string | null | undefined, currencies: readonly CurrencyOption[]): CurrencyOption | null {
  const c = (code ?? '').trim().toUpperCase();
  if (c === '' || c === 'PHP') return currencies.find((x) => x.currencyCode === 'PHP') ?? PHP_CURRENCY;
  return currencies.find((x) => x.currencyCode === c) ?? null;
}

function safeToPhp(amount: number, rate: string): number | null {
  try {
    return toPhpCentavos(amount, rate);
  } catch {
    return null;
  }
}

function safeFromPhp(php: number, rate: string): number {
  try {
    return fromPhpCentavos(php, rate);
  } catch {
    return php;
  }
}

/**
 * The application's figures and problems, the same rules as the API's POST /loan/quote and
 * /loan/applynew: an amount outside the limits is not an error, it is raised to the minimum or
 * lowered to the maximum (compared in PHP) with a note. `keepTyped`: the amount field keeps what
 * is being typed (live, with JavaScript) instead of showing the amount used.
 */
export function computeApplication(
  input: ApplicationInput,
  settings: LoanSettings,
  currencies: readonly CurrencyOption[],
  keepTyped = false,
): ApplicationState {
  const typed = (input.amount ?? '').trim();
  const term = Number(input.installmentCount);
  const installmentCount = settings.terms.includes(term) ? term : settings.defaultTerm;
  const errors: FieldErrors = {};

  const found = findCurrency(input.currency, currencies);
  if (!found) errors.currency = LOAN_TEXT.currencyUnavailable;
  const cur = found ?? findCurrency('PHP', currencies)!;
  const rate = cur.rate;

  const minAmount = safeFromPhp(settings.minPhp, rate);
  const maxAmount = safeFromPhp(settings.maxPhp, rate);
  let note: string | null = null;
  let amount = minAmount;
  let amountPhp = settings.minPhp;
  let amountText = typed;

  const parsed = typed === '' ? null : parseAmount(typed);
  if (typed === '') {
    amountText = formatCentavos(minAmount);
  } else if (parsed === null || parsed <= 0) {
    errors.amount = MESSAGES.amount;
  } else {
    const php = safeToPhp(parsed, rate);
    amountPhp = php === null ? settings.maxPhp : clampAmount(php, settings);
    amount = php !== null && amountPhp === php ? parsed : safeFromPhp(amountPhp, rate);
    const phpText = cur.currencyCode === 'PHP' ? '' : ` (PHP ${formatCentavos(amountPhp)})`;
    if (php !== null && php < settings.minPhp) {
      note = `The minimum loan is ${cur.currencyCode} ${formatCentavos(minAmount)}${phpText}, so the figures use that amount.`;
    } else if (php === null || php > settings.maxPhp) {
      note = `The maximum loan is ${cur.currencyCode} ${formatCentavos(maxAmount)}${phpText}, so the figures use that amount.`;
    }
    if (!keepTyped) amountText = formatCentavos(amount);
  }

  if (input.installmentCount !== undefined && input.installmentCount !== null && String(input.installmentCount).trim() !== '') {
    if (!settings.terms.includes(term)) errors.installmentCount = MESSAGES.installmentCount;
  }
  const agree = isAgreed(input.agree);
  if (!agree) errors.agree = LOAN_TEXT.readAgreement;

  return {
    amountText,
    currency: cur.currencyCode,
    rate,
    phpPerUnit: cur.phpPerUnit,
    installmentCount,
    agree,
    amount,
    amountPhp,
    minAmount,
    maxAmount,
    quote: quoteLoan(amountPhp, installmentCount, settings.monthlyRateBps),
    note,
    errors,
  };
}

/**
 * The checks of the confirm page and the submit action: the domain's validateLoanApplication plus
 * an available currency.
 */
export function applicationErrors(
  values: { amount: string; currency: string; installmentCount: string; agree: string },
  settings: LoanSettings,
  currencies: readonly CurrencyOption[],
): FieldErrors {
  const errors = validateLoanApplication(values, settings);
  if (!errors.currency && !findCurrency(values.currency, currencies)) errors.currency = LOAN_TEXT.currencyUnavailable;
  if (errors.agree) errors.agree = LOAN_TEXT.readAgreement;
  return errors;
}

export const APPLICATION_FIELDS = ['amount', 'currency', 'installmentCount', 'agree'] as const;
export type ApplicationValues = Record<(typeof APPLICATION_FIELDS)[number], string>;

/** Reads the application's values from a URL's query (absent ones are ''). */
export function applicationValuesOf(params: URLSearchParams): ApplicationValues {
  return {
    amount: params.get('amount') ?? '',
    currency: params.get('currency') ?? '',
    installmentCount: params.get('installmentCount') ?? '',
    agree: params.get('agree') ?? '',
  };
}

/**
 * The query string that carries the application between pages ('?amount=...&currency=...').
 * `agree`: true ticks the box, false leaves it unticked, undefined keeps what `values` says.
 */
export function applicationQuery(values: Partial<ApplicationValues>, extra: { agree?: boolean; check?: boolean } = {}): string {
  const q = new URLSearchParams();
  if (values.amount) q.set('amount', values.amount);
  if (values.currency) q.set('currency', values.currency);
  if (values.installmentCount) q.set('installmentCount', values.installmentCount);
  const agree = extra.agree ?? isAgreed(values.agree);
  if (agree) q.set('agree', 'on');
  if (extra.check) q.set('check', '1');
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The anchor of the application form on /dash. */
export const APPLY_ANCHOR = 'apply';

/** /dash with the application's values, scrolled to the form. */
export function dashUrl(values: Partial<ApplicationValues>, extra: { agree?: boolean; check?: boolean } = {}): string {
  return `/dash${applicationQuery(values, extra)}#${APPLY_ANCHOR}`;
}

// ---- The loan statement ----

export interface StatementSummary {
  paidToDate: number;
  remaining: number;
  nextDue: ScheduleRowView | null;
  amountDue: number;
}

/** Paid to date, what remains, and the next instalment not yet fully paid (with its amount due). */
export function statementOf(loan: Pick<LoanView, 'schedule' | 'totalRepay'>): StatementSummary {
  const paidToDate = loan.schedule.reduce((s, r) => s + (r.paid ?? 0), 0);
  const nextDue = loan.schedule.find((r) => r.status !== 'PAID' && r.status !== 'CANCELLED' && r.paid < r.total) ?? null;
  return {
    paidToDate,
    remaining: Math.max(0, loan.totalRepay - paidToDate),
    nextDue,
    amountDue: nextDue ? nextDue.total - nextDue.paid : 0,
  };
}

/** Loan statuses whose statement (schedule, payments) is shown: from approval on. */
export function hasStatement(loan: Pick<LoanView, 'status' | 'approvedAt'> | null | undefined): boolean {
  if (!loan) return false;
  return ['APPROVED', 'CONTRACT_SIGNED', 'DISBURSED', 'OVERDUE', 'DEFAULTED', 'PAID_OFF'].includes(loan.status) && !!loan.approvedAt;
}

/** The loan number as it may appear in a URL ('HLC-2026-000123'). */
export const LOAN_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;
