import type { Catalogue } from '../translate';

export const memberData: Catalogue['memberData'] = {
  title: 'Ang inyong datos',
  intro: 'Ayon sa Data Privacy Act, maaari kayong humingi ng kopya ng lahat ng hawak namin tungkol sa inyo: ang inyong account, ang mga detalyeng ibinigay ninyo sa activation, ang inyong mga loan, ang inyong mga support request at lahat ng SMS at e-mail na ipinadala namin sa inyo.',
  download: 'I-download ang inyong datos (JSON)',
  downloadNote: 'Isang file na mabubuksan ninyo sa kahit anong text editor. Nakatago rito ang mga one-time code. Itinatala ang bawat pag-download.',
  consentsHeading: 'Ang inyong mga pahintulot',
  consentsNone: 'Walang nakatalang pahintulot.',
  given: 'Ibinigay noong {{date}}',
  version: 'Bersiyon {{version}}',
  consent: {
    TERMS_AND_PRIVACY: 'Ang Mga Tuntunin at Kondisyon at ang Privacy notice, sa pagpaparehistro',
    CREDIT_BUREAU_REPORTING: 'Ang pag-uulat ng inyong mga loan sa mga credit bureau, sa activation',
    LOAN_CONTRACT: 'Ang inyong kontrata ng loan, pinirmahan gamit ang SMS code',
  },
  retentionHeading: 'Gaano katagal namin ito itinatago',
  retention: 'Itinatago namin ang mga rekord ng inyong loan nang 10 taon matapos isara ang loan, ayon sa mga patakaran sa pagpapautang, at ang iba pa habang bukas ang inyong account. Sumulat sa amin mula sa Suporta para isara ang inyong account kapag wala na kayong utang.',
};
