// /compliance/reports/export: the AMLC export file as the API writes it (docs/aml.md), passed through
// with the compliance officer's token (the browser never sees one); kind, from and to go along.
import { t } from '@halimbawa/domain';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireCompliance } from '~/features/console/staff.server';
import { plainText } from '~/lib/api.server';

const PASSED = ['kind', 'from', 'to'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCompliance(request, context);
  const asked = new URL(request.url).searchParams;
  const query = new URLSearchParams(PASSED.flatMap((k) => (asked.get(k)?.trim() ? [[k, asked.get(k)!.trim()]] : [])));
  const res = await api.binary(`/compliance/reports/export?${query}`, 'text/csv');
  if (!res) return plainText(503, t(api.lang, 'loans.noServer'));
  if (!res.ok || !(res.headers.get('Content-Type') ?? '').startsWith('text/csv')) {
    await res.body?.cancel();
    return plainText(res.status >= 400 && res.status < 500 ? 400 : 503, t(api.lang, res.status < 500 ? 'apiAml.day' : 'loans.noServer'));
  }
  const headers = await api.headers();
  headers.set('Content-Type', 'text/csv; charset=utf-8');
  headers.set('Cache-Control', 'private, no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Content-Disposition', res.headers.get('Content-Disposition') ?? 'attachment; filename="reports.csv"');
  return new Response(await res.text(), { status: 200, headers });
}
