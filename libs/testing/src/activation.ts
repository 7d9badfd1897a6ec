import { bearer, type ApiClient } from './api-client';
import { registerMember, type RegisteredMember } from './members';

/** Good answers to the five activation steps, in the wizard's order. */
export const ACTIVATION_STEPS = {
  personal: {
    gender: 'Female',
    firstName: 'Maria',
    middleName: 'Clara',
    lastName: 'Santos',
    birthDay: '7',
    birthMonth: '3',
    birthYear: '1990',
    maritalStatus: 'Single',
    nationality: 'Filipino',
    isAgree: 'on',
  },
  address: { countryResidence: 'PH', province: 'Metro Manila', town: 'Makati City', streetAddress: '#12 Ayala Avenue, Brgy. San Lorenzo', postalCode: '1226' },
  references: { refFullName1: 'Ana Reyes', refRelationship1: 'Sister', refPhoneNumber1: '9181234567' },
  identity: { identityType: 'Passport', identityNumber: 'P1234567A' },
  bank: { bankName: 'BDO Unibank', accountName: 'Maria Santos', accountNumber: '001234567890', confirmAccountNumber: '001234567890' },
};

export type ActivationStep = keyof typeof ACTIVATION_STEPS;
export const ACTIVATION_STEP_ORDER: readonly ActivationStep[] = ['personal', 'address', 'references', 'identity', 'bank'];

export const DOCUMENT_KINDS = ['ID_FRONT', 'ID_BACK', 'SELFIE'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A real 64 x 48 JPEG (a plain blue picture), uploaded for each of the three KYC photos. */
export const ID_PHOTO = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAwAEADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCfgLNLAAAAAAAAAAAAAAAAAAAAAAP/2Q==',
  'base64',
);

/** Uploads the three KYC photos (the identity step needs them); answers each document's id. */
export async function uploadDocuments(api: ApiClient, token: string): Promise<Record<DocumentKind, string>> {
  const ids = {} as Record<DocumentKind, string>;
  for (const kind of DOCUMENT_KINDS) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([ID_PHOTO], { type: 'image/jpeg' }), 'photo.jpg');
    ids[kind] = (await api.call<{ id: string }>('POST', '/member/documents', { token, form })).id;
  }
  return ids;
}

/** What saving a step answers: the wizard's state, or a refusal with its code, message and field refusals. */
export interface StepAnswer {
  state?: string;
  infoState?: string;
  code?: string;
  message?: string;
  errors?: Record<string, { code: string; message: string; params?: Record<string, string | number> }>;
}

/** Saves one activation step (good answers unless `body` is given); answers whatever the API says. */
export function saveStep(api: ApiClient, token: string, step: ActivationStep, body: Record<string, unknown> = ACTIVATION_STEPS[step]) {
  return api.request<StepAnswer>('PATCH', `/member/update/${step}`, { token, body });
}

/** Takes a registered member through the activation steps up to `upTo` (all five by default), photos included. */
export async function completeActivation(api: ApiClient, token: string, upTo: ActivationStep = 'bank'): Promise<void> {
  for (const step of ACTIVATION_STEP_ORDER) {
    if (step === 'identity') await uploadDocuments(api, token);
    const answer = await saveStep(api, token, step);
    if (answer.status !== 200) throw new Error(`PATCH /member/update/${step}: ${answer.status} ${answer.text}`);
    if (step === upTo) return;
  }
}

/** The officer (by `officerToken`) verifies the member's KYC. */
export async function verifyKyc(api: ApiClient, memberId: string, officerToken: string): Promise<void> {
  await api.ok(api.typed.POST('/officer/members/{id}/kyc', { params: { path: { id: memberId } }, headers: bearer(officerToken), body: { status: 'VERIFIED' } }), 200);
}

/**
 * The activation fixture: registers a member with the number `national`, takes them through the
 * five steps with the photos, and, given an officer's token, has that officer verify their KYC.
 */
export async function activatedMember(
  api: ApiClient,
  national: string,
  opts: { registration?: Record<string, unknown>; verifiedBy?: string } = {},
): Promise<RegisteredMember> {
  const member = await registerMember(api, national, opts.registration);
  await completeActivation(api, member.accessToken);
  if (opts.verifiedBy) await verifyKyc(api, member.id, opts.verifiedBy);
  return member;
}
