// The activation wizard (docs/product.md §2), shared by its loaders, actions and components: the five
// steps, the identity images, and the rule for the message at the top of a
// refused step. Pure (no server code), so components may import it.
import { FIELD_RULES, FORM_FIELDS, INFO_STATES, t, type FieldErrors, type InfoState, type Language, type MessageKey, type Words } from '@halimbawa/domain';
import type { PathFor } from '~/lib/api/contract';
import type { DocumentView } from '~/lib/api/types';

export type StepKey = 'personal' | 'address' | 'references' | 'identity' | 'bank';

export interface WizardStep {
  number: 1 | 2 | 3 | 4 | 5;
  key: StepKey;
  /** The member info state that names this step. */
  state: Exclude<InfoState, 'INFO_COMPLETED'>;
  path: string;
  /** PATCH endpoint of the API. */
  apiPath: PathFor<'patch'>;
}

export const STEPS: readonly WizardStep[] = [
  { number: 1, key: 'personal', state: 'PERSONAL_INFO', path: '/activate/personal', apiPath: '/member/update/personal' },
  { number: 2, key: 'address', state: 'ADDRESS_INFO', path: '/activate/address', apiPath: '/member/update/address' },
  { number: 3, key: 'references', state: 'REFERENCES_INFO', path: '/activate/references', apiPath: '/member/update/references' },
  { number: 4, key: 'identity', state: 'IDENTITY_INFO', path: '/activate/identity', apiPath: '/member/update/identity' },
  { number: 5, key: 'bank', state: 'BANK_INFO', path: '/activate/bank', apiPath: '/member/update/bank' },
];

/** The step's title in the page's language ('Your ID', 'Ang inyong ID'). */
export function stepTitle(lang: Language, step: Pick<WizardStep, 'key'>): string {
  return t(lang, `activation.steps.${step.key}`);
}

export function stepByKey(key: StepKey): WizardStep {
  return STEPS.find((s) => s.key === key)!;
}

/** The wizard step of an info state: 1 to 5, and 6 once INFO_COMPLETED (unknown states: 1). */
export function stepNumberOf(state: string | null | undefined): number {
  const i = INFO_STATES.indexOf(state as InfoState);
  return i < 0 ? 1 : i + 1;
}

/** Where a member in this state belongs: their current step, or /dash when activated. */
export function pathForState(state: string | null | undefined): string {
  const n = stepNumberOf(state);
  return n > STEPS.length ? '/dash' : STEPS[n - 1].path;
}

/** The step a wizard URL belongs to (/activate/address -> 2, /activate/bank/confirm -> 5), or null. */
export function stepOfPath(pathname: string): WizardStep | null {
  const clean = pathname.replace(/\/+$/, '');
  return STEPS.find((s) => s.path === clean || clean.startsWith(`${s.path}/`)) ?? null;
}

/** Where the member confirms a new bank account with the SMS code (step 5, once confirmed before). */
export const BANK_CONFIRM_PATH = '/activate/bank/confirm';

export type DocumentKind = DocumentView['kind'];

// ---- Identity images ----

export interface ImageField {
  field: 'imageIdFront' | 'imageIdBack' | 'imageSelfie';
  kind: DocumentKind;
  /** Its texts in the catalogue: activation.identity.<texts>.label, .hint and .missing. */
  texts: 'front' | 'back' | 'selfie';
}

export const IMAGE_FIELDS: readonly ImageField[] = [
  {
    field: 'imageIdFront',
    kind: 'ID_FRONT',
    texts: 'front',
  },
  {
    field: 'imageIdBack',
    kind: 'ID_BACK',
    texts: 'back',
  },
  {
    field: 'imageSelfie',
    kind: 'SELFIE',
    texts: 'selfie',
  },
];

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** An identity image's label, hint, and the API's message when it is missing (PATCH /member/update/identity). */
export function imageText(lang: Language, spec: Pick<ImageField, 'texts'>, text: 'label' | 'hint' | 'missing'): string {
  return t(lang, `activation.identity.${spec.texts}.${text}`);
}

/** The words of a photo the step still needs. */
export const imageMissing = (spec: Pick<ImageField, 'texts'>): Words => ({ code: `activation.identity.${spec.texts}.missing` as MessageKey });

/** The thumbnail (or full image) of one of the member's own documents, served by documents.$id. */
export function documentUrl(id: string, thumb = true): string {
  return `/documents/${encodeURIComponent(id)}${thumb ? '?size=thumb' : ''}`;
}

// ---- The message at the top of a refused step ----

/** The fields each step's form posts (docs/product.md §10, plus the reference phones' countries). */
export const STEP_FIELDS: Readonly<Record<StepKey, readonly string[]>> = {
  personal: FORM_FIELDS.personal,
  address: FORM_FIELDS.address,
  references: [...FORM_FIELDS.references, 'refPhoneCountry1', 'refPhoneCountry2'],
  identity: FORM_FIELDS.identity,
  bank: FORM_FIELDS.bank,
};

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * True when a required field of the step was left empty, as the API decides it: a required field,
 * the name of an 'Others' ID type, a half-filled second reference, or a missing ID image.
 */
export function missingRequired(key: StepKey, values: Record<string, unknown>, errors: FieldErrors): boolean {
  for (const field of STEP_FIELDS[key]) {
    const rule = (FIELD_RULES as Record<string, { required: boolean } | undefined>)[field];
    if (rule?.required && blank(values[field])) return true;
  }
  if (Object.values(errors).some((words) => words?.code === 'field.refIncomplete')) return true;
  if (key === 'identity') {
    if (errors.otherIdentityType && blank(values.otherIdentityType)) return true;
    if (IMAGE_FIELDS.some((f) => errors[f.field]?.code === imageMissing(f).code)) return true;
  }
  return false;
}

/** 'Please complete your information!' when something required is missing, else a pointer to the fields. */
export function topMessageFor(key: StepKey, values: Record<string, unknown>, errors: FieldErrors, lang: Language): string {
  return t(lang, missingRequired(key, values, errors) ? 'form.incomplete' : 'form.checkFields');
}

/** "1990-03-07" -> "7 March 1990" (for read-only views). */
export function formatBirthDate(iso: string | null | undefined, lang: Language): string {
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(iso ?? '');
  if (!m) return iso ?? '';
  return birthDateFormat(lang).format(new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])));
}

const birthDateFormats = new Map<Language, Intl.DateTimeFormat>();
/** '7 March 1990' / 'Marso 7, 1990': a calendar date, read in UTC so no time zone moves its day. */
function birthDateFormat(lang: Language): Intl.DateTimeFormat {
  let format = birthDateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'fil' ? 'fil-PH' : 'en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
    birthDateFormats.set(lang, format);
  }
  return format;
}

/** Masks an ID number for display: the last 4 characters, the rest as dots. */
export function maskIdNumber(value: string | null | undefined): string {
  const s = (value ?? '').replace(/\s+/g, '');
  if (s.length <= 4) return '•'.repeat(s.length);
  return `${'•'.repeat(Math.min(8, s.length - 4))}${s.slice(-4)}`;
}
