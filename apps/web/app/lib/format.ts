// Dates as a member in the Philippines reads them: Manila time (MANILA_TIME_ZONE, libs/domain),
// spelled out in the page's language by Intl.
import { MANILA_TIME_ZONE, manilaMidnight, t, type Language } from '@halimbawa/domain';

const NOON_MS = 12 * 60 * 60 * 1000;

const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', fil: 'fil-PH' };

const dateFormats = new Map<Language, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();

/** The formatters of `lang`, built once per language (an Intl.DateTimeFormat is slow to make). */
function formatsOf(lang: Language) {
  let formats = dateFormats.get(lang);
  if (!formats) {
    const day = { timeZone: MANILA_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' } as const;
    formats = {
      date: new Intl.DateTimeFormat(LOCALES[lang], day),
      dateTime: new Intl.DateTimeFormat(LOCALES[lang], { ...day, hour: 'numeric', minute: '2-digit' }),
    };
    dateFormats.set(lang, formats);
  }
  return formats;
}

/** An ISO time as a Manila date ('June 3, 2026', 'Hunyo 3, 2026'); a 'YYYY-MM-DD' calendar date as is, spelled out. */
export function formatDate(value: string | null | undefined, lang: Language): string {
  if (!value) return '';
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  // A calendar date is read at noon in Manila, well inside its day.
  const time = calendar ? manilaMidnight({ year: +calendar[1], month: +calendar[2], day: +calendar[3] }).getTime() + NOON_MS : new Date(value).getTime();
  return Number.isNaN(time) ? value : formatsOf(lang).date.format(time);
}

export function formatDateTime(value: string | null | undefined, lang: Language): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : t(lang, 'webMessage.manilaTime', { time: formatsOf(lang).dateTime.format(date) });
}
