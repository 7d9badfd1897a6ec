/** Loans (apps/api modules/loans): the refusal reasons officers choose by code, and the service's own messages. */
export const apiLoanRejection = {
  LOW_INCOME: 'Your monthly income is too low for this loan.',
  HIGH_DSR: 'The instalment would be too large a share of your monthly income.',
  KYC_FAILED: 'We could not verify your identity.',
  AGE_OUT_OF_RANGE: 'Borrowers must be 18 to 80 years old.',
  INCOMPLETE_DOCUMENTS: 'Your documents are incomplete.',
  OTHER_POLICY: 'The application does not meet our lending policy.',
};

/** Why an approval is as it is, in the borrower's words (a lower amount always names one). */
export const apiLoanApproval = {
  FULL: 'Your application meets our lending policy.',
  LOWER_DSR: 'We approved a lower amount so that your instalment stays a safe share of your monthly income.',
  LOWER_INCOME: 'We approved a lower amount that fits your monthly income.',
  LOWER_HISTORY: 'We approved a lower amount until you build a repayment history with us.',
  LOWER_POLICY: 'Our lending policy limits the amount we can lend you now.',
};

export const apiLoans = {
  changedConcurrently: 'This loan was changed at the same time. Please try again.',
};
