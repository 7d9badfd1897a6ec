import { MAX_AMOUNT_CENTAVOS, SETTLEMENT_FILE_MAX_KB, SETTLEMENT_FILE_MAX_ROWS, formatCentavos, parseAmount, type Words } from '@halimbawa/domain';
import { calendarDay } from '../../common/manila-days';

/** The largest settlement file taken, and the most transactions in one (stated on the upload page). */
export const MAX_FILE_KB = SETTLEMENT_FILE_MAX_KB;
export const MAX_FILE_ROWS = SETTLEMENT_FILE_MAX_ROWS;

export interface SettlementRow {
  transactionId: string;
  /** PHP centavos. */
  amount: number;
  /** 'YYYY-MM-DD' (Manila). */
  date: string;
}

/** RFC 4180 records: fields split by commas, quoted fields may hold commas, quotes ("") and line breaks. */
function records(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRecord = () => {
    row.push(field);
    out.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
    } else field += c;
  }
  if (field !== '' || row.length > 0) endRecord();
  return out.filter((r) => r.some((f) => f.trim() !== ''));
}

/**
 * A channel's settlement file: a header naming transactionId, amount (PHP, at most 2 decimals) and
 * date (YYYY-MM-DD), in any order and any case, other columns ignored; then one transaction a line.
 * The rows, or the words of the first problem (with its line number).
 */
export function parseSettlementFile(text: string): { rows: SettlementRow[] } | { error: Words } {
  if (Buffer.byteLength(text, 'utf8') > MAX_FILE_KB * 1024) return { error: { code: 'apiReconciliation.tooBig', params: { max: MAX_FILE_KB } } };
  const [header, ...lines] = records(text.replace(/^\uFEFF/, ''));
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const col = { transactionId: names.indexOf('transactionid'), amount: names.indexOf('amount'), date: names.indexOf('date') };
  if (Object.values(col).some((i) => i < 0)) return { error: { code: 'apiReconciliation.header' } };
  if (lines.length === 0) return { error: { code: 'apiReconciliation.empty' } };
  if (lines.length > MAX_FILE_ROWS) return { error: { code: 'apiReconciliation.tooManyRows', params: { max: MAX_FILE_ROWS } } };
  const rows: SettlementRow[] = [];
  const seen = new Set<string>();
  for (const [i, fields] of lines.entries()) {
    const line = i + 2;
    const transactionId = (fields[col.transactionId] ?? '').trim();
    const amount = parseAmount((fields[col.amount] ?? '').trim());
    const date = calendarDay((fields[col.date] ?? '').trim());
    if (!/^[\w.-]{1,100}$/.test(transactionId) || amount === null || amount <= 0 || !date) return { error: { code: 'apiReconciliation.row', params: { line } } };
    if (amount > MAX_AMOUNT_CENTAVOS) return { error: { code: 'apiReconciliation.rowTooLarge', params: { line, max: formatCentavos(MAX_AMOUNT_CENTAVOS) } } };
    if (seen.has(transactionId)) return { error: { code: 'apiReconciliation.duplicate', params: { line, transactionId } } };
    seen.add(transactionId);
    rows.push({ transactionId, amount, date });
  }
  return { rows };
}
