// Dates as a member in the Philippines reads them: Manila time, spelled out in the page's language.
import { t, type Language } from '@halimbawa/domain';

const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', fil: 'fil-PH' };

const dateFormats = new Map<Language, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();

/** The formatters of `lang`, built once (an Intl.DateTimeFormat is slow to make). */
function formatsOf(lang: Language) {
  let formats = dateFormats.get(lang);
  if (!formats) {
    const day = { timeZone: 'Asia/Manila', year: 'numeric', month: 'long', day: 'numeric' } as const;
    formats = {
      date: new Intl.DateTimeFormat(LOCALES[lang], day),
      dateTime: new Intl.DateTimeFormat(LOCALES[lang], { ...day, hour: 'numeric', minute: '2-digit' }),
    };
    dateFormats.set(lang, formats);
  }
  return formats;
}

/** Manila has kept UTC+8 all year since its last daylight saving time, in 1990 (the tz database). */
const MANILA_OFFSET_MS = 8 * 3_600_000;
const FIRST_FIXED_YEAR = 1991;
/** Per language, each month's date as Intl spells it, cut at the day and the year. */
const monthTemplates = new Map<Language, Intl.DateTimeFormatPart[][]>();

function templatesOf(lang: Language): Intl.DateTimeFormatPart[][] {
  let templates = monthTemplates.get(lang);
  if (!templates) {
    templates = Array.from({ length: 12 }, (_, month) => formatsOf(lang).date.formatToParts(Date.UTC(2000, month, 15, 4)));
    monthTemplates.set(lang, templates);
  }
  return templates;
}

/**
 * A Manila calendar day spelled as Intl spells it, from the parts Intl gave once for its month:
 * Intl's own formatting cost about 2 % of rendering /dash, for three dates.
 */
function spellDay(time: number, lang: Language): string {
  const manila = new Date(time + MANILA_OFFSET_MS);
  const year = manila.getUTCFullYear();
  if (year < FIRST_FIXED_YEAR || year > 9999) return formatsOf(lang).date.format(time);
  const day = String(manila.getUTCDate());
  return templatesOf(lang)[manila.getUTCMonth()]
    .map((part) => (part.type === 'day' ? day : part.type === 'year' ? String(year) : part.value))
    .join('');
}

/** An ISO time as a Manila date ('June 3, 2026', 'Hunyo 3, 2026'); a 'YYYY-MM-DD' calendar date as is, spelled out. */
export function formatDate(value: string | null | undefined, lang: Language): string {
  if (!value) return '';
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const time = calendar ? Date.UTC(+calendar[1], +calendar[2] - 1, +calendar[3], 4) : new Date(value).getTime();
  return Number.isNaN(time) ? value : spellDay(time, lang);
}

export function formatDateTime(value: string | null | undefined, lang: Language): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : t(lang, 'webMessage.manilaTime', { time: formatsOf(lang).dateTime.format(date) });
}
