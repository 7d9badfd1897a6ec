/**
 * The English catalogue: every text of libs/domain by key (docs/decisions/009-languages.md). The
 * exported constants of the other modules (MESSAGES, LOAN_MESSAGES, the status catalogues, ...) are
 * read from here. Variables are i18next's `{{name}}`; a key with `_one` / `_other` forms is chosen
 * by `count` (Intl.PluralRules of the language).
 */
import { GENDERS, ID_TYPES, JOB_CATEGORIES, MARITAL_STATUSES } from '../enums';
import { shell } from './web/shell.en';
import { webMessage } from './web/webmessage.en';
import { calculator, calculatorFigure } from './web/calculator.en';
import { publicPage } from './web/public.en';
import { auth } from './web/auth.en';
import { policy } from './web/policy.en';
import { wallet } from './web/wallet.en';
import { settings } from './web/settings.en';
import { pay } from './web/pay.en';
import { history } from './web/history.en';
import { activation } from './web/activation.en';
import { loans } from './web/loans.en';
import { support } from './web/support.en';
import { notifications } from './web/notifications.en';
import { memberData } from './web/member-data.en';
import { consoleShell } from './web/console.en';
import { consoleMoney } from './web/console-money.en';
import { books } from './web/books.en';
import { auditPage, closeOfBusinessPage, holidaysPage, settingsPage, staffPage, webhooksPage } from './web/admin-console.en';
import { statements } from './web/statements.en';
import { provisioningPage } from './web/provisioning.en';
import { hardship } from './web/hardship.en';
import { apiErrors } from './api/errors.en';
import { apiAuth } from './api/auth.en';
import { apiKyc } from './api/kyc.en';
import { apiLoanApproval, apiLoanRejection, apiLoans } from './api/loans.en';
import { apiWithdrawals } from './api/withdrawals.en';
import { apiSms } from './api/sms.en';
import { apiContact } from './api/contact.en';
import { apiSupport } from './api/support.en';
import { apiPayments } from './api/payments.en';
import { apiFourEyes } from './api/four-eyes.en';
import { apiSanctions } from './api/sanctions.en';
import { apiAml } from './api/aml.en';
import { compliance } from './web/compliance.en';
import { apiReceipts } from './api/receipts.en';
import { apiCreditLimit } from './api/credit-limit.en';
import { apiHardship } from './api/hardship.en';
import { apiLateCharges } from './api/late-charges.en';
import { apiCurrencies, apiDev } from './api/admin.en';
import { apiReports } from './api/reports.en';
import { apiBooks } from './api/books.en';
import { apiCollections } from './api/collections.en';
import { apiReversals } from './api/reversals.en';
import { apiSuspense } from './api/suspense.en';
import { apiProvisioning, apiWriteOffs } from './api/provisioning.en';
import { apiReconciliation } from './api/reconciliation.en';
import { apiWebhooks } from './api/webhooks.en';
import { apiAccountClosure, apiMemberData } from './api/member-data.en';
import { apiAudit, apiSettings, apiStaff } from './api/admin-console.en';
import { apiContract, apiLoanPdf } from './api/contract.en';

/** In English a stored value is its own label. */
const labelledAsStored = <V extends string>(values: readonly V[]): Readonly<Record<V, string>> =>
  Object.fromEntries(values.map((v): [V, string] => [v, v])) as Record<V, string>;

export const en = {
  /** The language's own name, for the link that switches to it. */
  language: { name: 'English' },

  common: {
    or: 'or',
    /** A date and time wherever it is written (formatDateTime): 'June 3, 2026 at 9:30 PM (Manila time)'. */
    manilaTime: '{{time}} (Manila time)',
  },

  /** Legal texts are shown in the member's language; the English text governs (docs/decisions/009-languages.md). */
  legal: {
    englishGoverns: 'This is a translation for your convenience. If it differs from the English version, the English version governs.',
  },

  /** The messages at the top of a refused form and after the activation wizard. */
  form: {
    /** Something required is missing (the wizard's steps, a loan application before activation). */
    incomplete: 'Please complete your information!',
    /** Any other refused form: the messages are beside the fields. */
    checkFields: 'Please check the highlighted fields.',
    /** The wizard is complete and the identity was verified (only then: docs/product.md §2 Dashboard). */
    activated: 'Information validated successfully!',
    /** The wizard is complete and the ID and selfie wait for a loan officer's review. */
    submittedForReview: 'Your information is complete. A loan officer will now check your ID and selfie; we send you an SMS when it is done.',
  },

  /** One message per field rule (docs/product.md §5). */
  field: {
    phone: 'Between 9 and 15 digits. Must start with a digit. Only numbers are permitted.',
    fullName: 'Please enter both your first and last name. Ensure the name is within a reasonable length.',
    email: 'Invalid email format.',
    password: 'Create a password with 8 to 24 characters, including upper and lower case, a number and a special character.',
    passwordMismatch: 'Password confirmation mismatch.',
    loginPassword: 'Please enter your password.',
    currentPassword: 'Please enter your current password.',
    samePassword: 'Please choose a new password that is different from your current one.',
    workPlaceCountry: 'Please choose your country employed at.',
    workLocation: 'Please enter your work location. Ensure the location is within a reasonable length.',
    jobTitle: 'Please enter your job title. Ensure the job title is within a reasonable length.',
    jobCategory: 'Please choose your job category.',
    monthlyNetIncome: 'Please enter your monthly net income in whole pesos (3 to 7 digits).',
    firstName: 'Please enter your first name. Ensure the first name is within a reasonable length.',
    middleName: 'Please enter your middle name. Ensure the middle name is within a reasonable length.',
    lastName: 'Please enter your last name. Ensure the last name is within a reasonable length.',
    birthDate: 'Please select your date of birth. Make sure the date of birth is between 18 and 80 years old.',
    gender: 'Please select your gender.',
    maritalStatus: 'Please select your marital status.',
    nationality: 'Please select your nationality.',
    isAgree: 'Please tick the box to agree to the reporting of your loan to credit bureaus.',
    countryResidence: 'Please choose your residing country.',
    province: 'Please enter your province. Ensure the province is within a reasonable length.',
    town: 'Please enter your town or city. Ensure the town is within a reasonable length.',
    streetAddress: 'Please enter your street address. Ensure the address is within a reasonable length.',
    postalCode: 'Please enter a postal code of at most 20 letters, digits, spaces or hyphens.',
    refFullName: "Please enter your reference's full name. Ensure the name is within a reasonable length.",
    refRelationship: 'Please enter your relationship with the reference. Ensure it is within a reasonable length.',
    refOwnPhone: "Please enter your reference's phone number, not your own.",
    refIncomplete: 'Please complete the second reference or leave all its fields empty.',
    identityType: 'Please select your ID type.',
    otherIdentityType: 'Please enter the name of your ID type.',
    identityNumber: 'Between 8 and 20 digits. Must start with a digit or alpha-numeric.',
    bankName: 'Please choose your bank or e-wallet.',
    accountName: 'Please enter the account name. Ensure the name is within a reasonable length.',
    accountNumber: 'Please enter your account number: 4 to 100 letters, digits, spaces, dots, hyphens, commas or apostrophes.',
    ewalletNumber: 'GCash and Maya account numbers have 11 digits and start with 09.',
    accountMismatch: 'Account number confirmation mismatch.',
    code: 'Please enter the 6-digit code.',
    amount: 'Please enter an amount in digits, with at most 2 decimals.',
    installmentCount: 'Please choose the number of monthly instalments.',
    currency: 'Please choose a currency.',
    serviceAgreement: 'Please read Service and Policy Agreement',
    withdrawalAmount: 'Please enter an amount of more than 999, in digits with at most 2 decimals.',
    withdrawalBalance: 'The amount is more than your available balance.',
    contactName: 'Please enter your name.',
    contactMessage: 'Please enter your message (at most 2,000 characters).',
    supportTopic: 'Please choose what your message is about.',
    agree: 'Please tick the box to agree.',
    agreeTerms: 'Please tick the box to agree to the Terms and Conditions and the Privacy notice.',
    creditNotice: 'Please tick the box to acknowledge the credit data notice.',
    phoneCountry: 'Please choose the country of your phone number.',
  },

  /** What exactly is wrong with a free-text value: `subject` is a key of `fieldSubject`, `characters` the refused characters. */
  fieldProblem: {
    tooLong_one: '$t(fieldSubject.{{subject}}) can have at most {{count}} character.',
    tooLong_other: '$t(fieldSubject.{{subject}}) can have at most {{count}} characters.',
    digits: '$t(fieldSubject.{{subject}}) cannot contain digits.',
    characters: '$t(fieldSubject.{{subject}}) cannot contain {{characters, chars}}.',
    script: '$t(fieldSubject.{{subject}}) cannot contain {{characters, chars}}: please write it in Latin letters (accents such as ñ and é are fine), or in Chinese or Japanese characters, Greek, Cyrillic or Baybayin.',
    tooShort_one: '$t(fieldSubject.{{subject}}) needs at least {{count}} character.',
    tooShort_other: '$t(fieldSubject.{{subject}}) needs at least {{count}} characters.',
  },

  /** A free-text field in a sentence (the `subject` of `fieldProblem`). */
  fieldSubject: {
    name: 'Your name',
    firstName: 'Your first name',
    middleName: 'Your middle name',
    lastName: 'Your last name',
    workLocation: 'Your work location',
    jobTitle: 'Your job title',
    province: 'The province',
    town: 'The town or city',
    streetAddress: 'The street address',
    referenceName: "Your reference's name",
    relationship: 'The relationship',
    accountName: 'The account name',
  },

  loan: {
    alreadyHasLoan: 'You already have a loan!',
    currencyUnavailable: 'This currency is not available.',
    submitted: 'Loan application submitted.',
    enteredIntoSystem: 'Your loan application has been entered into our system.',
    reviewScheduled: 'The review process for your loan application will be scheduled soon.',
    noApplications: "We haven't received any loan applications so far.",
    notFound: 'Loan not found.',
    contractNotFound: 'Contract not found.',
    reviewAndSign: 'Review and sign your contract',
    cannotSign: 'This loan cannot be signed now.',
    alreadySigned: 'This contract is already signed.',
    codeSent: 'We sent a code to your phone.',
    signed: 'OTP confirmed successfully',
    cannotCancel: 'This loan can no longer be cancelled.',
    cancelledFree: 'Your loan application is cancelled. There is no charge.',
    cancelledCoolingOff: 'Your loan is cancelled and closed. The principal was returned from your wallet; no interest or fee is charged.',
    kycNotVerified: "The member's identity (KYC) is not verified.",
    approveNotPending: 'Only a loan pending review can be approved.',
    rejectNotPending: 'Only a loan pending review can be rejected.',
    ownLoan: 'You cannot decide on your own loan.',
    approvedAmount: 'The approved amount must be between the minimum and the applied amount.',
    approvedTerm: 'The term cannot be longer than the one applied for.',
    reasonCode: 'Please choose a reason from the list.',
    approvalReason: 'Please choose why you approve a lower amount.',
    approvalReasonFull: 'An approval of the full amount has no reason for a lower one.',
    decisionNote: 'Write a note of at most 500 characters.',
    dtiOverrideReason: 'The debt-to-income ratio is above the limit: write why you approve it anyway (at most 500 characters).',
    awaitingSecondApproval: "This loan waits for a second officer's approval.",
    status: 'Please choose a loan status.',
    ewalletBelowProceeds:
      'Your withdrawal account is an e-wallet, which receives at most PHP {{cap}} a month: PHP {{amount}} could not all leave your wallet within the cooling-off period. Change it to a bank account first (the bank account step of your activation), then sign.',
  },

  /** An amount outside the limits: `min`, `max` are 'PHP 150,000.00'; `amount` 'USD 2,580.00 (PHP 150,000.00)'. */
  loanLimit: {
    between: 'The loan amount must be between {{min}} and {{max}}.',
    raisedToMinimum: 'The minimum loan is {{amount}}, so the figures use that amount.',
    loweredToMaximum: 'The maximum loan is {{amount}}, so the figures use that amount.',
  },

  /** An amount past an upper bound (libs/domain amount-limits.ts): `max` is '10,000,000.00', `channel` a channel's name. */
  amountLimit: {
    product: 'The largest amount we take at once is PHP {{max}}.',
    channel: '{{channel}} takes at most PHP {{max}} in one payment.',
  },

  withdrawal: {
    cappedToBalance: 'The amount was more than your available balance, so we set it to your balance of PHP {{balance}}.',
    ewalletMonthlyCap: 'E-wallet accounts can receive at most PHP {{cap}} a month. You can still withdraw PHP {{left}} this month.',
    ewalletPerTransfer: 'E-wallet accounts receive by InstaPay: at most PHP {{max}} a withdrawal.',
    backInWallet: 'The amount is back in your wallet.',
    transferring: 'Transferring... by {{rail}}. {{expectedTime}}',
    transferFailed: 'The transfer could not be completed',
    limitsEwallet: 'E-wallets (GCash, Maya): at most PHP {{perWithdrawal}} a withdrawal and PHP {{perMonth}} a calendar month.',
    limitsBank: 'Bank accounts: no limit of ours; above PHP {{instapay}} a withdrawal goes by PESONet within the banking day.',
  },

  /** How long a transfer takes on each payout rail. */
  payoutRail: {
    INSTAPAY: 'It usually arrives within a few minutes.',
    PESONET: 'It arrives within the same banking day.',
    PESONET_LATER: 'Sent after the {{cutoff}} cut-off or on a weekend, it arrives on {{date}}.',
  },

  repayment: {
    kind: 'Choose the next instalment, an amount, or pay off.',
    amount: 'Please enter an amount in PHP, e.g. 1000 or 1000.50.',
    amountTooHigh: 'That is more than paying off your loan today (PHP {{payoff}}). Choose pay off instead.',
    /** The same refusal in an officer's words (a payment received through a channel). */
    amountAbovePayoff: "That is more than this loan's pay-off today (PHP {{payoff}}). Record the pay-off amount and return the rest to the borrower.",
    amountTooLow: 'The smallest payment is PHP {{minimum}}.',
    notRunning: 'This loan takes no payments now.',
    alreadyPaidOff: 'This loan is fully repaid. There is nothing to pay.',
    paid: 'Payment received: PHP {{amount}}. Thank you.',
    paidOff: 'Payment received: PHP {{amount}}, with PHP {{rebate}} of unearned interest rebated. Your loan is fully repaid. Thank you.',
    channel: 'Choose the channel the money came through.',
    externalRef: 'Enter the reference of the channel (3 to 64 letters, digits, "-" or "_").',
    loanNumber: 'No loan has this number.',
    referenceReused: 'This reference was already recorded for a different payment.',
  },

  /** The statement (short, upper case) and message of each status (docs/product.md §0.4, §4). */
  loanStatus: {
    PENDING_REVIEW: {
      statement: 'LOAN APPLICATION IS PENDING REVIEW',
      // No 'designated Loan Officer': members are not assigned one.
      message: 'Scheduled for evaluation by one of our loan officers. We send you an SMS with the decision; for questions, write to us from the Contact page.',
    },
    APPROVED: {
      statement: 'LOAN APPLICATION APPROVED',
      message: 'Your loan is approved. Read the disclosure statement and sign your contract with the code we send by SMS.',
    },
    REJECTED: {
      statement: 'LOAN APPLICATION NOT APPROVED',
      message: 'We cannot approve this application. You may apply again later or contact us for the reason.',
    },
    CANCELLED: {
      statement: 'LOAN APPLICATION CANCELLED',
      message: 'This loan application was cancelled at no cost to you.',
    },
    CONTRACT_SIGNED: {
      statement: 'CONTRACT SIGNED',
      message: 'Your contract is signed. The loan amount will be credited to your wallet within 24 hours.',
    },
    DISBURSED: {
      statement: 'LOAN DISBURSED',
      message: 'The loan amount has been credited to your wallet and your repayment schedule has started.',
    },
    PAID_OFF: {
      statement: 'LOAN FULLY REPAID',
      message: 'Your loan is fully repaid. Thank you.',
    },
    OVERDUE: {
      statement: 'INSTALMENT OVERDUE',
      message: 'An instalment is past its due date. Please settle it soon; late charges are capped as your contract states.',
    },
    DEFAULTED: {
      statement: 'LOAN IN DEFAULT',
      message: 'Instalments remain unpaid. Please write to us from the Contact page to agree on a repayment plan.',
    },
    WRITTEN_OFF: {
      statement: 'LOAN WRITTEN OFF',
      message:
        'We have stopped collecting this loan and will not send you reminders about it. The unpaid amount is still owed and is reported as unpaid to the credit bureau. Any payment you make on it is still received, with a receipt.',
    },
  },

  loanClosure: {
    COOLING_OFF: {
      statement: 'LOAN CANCELLED IN THE COOLING-OFF PERIOD',
      message: 'You cancelled within the cooling-off period: the principal was returned from your wallet and the loan is closed. No interest or fee was charged.',
    },
    REPAID_ON_TIME: {
      statement: 'LOAN FULLY REPAID',
      message: 'Your loan is fully repaid. Thank you for paying on time.',
    },
  },

  withdrawalStatus: {
    AWAITING_OTP: {
      statement: 'WAITING FOR YOUR CODE',
      message: 'Enter the 6-digit code we sent by SMS to your registered phone within 15 minutes. The amount is held in your wallet until then.',
    },
    QUEUED: {
      statement: 'WITHDRAWAL QUEUED',
      message: 'Your withdrawal is confirmed and waiting to be sent to your account.',
    },
    PROCESSING: {
      statement: 'TRANSFERRING...',
      message: 'The money is being sent to your bank or e-wallet account.',
    },
    COMPLETED: {
      statement: 'WITHDRAWAL COMPLETED',
      message: 'The money was sent to your account. Keep the reference number in case you need to ask your bank.',
    },
    FAILED: {
      statement: 'WITHDRAWAL FAILED',
      message: 'The transfer could not be completed. The full amount is back in your wallet.',
    },
    CANCELLED: {
      statement: 'WITHDRAWAL CANCELLED',
      message: 'You cancelled this withdrawal. The full amount is back in your wallet.',
    },
    EXPIRED: {
      statement: 'WITHDRAWAL EXPIRED',
      message: 'The code was not entered within 15 minutes. The full amount is back in your wallet.',
    },
  },

  kycStatus: {
    PENDING: {
      statement: 'IDENTITY CHECK PENDING',
      message: 'A Loan Officer will review your ID and selfie.',
    },
    VERIFIED: {
      statement: 'IDENTITY VERIFIED',
      message: 'Your ID and selfie were checked and accepted.',
    },
    REJECTED: {
      statement: 'IDENTITY NOT VERIFIED',
      message: 'We could not verify your ID. Please upload clear photos of your ID and a selfie again.',
    },
  },

  /** The credit score's factors (docs/decisions/008-credit-score.md); the figures come from the model. */
  creditFactor: {
    base: {
      label: 'Starting points',
      explanation: 'Every member starts with {{points}} points.',
    },
    verified: {
      label: 'Verified profile',
      explanation: 'Your identity is verified: +{{points}}.',
      notYet: 'Your identity is not verified yet. Verification adds {{points}} points.',
    },
    onTime: {
      label: 'On-time repayments',
      explanation_one: '{{count}} instalment paid on time (by the due date or within the grace period): +{{each}} each, counted up to {{max}}.',
      explanation_other: '{{count}} instalments paid on time (by the due date or within the grace period): +{{each}} each, counted up to {{max}}.',
    },
    early: {
      label: 'Early repayments',
      explanation_one: '{{count}} instalment paid at least {{days}} days before the due date: +{{each}} more each, counted up to {{max}}.',
      explanation_other: '{{count}} instalments paid at least {{days}} days before the due date: +{{each}} more each, counted up to {{max}}.',
    },
    latePaid: {
      label: 'Late payments',
      explanation_one: '{{count}} instalment paid after becoming overdue: {{each}} each.',
      explanation_other: '{{count}} instalments paid after becoming overdue: {{each}} each.',
    },
    overdue: {
      label: 'Overdue instalments',
      explanation_one: '{{count}} instalment overdue and not yet paid: {{each}} each. Paying it turns this into a late payment ({{late}}).',
      explanation_other: '{{count}} instalments overdue and not yet paid: {{each}} each. Paying it turns this into a late payment ({{late}}).',
    },
  },

  /** Display labels of stored values (the values themselves stay English: forms post them, the API stores them). */
  creditBand: {
    Excellent: 'Excellent',
    'Very good': 'Very good',
    Good: 'Good',
    Fair: 'Fair',
    Poor: 'Poor',
  },

  gender: labelledAsStored(GENDERS),
  maritalStatus: labelledAsStored(MARITAL_STATUSES),
  idType: labelledAsStored(ID_TYPES),
  jobCategory: labelledAsStored(JOB_CATEGORIES),

  /** Banks are shown by their own names; only the catch-all entry is a word. */
  bank: { Other: 'Other' },

  // The texts of the web's pages and of the API's own messages, one file per area (web/, api/).
  shell,
  webMessage,
  calculator,
  calculatorFigure,
  publicPage,
  auth,
  policy,
  wallet,
  pay,
  history,
  settings,
  activation,
  loans,
  support,
  notifications,
  memberData,
  console: consoleShell,
  consoleMoney,
  books,
  statements,
  provisioningPage,
  auditPage,
  staffPage,
  settingsPage,
  holidaysPage,
  webhooksPage,
  closeOfBusinessPage,
  hardship,
  apiErrors,
  apiAuth,
  apiKyc,
  apiLoanRejection,
  apiLoanApproval,
  apiLoans,
  apiWithdrawals,
  apiSms,
  apiContact,
  apiSupport,
  apiPayments,
  apiFourEyes,
  apiSanctions,
  apiAml,
  compliance,
  apiReceipts,
  apiCreditLimit,
  apiHardship,
  apiLateCharges,
  apiCurrencies,
  apiAudit,
  apiStaff,
  apiSettings,
  apiDev,
  apiReports,
  apiBooks,
  apiCollections,
  apiReversals,
  apiSuspense,
  apiProvisioning,
  apiWriteOffs,
  apiReconciliation,
  apiWebhooks,
  apiMemberData,
  apiAccountClosure,
  apiContract,
  apiLoanPdf,
} as const;
