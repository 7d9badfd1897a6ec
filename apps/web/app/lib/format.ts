// Dates as a member in the Philippines reads them: Manila time, spelled out.
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
