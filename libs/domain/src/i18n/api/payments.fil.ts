import type { Catalogue } from '../translate';

export const apiPayments: Catalogue['apiPayments'] = {
  unknownChannel: 'Walang ganitong payment channel.',
  badSignature: 'Hindi valid ang signature ng notification na ito.',
  outsideWindow: 'Na-sign ang notification na ito nang higit {{minutes}} minuto ang layo sa aming oras. Ipadala itong muli gamit ang kasalukuyang oras.',
  badNotification: 'Kailangan ng notification ang transactionId (3 hanggang 64 na letra, numero, - o _), reference, amount (positibong buong bilang ng centavo) at timestamp (ISO 8601).',
  transactionReused: 'Na-notify na ang transaction na ito na may ibang reference o halaga.',
  channel: 'Pumili ng channel: gcash, maya, instapay, pesonet, seven-eleven, bayad o ecpay.',
  amount: 'Ilagay ang halaga sa piso, hal. 25,750.00.',
  receiptNotFound: 'Walang ganitong resibo.',
};
