// The words of an SMS: the catalogue's text in the member's language, with every date written the
// way pages and PDFs write it (formatDate), never as the ISO 'YYYY-MM-DD' a reader has to decode.
import { t, type Language, type MessageKey } from './i18n/translate';
import { formatDate } from './loan';

/** A calendar date or an ISO time, as the services hold them. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

/** What an SMS may not hold: an ISO calendar date (NotificationsService refuses to send one). */
export const ISO_DATE_IN_TEXT = /\b\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b/;

/** The SMS `key` in `lang`; a Date or an ISO date among `vars` is written by formatDate. */
/*#__NO_SIDE_EFFECTS__*/
export function smsText(lang: Language, key: MessageKey, vars: Readonly<Record<string, string | number | Date>>): string {
  const written: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(vars)) written[name] = value instanceof Date || (typeof value === 'string' && ISO_DATE.test(value)) ? formatDate(value, lang) : value;
  return t(lang, key, written);
}
