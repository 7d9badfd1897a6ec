// The loan's PDFs (the disclosure and the signed contract) streamed from the API to the browser
// with the member's token (the browser never sees it).
import { t } from '@halimbawa/domain';
import { plainText, type ApiClient } from '~/lib/api.server';

async function messageOf(res: Response): Promise<string | null> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body?.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Streams a PDF of the API to the browser: `inline` (to read) or `attachment` (to download), with
 * the API's SHA-256 header when it sends one. The API's 404 ('Loan not found.', 'Contract not
 * found.') becomes the same 404 here.
 */
export async function passPdf(api: ApiClient, path: string, disposition: 'inline' | 'attachment', filename: string): Promise<Response> {
  const res = await api.binary(path, 'application/pdf');
  if (!res) return plainText(503, t(api.lang, 'loans.noServer'));
  const type = (res.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (!res.ok || type !== 'application/pdf' || !res.body) {
    const message = !res.ok ? await messageOf(res) : null;
    if (res.ok) await res.body?.cancel();
    if (!res.ok && res.status < 500) return plainText(res.status === 401 || res.status === 403 ? 404 : res.status, message ?? t(api.lang, 'loans.notFound'));
    return plainText(res.ok ? 502 : 503, t(api.lang, 'loans.pdfUnavailable'));
  }
  const headers = await api.headers();
  headers.set('Content-Type', 'application/pdf');
  headers.set('Cache-Control', 'private, no-store');
  headers.set('Content-Disposition', `${disposition}; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  headers.set('X-Content-Type-Options', 'nosniff');
  const sha = res.headers.get('X-Content-SHA256');
  if (sha && /^[0-9a-f]{64}$/i.test(sha)) headers.set('X-Content-SHA256', sha);
  const length = res.headers.get('Content-Length');
  if (length && /^[0-9]+$/.test(length)) headers.set('Content-Length', length);
  return new Response(res.body, { status: 200, headers });
}
