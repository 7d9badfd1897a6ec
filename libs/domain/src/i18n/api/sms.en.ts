/** SMS to members, in the member's stored language (no links: docs/product.md §7). Amounts come formatted, without 'PHP'. */
export const apiSms = {
  signupCode: '{{company}}: {{code}} is your code to verify your phone number for registration. It expires in 5 minutes. Never share it with anyone, including our staff.',
  signInCode: '{{company}}: {{code}} is your code to sign in. It expires in 5 minutes. Never share it with anyone, including our staff.',
  staffSignInCode: '{{company}}: {{code}} is your code for staff sign-in {{reference}}. It expires in 5 minutes. Never share it with anyone, including other staff.',
  /** To the owner of a number someone tried to register again (no code in it). */
  signupTaken: '{{company}}: someone asked to register a new account with this number, which already has one. No code was sent. If it was you, sign in, or reset your password if you forgot it.',
  /** To a staff member whose sign-in waits after too many wrong codes (once per wait). */
  staffCodeCooldown_one:
    '{{company}}: too many wrong codes were entered at staff sign-in to your account, so it waits {{count}} minute. Someone may know your password: change it, and tell an admin if it was not you.',
  staffCodeCooldown_other:
    '{{company}}: too many wrong codes were entered at staff sign-in to your account, so it waits {{count}} minutes. Someone may know your password: change it, and tell an admin if it was not you.',
  resetCode: '{{company}}: {{code}} is your password reset code. It expires in 5 minutes. Never share it with anyone, including our staff.',
  signCode:
    '{{company}}: {{code}} is your code to sign loan contract {{loanNumber}} for PHP {{amount}}. It expires in 5 minutes. Never share this code with anyone, including our staff.',
  bankChangeCode:
    '{{company}}: {{code}} is your code to change your bank account to {{account}}. It expires in 5 minutes. Never share this code with anyone, including our staff.',
  withdrawalCode:
    '{{company}}: your code to withdraw PHP {{amount}} to {{account}} is {{code}}. It expires in {{minutes}} minutes. Never share this code with anyone, including our staff.',
  approved:
    '{{company}}: your loan application {{loanNumber}} for PHP {{amount}} is approved. Sign in to read the disclosure statement and sign your contract. We never ask for any payment to release a loan.',
  approvedLower:
    '{{company}}: your loan application {{loanNumber}} is approved for PHP {{amount}} of the PHP {{applied}} you asked for. {{reason}} Sign in to read the disclosure statement and sign your contract. We never ask for any payment to release a loan.',
  refused: '{{company}}: we could not approve your loan application {{loanNumber}}. Sign in to see why. You may apply again later.',
  disbursed:
    '{{company}}: PHP {{amount}} from loan {{loanNumber}} is now in your wallet. Your first instalment of PHP {{instalment}} is due on {{dueDate}}. We never ask for any payment to release or withdraw your money.',
  coolingOff:
    '{{company}}: Loan {{loanNumber}} is cancelled in its cooling-off period and closed. PHP {{principal}} (the principal) was returned from your wallet; no interest or fee is charged.',
  payoutSent: '{{company}}: PHP {{amount}} to {{account}} was sent. Reference {{reference}}.',
  payoutFailed: '{{company}}: your withdrawal of PHP {{amount}} to {{account}} could not be sent ({{reason}}). The amount is back in your wallet.',
  overdue:
    '{{company}}: PHP {{owed}} of loan {{loanNumber}} is overdue since {{since}}, late charges included (at most {{rate}} a month). Please pay from your wallet, or by GCash, Maya, bank transfer or over the counter with the payment reference on the Pay page of the app. If you cannot pay, write to us from Support in the app. We never ask you to pay into a personal account.',
  receiptLoan:
    '{{company}}: Receipt {{receipt}}. PHP {{amount}} received by {{channel}} for loan {{loanNumber}}: late charge PHP {{lateCharge}}, interest PHP {{interest}}, principal PHP {{principal}}. Remaining balance: PHP {{remaining}}.',
  receiptPaidOff:
    '{{company}}: Receipt {{receipt}}. PHP {{amount}} received by {{channel}}; loan {{loanNumber}} is fully paid: late charge PHP {{lateCharge}}, interest charged PHP {{interest}}, less unearned interest given back PHP {{rebate}}, principal PHP {{principal}}. Remaining balance: PHP 0.00.',
  receiptRest: 'PHP {{toWallet}} went to your wallet.',
  /** A payment reversed by the back office (four eyes): it no longer counts toward the loan. */
  paymentReversed:
    '{{company}}: Your payment of PHP {{amount}} on loan {{loanNumber}} (receipt {{receipt}}) was reversed on {{date}}: it no longer counts toward your loan. Remaining balance: PHP {{remaining}}.',
  paymentReversedToWallet: 'PHP {{amount}} is back in your wallet.',
  /** How a payment from the wallet was paid, in a receipt ('received by your wallet'). */
  yourWallet: 'your wallet',
  receiptCashIn: '{{company}}: Receipt {{receipt}}. PHP {{amount}} received by {{channel}} is now in your wallet.',
  kycVerified: '{{company}}: {{statement}}. {{message}}',
  kycRejected: '{{company}}: {{statement}}. Please sign in to see what to correct and submit it again.',
  withdrawalCancelledBankChange: '{{company}}: your withdrawal of PHP {{amount}} to {{account}} was cancelled because your bank account was changed. The amount is back in your wallet.',
  supportAnswered: '{{company}}: your support request {{reference}} has an answer. Sign in and open Support to read it.',
  /** To a member whose account is closed, who cannot sign in: the answer itself. */
  supportAnswerClosed: '{{company}}: our answer to your request {{reference}}: {{answer}} To write more, use the contact form on our website and give the reference {{reference}}.',
  bankChanged: '{{company}}: your bank account for withdrawals was changed from {{from}} to {{to}}.{{wait}} If you did not do this, contact us at once.',
};
