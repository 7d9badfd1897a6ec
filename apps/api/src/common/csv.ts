import { centavosToDecimal } from '@halimbawa/domain';
import type { FastifyReply } from 'fastify';

/** A CSV cell: text, a count, or money (centavos, written as pesos with two decimals). */
export type CsvCell = string | number | { centavos: number };

// Text that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
// leading apostrophe: a member's name must never become a formula in the back office's sheet.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  const text = typeof value === 'object' ? centavosToDecimal(value.centavos) : typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text: a header row, then the rows, CRLF line ends. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Answers `csv` as a download named `filename`, never cached. */
export function sendCsv(res: FastifyReply, filename: string, csv: string): string {
  res.headers({
    'Content-Type': 'text/csv; charset=utf-8',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': `attachment; filename="${filename}"`,
  });
  return csv;
}
