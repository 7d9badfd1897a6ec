// Registration's two steps (docs/product.md §2): step 1 (phone, e-mail, name, password), checked by the
// domain rules and POST /authmember/register/check, is sealed into an httpOnly cookie (AES-GCM:
// the password never reaches the HTML or a readable cookie) until step 2 creates the account.
// When the API refuses a step-1 field at the end, the member is sent back to step 1 with the
// message, and what they typed in step 2 is kept for when they return.
import { FORM_FIELDS } from '@halimbawa/domain';
import { sealedCookie } from '~/lib/seal.server';

export const STEP1_FIELDS = FORM_FIELDS.registerStep1;
export const STEP2_FIELDS = FORM_FIELDS.registerStep2;

export type Step1Values = Record<(typeof STEP1_FIELDS)[number], string>;
export type Step2Values = Record<(typeof STEP2_FIELDS)[number], string>;

export interface RegisterDraft {
  /** Step 1 as typed; the passwords are present only once step 1 was accepted. */
  step1: Partial<Step1Values>;
  /** True once step 1 passed the API's check: step 2 may be shown. */
  accepted: boolean;
  /** What step 2 had, kept when the member is sent back to step 1. */
  step2?: Partial<Step2Values>;
  /** Messages for step-1 fields from the final API call, shown on step 1. */
  errors?: Partial<Record<string, string>>;
  formError?: string;
}

/** 30 minutes to finish registering. */
export const registerDraft = sealedCookie<RegisterDraft>('__hl_register', 'register-draft', 30 * 60);

export const STEP2_PATH = '/register/employment';
