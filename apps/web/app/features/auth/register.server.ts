// Registration (docs/product.md §2): step 1 (phone, e-mail, name, password, consent), checked by the
// domain rules and POST /authmember/register/check, is sealed into an httpOnly cookie (AES-GCM:
// the password never reaches the HTML or a readable cookie); step 2 (employment) asks the API to
// send the SIGNUP code to the phone (POST /authmember/register/start); the code page creates the
// account with both steps and the code (POST /authmember/register).
// When the API refuses a step-1 field on the way, the member is sent back to step 1 with the
// message, and what they typed in step 2 is kept for when they return.
import { FORM_FIELDS, formatPhone, normalisePhone } from '@halimbawa/domain';
import { redirect } from '@remix-run/node';
import type { ApiFailure } from '~/lib/api.server';
import { cookieHeaders } from '~/lib/flash.server';
import { keepSafe, splitApiErrors } from '~/lib/forms';
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
  /** True once the API accepted both steps and sent the code: the code page may be shown. */
  codeSent?: boolean;
  /** Messages for step-1 fields from a later API call, shown on step 1. */
  errors?: Partial<Record<string, string>>;
  formError?: string;
}

/** 30 minutes to finish registering. */
export const registerDraft = sealedCookie<RegisterDraft>('__hl_register', 'register-draft', 30 * 60);

/** The draft's number as the member reads it ('+63 917 123 4567'). */
export function draftPhoneDisplay(draft: RegisterDraft): string {
  const phone = normalisePhone(draft.step1.phoneCountry ?? '', draft.step1.phoneNumber ?? '');
  return phone.ok ? formatPhone(phone.e164) : (draft.step1.phoneNumber ?? '');
}

/**
 * When the API refused a step-1 field (e.g. the number was registered meanwhile), the redirect
 * back to step 1 with the messages, keeping step 2; else null.
 */
export async function backToStep1(draft: RegisterDraft, step2: Partial<Step2Values>, failure: ApiFailure): Promise<Response | null> {
  const step1 = splitApiErrors({ message: '', errors: failure.errors }, STEP1_FIELDS);
  if (Object.keys(step1.errors).length === 0) return null;
  const cookie = await registerDraft.write({
    step1: keepSafe(draft.step1 as Record<string, string>),
    accepted: false,
    step2,
    errors: step1.errors,
  });
  return redirect('/register', { headers: cookieHeaders(cookie) });
}
