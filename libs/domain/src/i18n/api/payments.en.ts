/** Payments the channels notify, and their receipts (apps/api modules/payments). */
export const apiPayments = {
  unknownChannel: 'There is no such payment channel.',
  badSignature: 'The signature of this notification is not valid.',
  outsideWindow: 'This notification was signed more than {{minutes}} minutes away from our time. Send it again with the current time.',
  badNotification: 'A notification needs transactionId (3 to 64 letters, digits, - or _), reference, amount (a positive whole number of centavos) and timestamp (ISO 8601).',
  transactionReused: 'This transaction was already notified with another reference or amount.',
  channel: 'Choose a channel: gcash, maya, instapay, pesonet, seven-eleven, bayad, ecpay, cebuana or bank-transfer.',
  amount: 'Enter an amount in pesos, e.g. 25,750.00.',
  receiptNotFound: 'There is no such receipt.',
  badCallbackToken: 'The x-callback-token of this callback is missing or wrong.',
  badCallback: 'This callback is not one the payment provider sends.',
  providerUnavailable: 'The payment provider could not be reached to confirm this. Send it again later.',
  ewalletOnly: 'Choose GCash or Maya.',
  target: 'Choose what to pay: your loan or your wallet.',
  nothingDue: 'You have no loan to pay now.',
  returnUrl: 'The address to come back to after paying is not valid.',
  unconfirmed: 'The payment provider did not confirm this payment: nothing was credited and it waits in the reconciliation queue.',
};
