/** Withdrawals from the wallet (apps/api modules/withdrawals). */
export const apiWithdrawals = {
  notFound: 'Withdrawal not found.',
  statusFilter: 'Please choose a withdrawal status.',
  noBankAccount: 'Please finish activating your account first: withdrawals go to the bank account entered in its last step.',
  bankChangeWait: 'Your bank account was changed recently. For your security, withdrawals to the new account are possible from {{from}}.',
  awaitingAnother: 'You have a withdrawal waiting for its code. Enter the code we sent by SMS, or cancel that withdrawal first.',
  notAwaiting: 'This withdrawal no longer takes a code: {{status, withdrawalStatus}}.',
  notCancellable: 'Only a withdrawal waiting for its code can be cancelled: this one is already on its way.',
  expired: 'The code was not entered within {{minutes}} minutes, so the withdrawal expired. The amount is back in your wallet.',
  triesExhausted: 'Invalid OTP. No tries left: the withdrawal is cancelled. The amount is back in your wallet.',
  codeSent:
    'We have sent a 6-digit code by SMS to your registered phone. Enter it to confirm the withdrawal: the code expires in {{codeMinutes}} minutes, and the withdrawal is cancelled if it is not confirmed within {{withdrawalMinutes}} minutes.',
  queued: 'Your withdrawal is confirmed and queued. We will send it to your account shortly.',
  cancelled: 'Your withdrawal is cancelled. The amount is back in your wallet.',
};
