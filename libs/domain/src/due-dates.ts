import { MANILA_OFFSET_MS } from './loan';

/** Reminders before a due date (docs/product.md §7): this many days before, and on the day. */
export const DUE_REMINDER_DAYS_BEFORE = 3;

/** Reminders of a coming due date go only from 8 am to 8 pm, Manila time. */
export const DUE_REMINDER_HOURS = Object.freeze({ from: 8, to: 20 });

/** Auto-debit takes a due date's instalment from 9 am, Manila time. */
export const AUTO_DEBIT_HOUR = 9;

const manilaHour = (now: Date) => new Date(now.getTime() + MANILA_OFFSET_MS).getUTCHours();

/** Whether a reminder of a coming due date may be sent at `now`. */
export function inDueReminderWindow(now: Date): boolean {
  const hour = manilaHour(now);
  return hour >= DUE_REMINDER_HOURS.from && hour < DUE_REMINDER_HOURS.to;
}

/** Whether the day's auto-debit may run at `now` (from 9 am Manila time until the day ends). */
export function isAutoDebitTime(now: Date): boolean {
  return manilaHour(now) >= AUTO_DEBIT_HOUR;
}
