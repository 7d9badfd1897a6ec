/** Settings › Your data (routes/settings+/data.tsx, data[.]json.tsx, data[.]pdf.tsx). */
export const memberData = {
  title: 'Your data',
  intro: 'Under the Data Privacy Act you may have a copy of everything we hold about you: your account, the details you gave at activation, your loans, your support requests and every SMS and e-mail we sent you.',
  downloadPdf: 'Download your data to read (PDF)',
  downloadPdfNote: 'Your account, activation, consents, loans with their schedules and payments, wallet movements and messages, in this language. A few downloads an hour.',
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
  retention:
    'We keep your loan records and money movements for 10 years after the loan is closed, as lending rules require; your identity details for 5 years after your last loan; the rest only while your account is open, or for the shorter time the law asks after you close it.',
  close: {
    heading: 'Close your account',
    intro: 'You can close your account once nothing is open: no loan to pay, no application waiting, and no withdrawal on its way. You will no longer be able to sign in, and we will send you an SMS.',
    walletHeading: 'Money left in your wallet',
    wallet:
      'More than PHP 999.00 can be withdrawn: withdraw it first (Wallet, Withdraw). PHP 999.00 or less, below the smallest withdrawal, is refunded to your confirmed bank or e-wallet account when you close. While a loan is still open, pay it from your wallet (Pay): that applies the balance to the loan.',
    password: 'Your password',
    passwordHint: 'To confirm that it is you.',
    confirm: 'I understand that I will no longer be able to sign in.',
    confirmRequired: 'Tick the box to confirm.',
    submit: 'Close my account',
  },
};
