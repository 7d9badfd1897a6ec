/**
 * Loan math (docs/product.md §7): add-on interest on the principal, instalments rounded up to the centavo,
 * the last schedule row adjusted so the columns sum exactly; EIR as the monthly IRR.
 * All money in integer centavos; rates in basis points (50 bps = 0.5 %).
 */
import { t, type Language } from './i18n/translate';
import { assertCentavos, ceilDiv, safeIntegerFrom } from './money';

export interface LoanSettings {
  /** Minimum principal in PHP centavos. */
  minPhp: number;
  /** Maximum principal in PHP centavos. */
  maxPhp: number;
  /** Add-on interest per month in basis points of the principal. */
  monthlyRateBps: number;
  /** Offered terms, in months. */
  terms: number[];
  defaultTerm: number;
}

export const DEFAULT_LOAN_SETTINGS: LoanSettings = Object.freeze({
  minPhp: 15_000_000,
  maxPhp: 500_000_000,
  monthlyRateBps: 50,
  terms: Object.freeze([6, 12, 24, 36, 48]) as unknown as number[],
  defaultTerm: 6,
}) as LoanSettings;

/** What a late instalment may cost (docs/product.md §7): shown on the public pages and in the contract. */
export interface LateChargeSettings {
  /** The cap of the late charge per month of the overdue amount, in basis points, after the grace days. */
  lateChargeBpsPerMonth: number;
  /** Days after a due date without any late charge. */
  graceDays: number;
}

export const DEFAULT_LATE_CHARGE: LateChargeSettings = Object.freeze({ lateChargeBpsPerMonth: 100, graceDays: 3 });

export interface ScheduleRow {
  /** 1-based instalment number. */
  number: number;
  principal: number;
  interest: number;
  total: number;
}

export interface LoanQuote {
  principal: number;
  months: number;
  monthlyRateBps: number;
  monthlyPrincipal: number;
  monthlyInterest: number;
  instalment: number;
  totalInterest: number;
  totalRepay: number;
  /** Monthly IRR of the cash flows, as a fraction (0.008497 = 0.8497 %). */
  eirMonthly: number;
  /** eirMonthly * 12 (nominal yearly, as the Truth in Lending disclosure shows it). */
  eirYearly: number;
  schedule: ScheduleRow[];
}

function checkTerms(principal: number, months: number, monthlyRateBps: number): void {
  assertCentavos(principal, 'principal');
  if (principal <= 0) throw new RangeError('principal must be positive');
  if (!Number.isSafeInteger(months) || months < 1 || months > 600) {
    throw new RangeError(`months must be an integer from 1 to 600, got ${months}`);
  }
  if (!Number.isSafeInteger(monthlyRateBps) || monthlyRateBps < 0 || monthlyRateBps > 10_000) {
    throw new RangeError(`monthlyRateBps must be an integer from 0 to 10000, got ${monthlyRateBps}`);
  }
}

/**
 * Builds the quote: monthly principal = ceil(principal / months), monthly interest =
 * ceil(principal × bps / 10000), total interest = ceil(principal × bps × months / 10000); every
 * row but the last carries the monthly figures and the last row takes what remains, so the
 * principal column sums to the principal and the interest column to the total interest.
 */
export function quoteLoan(principal: number, months: number, monthlyRateBps: number): LoanQuote {
  checkTerms(principal, months, monthlyRateBps);
  const p = BigInt(principal);
  const n = BigInt(months);
  const bps = BigInt(monthlyRateBps);
  const monthlyPrincipal = safeIntegerFrom(ceilDiv(p, n));
  const monthlyInterest = safeIntegerFrom(ceilDiv(p * bps, 10_000n));
  const totalInterest = safeIntegerFrom(ceilDiv(p * bps * n, 10_000n));

  const schedule: ScheduleRow[] = [];
  let principalLeft = principal;
  let interestLeft = totalInterest;
  for (let i = 1; i <= months; i++) {
    const last = i === months;
    // Rows never take more than what is left (only matters for tiny principals).
    const rowPrincipal = last ? principalLeft : Math.min(monthlyPrincipal, principalLeft);
    const rowInterest = last ? interestLeft : Math.min(monthlyInterest, interestLeft);
    principalLeft -= rowPrincipal;
    interestLeft -= rowInterest;
    schedule.push({ number: i, principal: rowPrincipal, interest: rowInterest, total: rowPrincipal + rowInterest });
  }

  const eirMonthly = monthlyIrr(principal, schedule.map((r) => r.total));
  return {
    principal,
    months,
    monthlyRateBps,
    monthlyPrincipal,
    monthlyInterest,
    instalment: monthlyPrincipal + monthlyInterest,
    totalInterest,
    totalRepay: principal + totalInterest,
    eirMonthly,
    eirYearly: eirMonthly * 12,
    schedule,
  };
}

/** Present value of `payments` (paid at the end of months 1..n) at monthly rate `r`. */
export function presentValue(rate: number, payments: number[]): number {
  let pv = 0;
  let factor = 1;
  for (const pay of payments) {
    factor /= 1 + rate;
    pv += pay * factor;
  }
  return pv;
}

/**
 * The monthly internal rate of return r of lending `principal` now and receiving `payments` at the
 * end of months 1..n: principal = Σ payments[k] / (1 + r)^(k+1). Found by bisection (the present
 * value is strictly decreasing in r for positive payments), to about 1e-12.
 */
export function monthlyIrr(principal: number, payments: number[]): number {
  if (!(principal > 0)) throw new RangeError('principal must be positive');
  if (payments.length === 0) throw new RangeError('payments must not be empty');
  if (payments.some((x) => !Number.isFinite(x) || x < 0)) throw new RangeError('payments must be non-negative');
  const sum = payments.reduce((a, b) => a + b, 0);
  if (sum === principal) return 0;
  if (sum === 0) throw new RangeError('payments must not all be zero');
  const f = (r: number) => presentValue(r, payments) - principal;
  let lo = -0.999_999;
  let hi = 1;
  while (f(hi) > 0) {
    hi *= 2;
    if (hi > 1e6) throw new RangeError('IRR out of range');
  }
  if (f(lo) < 0) throw new RangeError('IRR out of range');
  for (let i = 0; i < 200 && hi - lo > 1e-15; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Raises a principal below the minimum to it and lowers one above the maximum to it. */
export function clampAmount(principal: number, settings: LoanSettings): number {
  assertCentavos(principal, 'principal');
  if (principal < settings.minPhp) return settings.minPhp;
  if (principal > settings.maxPhp) return settings.maxPhp;
  return principal;
}

/** True when `months` is one of the offered terms. */
export function isOfferedTerm(months: number, settings: LoanSettings = DEFAULT_LOAN_SETTINGS): boolean {
  return settings.terms.includes(months);
}

/** 0.1019 -> "10.19%"; formatPercent(0.0085, 3) -> "0.850%". */
export function formatPercent(fraction: number, decimals = 2): string {
  if (!Number.isFinite(fraction)) throw new RangeError('fraction must be finite');
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) throw new RangeError('decimals must be 0 to 10');
  const text = (fraction * 100).toFixed(decimals);
  return `${/^-0\.?0*$/.test(text) ? text.slice(1) : text}%`;
}

/** Basis points as a percent string: 50 -> "0.5%", 125 -> "1.25%" (no trailing zeros). */
export function formatBps(bps: number): string {
  if (!Number.isSafeInteger(bps)) throw new RangeError('bps must be an integer');
  const sign = bps < 0 ? '-' : '';
  const abs = Math.abs(bps);
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, '0').replace(/0+$/, '');
  return `${sign}${whole}${frac ? `.${frac}` : ''}%`;
}

/**
 * Debt-service ratio: instalment / monthly net income, as a fraction (0.35 = 35 %). Both in
 * centavos. Returns null when the income is not positive.
 */
export function debtServiceRatio(instalment: number, monthlyNetIncome: number): number | null {
  assertCentavos(instalment, 'instalment');
  assertCentavos(monthlyNetIncome, 'monthlyNetIncome');
  if (monthlyNetIncome <= 0) return null;
  return instalment / monthlyNetIncome;
}

/**
 * Late charge for an overdue amount: ceil(overdue × bps / 10000) per started month overdue
 * (docs/product.md §7 default 100 bps = 1 % a month), capped at `capBps` of the overdue amount in total.
 */
export function lateCharge(overdue: number, monthsLate: number, bpsPerMonth = 100, capBps?: number): number {
  assertCentavos(overdue, 'overdue');
  if (overdue <= 0 || monthsLate <= 0) return 0;
  if (!Number.isSafeInteger(monthsLate)) throw new RangeError('monthsLate must be an integer');
  const charge = ceilDiv(BigInt(overdue) * BigInt(bpsPerMonth) * BigInt(monthsLate), 10_000n);
  if (capBps === undefined) return safeIntegerFrom(charge);
  const cap = ceilDiv(BigInt(overdue) * BigInt(capBps), 10_000n);
  return safeIntegerFrom(charge < cap ? charge : cap);
}

// ---- Dates in Manila (UTC+8, no daylight saving time) ----
// Manila time is kept here alone: the calendar arithmetic below, and the time zone every
// formatter of a date (here and in the web) names.

/** The IANA time zone of every date the product shows. */
export const MANILA_TIME_ZONE = 'Asia/Manila';
/** Manila has kept UTC+8 all year since its last daylight saving time, in 1990. */
export const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  /** 1 to 31 */
  day: number;
}

/** The calendar date in Asia/Manila at instant `date`. */
export function manilaDate(date: Date): CalendarDate {
  const t = date.getTime();
  if (!Number.isFinite(t)) throw new RangeError('invalid date');
  const d = new Date(t + MANILA_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 'YYYY-MM-DD' of the Manila calendar date at instant `date`. */
export function manilaIsoDate(date: Date): string {
  const { year, month, day } = manilaDate(date);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', fil: 'fil-PH' };
const NOON_MS = 12 * 60 * 60 * 1000;
const manilaFormats = new Map<Language, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();

/** The formatters of `lang`, built once per language (an Intl.DateTimeFormat is slow to make). */
function formatsOf(lang: Language) {
  let formats = manilaFormats.get(lang);
  if (!formats) {
    const day = { timeZone: MANILA_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' } as const;
    formats = { date: new Intl.DateTimeFormat(LOCALES[lang], day), dateTime: new Intl.DateTimeFormat(LOCALES[lang], { ...day, hour: 'numeric', minute: '2-digit' }) };
    manilaFormats.set(lang, formats);
  }
  return formats;
}

/** An instant, an ISO time or a 'YYYY-MM-DD' calendar date as the instant (a calendar date at noon in Manila, well inside its day); NaN when it is none. */
function instantOf(value: Date | string): number {
  if (value instanceof Date) return value.getTime();
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return calendar ? manilaMidnight({ year: +calendar[1], month: +calendar[2], day: +calendar[3] }).getTime() + NOON_MS : new Date(value).getTime();
}

/**
 * The one way a date is written, on pages, in SMS and in PDFs: the Manila date spelled out in the
 * member's language ('June 3, 2026', 'Hunyo 3, 2026'). Text that is no date is returned as it is.
 */
/*#__NO_SIDE_EFFECTS__*/
export function formatDate(value: Date | string | null | undefined, lang: Language): string {
  if (!value) return '';
  const time = instantOf(value);
  return Number.isNaN(time) ? String(value) : formatsOf(lang).date.format(time);
}

/** An instant the same way, with its Manila time: 'June 3, 2026 at 9:30 PM (Manila time)'. */
/*#__NO_SIDE_EFFECTS__*/
export function formatDateTime(value: Date | string | null | undefined, lang: Language): string {
  if (!value) return '';
  const time = instantOf(value);
  return Number.isNaN(time) ? String(value) : t(lang, 'common.manilaTime', { time: formatsOf(lang).dateTime.format(time) });
}

/** The instant of midnight, Manila time, that starts the given calendar date. */
export function manilaMidnight(d: CalendarDate): Date {
  return new Date(Date.UTC(d.year, d.month - 1, d.day) - MANILA_OFFSET_MS);
}

/** The instant the Manila calendar month of `now` began. */
export function manilaMonthStart(now: Date): Date {
  return manilaMidnight({ ...manilaDate(now), day: 1 });
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** True when year/month/day name a real calendar date. */
export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) &&
    month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  );
}

/**
 * Adds `n` calendar months to `date` as seen in Manila, keeping the Manila time of day; the day is
 * clamped to the end of a shorter month (Jan 31 + 1 month -> Feb 28 or 29). Used for due dates:
 * instalment k is due addMonthsManila(disbursedAt, k).
 */
export function addMonthsManila(date: Date, n: number): Date {
  if (!Number.isSafeInteger(n)) throw new RangeError('n must be an integer');
  const t = date.getTime();
  if (!Number.isFinite(t)) throw new RangeError('invalid date');
  const local = new Date(t + MANILA_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + n;
  const targetYear = y + Math.floor(m / 12);
  const targetMonth = ((m % 12) + 12) % 12; // 0-based
  const day = Math.min(local.getUTCDate(), daysInMonth(targetYear, targetMonth + 1));
  const timeOfDay = t + MANILA_OFFSET_MS - Date.UTC(y, local.getUTCMonth(), local.getUTCDate());
  return new Date(Date.UTC(targetYear, targetMonth, day) + timeOfDay - MANILA_OFFSET_MS);
}

/** Due dates of a schedule of `months` instalments starting at `start` (first due one month later). */
export function dueDates(start: Date, months: number): Date[] {
  return Array.from({ length: months }, (_, i) => addMonthsManila(start, i + 1));
}

/**
 * Age in whole years on the Manila calendar date of `today` of someone born on `birth`
 * (a birthday on Feb 29 is reached on Mar 1 in common years).
 */
export function ageOn(birth: CalendarDate, today: Date): number {
  const t = manilaDate(today);
  let age = t.year - birth.year;
  if (t.month < birth.month || (t.month === birth.month && t.day < birth.day)) age -= 1;
  return age;
}

/**
 * Masks a bank account number to its last 4 letters or digits after four dots (docs/product.md §2):
 * "••••4567", shown after the bank's name ("GCash ••••4567"), so a borrower can tell which account
 * it is (every GCash number starts 09). A short number shows at most half of itself.
 */
export function maskAccountNumber(n: string): string {
  const chars = Array.from((n ?? '').replace(/[^\p{L}\p{N}]/gu, ''));
  const shown = Math.min(4, Math.floor(chars.length / 2));
  return `••••${chars.slice(chars.length - shown).join('')}`;
}
