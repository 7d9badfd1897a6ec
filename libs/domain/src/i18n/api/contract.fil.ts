import type { Catalogue } from '../translate';

export const apiContract: Catalogue['apiContract'] = {
  lateCharge:
    'Walang late charge sa loob ng grace period na {{graceDays}} araw pagkatapos ng due date. Pagkatapos nito, may late charge na hindi hihigit sa {{rate}} kada buwan ng overdue na halaga, ibig sabihin hindi hihigit sa PHP {{perThousand}} kada buwan sa bawat PHP 1,000.00 na overdue. Walang ibang bayad.',
  cancellation:
    'Maaari kayong magkansela nang libre anumang oras bago mai-credit ang pera sa inyong wallet. Sa loob ng {{days}} araw mula sa pagpirma, kahit na-credit na ang pera, maaari kayong magkansela sa pagbabalik ng principal mula sa inyong wallet, nang walang interes at walang bayad.',
  title: 'KASUNDUAN SA LOAN {{loanNumber}}',
  parties:
    '1. Mga Partido. Ang kasunduang ito ay sa pagitan ng {{lender}}, {{address}}, SEC Registration No. {{sec}}, Certificate of Authority No. {{authority}} (ang Nagpapautang), at ni {{borrower}}, rehistradong mobile number {{phone}} (ang Umuutang).',
  loan: '2. Loan. Ipinauutang ng Nagpapautang sa Umuutang ang {{amount}}{{foreign}}. Ang buong halaga ay ikinikredit sa wallet ng Umuutang sa Nagpapautang sa loob ng 24 na oras mula sa pagpirma. Walang anumang bayad na ibinabawas o sinisingil bago o sa pag-release ng loan.',
  foreign: ' (in-apply bilang {{amount}} sa halagang {{rate}})',
  interest: '3. Interes. Add-on na interes na {{rate}} kada buwan sa principal, {{total}} lahat-lahat. Effective interest rate: {{eirMonthly}} kada buwan, {{eirYearly}} kada taon.',
  repayment:
    '4. Pagbabayad. {{months}} buwanang hulog na {{instalment}} (inaayos ang huli para eksakto ang kabuuan), {{total}} lahat-lahat; ang una ay due isang buwan pagkatapos ng pag-release, ayon sa schedule ng disclosure statement.',
  latePayment: '5. Huling pagbabayad. {{terms}} Ang mga paalala ay ipinapadala lamang sa Umuutang, hindi kailanman sa mga reference o contact, mula 6 ng umaga hanggang 10 ng gabi.',
  prepayment: '6. Maagang pagbabayad. Maaaring bayaran ng Umuutang ang buo o bahagi ng loan anumang oras nang walang multa; ibinabalik ang interes na hindi pa kinikita.',
  cancellationClause: '7. Pagkansela. {{terms}}',
  signing:
    '8. Pagpirma. Pinipirmahan ng Umuutang ang kasunduang ito nang elektroniko sa paglagay ng one-time code na ipinadala sa SMS sa rehistradong mobile number. Hindi kailanman hinihingi ng Nagpapautang at ng staff nito ang code na ito, at hindi kailanman humihingi ng anumang bayad para ma-release, ma-unlock o ma-withdraw ang loan.',
  disclosure: '9. Disclosure. Nabasa ng Umuutang ang Disclosure Statement (Truth in Lending Act, R.A. 3765) bago pumirma.',
};

export const apiLoanPdf: Catalogue['apiLoanPdf'] = {
  contractTitle: 'Kontrata ng loan {{loanNumber}}',
  disclosureTitle: 'Disclosure statement {{loanNumber}}',
  contractSubject: 'Pinirmahang kontrata ng loan',
  disclosureSubject: 'Disclosure statement ayon sa Truth in Lending Act',
  secNumber: 'SEC Registration No. {{number}}',
  authorityNumber: 'Certificate of Authority No. {{number}}',
  bspNumber: 'BSP Registration No. {{number}}',
  contractHeading: 'KONTRATA NG LOAN AT DISCLOSURE STATEMENT',
  disclosureHeading: 'DISCLOSURE STATEMENT NG LOAN',
  asRequired: '(Ayon sa hinihingi ng R.A. 3765, Truth in Lending Act)',
  translationHeading: 'SALIN SA FILIPINO',
  loanNumber: 'Numero ng loan',
  borrower: 'Umuutang',
  appliedFor: 'Halagang in-apply ({{rate}})',
  financed: '1. Halagang ipinautang (principal)',
  financeCharge: '2. Finance charge (add-on na interes; walang ibang singil)',
  netProceeds: '3. Netong matatanggap mula sa loan (walang bawas)',
  monthlyRate: '4. Buwanang add-on na interest rate',
  effectiveRate: '5. Effective interest rate (kada buwan / kada taon)',
  payments: '6. Bilang ng buwanang hulog',
  instalment: '7. Buwanang hulog',
  totalRepay: '8. Kabuuang babayaran',
  scheduleEstimated: 'Schedule ng pagbabayad (tantiya ang mga due date: magsisimula ang mga ito sa petsa ng pag-release)',
  schedule: 'Schedule ng pagbabayad',
  columnNumber: 'Blg.',
  columnDueDate: 'Due date',
  columnPrincipal: 'Principal',
  columnInterest: 'Interes',
  columnTotal: 'Kabuuan',
  latePayment: 'Huling pagbabayad',
  cancellation: 'Pagkansela',
  withdrawalLimits: 'Paglabas ng pera mula sa inyong wallet',
  signedElectronically: 'Pinirmahan nang elektroniko',
  signedBy:
    'Pinirmahan ni {{name}}, rehistradong mobile number {{phone}}, noong {{time}} ({{iso}}), sa paglagay ng one-time code na ipinadala sa SMS sa numerong iyon.',
  notSigned: 'Ginawa noong {{time}}. Hindi pa pirmado: ang statement na ito ay para basahin bago pumirma.',
  manilaTime: '{{time}} (oras sa Maynila)',
};
