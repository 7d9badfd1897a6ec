import { toCsv, type CsvCell } from '../../common/csv';

/** Working days a report has from its transaction (or its draft) to its filing. */
export const FILING_WORKING_DAYS = 5;

/**
 * The reason codes of a suspicious transaction report, modelled on the suspicious indicators of the
 * AMLA (RA 9160 as amended, sec. 3(b-1)) that AMLC's reporting asks for (docs/aml.md).
 */
export const STR_REASON_CODES = ['SI1', 'SI2', 'SI3', 'SI4', 'SI5', 'SI6', 'SI7', 'TF1'] as const;
export type StrReasonCode = (typeof STR_REASON_CODES)[number];
/** The code of a report drafted by a confirmed sanctions hit: a listed or designated person. */
export const SANCTIONS_REASON: StrReasonCode = 'TF1';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(s: unknown): s is string {
  if (typeof s !== 'string' || !ISO_DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The day `n` working days after `day`: Saturdays, Sundays and the holidays given are skipped. */
export function addWorkingDays(day: string, n: number, holidays: ReadonlySet<string>): string {
  let d = day;
  for (let left = n; left > 0; ) {
    d = nextDay(d);
    if (!isWeekend(d) && !holidays.has(d)) left--;
  }
  return d;
}

/** The calendar days a search for the due date may look at: enough for n working days past any run of holidays we keep. */
export function dueWindowEnd(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (n * 3 + 14) * 86_400_000).toISOString().slice(0, 10);
}

/** One report as the export writes it. */
export interface ExportRow {
  kind: 'CTR' | 'STR';
  id: string;
  occurredOn: string;
  transactionKind: string | null;
  amountPhp: number | null;
  reasonCodes: string[];
  narrative: string | null;
  subject: { memberId: string; lastName: string; firstName: string; middleName: string; birthDate: string | null; nationality: string | null; address: string | null; idType: string | null; idNumber: string | null };
  filedReference: string | null;
}

/** The transaction codes of the export, modelled on AMLC's (docs/aml.md: not confirmed). */
const TRANSACTION_CODE: Record<string, string> = { DISBURSEMENT: 'LOAN_RELEASE', REPAYMENT: 'LOAN_PAYMENT', CASH_IN: 'CASH_IN' };

export const EXPORT_COLUMNS = [
  'RECORD',
  'REPORT_TYPE',
  'REPORT_ID',
  'TRANSACTION_DATE',
  'TRANSACTION_CODE',
  'AMOUNT_PHP',
  'CURRENCY',
  'SUBJECT_LAST_NAME',
  'SUBJECT_FIRST_NAME',
  'SUBJECT_MIDDLE_NAME',
  'SUBJECT_BIRTH_DATE',
  'SUBJECT_NATIONALITY',
  'SUBJECT_ADDRESS',
  'SUBJECT_ID_TYPE',
  'SUBJECT_ID_NUMBER',
  'INTERNAL_ACCOUNT',
  'REASON_CODES',
  'NARRATIVE',
  'FILED_REFERENCE',
] as const;

/**
 * The export (docs/aml.md, "The export file"): a header record (H) naming the covered person and
 * the file's date, one detail record (D) per report, and a trailer (T) with the count and the total
 * amount, as CSV in UTF-8 with CRLF line ends.
 */
export function exportFile(p: { institutionCode: string; institutionName: string; generatedOn: string; rows: readonly ExportRow[] }): string {
  const total = p.rows.reduce((sum, r) => sum + (r.amountPhp ?? 0), 0);
  const detail = (r: ExportRow): CsvCell[] => [
    'D',
    r.kind,
    r.id,
    r.occurredOn,
    r.transactionKind ? TRANSACTION_CODE[r.transactionKind] : '',
    r.amountPhp === null ? '' : { centavos: r.amountPhp },
    'PHP',
    r.subject.lastName,
    r.subject.firstName,
    r.subject.middleName,
    r.subject.birthDate ?? '',
    r.subject.nationality ?? '',
    r.subject.address ?? '',
    r.subject.idType ?? '',
    r.subject.idNumber ?? '',
    r.subject.memberId,
    r.reasonCodes.join(' '),
    r.narrative ?? '',
    r.filedReference ?? '',
  ];
  return toCsv(['H', p.institutionCode, p.institutionName, p.generatedOn, String(p.rows.length)], [[...EXPORT_COLUMNS], ...p.rows.map(detail), ['T', p.rows.length, { centavos: total }]]);
}
