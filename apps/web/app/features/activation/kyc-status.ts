// Where a member stands with the identity check, in words for /dash (docs/product.md §2 Dashboard; issue
// 12, defect 8): the review's status comes from the API (its KYC catalogue, in the request's language), what
// happens next from here.
import { t, type Language } from '@halimbawa/domain';
import type { KycSummary } from '~/lib/api/types';
import { pathForState } from '~/features/activation/steps';

export type KycReview = NonNullable<KycSummary['kyc']>;

export interface KycNextStep {
  /** What happens next, in one or two sentences. */
  text: string;
  /** Where the member acts, if they must. */
  action: { label: string; to: string } | null;
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
