// Where a member stands with the identity check, in words for /dash (docs/product.md §2 Dashboard; issue
// 12, defect 8): the review's status comes from the API's KYC catalogue, what happens next from here.
import { statusCatalogues, t, type Language } from '@halimbawa/domain';
import type { KycSummary } from '~/lib/api/types';
import { pathForState } from '~/features/activation/steps';

export type KycReview = NonNullable<KycSummary['kyc']>;

export interface KycNextStep {
  /** What happens next, in one or two sentences. */
  text: string;
  /** Where the member acts, if they must. */
  action: { label: string; to: string } | null;
}

/**
 * The review in the page's language (/dash and Settings): the API words the status in English, so the
 * same catalogue entry is taken in the page's language, and a rejection's reason by its code.
 */
export function kycWords(review: Pick<KycReview, 'status' | 'reason' | 'reasonCode'>, lang: Language) {
  const reason = review.reason ? (review.reasonCode ? t(lang, `apiKyc.reason.${review.reasonCode}`) : review.reason) : null;
  return { ...statusCatalogues(lang).kycStatus[review.status], reason };
}

export function kycNextStep(review: Pick<KycReview, 'status' | 'resubmitStep'>, lang: Language): KycNextStep {
  switch (review.status) {
    case 'VERIFIED':
      return { text: t(lang, 'activation.kyc.verified'), action: null };
    case 'REJECTED':
      return {
        text: t(lang, 'activation.kyc.rejected'),
        action: { label: t(lang, 'activation.kyc.correct'), to: review.resubmitStep ? pathForState(review.resubmitStep) : '/activate' },
      };
    default:
      return { text: t(lang, 'activation.kyc.pending'), action: null };
  }
}
