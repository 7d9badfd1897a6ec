/** Assigning a payment held in suspense (apps/api modules/payments, suspense-assignment.service.ts). */
export const apiSuspense = {
  target: 'Choose where the payment goes: a loan or a member\'s wallet.',
  loanNumber: 'Enter the number of a loan being repaid, e.g. HLC-2027-000123.',
  memberPhone: "Enter the phone number of the member whose wallet receives it, e.g. 0917 123 4567.",
  memberClosed: "That member's account is closed: its wallet takes no money. Return the payment to the payer.",
  notInSuspense: 'There is no such payment in suspense.',
  alreadyAssigned: 'This payment was already assigned.',
  requested: 'Assignment requested. A second staff member must approve it.',
};
