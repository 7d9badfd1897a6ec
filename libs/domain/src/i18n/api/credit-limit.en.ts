/** The credit limit and the re-loan offer (docs/credit-limits.md): the reasons, the refusals, the dashboard's card. */
export const apiCreditLimit = {
  rule: {
    RAISED: 'You repaid your last loan of {{previous}} with no instalment more than {{graceDays}} days late, so your limit grew by {{step}} to {{amount}}.',
    AT_MAXIMUM: 'You repaid your last loan of {{previous}} on time, so your limit grew to the most we lend, {{amount}}.',
    HELD: 'Your last loan of {{previous}} had an instalment more than {{graceDays}} days late, so your limit stays at {{amount}}.',
    REDUCED_BY_INCOME: 'Your limit is higher, but an instalment may take at most 40% of your monthly net income, so we offer {{amount}} over the longest term.',
    OPEN_LOAN: 'You have a loan open: an offer comes once it is repaid.',
    NO_REPAID_LOAN: 'An offer comes after your first loan is repaid.',
    DEFAULTED: 'Loan {{loanNumber}} was not repaid, so we cannot offer another loan.',
    INCOME: 'Your monthly net income does not cover the instalment of our smallest loan, {{min}}.',
  },
  outcome: {
    RAISED: 'Raised the limit',
    HELD: 'Held the limit',
    NOT_COUNTED: 'Not counted (ended in its cooling-off period)',
    OPEN: 'Open: it counts once repaid',
  },
  refusal: {
    noOffer: 'You have no pre-approved offer now.',
    aboveOffer: 'The amount is more than your offer of {{amount}}.',
    kycNotVerified: 'Your identity is not verified now: update your profile in Settings before you apply.',
    bankChanged: 'Your bank account changed after your identity was verified: apply with the ordinary application form, so that an officer checks it.',
  },
  card: {
    title: 'Your next loan is pre-approved',
    amount: 'Up to {{amount}}',
    term: '{{count}} monthly instalments of {{instalment}}',
    apply: 'Apply for {{amount}}',
    noDocuments: 'No documents to upload again: we use the ones we verified.',
  },
};
