// /logout: POST only (a form in the top bar and the member bar; docs/product.md §10). Ends the session at the
// API (POST /authmember/logout with the refresh token), drops the session cookie and goes home.
// A GET (a typed address, a prefetch) changes nothing and goes home.
import { t } from '@halimbawa/domain';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { clientIp, publicPost } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { cookieHeaders, flashCookie, notice } from '~/lib/flash.server';
import { requestLanguage } from '~/lib/language.server';
import { destroyAuthSession, getAuthSession } from '~/lib/session.server';

export async function loader() {
  return redirect('/');
}

async function endAtApi(accessToken: unknown, refreshToken: unknown, ip: string | null): Promise<void> {
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') return;
  const logout = (access: string, refresh: string) =>
    publicPost('/authmember/logout', { refreshToken: refresh }, { headers: { Authorization: `Bearer ${access}` }, ip });
  const first = await logout(accessToken, refreshToken);
  if (first.ok || first.status !== 401) return;
  // The access token expired: renew the pair once so the session can still be ended at the API.
  const renewed = await publicPost('/authmember/refresh', { refreshToken }, { ip });
  if (renewed.ok && renewed.data?.accessToken && renewed.data.refreshToken) {
    await logout(renewed.data.accessToken, renewed.data.refreshToken);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  await readVerifiedForm(request);
  const session = await getAuthSession(request);
  // Signing out locally never waits on the API's answer: a failure there still ends this session.
  await endAtApi(session.get('accessToken'), session.get('refreshToken'), clientIp(context)).catch(() => undefined);
  return redirect('/', {
    headers: cookieHeaders(await destroyAuthSession(session), await flashCookie(request, notice.info(t(requestLanguage(request), 'webMessage.signedOut')))),
  });
}
