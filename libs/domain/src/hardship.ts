/**
 * Hardship requests (docs/product.md, Hardship requests): a borrower asks for an extension or a
 * restructured schedule at least `HARDSHIP_NOTICE_DAYS` days before the due date of the next
 * instalment (the seed's terms), with a reason and the monthly amount they can pay.
 */
import { daysInMonth, monthlyIrr, quoteLoan } from './loan';
import { assertCentavos, ceilDiv, safeIntegerFrom } from './money';
import { daysBetween, isSettled, type Instalment } from './repayment';

export const HARDSHIP_KINDS = ['EXTENSION', 'RESTRUCTURE'] as const;
export type HardshipKind = (typeof HARDSHIP_KINDS)[number];
export const isHardshipKind = (v: unknown): v is HardshipKind => typeof v === 'string' && (HARDSHIP_KINDS as readonly string[]).includes(v);

/** CLOSED: still waiting when its loan was paid off; nobody decided it. */
export const HARDSHIP_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CLOSED'] as const;
export type HardshipStatus = (typeof HARDSHIP_STATUSES)[number];

/** Why the back office may say no; the borrower is told in words (`apiHardship.rejection.<reason>`). */
export const HARDSHIP_REJECTION_REASONS = ['AMOUNT_TOO_LOW', 'RECENT_CHANGE', 'PAYMENT_RECORD'] as const;
export type HardshipRejectionReason = (typeof HARDSHIP_REJECTION_REASONS)[number];
export const isHardshipRejectionReason = (v: unknown): v is HardshipRejectionReason =>
  typeof v === 'string' && (HARDSHIP_REJECTION_REASONS as readonly string[]).includes(v);

export const HARDSHIP_NOTICE_DAYS = 5;
export const HARDSHIP_REASON_MAX = 1000;

/** Whether a request about the instalment due on `dueDate` ('YYYY-MM-DD') may still be made on `today` (Manila date). */
export function hardshipInTime(dueDate: string, today: string): boolean {
  return daysBetween(today, dueDate) >= HARDSHIP_NOTICE_DAYS;
}

// ---- The new schedule of an approved request (docs/decisions/021-restructured-schedules.md) ----

/** How far an approved extension moves every unpaid instalment. */
export const EXTENSION_MONTHS = 1;

export const SCHEDULE_VERSION_STATUSES = ['SIGNED', 'PENDING_SIGNATURE', 'SUPERSEDED', 'WITHDRAWN'] as const;
export type ScheduleVersionStatus = (typeof SCHEDULE_VERSION_STATUSES)[number];

/** What an approved request changes, and the loan's own terms it keeps. */
export interface RescheduleTerms {
  kind: HardshipKind;
  /** 'YYYY-MM-DD' (Manila): due dates are whole months after it. */
  disbursedOn: string;
  /** The loan's add-on rate, kept. */
  monthlyRateBps: number;
  /** The monthly amount agreed (the request's proposed amount), PHP centavos. */
  monthlyAmount: number;
  /** The longest term a restructure may take, in months from its first new instalment. */
  maxMonths: number;
}

/** Why a request cannot become a schedule; each is a refusal code `apiHardship.<reason>`. */
export class RescheduleRefused extends Error {
  constructor(readonly reason: 'amountTooLow' | 'nothingToReschedule') {
    super(reason);
  }
}

const isoParts = (iso: string) => [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))] as const;

/** `n` calendar months after `iso` ('YYYY-MM-DD'), the day clamped to the end of a shorter month. */
export function addMonthsIso(iso: string, n: number): string {
  const [y, m, d] = isoParts(iso);
  const months = y * 12 + (m - 1) + n;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Which month after the disbursement a due date is (instalment k of the first schedule is month k). */
export function monthIndexOf(disbursedOn: string, dueDate: string): number {
  const [y0, m0] = isoParts(disbursedOn);
  const [y, m] = isoParts(dueDate);
  return (y - y0) * 12 + (m - m0);
}

const touched = (r: Instalment) => r.paidPrincipal + r.paidInterest + r.lateCharge > 0;

/**
 * The loan's next schedule version from the rows in force. Settled rows stay as they are. An
 * extension moves every unsettled row `EXTENSION_MONTHS` later, figures unchanged (no interest for
 * the extra time). A restructure re-spreads the unpaid principal at the loan's add-on rate over the
 * fewest months whose instalment fits the agreed amount, from the month of the first unsettled row;
 * an unsettled row already partly paid (or carrying a late charge) keeps what was paid and its late
 * charge, its unpaid principal joins the re-spread principal, which then starts the month after it,
 * so no two rows fall due on one day. No fee is added.
 */
export function reschedule(rows: Instalment[], terms: RescheduleTerms): Instalment[] {
  const sorted = [...rows].sort((a, b) => a.number - b.number);
  const open = sorted.filter((r) => !isSettled(r));
  if (open.length === 0) throw new RescheduleRefused('nothingToReschedule');
  const monthOf = (r: Instalment) => monthIndexOf(terms.disbursedOn, r.dueDate);
  if (terms.kind === 'EXTENSION') {
    return sorted.map((r) => (isSettled(r) ? r : { ...r, dueDate: addMonthsIso(terms.disbursedOn, monthOf(r) + EXTENSION_MONTHS) }));
  }
  const unpaid = open.reduce((s, r) => s + r.principal - r.paidPrincipal, 0);
  if (unpaid === 0) throw new RescheduleRefused('nothingToReschedule');
  const months = restructureMonths(unpaid, terms);
  const kept = sorted
    .filter((r) => isSettled(r) || touched(r))
    .map((r) => (isSettled(r) ? r : { ...r, principal: r.paidPrincipal, interest: r.paidInterest + r.rebatedInterest }));
  // A partly paid row keeps its due date: the re-spread starts the month after it, never on its day.
  const firstMonth = Math.max(monthOf(open[0]), ...kept.map((r) => monthOf(r) + 1));
  const lastNumber = kept.reduce((n, r) => Math.max(n, r.number), 0);
  const spread = quoteLoan(unpaid, months, terms.monthlyRateBps).schedule.map((q, i) => ({
    number: lastNumber + 1 + i,
    dueDate: addMonthsIso(terms.disbursedOn, firstMonth + i),
    principal: q.principal,
    interest: q.interest,
    lateCharge: 0,
    paidPrincipal: 0,
    paidInterest: 0,
    paidLateCharge: 0,
    rebatedInterest: 0,
    paidParts: [],
  }));
  return [...kept, ...spread];
}

/** The fewest months (up to `maxMonths`) whose add-on instalment on `principal` is at most the agreed amount. */
export function restructureMonths(principal: number, terms: Pick<RescheduleTerms, 'monthlyRateBps' | 'monthlyAmount' | 'maxMonths'>): number {
  assertCentavos(principal, 'principal');
  const interest = safeIntegerFrom(ceilDiv(BigInt(principal) * BigInt(terms.monthlyRateBps), 10_000n), 'interest');
  const room = terms.monthlyAmount - interest;
  if (room <= 0) throw new RescheduleRefused('amountTooLow');
  const months = safeIntegerFrom(ceilDiv(BigInt(principal), BigInt(room)), 'months');
  // ceil(principal / months) <= room exactly when months >= principal / room.
  if (months > terms.maxMonths) throw new RescheduleRefused('amountTooLow');
  return Math.max(1, months);
}

/** A version's figures as the disclosure compares them: late charges are not part of them. */
export interface ScheduleFigures {
  /** The largest instalment still to pay (0 when nothing is left). */
  instalment: number;
  count: number;
  principal: number;
  totalInterest: number;
  totalRepay: number;
  /** The monthly IRR of the version's payments, each in the month it falls due. */
  eirMonthly: number;
  eirYearly: number;
}

export function scheduleFigures(rows: Instalment[], disbursedOn: string): ScheduleFigures {
  const principal = rows.reduce((s, r) => s + r.principal, 0);
  const totalInterest = rows.reduce((s, r) => s + r.interest, 0);
  const flows: number[] = [];
  for (const r of rows) {
    const k = monthIndexOf(disbursedOn, r.dueDate);
    while (flows.length < k) flows.push(0);
    flows[k - 1] += r.principal + r.interest;
  }
  const eirMonthly = principal > 0 ? monthlyIrr(principal, flows) : 0;
  const open = rows.filter((r) => !isSettled(r));
  return {
    instalment: open.reduce((m, r) => Math.max(m, r.principal + r.interest), 0),
    count: rows.length,
    principal,
    totalInterest,
    totalRepay: principal + totalInterest,
    eirMonthly,
    eirYearly: eirMonthly * 12,
  };
}
