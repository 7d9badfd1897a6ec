/** Loans (apps/api modules/loans): the refusal reasons officers choose by code, and the service's own messages. */
export const apiLoanRejection = {
  LOW_INCOME: 'Your monthly income is too low for this loan.',
  HIGH_DSR: 'The instalment would be too large a share of your monthly income.',
  KYC_FAILED: 'We could not verify your identity.',
  AGE_OUT_OF_RANGE: 'Borrowers must be 18 to 80 years old.',
  INCOMPLETE_DOCUMENTS: 'Your documents are incomplete.',
  OTHER_POLICY: 'The application does not meet our lending policy.',
};

export const apiLoans = {
  changedConcurrently: 'This loan was changed at the same time. Please try again.',
};
