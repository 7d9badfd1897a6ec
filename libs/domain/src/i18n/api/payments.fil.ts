import type { Catalogue } from '../translate';

export const apiPayments: Catalogue['apiPayments'] = {
  unknownChannel: 'Walang ganitong payment channel.',
  badSignature: 'Hindi valid ang signature ng notification na ito.',
  outsideWindow: 'Na-sign ang notification na ito nang higit {{minutes}} minuto ang layo sa aming oras. Ipadala itong muli gamit ang kasalukuyang oras.',
  badNotification: 'Kailangan ng notification ang transactionId (3 hanggang 64 na letra, numero, - o _), reference, amount (positibong buong bilang ng centavo) at timestamp (ISO 8601).',
  transactionReused: 'Na-notify na ang transaction na ito na may ibang reference o halaga.',
  channel: 'Pumili ng channel: gcash, maya, instapay, pesonet, seven-eleven, bayad, ecpay, cebuana o bank-transfer.',
  amount: 'Ilagay ang halaga sa piso, hal. 25,750.00.',
  receiptNotFound: 'Walang ganitong resibo.',
  badCallbackToken: 'Wala o mali ang x-callback-token ng callback na ito.',
  badCallback: 'Hindi ito callback na ipinapadala ng payment provider.',
  providerUnavailable: 'Hindi maabot ang payment provider para kumpirmahin ito. Ipadala itong muli mamaya.',
  ewalletOnly: 'Pumili ng GCash o Maya.',
  target: 'Piliin kung ano ang babayaran: ang iyong loan o ang iyong wallet.',
  nothingDue: 'Wala kang loan na babayaran ngayon.',
  returnUrl: 'Hindi valid ang address na babalikan pagkatapos magbayad.',
  unconfirmed: 'Hindi kinumpirma ng payment provider ang bayad na ito: walang na-credit at naghihintay ito sa reconciliation queue.',
};
