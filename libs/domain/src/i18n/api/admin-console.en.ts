/** The audit trail (apps/api modules/audit) and the staff accounts an admin keeps (modules/staff). */
export const apiAudit = {
  person: 'Give a phone number (e.g. 09171234567) or an id.',
  loan: 'Give a loan number, e.g. HLC-2026-000123.',
  day: 'Give a day as YYYY-MM-DD, e.g. 2026-11-27.',
  dayOrder: 'This day must not be before the first day.',
};

export const apiStaff = {
  roles: 'Choose LOAN_OFFICER, ADMIN or both.',
  phoneTaken: 'This phone number already has an account.',
  notStaff: 'No staff account has this id.',
  notYourself: 'You cannot deactivate your own account.',
  lastAdmin: 'This is the last active admin: make another admin first.',
  alreadyDeactivated: 'This account is already deactivated.',
  deactivated: 'The account is deactivated and its sessions have ended.',
  createRequested: 'The new account waits for a second admin to approve it. Then a code to set the password goes by SMS to its phone.',
  resetRequested: 'The reset waits for a second admin to approve it. Then the sessions end and a code to set a new password goes by SMS to the phone.',
  rolesRequested: 'The new roles wait for a second admin to approve them.',
  adminChecks: 'Only an admin can approve a change to a staff account.',
};

export const apiSettings = {
  rate: 'Give the monthly rate in basis points, a whole number from 1 to 1000 (50 = 0.5 %).',
  amount: 'Give a whole amount above 0.',
  maxBelowMin: 'The largest amount must not be below the smallest.',
  terms: 'Give 1 to 12 terms in months, each from 1 to 60, none twice.',
  lateCharge: 'Give the late charge in basis points a month, a whole number from 0 to 1000.',
  dti: 'Give the debt-to-income limit in basis points, a whole number from 0 to 10000.',
  complaintDays: 'Give the days a complaint has for its answer, a whole number from 1 to 90.',
};
