import { manilaMidnight } from '@halimbawa/domain';

// Manila calendar days as 'YYYY-MM-DD' text, as the back office's queries and reports take them.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `text` when it is a real calendar date 'YYYY-MM-DD', else null. */
export function calendarDay(text: string | undefined): string | null {
  const m = DAY.exec(text ?? '');
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text ? text : null;
}

const parts = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) });

/** The instant a Manila day starts. */
export const dayStart = (day: string): Date => manilaMidnight(parts(day));

/** The instant a Manila day ends (the next one starts). */
export const dayEnd = (day: string): Date => new Date(dayStart(day).getTime() + 86_400_000);

/** The day `n` days after (before, when negative) `day`. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
