// GET /language?to=fil&back=/wallet: the header's and footer's language link. It works without
// JavaScript: it remembers the choice in a cookie and goes back to the page it was followed from.
import { isLanguage } from '@halimbawa/domain';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { env } from '~/lib/env.server';
import { languageCookie } from '~/lib/language.server';
import { samePath } from '~/lib/redirect.server';

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const back = samePath(url.searchParams.get('back'), '/');
  const to = url.searchParams.get('to');
  if (!isLanguage(to)) return redirect(back);
  return redirect(back, { headers: { 'Set-Cookie': languageCookie(to, env.isProduction), 'Cache-Control': 'no-store' } });
}
