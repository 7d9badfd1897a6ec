// No SMS writes a date as ISO: every SMS of the catalogue, in each language, with every value given
// as a date (the Date or the 'YYYY-MM-DD' a service holds), comes out with the date spelled out.
import { CATALOGUES, LANGUAGES, type MessageKey } from './i18n/translate';
import { formatDate, formatDateTime } from './loan';
import { ISO_DATE_IN_TEXT, smsText } from './sms';

/** The texts sent as SMS: the SMS section, and the reminders and decisions other sections send. */
const SMS_KEYS: MessageKey[] = [
  ...Object.keys(CATALOGUES.en.apiSms).map((key) => `apiSms.${key}` as MessageKey),
  'apiReceipts.dueSoon',
  'apiReceipts.dueToday',
  'apiReceipts.autoDebitShort',
  'apiHardship.smsApproved',
  'apiHardship.smsRejected',
  'apiAccountClosure.sms',
];

const placeholders = (key: MessageKey): string[] => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGUES.en) as string;
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]);
};

describe('SMS dates', () => {
  it.each(LANGUAGES)('%s: no SMS writes an ISO date, given dates as calendar dates or instants', (lang) => {
    for (const key of SMS_KEYS) {
      for (const value of ['2027-02-15', new Date('2027-02-15T02:00:00Z'), '2027-02-15T02:00:00.000Z']) {
        const vars = Object.fromEntries(placeholders(key).map((name) => [name, value]));
        const text = smsText(lang, key, vars);
        expect(text).not.toMatch(ISO_DATE_IN_TEXT);
        if (placeholders(key).length > 0) expect(text).toContain(lang === 'fil' ? 'Pebrero 15, 2027' : 'February 15, 2027');
      }
    }
  });

  it('leaves other values as they are', () => {
    expect(smsText('en', 'apiSms.supportAnswered', { company: 'Halimbawa', reference: 'SR-2027-0001' })).toContain('SR-2027-0001');
  });
});

describe('the one date style', () => {
  it('spells a date and a time out the same way in each language, in Manila time', () => {
    const at = new Date('2027-02-15T02:00:00Z');
    expect([formatDate(at, 'en'), formatDate('2027-02-15', 'en'), formatDate(at, 'fil')]).toEqual(['February 15, 2027', 'February 15, 2027', 'Pebrero 15, 2027']);
    expect(formatDateTime(at, 'en').replace(/\u202f/g, ' ')).toBe('February 15, 2027 at 10:00 AM (Manila time)');
    expect(formatDateTime(at, 'fil')).toMatch(/^Pebrero 15, 2027.*10:00.*\(oras sa Maynila\)$/);
  });
});
