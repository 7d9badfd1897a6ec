// Where a member stands with the identity check, in words for /dash (docs/product.md §2 Dashboard; issue
// 12, defect 8): the review's status comes from the API's KYC catalogue, what happens next from here.
import type { KycSummary } from '~/lib/api/types';
import { pathForState } from '~/features/activation/steps';

export type KycReview = NonNullable<KycSummary['kyc']>;

export interface KycNextStep {
  /** What happens next, in one or two sentences. */
  text: string;
  /** Where the member acts, if they must. */
  action: { label: string; to: string } | null;
}

export function kycNextStep(review: Pick<KycReview, 'status' | 'resubmitStep'>): KycNextStep {
  switch (review.status) {
    case 'VERIFIED':
      return { text: 'You can apply for a loan. A loan officer reviews each application, and we send you an SMS with the decision.', action: null };
    case 'REJECTED':
      return {
        text: 'Please correct what the reason says in the activation steps; a loan officer then checks again.',
        action: { label: 'Correct my information', to: review.resubmitStep ? pathForState(review.resubmitStep) : '/activate' },
      };
    default:
      return {
        text:
          'A loan officer checks your ID and selfie, and we send you an SMS when it is done. You may apply now, ' +
          'but a loan can only be approved once your identity is verified.',
        action: null,
      };
  }
}
