// /documents/:id[?size=thumb]: one of the member's own identity images, fetched from the API with
// the member's token and passed through, so the browser never sees a token or a storage key.
// Private, never cached, never sniffed; another member's id (or any unknown id) is a 404; the API's
// 429 (too many views, the decoder busy) stays a 429 with its Retry-After.
import { t } from '@halimbawa/domain';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { fetchDocumentImage } from '~/features/activation/activation.server';
import { plainText } from '~/lib/api.server';
import { requireMember } from '~/lib/member.server';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const id = params.id ?? '';
  if (!ID_PATTERN.test(id)) return plainText(404, t(api.lang, 'loans.notFound'));
  const thumb = new URL(request.url).searchParams.get('size') === 'thumb';
  const res = await fetchDocumentImage(api, id, thumb);
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
    // Not the member's own current document (or no such id): the same 404 either way.
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
