import type { InfoState } from '@halimbawa/domain';

export interface KycReason {
  /** What the member reads, in words (never free text typed by staff: docs/product.md §0.4). */
  message: string;
  /** The wizard step the member resubmits; a rejection moves the member's info state back to it. */
  step: Exclude<InfoState, 'INFO_COMPLETED'>;
}

/** The fixed list of reasons an officer may give when rejecting a member's KYC. */
export const KYC_REJECTION_REASONS = {
  ID_UNREADABLE: {
    message: 'The photos of your ID could not be read. Please upload clear, well-lit photos of the front and back of your ID.',
    step: 'IDENTITY_INFO',
  },
  ID_EXPIRED: {
    message: 'Your ID has expired. Please upload photos of a valid government-issued ID.',
    step: 'IDENTITY_INFO',
  },
  ID_NUMBER_MISMATCH: {
    message: 'The ID number you entered does not match the number on your ID. Please check it and enter it again.',
    step: 'IDENTITY_INFO',
  },
  SELFIE_MISMATCH: {
    message: 'Your selfie does not clearly show the person on your ID. Please take a new selfie with your face clearly visible.',
    step: 'IDENTITY_INFO',
  },
  NAME_MISMATCH: {
    message: 'The name you entered does not match the name on your ID. Please enter your name exactly as it appears on your ID.',
    step: 'PERSONAL_INFO',
  },
  BIRTH_DATE_MISMATCH: {
    message: 'The date of birth you entered does not match your ID. Please correct your date of birth.',
    step: 'PERSONAL_INFO',
  },
  INCOMPLETE_ADDRESS: {
    message: 'Your address is incomplete. Please enter your full residential address, including your street, town and province.',
    step: 'ADDRESS_INFO',
  },
  REFERENCES_INVALID: {
    message: 'We could not confirm your character references. Please check their names, relationships and phone numbers.',
    step: 'REFERENCES_INFO',
  },
  BANK_ACCOUNT_NAME_MISMATCH: {
    message: 'The bank account is not in your name. Please enter an account of your own, under your name.',
    step: 'BANK_INFO',
  },
} as const satisfies Record<string, KycReason>;

export type KycReasonCode = keyof typeof KYC_REJECTION_REASONS;

export const KYC_REASON_CODES = Object.keys(KYC_REJECTION_REASONS) as KycReasonCode[];

export function isKycReasonCode(code: unknown): code is KycReasonCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(KYC_REJECTION_REASONS, code);
}

export function kycReason(code: KycReasonCode): KycReason {
  return KYC_REJECTION_REASONS[code];
}
