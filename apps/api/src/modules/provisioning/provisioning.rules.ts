/**
 * The rules of provisioning for expected credit losses (docs/decisions/031-provisioning-write-off.md):
 * a loan's stage from how late it is, and a stage's allowance from its exposure. Pure: the service
 * reads the figures and posts what these give.
 */

export const STAGES = [1, 2, 3] as const;
export type Stage = (typeof STAGES)[number];

/** The expected-loss rate of each stage, in basis points of the exposure (100 = 1 %). */
export interface StageRates {
  stage1Bp: number;
  stage2Bp: number;
  stage3Bp: number;
}

/** Days past due beyond which a loan is in stage 2, and in stage 3. */
export const STAGE2_AFTER_DAYS = 30;
export const STAGE3_AFTER_DAYS = 90;

/** Stage 3 when more than 90 days past due or restructured under hardship, stage 2 when more than 30, else stage 1. */
export function stageOf(daysPastDue: number, restructured: boolean): Stage {
  if (restructured || daysPastDue > STAGE3_AFTER_DAYS) return 3;
  if (daysPastDue > STAGE2_AFTER_DAYS) return 2;
  return 1;
}

export const rateOf = (rates: StageRates, stage: Stage): number => (stage === 1 ? rates.stage1Bp : stage === 2 ? rates.stage2Bp : rates.stage3Bp);

/**
 * exposure × rate in whole centavos, half a centavo rounded up (the only rounding: measured per
 * stage, not per loan, so the stages' allowances add up to the posted balance). Exact in integers.
 */
export function allowanceOf(exposure: number, rateBp: number): number {
  if (!Number.isSafeInteger(exposure) || exposure < 0 || !Number.isSafeInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new Error(`allowanceOf: bad input ${exposure} × ${rateBp}`);
  return Number((BigInt(exposure) * BigInt(rateBp) * 2n + 10_000n) / 20_000n);
}

/** The refusal codes of proposed rates, by field (0 to 10000 each, never falling from one stage to the next). */
export function checkRates(body: Partial<Record<keyof StageRates, unknown>>): Partial<Record<keyof StageRates, { code: 'apiProvisioning.rate' | 'apiProvisioning.rising' }>> {
  const ok = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= 10_000;
  const errors: Partial<Record<keyof StageRates, { code: 'apiProvisioning.rate' | 'apiProvisioning.rising' }>> = {};
  for (const field of ['stage1Bp', 'stage2Bp', 'stage3Bp'] as const) if (!ok(body[field])) errors[field] = { code: 'apiProvisioning.rate' };
  const [one, two, three] = [body.stage1Bp, body.stage2Bp, body.stage3Bp];
  if (ok(one) && ok(two) && two < one) errors.stage2Bp = { code: 'apiProvisioning.rising' };
  if (ok(two) && ok(three) && three < two) errors.stage3Bp = { code: 'apiProvisioning.rising' };
  return errors;
}

/** The last day of the month before the one `day` ('YYYY-MM-DD') is in. */
export function previousMonthEnd(day: string): string {
  const first = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, 1);
  return new Date(first - 86_400_000).toISOString().slice(0, 10);
}

/** Whether `day` is a real calendar date that is the last of its month. */
export function isMonthEnd(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day) return false;
  return new Date(d.getTime() + 86_400_000).getUTCDate() === 1;
}
