/** A late charge waived through four eyes: the refusals, the checker's words and the borrower's SMS. */
export const apiLateCharges = {
  instalment: 'Choose the instalment whose late charge to waive.',
  amount: 'Enter the amount to waive in PHP, e.g. 150 or 150.50.',
  reason: 'Write why, up to {{max}} characters.',
  amountAbove: 'This instalment owes PHP {{owed}} of late charge: waive at most that.',
  loanNotFound: 'No loan has this number.',
  notRunning: 'This loan is not being repaid: it owes no late charge to waive.',
  nothingToWaive: 'Instalment {{instalment}} owes no late charge.',
  changed: 'The instalment owes less late charge than this waiver now (a payment since it was asked): reject it and ask again.',
  requested: 'Waiver requested. A second staff member must approve it.',
  instalmentDue: 'Instalment {{number}}, due {{dueDate}}',
  sms: '{{company}}: PHP {{amount}} of the late charge on instalment {{instalment}} of loan {{loanNumber}} was waived. You owe that much less. Open the app to see your balance.',
};
