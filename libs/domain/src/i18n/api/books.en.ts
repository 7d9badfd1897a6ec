/** Closed periods of the books (apps/api modules/closed-periods, and the ledger's refusal). */
export const apiBooks = {
  month: 'Give a month as YYYY-MM, e.g. 2027-01.',
  monthNotEnded: '{{month}} has not ended yet: a month is closed after its last day.',
  alreadyClosed: 'The books are closed through {{closedThrough}} already: choose a later month.',
  closeOfBusinessNeverRan: 'The close of business has not run yet: it must close every day through {{lastDay}} before the month is closed.',
  closeOfBusinessBehind: 'The close of business has closed the days through {{through}} only: it must close {{lastDay}} before the month is closed.',
  allowanceNotMeasured: 'The allowance for credit losses has not been measured at {{lastDay}} yet: it is posted on that day, so the month is closed after it.',
  adminChecks: 'Only another admin may approve closing a month.',
  periodClosed: 'The books are closed through {{closedThrough}}: nothing may be booked on {{bookedOn}}. Post the correction in the open period.',
};
