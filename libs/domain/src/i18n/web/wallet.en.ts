/** The wallet and the withdrawal steps (features/wallet, routes/wallet+). Money is formatted by the caller. */
export const wallet = {
  title: 'Wallet',
  availableBalance: 'Available balance',
  withdrawNow: 'Withdraw now',
  nothingToWithdraw: 'Nothing to withdraw yet: when a loan is credited, the money arrives here.',
  withdrawHow: 'Withdraw to your own bank or e-wallet account, confirmed with a code sent by SMS. No fee.',
  minimum: 'A withdrawal must be more than PHP 999.00.',
  held: 'Held for a withdrawal in progress: {{amount}}',
  usedBar: 'Used (withdrawn) of the loan amount',
  used: 'Used (withdrawn): PHP {{amount}}',
  limit: 'Loan amount: PHP {{amount}}',
  empty: 'Your wallet is empty.',
  emptyHelp: 'When a loan is disbursed, the money arrives here and you can withdraw it to your bank or e-wallet account.',
  goToDashboard: 'Go to the dashboard',
  formOutOfDate: 'This form is out of date. Please reload the page.',
  backToWallet: 'Back to the wallet',

  // The figures of a withdrawal (WithdrawalFigures).
  amount: 'Amount',
  receivingAccount: 'Receiving account',
  bank: 'Bank',
  accountName: 'Account name',
  exchangeRate: 'Exchange rate',
  fee: 'Fee',
  total: 'Total',
  legalName: 'Full legal name',
  reference: 'Reference',
  requestedOn: 'Requested on',
  arrivesOn: 'Arrives on',
  arrivesNote: 'By PESONet, requested after the {{cutoff}} cut-off (Manila) or on a weekend: it arrives on the next banking day.',

  // Step 1: the amount.
  withdraw: 'Withdraw',
  needsBank: 'Withdrawals go to your confirmed bank or e-wallet account. Please finish your account set-up first.',
  belowMinimum:
    'A withdrawal must be more than PHP 999.00, and your available balance is PHP {{balance}}. It stays yours: pay your loan with it (Pay), or close your account and it is refunded to your bank or e-wallet account.',
  balanceRule: 'What happens to a small balance',
  amountForm: 'Withdrawal amount',
  amountLabel: 'Amount (PHP)',
  amountHelp: 'More than 999, in digits with at most 2 decimals. No fee.',
  bankChanged: 'Your bank account was changed recently: withdrawals to it are possible from {{date}}.',
  continue: 'CONTINUE WITHDRAWAL',
  ewalletOffer: {
    title: 'Your e-wallet takes less at once',
    pieces: 'It can take the amount in withdrawals one after another: {{pieces}}.',
    pieceForm: 'Withdraw the first part',
    withdrawPiece: 'Withdraw PHP {{amount}} now',
    monthRest: 'PHP {{amount}} cannot go to your e-wallet this calendar month.',
    bank: 'A bank account has no limit of ours (after a change of account, withdrawals wait 24 hours).',
    toBank: 'Withdraw to a bank account instead',
  },

  // Step 2: confirm.
  confirmTitle: 'Confirm the withdrawal',
  codeWillBeSent: 'We send a 6-digit code by SMS to your registered phone. The amount is held in your wallet until you enter it.',
  confirmWithdrawal: 'CONFIRM WITHDRAWAL',
  changeAmount: 'Change the amount',

  // Step 3: the code.
  codeTitle: 'Enter your code',
  codeSent:
    'We sent a 6-digit code by SMS to your registered phone. Enter it by {{time}}; otherwise the withdrawal expires and the amount goes back to your wallet. Never share this code.',
  codeForm: 'Enter the withdrawal code',
  codeLabel: '6-digit code',
  confirm: 'CONFIRM',
  cancel: 'Cancel',
  noCode: 'No code, or it expired (codes are valid for 5 minutes)?',
  newCode: 'Send a new code',

  // The status page.
  withdrawal: 'Withdrawal',
  success: 'Success',
  referenceLine: 'Reference: {{reference}}',
  completedOn: 'Completed on {{date}}',
  amountLine: 'Amount: PHP {{amount}}',
  refresh: 'Refresh',
};
