import type { Catalogue } from '../translate';

export const history: Catalogue['history'] = {
  title: 'Kasaysayan',
  intro: 'Bawat galaw ng inyong wallet at bawat bayad sa inyong loan, pinakabago muna.',
  linkFromWallet: 'Kasaysayan at mga resibo',
  statement: 'Statement of account (PDF)',
  empty: 'Wala pang gumagalaw. Dito makikita ang inyong loan, mga bayad at mga cash-in.',
  older: 'Mas lumang mga galaw',
  newest: 'Bumalik sa pinakabago',
  columnDate: 'Petsa',
  columnWhat: 'Ano',
  columnWallet: 'Sa wallet',
  columnLoan: 'Naibayad sa loan',
  columnReceipt: 'Resibo',
  kinds: {
    FUNDING: 'Pondo',
    DISBURSEMENT: 'Loan {{loanNumber}} papunta sa inyong wallet',
    WITHDRAWAL_HOLD: 'Withdrawal',
    WITHDRAWAL_POST: 'Naipadala ang withdrawal',
    WITHDRAWAL_VOID: 'Naibalik sa inyong wallet ang withdrawal',
    PAYOUT_SETTLEMENT: 'Na-settle ang payout',
    REPAYMENT: 'Bayad sa loan {{loanNumber}}',
    REFUND: 'Refund sa inyong wallet',
    REVERSAL: 'Pagtatama',
    CASH_IN: 'Cash-in sa inyong wallet',
    SUSPENSE: 'Bayad na naka-hold',
  },
  /** The dashboard's loan card when an instalment is overdue, and its Pay buttons. */
  due: {
    daysPastDue_one: '{{count}} araw nang lampas sa takdang petsa',
    daysPastDue_other: '{{count}} araw nang lampas sa takdang petsa',
    byReference: 'Magbayad gamit ang reference (GCash, Maya, bangko, over the counter)',
  },
  receipt: {
    title: 'Resibo {{receipt}}',
    download: 'I-download ang resibo (PDF)',
    back: 'Bumalik sa kasaysayan',
    notFound: 'Walang ganitong resibo.',
  },
  autoDebit: {
    title: 'Auto-debit',
    intro: 'Kapag naka-on ang auto-debit, babayaran ang bawat hulog mula sa inyong wallet sa takdang petsa nito nang 9 am (oras sa Manila), hanggang kaya ng laman ng inyong wallet. Makakatanggap kayo ng resibo sa SMS, at ng SMS kung kulang ang laman ng inyong wallet.',
    label: 'Bayaran ang aking mga hulog mula sa aking wallet sa kanilang takdang petsa',
    save: 'I-save',
    saved: 'Na-save.',
  },
};
