/** Hardship requests: the refusals, the statuses and the SMS of a decision. */
export const apiHardship = {
  tooLate: 'A request must be made at least {{days}} days before the due date ({{dueDate}}). Please contact us instead.',
  alreadyOpen: 'A request for this loan is already waiting for a decision.',
  loanNotOpen: 'Only a loan you are repaying can have a hardship request.',
  notFound: 'There is no such hardship request.',
  notPending: 'This request was already decided.',
  kind: 'Choose an extension or a restructured schedule.',
  reason: 'Write your reason, up to {{max}} characters.',
  proposedAmount: 'Enter the monthly amount you can pay in PHP, e.g. 5000 or 5000.50.',
  decision: 'Choose to approve or to reject.',
  kindName: {
    EXTENSION: 'Extension',
    RESTRUCTURE: 'Restructured schedule',
  },
  status: {
    PENDING: 'Waiting for a decision',
    APPROVED: 'Approved',
    REJECTED: 'Not approved',
  },
  smsDecided: '{{company}}: Your hardship request for loan {{loanNumber}} was decided: {{status}}. Open the app for the details.',
};
