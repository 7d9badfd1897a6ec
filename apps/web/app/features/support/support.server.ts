// The support forms' server side, shared by the member's pages and the console's: read the posted message, check it
// with libs/domain's rules, and send it; a refusal keeps what was typed.
import { sayEach, type FieldErrors, type FormValues } from '@halimbawa/domain';
import { json } from '@remix-run/node';
import type { ApiClient, ApiResult } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, splitApiErrors, refusedStatus } from '~/lib/forms';

/** Posts a member's support form `fields` checked by `validate`; on success, to the request with the API's message. */
export async function postSupportForm<K extends string, T extends { message: string; ticket: { reference: string } }>(
  request: Request,
  api: ApiClient,
  fields: readonly K[],
  validate: (v: FormValues) => FieldErrors,
  send: (values: Record<K, string>) => Promise<ApiResult<T>>,
) {
  const values = formValues(await readVerifiedForm(request), fields);
  return sendSupportForm(request, api, { fields, values, validate, send, to: (answer) => `/support/${answer.ticket.reference}` });
}

/**
 * Sends support form `values` (checked first by `validate`, when given), and answers as every
 * support form does: on a refusal the page again with what was typed; on success post/redirect/get
 * (a reload does not send the message twice) to `to(answer)`, with the API's message.
 */
export async function sendSupportForm<K extends string, T extends { message: string }>(
  request: Request,
  api: ApiClient,
  form: { fields: readonly K[]; values: Record<K, string>; validate?: (v: FormValues) => FieldErrors; send: (values: Record<K, string>) => Promise<ApiResult<T>>; to: (answer: T) => string },
) {
  const { fields, values } = form;
  const errors = form.validate ? sayEach(api.lang, form.validate(values)) : {};
  if (Object.keys(errors).length > 0) return json(formRefusal({ errors, values }), { status: 400 });
  const result = await form.send(values);
  if (!result.ok) {
    const split = splitApiErrors(result, fields);
    return api.json(formRefusal({ errors: split.errors, values, formError: split.formError }), { status: refusedStatus(result.status) });
  }
  return api.redirect(`${form.to(result.data)}#notices`, { cookies: [await flashCookie(request, notice.success(result.data.message))] });
}
