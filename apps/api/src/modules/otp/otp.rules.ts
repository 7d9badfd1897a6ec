/** The rules of one-time codes (docs/product.md §0.2, §7), as pure functions of the stored state and the time. */
import type { OtpPurpose, Words } from '@halimbawa/domain';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_AFTER_MS = 60_000;
export const OTP_MAX_PER_HOUR = 5;
/** Staff sign-ins of one account waiting for their code at once (one per browser; docs/decisions/019). */
export const STAFF_PENDING_SIGN_INS = 5;
const HOUR_MS = 60 * 60_000;

/** A wrong code, with the tries left. */
export const wrongCode = (triesLeft: number): Words => (triesLeft > 0 ? { code: 'apiAuth.wrongCode', params: { count: triesLeft } } : { code: 'apiAuth.noTriesLeft' });

export type IssueDecision = { ok: true } | { ok: false; words: Words; retryAfterS: number };

/**
 * Purposes anyone who knows a phone number can ask a code for (no sign-in needed). They have no
 * hourly quota, which a third party could spend to keep the member from resetting their password
 * or registering: the spacing stays, and the requests are counted per number and address and per
 * address instead (FailedAttempts, docs/decisions/007).
 */
const UNAUTHENTICATED_PURPOSES: readonly OtpPurpose[] = ['PASSWORD_RESET', 'SIGNUP'];

export function hasHourlyQuota(purpose: OtpPurpose): boolean {
  return !UNAUTHENTICATED_PURPOSES.includes(purpose);
}

/**
 * May a new code be issued, given when the earlier codes for the same member (or number) and
 * purpose were issued? Not within 60 s of the last one, and, with `hourlyQuota`, at most 5 in any hour.
 */
export function decideIssue(issuedAt: Date[], now: Date, hourlyQuota = true): IssueDecision {
  const t = now.getTime();
  const lastHour = issuedAt.map((d) => d.getTime()).filter((x) => x > t - HOUR_MS && x <= t).sort((a, b) => a - b);
  const latest = lastHour[lastHour.length - 1];
  if (latest !== undefined && t - latest < OTP_RESEND_AFTER_MS) {
    const wait = Math.ceil((latest + OTP_RESEND_AFTER_MS - t) / 1000);
    return { ok: false, words: { code: 'apiAuth.codeTooSoon', params: { seconds: wait } }, retryAfterS: wait };
  }
  if (hourlyQuota && lastHour.length >= OTP_MAX_PER_HOUR) {
    const oldest = lastHour[lastHour.length - OTP_MAX_PER_HOUR];
    return { ok: false, words: { code: 'apiAuth.codeHourly' }, retryAfterS: Math.ceil((oldest + HOUR_MS - t) / 1000) };
  }
  return { ok: true };
}

export interface ChallengeState {
  attempts: number;
  expiresAt: Date;
}

export type AttemptOutcome =
  | { accept: true }
  /** countAttempt: the wrong code counts against the 5 tries. */
  | { accept: false; words: Words; countAttempt: boolean };

/** A code that may still be entered: neither expired nor out of tries. */
export function isEnterable(challenge: ChallengeState, now: Date): boolean {
  return challenge.attempts < OTP_MAX_ATTEMPTS && now.getTime() < challenge.expiresAt.getTime();
}

/** Checks a submitted code against the member's current challenge (null when there is none). */
export function decideAttempt(challenge: ChallengeState | null, codeMatches: boolean, now: Date): AttemptOutcome {
  if (!challenge) return { accept: false, words: { code: 'apiAuth.codeNone' }, countAttempt: false };
  if (!isEnterable(challenge, now)) {
    const locked = challenge.attempts >= OTP_MAX_ATTEMPTS;
    return { accept: false, words: { code: locked ? 'apiAuth.codeLocked' : 'apiAuth.codeExpired' }, countAttempt: false };
  }
  if (codeMatches) return { accept: true };
  return { accept: false, words: wrongCode(OTP_MAX_ATTEMPTS - challenge.attempts - 1), countAttempt: true };
}

/** When a code issued at `now` stops being valid. */
export function otpExpiry(now: Date): Date {
  return new Date(now.getTime() + OTP_TTL_MS);
}
