// An identity image fetched from the API with the signed-in person's token and passed through, so
// the browser never sees a token or a storage key: the member's own (/member/documents) or, for
// staff, any member's (/officer/documents, each view audited by the API). Private, never cached,
// never sniffed; an id the API does not give this person is a 404; the API's 429 (too many views,
// the decoder busy) stays a 429 with its Retry-After.
import { t } from '@halimbawa/domain';
import { plainText, type ApiClient } from '~/lib/api.server';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function documentImage(api: ApiClient, request: Request, id: string, base: '/member/documents' | '/officer/documents'): Promise<Response> {
  if (!ID_PATTERN.test(id)) return plainText(404, t(api.lang, 'loans.notFound'));
  const thumb = new URL(request.url).searchParams.get('size') === 'thumb';
  const res = await api.binary(`${base}/${encodeURIComponent(id)}${thumb ? '?size=thumb' : ''}`, 'image/jpeg,image/png,image/webp');
  if (!res) return plainText(503, t(api.lang, 'loans.noServer'));
  const type = (res.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (!res.ok || !IMAGE_TYPES.has(type) || !res.body) {
    await res.body?.cancel();
    // Too many views, or the image decoder busy: passed on, with when to try again.
    if (res.status === 429) {
      const refused = plainText(429, t(api.lang, 'webMessage.tooManyAttempts'));
      const retryAfter = res.headers.get('Retry-After');
      if (retryAfter && /^[0-9]{1,5}$/.test(retryAfter)) refused.headers.set('Retry-After', retryAfter);
      return refused;
    }
    // Not a document this person may see (or no such id): the same 404 either way.
    if (!res.ok && res.status < 500) return plainText(404, t(api.lang, 'loans.notFound'));
    return plainText(res.ok ? 502 : 503, t(api.lang, 'loans.imageUnavailable'));
  }
  const headers = await api.headers();
  headers.set('Content-Type', type);
  headers.set('Cache-Control', 'private, no-store');
  headers.set('Content-Disposition', 'inline');
  headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
  const length = res.headers.get('Content-Length');
  if (length && /^[0-9]+$/.test(length)) headers.set('Content-Length', length);
  return new Response(res.body, { status: 200, headers });
}
