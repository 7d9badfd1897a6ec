// One helper turns a field rule of the domain (FIELD_RULES) into the HTML attributes of its input,
// so no form repeats a length, a pattern or an input mode. Shared by server and browser.
import { FIELD_RULES, type FieldName } from '@halimbawa/domain';

export interface InputRuleProps {
  name: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  autoComplete?: string;
}

/**
 * The input props for a field: `name`, `required`, `minLength`, `maxLength`, `pattern`,
 * `inputMode`, `autoComplete` from its rule. `overrides` may rename the field or change an
 * attribute (e.g. sign-in posts `password` but only requires it, as the `currentPassword` rule).
 */
export function fieldProps(rule: FieldName, overrides: Partial<InputRuleProps> = {}): InputRuleProps {
  const r = FIELD_RULES[rule];
  const props: InputRuleProps = { name: rule };
  if (r.required) props.required = true;
  if (r.minLength !== undefined) props.minLength = r.minLength;
  if (r.maxLength !== undefined) props.maxLength = r.maxLength;
  if (r.pattern) props.pattern = r.pattern;
  if (r.inputMode) props.inputMode = r.inputMode;
  if (r.autoComplete) props.autoComplete = r.autoComplete;
  return { ...props, ...overrides };
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

/** The values to send back to a form after a failure: everything but the passwords. */
export function keepSafe<T extends Record<string, string>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(values)) {
    if (/password/i.test(k) || k === 'code' || k === 'csrf') continue;
    (out as Record<string, string>)[k] = v;
  }
  return out;
}

/** What an action answers when a form needs another try (HTTP 400 / 4xx). */
export interface FormFailure<V = Record<string, string>> {
  ok: false;
  /** A message for the whole form, shown at its top (e.g. 'Invalid phone number or password.'). */
  formError?: string;
  /** One message per field, shown beside it. */
  errors: Partial<Record<string, string>>;
  /** What the person typed, to keep (never a password). */
  values: Partial<V>;
}
