// What a console form's action answers: on success a redirect (post/redirect/get, so a reload does
// not send it again) with a notice; on a refusal the page again with the API's messages beside the
// fields (or above the form) and what was typed.
import type { ApiClient, ApiResult } from '~/lib/api.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, splitApiErrors, refusedStatus } from '~/lib/forms';

export async function answerPost(
  api: ApiClient,
  request: Request,
  result: ApiResult<unknown>,
  done: { to: string; message: string },
  form: { fields: readonly string[]; values: Partial<Record<string, string>>; intent: string },
) {
  if (result.ok) return api.redirect(done.to, { cookies: [await flashCookie(request, notice.success(done.message))] });
  const split = splitApiErrors(result, form.fields);
  return api.json({ ...formRefusal({ errors: split.errors, formError: split.formError, values: form.values }), intent: form.intent }, { status: refusedStatus(result.status) });
}

/** A form the page itself refuses before asking the API (a confirmation not ticked): the page again, the message beside the field. */
export function refuseForm(api: ApiClient, errors: Partial<Record<string, string>>, form: { values: Partial<Record<string, string>>; intent: string }) {
  return api.json({ ...formRefusal({ errors, values: form.values }), intent: form.intent }, { status: 400 });
}
