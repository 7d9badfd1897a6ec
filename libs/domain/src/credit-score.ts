/**
 * The credit score (docs/product.md §7, docs/decisions/008-credit-score.md), pure: 0 to 1000 from
 * the verified profile and the member's repayment record. Money in the wallet is deliberately not
 * an input (docs/product.md §9): the score follows repayment, never a balance.
 */
import { DEFAULT_LANGUAGE, t, type Language } from './i18n/translate';
import { manilaIsoDate } from './loan';
import { daysBetween } from './repayment';

export const CREDIT_SCORE_MAX = 1000;

/** The model's constants (docs/decisions/008-credit-score.md). */
export const CREDIT_SCORE_MODEL = Object.freeze({
  base: 300,
  verified: 200,
  onTimeEach: 40,
  onTimeMaxCount: 10,
  earlyEach: 10,
  earlyMaxCount: 10,
  /** An instalment paid at least this many days before its due date counts as early too. */
  earlyDays: 7,
  latePaidEach: -40,
  overdueEach: -120,
});

/** One instalment of the member's disbursed loans, as the score reads it. */
export interface ScoredInstalment {
  /** 'YYYY-MM-DD' (Manila). */
  dueDate: string;
  /** When the instalment was settled (nothing left to pay), or null. */
  paidAt: Date | null;
  /** When the overdue job marked it overdue (3 days past its due date, unpaid), or null. */
  overdueAt: Date | null;
}

export interface CreditScoreInput {
  /** When an officer verified the member's identity, or null if it is not verified. */
  verifiedAt: Date | null;
  instalments: readonly ScoredInstalment[];
}

export const CREDIT_FACTOR_KEYS = ['base', 'verified', 'onTime', 'early', 'latePaid', 'overdue'] as const;
export type CreditFactorKey = (typeof CREDIT_FACTOR_KEYS)[number];

export interface CreditFactor {
  key: CreditFactorKey;
  label: string;
  /** How many instalments (or 1/0 for the profile) the factor counted. */
  count: number;
  points: number;
  explanation: string;
}

export const CREDIT_BANDS = Object.freeze([
  { from: 900, band: 'Excellent' },
  { from: 750, band: 'Very good' },
  { from: 600, band: 'Good' },
  { from: 400, band: 'Fair' },
  { from: 0, band: 'Poor' },
] as const);
export type CreditBand = (typeof CREDIT_BANDS)[number]['band'];

export function creditBand(score: number): CreditBand {
  return CREDIT_BANDS.find((b) => score >= b.from)!.band;
}

const M = CREDIT_SCORE_MODEL;

/** The factor texts a member reads (the API sends them; the web shows them), with the model's figures. */
const FACTOR_TEXTS: Record<CreditFactorKey, (lang: Language, count: number) => string> = {
  base: (lang) => t(lang, 'creditFactor.base.explanation', { points: M.base }),
  verified: (lang, n) => t(lang, n ? 'creditFactor.verified.explanation' : 'creditFactor.verified.notYet', { points: M.verified }),
  onTime: (lang, count) => t(lang, 'creditFactor.onTime.explanation', { count, each: M.onTimeEach, max: M.onTimeMaxCount }),
  early: (lang, count) => t(lang, 'creditFactor.early.explanation', { count, days: M.earlyDays, each: M.earlyEach, max: M.earlyMaxCount }),
  latePaid: (lang, count) => t(lang, 'creditFactor.latePaid.explanation', { count, each: M.latePaidEach }),
  overdue: (lang, count) => t(lang, 'creditFactor.overdue.explanation', { count, each: M.overdueEach, late: M.latePaidEach }),
};

const factor = (lang: Language, key: CreditFactorKey, count: number, points: number): CreditFactor => ({
  key,
  label: t(lang, `creditFactor.${key}.label`),
  count,
  points,
  explanation: FACTOR_TEXTS[key](lang, count),
});

const at = (d: Date | null, asOf: Date) => d !== null && d.getTime() <= asOf.getTime();

/** Midnight in Manila starting the due date: an instalment is due from then. */
const dueFrom = (dueDate: string) => new Date(`${dueDate}T00:00:00+08:00`);

export interface CreditScore {
  score: number;
  band: CreditBand;
  factors: CreditFactor[];
}

type Tally = ReadonlyArray<{ key: CreditFactorKey; count: number; points: number }>;

/** What counts on `asOf`, factor by factor (no words: the history needs only the sum). */
function tally(input: CreditScoreInput, asOf: Date): Tally {
  let onTime = 0;
  let early = 0;
  let latePaid = 0;
  let overdue = 0;
  for (const r of input.instalments) {
    const paid = at(r.paidAt, asOf);
    const markedOverdue = at(r.overdueAt, asOf);
    if (paid && markedOverdue) latePaid += 1;
    else if (markedOverdue) overdue += 1;
    // Paid ahead (a pay-off, a prepayment) counts only once it falls due, paid by then.
    else if (paid && at(dueFrom(r.dueDate), asOf)) {
      onTime += 1;
      if (daysBetween(manilaIsoDate(r.paidAt!), r.dueDate) >= M.earlyDays) early += 1;
    }
  }
  const verified = at(input.verifiedAt, asOf) ? 1 : 0;
  return [
    { key: 'base', count: 1, points: M.base },
    { key: 'verified', count: verified, points: verified * M.verified },
    { key: 'onTime', count: onTime, points: Math.min(onTime, M.onTimeMaxCount) * M.onTimeEach },
    { key: 'early', count: early, points: Math.min(early, M.earlyMaxCount) * M.earlyEach },
    { key: 'latePaid', count: latePaid, points: latePaid * M.latePaidEach },
    { key: 'overdue', count: overdue, points: overdue * M.overdueEach },
  ];
}

const sumOf = (factors: Tally): number => Math.max(0, Math.min(CREDIT_SCORE_MAX, factors.reduce((s, f) => s + f.points, 0)));

/**
 * The score on `asOf`: only what had happened by then counts, so the same rule gives today's score
 * and the history. Each instalment falls in at most one of on time, late or overdue; an early one
 * is also on time. The sum is kept within 0 to 1000. The factors' texts are in `lang`.
 */
export function creditScore(input: CreditScoreInput, asOf: Date, lang: Language = DEFAULT_LANGUAGE): CreditScore {
  const counted = tally(input, asOf);
  const score = sumOf(counted);
  return { score, band: creditBand(score), factors: counted.map((f) => factor(lang, f.key, f.count, f.points)) };
}

export interface CreditScorePoint {
  at: Date;
  score: number;
  band: CreditBand;
}

/**
 * The score's history, computed from the dated events (verification, each instalment settled,
 * falling due or marked overdue) up to `asOf`: one point each time the score changed, oldest first, starting from
 * the starting points.
 */
export function creditScoreHistory(input: CreditScoreInput, asOf: Date): CreditScorePoint[] {
  const times = [input.verifiedAt, ...input.instalments.flatMap((r) => [r.paidAt, r.overdueAt, dueFrom(r.dueDate)])]
    .filter((d): d is Date => at(d, asOf))
    .map((d) => d.getTime());
  const points: CreditScorePoint[] = [];
  let previous: number = M.base;
  for (const time of [...new Set(times)].sort((a, b) => a - b)) {
    const score = sumOf(tally(input, new Date(time)));
    if (score !== previous) points.push({ at: new Date(time), score, band: creditBand(score) });
    previous = score;
  }
  return points;
}
