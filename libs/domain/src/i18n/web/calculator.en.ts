/** The loan calculator's labels (features/calculator/LoanCalculator.tsx). */
export const calculator = {
  title: 'Loan calculator',
  amount: 'Amount',
  slider: 'Or choose the amount on the slider',
  currency: 'Currency',
  term: 'Term (monthly instalments)',
  months: ' months',
  compute: 'Compute',
  loanAmount: 'Loan amount',
  monthlyPrincipal: 'Monthly principal',
  instalment: 'Monthly instalment',
  totalInterest: 'Total interest',
  totalRepay: 'Total to repay',
  eirMonthly: 'EIR (monthly)',
  eirYearly: 'EIR (yearly)',
  /** After the number of instalments. */
  footnote: ' monthly instalments. No fees before disbursement. The last instalment may differ by a few centavos. Read the Disclosure Statement before you sign for a loan.',
};

/**
 * The calculator's figures with their words, as templates: filled by the server, and by the plain
 * script on / (features/calculator/enhance.ts) that takes them from the page.
 */
export const calculatorFigure = {
  range: '{{currency}} {{min}} to {{max}}',
  currencyNote: 'The loan is paid out and repaid in PHP.',
  currencyNoteForeign: '1 PHP = {{rate}} {{currency}}. The loan is paid out and repaid in PHP.',
  caption: 'Loan figures for {{currency}} {{amount}} over {{months}} months',
  rateOfPhp: 'In PHP (1 PHP = {{rate}} {{currency}})',
  interestLabel: 'Monthly interest ({{rate}} a month)',
};
