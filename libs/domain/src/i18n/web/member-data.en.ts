/** Settings › Your data (routes/settings+/data.tsx, data[.]json.tsx). */
export const memberData = {
  title: 'Your data',
  intro: 'Under the Data Privacy Act you may have a copy of everything we hold about you: your account, the details you gave at activation, your loans, your support requests and every SMS and e-mail we sent you.',
  download: 'Download your data (JSON)',
  downloadNote: 'A file you can open with any text editor. One-time codes in it are hidden. Each download is recorded.',
  consentsHeading: 'Your consents',
  consentsNone: 'No consent recorded.',
  given: 'Given on {{date}}',
  version: 'Version {{version}}',
  consent: {
    TERMS_AND_PRIVACY: 'The Terms and Conditions and the Privacy notice, at registration',
    CREDIT_BUREAU_REPORTING: 'The reporting of your loans to credit bureaus, at activation',
    LOAN_CONTRACT: 'Your loan contract, signed with an SMS code',
  },
  retentionHeading: 'How long we keep it',
  retention: 'We keep your loan records for 10 years after the loan is closed, as lending rules require, and everything else for as long as your account is open. Write to us from Support to close your account once nothing is owed.',
};
