// Server side of the activation wizard: reading the member's KYC summary, saving a step through the
// API (domain validators first, then the API), reading the multipart ID form, and fetching the
// member's own document images for the thumbnails (the browser never sees a token).
import { sayEach, t, type FieldErrors, type FieldTexts, type Language } from '@halimbawa/domain';
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node';
import { dataOf, type ApiClient, type ApiFailure } from '~/lib/api.server';
import type { KycSummary } from '~/lib/api/types';
import { CSRF_FIELD, readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice, type Notice } from '~/lib/flash.server';
import { formRefusal } from '~/lib/forms';
import { requestLanguage } from '~/lib/language.server';
import { sealedCookie } from '~/lib/seal.server';
import {
  IMAGE_FIELDS,
  MAX_IMAGE_BYTES,
  STEPS,
  BANK_CONFIRM_PATH,
  stepByKey,
  stepNumberOf,
  topMessageFor,
  type StepKey,
} from '~/features/activation/steps';

/** GET /member/kyc. A failure (API down) becomes an error page with the API's message. */
export async function loadKyc(api: ApiClient): Promise<KycSummary> {
  return dataOf(await api.get('/member/kyc'));
}

/** The answer of a refused step: the messages, what was typed (never a password), status 400 or the API's. */
export async function stepFailure(
  api: ApiClient,
  init: { status: number; formError?: string; errors?: FieldTexts; values: Record<string, string> },
): Promise<Response> {
  return api.json(formRefusal(init), { status: init.status });
}

/**
 * Where to go after saving step `number` when the API says the member is now in `infoState`: the
 * next step (never past the member's own), or /dash once the wizard is complete (a correction
 * asked for by a rejection completes it again: the steps already accepted are not asked again).
 */
export function pathAfterSaving(number: number, infoState: string): string {
  const current = stepNumberOf(infoState);
  return current > STEPS.length ? '/dash' : STEPS[Math.min(number + 1, current) - 1].path;
}

function hasErrors(errors: FieldErrors | FieldTexts): boolean {
  return Object.values(errors).some((refused) => refused !== undefined && refused !== '');
}

/** The top of a step the API refused beside its fields: its code tells a missing field from a wrong one. */
function apiStepMessage(refused: ApiFailure, lang: Language): string {
  return refused.code === 'form.incomplete' ? refused.message : t(lang, 'form.checkFields');
}

/**
 * Saves one step: the domain validator's errors (`localErrors`) answer at once; otherwise PATCHes
 * `body` and answers the API's field errors beside their fields, its other refusals (409 'Please
 * complete the earlier steps first.', 'No Server Response') at the top, or redirects onwards.
 */
export async function saveStep(
  api: ApiClient,
  request: Request,
  key: StepKey,
  values: Record<string, string>,
  body: Record<string, unknown>,
  localErrors: FieldErrors,
  /** A 409 may have another way forward (the bank step's change by SMS code): its answer, or null. */
  onConflict?: () => Promise<Response | null>,
): Promise<Response> {
  if (hasErrors(localErrors)) {
    return stepFailure(api, { status: 400, formError: topMessageFor(key, values, localErrors, api.lang), errors: sayEach(api.lang, localErrors), values });
  }
  const step = stepByKey(key);
  const r = await api.patch(step.apiPath, body);
  if (!r.ok) {
    if (r.status === 400 && hasErrors(r.errors)) {
      return stepFailure(api, { status: 400, formError: apiStepMessage(r, api.lang), errors: r.errors, values });
    }
    if (r.status === 409 && onConflict) {
      const other = await onConflict();
      if (other) return other;
    }
    return stepFailure(api, { status: r.status === 0 ? 503 : r.status, formError: r.message, values });
  }
  return afterSaving(api, request, step.number, r.data.infoState);
}

/**
 * The redirect after a step was saved: the next step or, once the wizard is complete, where the
 * member was headed (the contract of a loan approved meanwhile, else /dash), saying where they
 * stand: 'Information validated successfully!' only once the identity was verified, else that the
 * ID and selfie wait for a loan officer; `extra` adds cookies and notices (e.g. 'Your bank account has been changed.').
 */
export async function afterSaving(
  api: ApiClient,
  request: Request,
  number: number,
  infoState: string,
  extra: { cookies?: string[]; notices?: Notice[] } = {},
): Promise<Response> {
  const next = pathAfterSaving(number, infoState);
  const done = next === '/dash' ? await completed(api) : { to: next, notices: [] };
  const notices = [...(extra.notices ?? []), ...done.notices];
  const cookies = [...(extra.cookies ?? [])];
  if (notices.length > 0) cookies.push(await flashCookie(request, ...notices));
  return api.redirect(done.to, { cookies });
}

/** Where a member who completed the wizard goes, and what completing it means for them now. */
async function completed(api: ApiClient): Promise<{ to: string; notices: Notice[] }> {
  const { kyc, loan } = dataOf(await api.get('/member/dashboard'));
  const verified = kyc?.status === 'VERIFIED';
  return {
    to: loan?.status === 'APPROVED' ? '/dash/contract' : '/dash',
    notices: [verified ? notice.success(t(api.lang, 'form.activated')) : notice.info(t(api.lang, 'form.submittedForReview'))],
  };
}

// ---- A new bank account after the first one was confirmed (SMS code) ----

/** The account being changed to, kept sealed on the server's side until the code is entered. */
export interface PendingBankChange {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export const pendingBankChange = sealedCookie<PendingBankChange>('__hl_bank_change', 'bank-change', 15 * 60, '/activate');

/**
 * Once the account was confirmed (by finishing the wizard), another one needs the SMS code of
 * POST /member/bank/change/start (docs/contracts.md): sends it and goes to the code form. Null when
 * the account was never confirmed (the 409 is about something else).
 */
export async function startBankChange(api: ApiClient, request: Request, pending: PendingBankChange, values: Record<string, string>): Promise<Response | null> {
  const kyc = await loadKyc(api);
  if (!kyc.bank?.confirmedAt) return null;
  const r = await api.post('/member/bank/change/start', { ...pending, confirmAccountNumber: pending.accountNumber });
  if (r.ok) {
    return api.redirect(BANK_CONFIRM_PATH, {
      cookies: [await pendingBankChange.write(pending), await flashCookie(request, notice.info(r.data.message))],
    });
  }
  if (r.status === 400 && hasErrors(r.errors)) {
    return stepFailure(api, { status: 400, formError: apiStepMessage(r, api.lang), errors: r.errors, values });
  }
  return stepFailure(api, { status: r.status === 0 ? 503 : r.status, formError: r.message, values });
}

// ---- The ID step's multipart form ----

const FILE_FIELD_NAMES: ReadonlySet<string> = new Set(IMAGE_FIELDS.map((f) => f.field));
const TEXT_FIELD_NAMES: ReadonlySet<string> = new Set([CSRF_FIELD, 'identityType', 'otherIdentityType', 'identityNumber']);
const MAX_TEXT_BYTES = 4 * 1024;

async function drain(data: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const _chunk of data) {
    /* discard */
  }
}

function unreadable(request: Request): Response {
  return new Response(t(requestLanguage(request), 'activation.formUnreadable'), {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * Reads the ID step's multipart form in memory: the three images (each at most 8 MB + 1 byte, so
 * that the API can tell "too large" from "exactly 8 MB"), the text fields (small), nothing else.
 * An image over the limit is skipped and named in `tooLarge`, so the rest of the form is kept.
 * Then checks the CSRF token and Origin exactly as `readVerifiedForm` does for other forms. Only
 * for a signed-in member (the caller checks), so that nobody else makes the server read photos.
 */
export async function readIdentityForm(request: Request): Promise<{ form: FormData; tooLarge: Set<string> }> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    // A client that posted the fields without files: the usual reader and checks.
    return { form: await readVerifiedForm(request), tooLarge: new Set() };
  }
  const files = unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES + 1 });
  const texts = unstable_createMemoryUploadHandler({ maxPartSize: MAX_TEXT_BYTES });
  const tooLarge = new Set<string>();
  const seen = new Set<string>();
  const handler: UploadHandler = async (part) => {
    const isFile = FILE_FIELD_NAMES.has(part.name) && typeof part.filename === 'string';
    const isText = TEXT_FIELD_NAMES.has(part.name) && typeof part.filename !== 'string';
    // Each field once: a repeated part is read past, never kept.
    if ((!isFile && !isText) || seen.has(part.name)) {
      await drain(part.data);
      return undefined;
    }
    seen.add(part.name);
    try {
      return await (isFile ? files : texts)(part);
    } catch (error) {
      if (!(error instanceof MaxPartSizeExceededError)) throw error;
      await drain(part.data);
      if (isFile) tooLarge.add(part.name);
      return undefined;
    }
  };
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, handler);
  } catch {
    throw unreadable(request);
  }
  await verifyCsrf(request, form);
  return { form, tooLarge };
}

/** The CSRF and Origin checks of `readVerifiedForm`, applied to a form already read. */
async function verifyCsrf(request: Request, form: FormData): Promise<void> {
  const headers = new Headers(request.headers);
  headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
  headers.delete('Content-Length');
  const token = form.get(CSRF_FIELD);
  const probe = new Request(request.url, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ [CSRF_FIELD]: typeof token === 'string' ? token : '' }),
  });
  await readVerifiedForm(probe);
}

/** A file the member chose (an empty file input posts a nameless, empty part). */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  if (!value || typeof value === 'string') return null;
  if (value.size === 0 && !value.name) return null;
  return value;
}
