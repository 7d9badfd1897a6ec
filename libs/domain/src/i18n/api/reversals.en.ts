/** Payment reversals (apps/api modules/repayments, payment-reversal.service.ts). */
export const apiReversals = {
  reason: 'Say why the payment is reversed (1 to 500 characters).',
  alreadyReversed: 'This payment was already reversed.',
  payoff: 'A pay-off cannot be reversed here: its rebate changed the whole schedule.',
  notLatest: "Only the loan's latest payment can be reversed. Reverse the later payments first.",
  requested: 'Reversal requested. A second staff member must approve it.',
};
