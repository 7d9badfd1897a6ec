// /settings/data.json: the member's data (GET /member/data) as a file to keep; private, never
// cached. A resource route: a plain link downloads it, with JavaScript or without.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { dataOf } from '~/lib/api.server';
import { requireMember } from '~/lib/member.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const data = dataOf(await api.get('/member/data'));
  const day = data.exportedAt.slice(0, 10);
  // The session's cookie too, when the call renewed the member's tokens.
  const headers = await api.headers();
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Content-Disposition', `attachment; filename="halimbawa-data-${day}.json"`);
  headers.set('Cache-Control', 'private, no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(JSON.stringify(data, null, 2), { headers });
}
