import { t, type InfoState } from '@halimbawa/domain';

export interface KycReason {
  /** What the member reads, in words (never free text typed by staff: docs/product.md §0.4); in Filipino: apiKyc.reason.<code>. */
  message: string;
  /** The wizard step the member resubmits; a rejection moves the member's info state back to it. */
  step: Exclude<InfoState, 'INFO_COMPLETED'>;
}

/** The fixed list of reasons an officer may give when rejecting a member's KYC. */
export const KYC_REJECTION_REASONS = {
  ID_UNREADABLE: {
    message: t('en', 'apiKyc.reason.ID_UNREADABLE'),
    step: 'IDENTITY_INFO',
  },
  ID_EXPIRED: {
    message: t('en', 'apiKyc.reason.ID_EXPIRED'),
    step: 'IDENTITY_INFO',
  },
  ID_NUMBER_MISMATCH: {
    message: t('en', 'apiKyc.reason.ID_NUMBER_MISMATCH'),
    step: 'IDENTITY_INFO',
  },
  SELFIE_MISMATCH: {
    message: t('en', 'apiKyc.reason.SELFIE_MISMATCH'),
    step: 'IDENTITY_INFO',
  },
  NAME_MISMATCH: {
    message: t('en', 'apiKyc.reason.NAME_MISMATCH'),
    step: 'PERSONAL_INFO',
  },
  BIRTH_DATE_MISMATCH: {
    message: t('en', 'apiKyc.reason.BIRTH_DATE_MISMATCH'),
    step: 'PERSONAL_INFO',
  },
  INCOMPLETE_ADDRESS: {
    message: t('en', 'apiKyc.reason.INCOMPLETE_ADDRESS'),
    step: 'ADDRESS_INFO',
  },
  REFERENCES_INVALID: {
    message: t('en', 'apiKyc.reason.REFERENCES_INVALID'),
    step: 'REFERENCES_INFO',
  },
  BANK_ACCOUNT_NAME_MISMATCH: {
    message: t('en', 'apiKyc.reason.BANK_ACCOUNT_NAME_MISMATCH'),
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
