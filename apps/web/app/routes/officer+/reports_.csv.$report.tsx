// /officer/reports/csv/:report: a report of the books as the API writes it in CSV, passed through
// with the staff member's token (the browser never sees one). Only the known reports; the query
// (a day, a month) goes along as it came.
import { t } from '@halimbawa/domain';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { consoleNotFound, requireStaff } from '~/features/console/staff.server';
import { plainText } from '~/lib/api.server';

const REPORTS = new Set(['trial-balance', 'portfolio', 'flows', 'suspense', 'credit-data', 'income-statement', 'balance-sheet', 'loan-portfolio']);
const PASSED = ['on', 'from', 'to', 'month', 'stage'];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const report = params.report ?? '';
  if (!REPORTS.has(report)) throw consoleNotFound();
  const asked = new URL(request.url).searchParams;
  const query = new URLSearchParams(PASSED.flatMap((k) => (asked.get(k) ? [[k, asked.get(k)!]] : [])));
  if (report !== 'credit-data') query.set('format', 'csv');
  const res = await api.binary(`/officer/reports/${report}?${query}`, 'text/csv');
  if (!res) return plainText(503, t(api.lang, 'loans.noServer'));
  if (!res.ok || !(res.headers.get('Content-Type') ?? '').startsWith('text/csv')) {
    await res.body?.cancel();
    return plainText(res.status >= 400 && res.status < 500 ? 400 : 503, t(api.lang, res.status < 500 ? 'apiErrors.badRequest' : 'loans.noServer'));
  }
  const headers = await api.headers();
  headers.set('Content-Type', 'text/csv; charset=utf-8');
  headers.set('Cache-Control', 'private, no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Content-Disposition', res.headers.get('Content-Disposition') ?? `attachment; filename="${report}.csv"`);
  return new Response(await res.text(), { status: 200, headers });
}
