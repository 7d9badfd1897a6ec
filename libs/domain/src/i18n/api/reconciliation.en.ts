/** Reconciliation of channels' settlement files (apps/api modules/reconciliation). */
export const apiReconciliation = {
  channel: 'Choose one of the payment channels.',
  filename: 'Give the file name (1 to 200 characters).',
  tooBig: 'The file may be at most {{max}} KB.',
  header: 'The first line must name the columns transactionId, amount and date.',
  empty: 'The file holds no transactions.',
  tooManyRows: 'The file may hold at most {{max}} transactions.',
  row: 'Line {{line}}: give a transaction id, an amount in PHP with at most 2 decimals, and a date as YYYY-MM-DD.',
  rowTooLarge: 'Line {{line}}: the amount is more than PHP {{max}}, the largest we take at once.',
  duplicate: 'Line {{line}}: transaction {{transactionId}} appears twice.',
  note: 'Say how it was resolved (1 to 500 characters).',
  notToResolve: 'This item is matched or already resolved.',
};
