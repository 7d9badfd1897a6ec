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
  created: 'The account is made. A code to set the password was sent by SMS to {{phone}}.',
  resetSent: 'Its sessions have ended. A code to set a new password was sent by SMS to {{phone}}.',
  rolesChanged: 'The roles are saved.',
};
