/**
 * The rules of the activation wizard that are not field rules (those are in libs/domain):
 * which info state saving a step leads to, which answer the API gives, and which message a
 * refused step carries. Pure functions, unit-tested beside this file.
 */
import { FIELD_RULES, FORM_FIELDS, INFO_STATES, nextInfoState, type FieldErrors, type FormValues, type InfoState, type Words } from '@halimbawa/domain';

export type WizardSection = 'personal' | 'address' | 'references' | 'identity' | 'bank';
export type WizardStep = Exclude<InfoState, 'INFO_COMPLETED'>;

export const SECTION_STEP: Readonly<Record<WizardSection, WizardStep>> = {
  personal: 'PERSONAL_INFO',
  address: 'ADDRESS_INFO',
  references: 'REFERENCES_INFO',
  identity: 'IDENTITY_INFO',
  bank: 'BANK_INFO',
};

export const INCOMPLETE: Words = { code: 'form.incomplete' };

/** The answer of PATCH /member/update/* (docs/product.md §4). */
export type UpdateAnswer = 'UPDATE_NEXT' | 'INFO_COMPLETED';

export type SaveDecision = { ok: true; state: InfoState } | { ok: false; words: Words };

/**
 * Saving the step the member is on moves to the next state; saving an earlier step again keeps
 * the state; a later step cannot be saved before the earlier ones.
 */
export function stateAfterSaving(current: InfoState, step: WizardStep): SaveDecision {
  const at = INFO_STATES.indexOf(current);
  const saved = INFO_STATES.indexOf(step);
  if (at < 0 || saved < 0) throw new RangeError(`unknown info state ${current} / ${step}`);
  if (saved > at) return { ok: false, words: { code: 'apiKyc.earlierSteps' } };
  return { ok: true, state: saved === at ? nextInfoState(current) : current };
}

export function updateAnswer(state: InfoState): UpdateAnswer {
  return state === 'INFO_COMPLETED' ? 'INFO_COMPLETED' : 'UPDATE_NEXT';
}

/** The earlier of two states: where a rejected member goes back to. */
export function earlierState(a: InfoState, b: InfoState): InfoState {
  return INFO_STATES.indexOf(a) <= INFO_STATES.indexOf(b) ? a : b;
}

/**
 * Where a member resumes after correcting what a KYC rejection named: past every later step whose
 * answers are still stored (what the officer did not reject is kept, never asked again), up to the
 * first one missing, or INFO_COMPLETED.
 */
export function resumeAfterCorrection(state: InfoState, stored: ReadonlySet<WizardStep>): InfoState {
  let at = state;
  while (at !== 'INFO_COMPLETED' && stored.has(at)) at = nextInfoState(at);
  return at;
}

/** The form fields of each step, in the order the form shows them (docs/product.md §10). */
export const SECTION_FIELDS: Readonly<Record<WizardSection, readonly string[]>> = {
  personal: FORM_FIELDS.personal,
  address: FORM_FIELDS.address,
  references: FORM_FIELDS.references,
  identity: [...FORM_FIELDS.identity, 'imageIdFront', 'imageIdBack', 'imageSelfie'],
  bank: FORM_FIELDS.bank,
};

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * True when a required field of the step was left empty (including a conditionally required one:
 * the other ID type for 'Others', a started second reference, a missing ID image).
 */
export function hasMissingRequired(section: WizardSection, form: FormValues, errors: FieldErrors): boolean {
  const values = form as Record<string, unknown>;
  for (const field of SECTION_FIELDS[section]) {
    const rule = (FIELD_RULES as Record<string, { required: boolean } | undefined>)[field];
    if (rule?.required && isBlank(values[field])) return true;
  }
  if (section === 'identity' && errors.otherIdentityType && isBlank(values.otherIdentityType)) return true;
  if (Object.values(errors).some((words) => words?.code === 'field.refIncomplete')) return true;
  if (section === 'identity' && (errors.imageIdFront || errors.imageIdBack || errors.imageSelfie)) return true;
  return false;
}

/**
 * What a refused step says above the form: 'Please complete your information!' when something
 * required is missing, else the first problem in the form's order.
 */
export function stepRefusal(section: WizardSection, values: FormValues, errors: FieldErrors): Words {
  if (hasMissingRequired(section, values, errors)) return INCOMPLETE;
  const first = SECTION_FIELDS[section].find((f) => errors[f]) ?? Object.keys(errors).find((f) => errors[f]);
  return (first && errors[first]) || INCOMPLETE;
}
