/**
 * The loan agreement, its terms and the labels of the loan PDFs (apps/api modules/loans: loan.rules.ts,
 * loan-pdf.ts). The English text governs; the Filipino one is its translation (docs/decisions/009-languages.md).
 */
export const apiContract = {
  lateCharge:
    'No late charge during a grace period of {{graceDays}} days after a due date. After that, a late charge of at most {{rate}} per month of the overdue amount, that is at most PHP {{perThousand}} a month for each PHP 1,000.00 overdue. No other fees.',
  cancellation:
    'You may cancel for free at any time before the money is credited to your wallet. Within {{days}} days of signing, even after the money is credited, you may cancel by returning the principal from your wallet, with no interest and no fee.',
  title: 'LOAN AGREEMENT {{loanNumber}}',
  parties:
    '1. Parties. This agreement is between {{lender}}, {{address}}, SEC Registration No. {{sec}}, Certificate of Authority No. {{authority}} (the Lender), and {{borrower}}, registered mobile number {{phone}} (the Borrower).',
  loan: "2. Loan. The Lender lends the Borrower {{amount}}{{foreign}}. The full amount is credited to the Borrower's wallet with the Lender within 24 hours of signing. No fee of any kind is deducted or charged before or at disbursement.",
  foreign: ' (applied for as {{amount}} at {{rate}})',
  interest: '3. Interest. Add-on interest of {{rate}} per month on the principal, {{total}} in total. Effective interest rate: {{eirMonthly}} per month, {{eirYearly}} per year.',
  repayment:
    '4. Repayment. {{months}} monthly instalments of {{instalment}} (the last one adjusted so the total is exact), {{total}} in total, the first due one month after disbursement, as in the schedule of the disclosure statement.',
  latePayment: '5. Late payment. {{terms}} Reminders go to the Borrower only, never to references or contacts, between 6 am and 10 pm.',
  prepayment: '6. Prepayment. The Borrower may repay all or part of the loan at any time without penalty; unearned interest is rebated.',
  cancellationClause: '7. Cancellation. {{terms}}',
  signing:
    '8. Signing. The Borrower signs this agreement electronically by entering the one-time code sent by SMS to the registered mobile number. The Lender and its staff never ask for this code and never ask for any payment to release, unlock or withdraw a loan.',
  disclosure: '9. Disclosure. The Borrower has read the Disclosure Statement (Truth in Lending Act, R.A. 3765) before signing.',
};

export const apiLoanPdf = {
  contractTitle: 'Loan contract {{loanNumber}}',
  disclosureTitle: 'Disclosure statement {{loanNumber}}',
  contractSubject: 'Signed loan contract',
  disclosureSubject: 'Truth in Lending disclosure statement',
  secNumber: 'SEC Registration No. {{number}}',
  authorityNumber: 'Certificate of Authority No. {{number}}',
  bspNumber: 'BSP Registration No. {{number}}',
  contractHeading: 'LOAN CONTRACT AND DISCLOSURE STATEMENT',
  disclosureHeading: 'DISCLOSURE STATEMENT ON LOAN TRANSACTION',
  asRequired: '(As required under R.A. 3765, Truth in Lending Act)',
  translationHeading: 'TRANSLATION',
  loanNumber: 'Loan number',
  borrower: 'Borrower',
  appliedFor: 'Amount applied for ({{rate}})',
  financed: '1. Amount financed (principal)',
  financeCharge: '2. Finance charge (add-on interest; no other charges)',
  netProceeds: '3. Net proceeds of the loan (no deductions)',
  monthlyRate: '4. Monthly add-on interest rate',
  effectiveRate: '5. Effective interest rate (monthly / yearly)',
  payments: '6. Number of monthly payments',
  instalment: '7. Monthly instalment',
  totalRepay: '8. Total amount to repay',
  scheduleEstimated: 'Repayment schedule (due dates estimated: they start from the disbursement date)',
  schedule: 'Repayment schedule',
  columnNumber: 'No.',
  columnDueDate: 'Due date',
  columnPrincipal: 'Principal',
  columnInterest: 'Interest',
  columnTotal: 'Total',
  latePayment: 'Late payment',
  cancellation: 'Cancellation',
  withdrawalLimits: 'Taking the money out of your wallet',
  signedElectronically: 'Signed electronically',
  signedBy:
    'Signed by {{name}}, registered mobile number {{phone}}, on {{time}} ({{iso}}), by entering the one-time code sent by SMS to that number.',
  notSigned: 'Generated on {{time}}. Not signed: this statement is for reading before signing.',
  manilaTime: '{{time}} (Manila time)',
};
