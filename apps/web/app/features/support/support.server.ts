// The support forms' server side, shared by the member's pages: read the posted message, check it
// with libs/domain's rules, and send it; a refusal keeps what was typed.
import { sayEach, type FieldErrors, type FormValues } from '@halimbawa/domain';
import { json } from '@remix-run/node';
import type { ApiClient, ApiResult } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, splitApiErrors } from '~/lib/forms';

/** Posts a support form `fields` checked by `validate`; on success, to `to(answer)` with the API's message. */
export async function postSupportForm<K extends string, T extends { message: string; ticket: { reference: string } }>(
  request: Request,
  api: ApiClient,
  fields: readonly K[],
  validate: (v: FormValues) => FieldErrors,
  send: (values: Record<K, string>) => Promise<ApiResult<T>>,
) {
  const form = await readVerifiedForm(request);
  const values = formValues(form, fields);
  const errors = sayEach(api.lang, validate(values));
  if (Object.keys(errors).length > 0) return json(formRefusal({ errors, values }), { status: 400 });
  const result = await send(values);
  if (!result.ok) {
    const split = splitApiErrors(result, fields);
    return api.json(formRefusal({ errors: split.errors, values, formError: split.formError }), { status: result.status || 503 });
  }
  // Post/redirect/get: a reload does not send the message twice.
  return api.redirect(`/support/${result.data.ticket.reference}#notices`, { cookies: [await flashCookie(request, notice.success(result.data.message))] });
}
