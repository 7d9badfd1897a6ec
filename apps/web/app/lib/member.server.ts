// Who may see a member page: every loader and action of a member page (PDFs and document images
// included) starts with `requireMember`, and the pages for activated members add `requireActivated`
// to the same round of API calls.
import { t } from '@halimbawa/domain';
import { redirect, type AppLoadContext } from '@remix-run/node';
import { apiFor, dataOf, type ApiClient } from './api.server';
import { flashCookie, notice } from './flash.server';
import { loginUrl, pathOf } from './redirect.server';
import type { Member } from './api/types';

/** The API client of a signed-in member; a visitor without a session goes to /login?redirectTo=<this page>. */
export async function requireMember(request: Request, context?: AppLoadContext): Promise<ApiClient> {
  const api = await apiFor(request, context);
  if (!api.signedIn) throw redirect(loginUrl(pathOf(request)));
  return api;
}

/** GET /member/me: the signed-in member (never a hash or a token). */
export async function loadMember(api: ApiClient): Promise<Member> {
  return dataOf(await api.get('/member/me'));
}

/**
 * For the pages of activated members (docs/product.md §2): the member, once activated; a member
 * who is not is sent to /activate (a thrown redirect, with a notice saying why).
 */
export async function requireActivated(api: ApiClient, request: Request): Promise<Member> {
  const member = await loadMember(api);
  if (member.infoState !== 'INFO_COMPLETED') {
    throw await api.redirect('/activate', { cookies: [await flashCookie(request, notice.info(t(api.lang, 'activation.activateFirst')))] });
  }
  return member;
}
