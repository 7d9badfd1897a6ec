// One helper turns a field rule of the domain (FIELD_RULES) into the HTML attributes of its input,
// so no form repeats a length, a pattern or an input mode; and the one shape of a refused form.
// Shared by server and browser.
import { FIELD_RULES, fieldRuleMessage, type FieldName, type Language } from '@halimbawa/domain';
import { useActionData } from '@remix-run/react';
import { useLanguage } from './language';

export interface InputRuleProps {
  name: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  autoComplete?: string;
  title?: string;
}

/**
 * The input props for a field: `name`, `required`, `minLength`, `maxLength`, `pattern`,
 * `inputMode`, `autoComplete` from its rule. `overrides` may rename the field or change an
 * attribute (e.g. sign-in posts `password` but only requires it, as the `currentPassword` rule).
 * With `lang`, an input with a pattern also gets its rule's message as `title`: the browser
 * shows it under its own 'Please match the requested format.', so a refused value is explained
 * before the form is sent, with or without JavaScript.
 */
export function fieldProps(rule: FieldName, overrides: Partial<InputRuleProps> = {}, lang?: Language): InputRuleProps {
  const r = FIELD_RULES[rule];
  const props: InputRuleProps = { name: rule };
  if (r.required) props.required = true;
  if (r.minLength !== undefined) props.minLength = r.minLength;
  if (r.maxLength !== undefined) props.maxLength = r.maxLength;
  if (r.pattern) props.pattern = r.pattern;
  if (r.inputMode) props.inputMode = r.inputMode;
  if (r.autoComplete) props.autoComplete = r.autoComplete;
  const merged = { ...props, ...overrides };
  if (lang && merged.pattern) merged.title = fieldRuleMessage(rule, lang);
  return merged;
}

/** `fieldProps` in the page's language: `const field = useFieldProps(); <input {...field('code')} />`. */
export function useFieldProps(): (rule: FieldName, overrides?: Partial<InputRuleProps>) => InputRuleProps {
  const lang = useLanguage();
  return (rule, overrides) => fieldProps(rule, overrides, lang);
}

/** Reads named string fields from a posted form (absent fields become ''). */
export function formValues<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const n of names) {
    const v = form.get(n);
    out[n] = typeof v === 'string' ? v : '';
  }
  return out;
}

const isPassword = (name: string) => /password/i.test(name);

/**
 * The values to send back to a form after a failure. Never the CSRF token. The passwords and a
 * one-time code only when the refusal is about other fields (an e-mail typo must not cost the
 * member both passwords): not after a refusal of the whole form (a wrong sign-in), not when a
 * password field (or the code) is itself refused, and not without a refusal to read.
 */
export function keepSafe<T extends Partial<Record<string, string>>>(
  values: T,
  refusal?: { errors: Partial<Record<string, string>>; formError?: string },
): Partial<T> {
  const refused = (name: string) => !!refusal?.errors[name];
  const fieldsOnly = !!refusal && !refusal.formError && Object.values(refusal.errors).some(Boolean);
  const keepPasswords = fieldsOnly && !Object.keys(refusal?.errors ?? {}).some((k) => isPassword(k) && refused(k));
  const keepCode = fieldsOnly && !refused('code');
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(values)) {
    if (k === 'csrf' || (isPassword(k) && !keepPasswords) || (k === 'code' && !keepCode)) continue;
    (out as Record<string, string | undefined>)[k] = v;
  }
  return out;
}

/**
 * The one answer of every action whose form needs another try (HTTP 400 or the API's 4xx): the
 * messages and what was typed, so the page renders again with both (with or without JavaScript).
 */
export interface FormRefusal {
  ok: false;
  /** A message for the whole form, shown at its top (e.g. 'Invalid phone number or password.'). */
  formError?: string;
  /** One message per field, shown beside it. */
  errors: Partial<Record<string, string>>;
  /** What the person typed, to keep (a password or a code only when other fields were refused: keepSafe). */
  values: Partial<Record<string, string>>;
  /** New on every refusal, so the page renders its password, code and file inputs afresh after each try. */
  attempt: string;
}

/**
 * The status of a page whose form the API refused: the API's own 4xx, or 503 when the API could not
 * be reached (0) or failed (5xx): the web never answers a page with a 500 it did not cause.
 */
export function refusedStatus(apiStatus: number): number {
  return apiStatus >= 400 && apiStatus < 500 ? apiStatus : 503;
}

export function formRefusal(init: {
  errors?: Partial<Record<string, string>>;
  values?: Partial<Record<string, string>>;
  formError?: string;
}): FormRefusal {
  const refusal: FormRefusal = {
    ok: false,
    errors: init.errors ?? {},
    values: keepSafe(init.values ?? {}, { errors: init.errors ?? {}, formError: init.formError }),
    attempt: Math.random().toString(36).slice(2),
  };
  if (init.formError) refusal.formError = init.formError;
  return refusal;
}

/** This route's refusal (from its action), if its last answer was one. */
export function useFormRefusal(): FormRefusal | undefined {
  const data = useActionData() as FormRefusal | undefined;
  return data && data.ok === false ? data : undefined;
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
