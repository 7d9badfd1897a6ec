// What the actions of the sign-in, registration, recovery and contact forms answer after a refusal:
// lib/forms' FormFailure plus a `nonce`, so the page can empty its password fields after every
// refused try (with JavaScript the inputs would otherwise keep what was typed).
import type { FormFailure } from './forms';

export interface FormAnswer extends FormFailure<Record<string, string>> {
  nonce: string;
}

export function formAnswer(
  errors: Partial<Record<string, string>>,
  values: Partial<Record<string, string>>,
  formError?: string,
): FormAnswer {
  const answer: FormAnswer = { ok: false, errors, values, nonce: Math.random().toString(36).slice(2) };
  if (formError) answer.formError = formError;
  return answer;
}

/**
 * Splits an API refusal into messages beside the form's fields and one at the top: field errors
 * for fields the form has go beside them; anything else (a 401, a 429, 'No Server Response', or an
 * error about a field this form does not show) goes at the top.
 */
export function splitApiErrors(
  failure: { message: string; errors: Partial<Record<string, string>> },
  fields: readonly string[],
): { errors: Partial<Record<string, string>>; formError?: string } {
  const errors: Partial<Record<string, string>> = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(failure.errors)) {
    if (!message) continue;
    if (fields.includes(field)) errors[field] = message;
    else others.push(message);
  }
  if (Object.keys(errors).length === 0) return { errors, formError: [failure.message, ...others].filter(Boolean).join(' ') };
  return others.length ? { errors, formError: others.join(' ') } : { errors };
}
