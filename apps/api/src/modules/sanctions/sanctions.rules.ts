import { createHash } from 'node:crypto';
import type { ListedBirthDate } from './sanctions.entities';

/**
 * A name as screening compares it: accents and case dropped, punctuation and repeated spaces made
 * one space, and the words sorted, so that "ÑOÑO, Juan" and "juan nono" are the same text and the
 * order of given names and surnames does not matter (docs/aml.md).
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** What screening knows of a member. */
export interface ScreenedMember {
  /** The names to compare: the one given at sign-up and, once the personal step is saved, the legal one. */
  names: string[];
  birthDate: string | null;
  nationality: string | null;
}

/** A hash of what was screened: a false positive stays decided until one of these changes. */
export function memberFingerprint(member: ScreenedMember): string {
  const names = [...new Set(member.names.map(normaliseName))].sort();
  return createHash('sha256').update(JSON.stringify([names, member.birthDate, member.nationality?.toLowerCase() ?? null])).digest('hex');
}

/** Whether the member's date of birth agrees with the listed ones: unknown when either side has none. */
export function birthDateAgreement(birthDate: string | null, listed: readonly ListedBirthDate[]): 'SAME' | 'YEAR' | 'DIFFERENT' | 'UNKNOWN' {
  const usable = listed.filter((d) => d.date || d.year || (d.fromYear && d.toYear));
  if (!birthDate || usable.length === 0) return 'UNKNOWN';
  const year = Number(birthDate.slice(0, 4));
  if (usable.some((d) => d.date === birthDate)) return 'SAME';
  const yearFits = usable.some((d) => (d.date ? Number(d.date.slice(0, 4)) === year && !/^\d{4}-\d{2}-\d{2}$/.test(d.date) : d.year ? d.year === year : year >= d.fromYear! && year <= d.toYear!));
  return yearFits ? 'YEAR' : 'DIFFERENT';
}

/**
 * Whether the member's nationality (a demonym from the form, "Filipino") names a listed one (a
 * country, "Philippines"): only a shared beginning is read, so this can raise a score, never lower it.
 */
export function nationalityAgrees(nationality: string | null, listed: readonly string[]): boolean {
  const stem = (s: string) => normaliseName(s).replace(/\s/g, '').replace(/^ph/, 'f').slice(0, 4);
  return nationality !== null && nationality.length >= 4 && listed.some((c) => c.length >= 4 && stem(c) === stem(nationality));
}

/** How a date of birth moves a name's score (docs/aml.md). */
const BIRTH_DATE_POINTS = { SAME: 15, YEAR: 8, UNKNOWN: 0, DIFFERENT: -20 } as const;
const NATIONALITY_POINTS = 5;
/** Names less alike than this are not looked at (pg_trgm similarity, 0 to 1). */
export const NAME_FLOOR = 0.5;
/** A match scoring this much or more opens a case. */
export const RAISE_AT = 45;

/** The score of a possible match, 0 to 100: the names' similarity, settled by date of birth and nationality. */
export function matchScore(nameSimilarity: number, birth: keyof typeof BIRTH_DATE_POINTS, sameNationality: boolean): number {
  const score = Math.round(nameSimilarity * 100) + BIRTH_DATE_POINTS[birth] + (sameNationality ? NATIONALITY_POINTS : 0);
  return Math.max(0, Math.min(100, score));
}
