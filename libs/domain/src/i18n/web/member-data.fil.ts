import type { Catalogue } from '../translate';

export const memberData: Catalogue['memberData'] = {
  title: 'Ang inyong datos',
  intro: 'Ayon sa Data Privacy Act, maaari kayong humingi ng kopya ng lahat ng hawak namin tungkol sa inyo: ang inyong account, ang mga detalyeng ibinigay ninyo sa activation, ang inyong mga loan, ang inyong mga support request at lahat ng SMS at e-mail na ipinadala namin sa inyo.',
  downloadPdf: 'I-download ang inyong datos na mababasa (PDF)',
  downloadPdfNote: 'Ang inyong account, activation, mga pahintulot, mga loan kasama ang iskedyul at mga bayad, mga galaw ng wallet at mga mensahe, sa wikang ito. Ilang pag-download lamang bawat oras.',
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
  retention:
    'Itinatago namin ang mga rekord ng inyong loan at ng mga galaw ng pera nang 10 taon matapos isara ang loan, ayon sa mga patakaran sa pagpapautang; ang mga detalye ng inyong pagkakakilanlan nang 5 taon matapos ang huli ninyong loan; at ang iba pa habang bukas lamang ang inyong account, o sa mas maikling panahong hinihingi ng batas matapos ninyo itong isara.',
  close: {
    heading: 'Isara ang inyong account',
    intro: 'Maaari ninyong isara ang inyong account kapag wala nang nakabukas: walang loan na babayaran, walang application na naghihintay, at walang withdrawal na papunta pa. Hindi na kayo makakapag-sign in, at padadalhan namin kayo ng SMS.',
    walletHeading: 'Perang natitira sa inyong wallet',
    wallet:
      'Ang higit sa PHP 999.00 ay maaaring i-withdraw: i-withdraw muna ito (Wallet, Withdraw). Ang PHP 999.00 o mas mababa, na kulang sa pinakamaliit na withdrawal, ay ibinabalik sa inyong kumpirmadong bank o e-wallet account kapag nagsara kayo. Habang may bukas pang loan, bayaran ito mula sa inyong wallet (Magbayad): doon napupunta sa loan ang balance.',
    password: 'Ang inyong password',
    passwordHint: 'Para matiyak na kayo ito.',
    confirm: 'Nauunawaan kong hindi na ako makakapag-sign in.',
    confirmRequired: 'Lagyan ng tsek ang kahon para kumpirmahin.',
    submit: 'Isara ang aking account',
  },
};
