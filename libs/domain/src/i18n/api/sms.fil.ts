import type { Catalogue } from '../translate';

export const apiSms: Catalogue['apiSms'] = {
  signupCode: '{{company}}: {{code}} ang inyong code para i-verify ang inyong phone number sa pagrehistro. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman, kahit sa aming staff.',
  signInCode: '{{company}}: {{code}} ang inyong code para mag-sign in. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman, kahit sa aming staff.',
  staffSignInCode: '{{company}}: {{code}} ang inyong code para sa staff sign-in na {{reference}}. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman, kahit sa ibang staff.',
  signupTaken: '{{company}}: may humiling na magrehistro ng bagong account gamit ang numerong ito, na may account na. Walang code na ipinadala. Kung kayo ito, mag-sign in, o i-reset ang inyong password kung nakalimutan ninyo ito.',
  staffCodeCooldown_one:
    '{{company}}: masyadong maraming maling code ang inilagay sa staff sign-in ng inyong account, kaya maghihintay ito ng {{count}} minuto. Maaaring may nakakaalam ng inyong password: palitan ito, at sabihan ang isang admin kung hindi kayo ito.',
  staffCodeCooldown_other:
    '{{company}}: masyadong maraming maling code ang inilagay sa staff sign-in ng inyong account, kaya maghihintay ito ng {{count}} minuto. Maaaring may nakakaalam ng inyong password: palitan ito, at sabihan ang isang admin kung hindi kayo ito.',
  resetCode: '{{company}}: {{code}} ang inyong code para i-reset ang password. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman, kahit sa aming staff.',
  signCode:
    '{{company}}: {{code}} ang inyong code para pirmahan ang loan contract {{loanNumber}} na PHP {{amount}}. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman, kahit sa aming staff.',
  bankChangeCode:
    '{{company}}: {{code}} ang inyong code para palitan ang inyong bank account ng {{account}}. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman, kahit sa aming staff.',
  withdrawalCode:
    '{{company}}: {{code}} ang inyong code para mag-withdraw ng PHP {{amount}} papunta sa {{account}}. Mag-e-expire ito sa loob ng {{minutes}} minuto. Huwag itong ibigay kaninuman, kahit sa aming staff.',
  approved:
    '{{company}}: aprobado na ang inyong loan application {{loanNumber}} na PHP {{amount}}. Mag-sign in para basahin ang disclosure statement at pirmahan ang inyong kontrata. Hindi kami kailanman humihingi ng bayad para ma-release ang loan.',
  approvedLower:
    '{{company}}: aprobado na ang inyong loan application {{loanNumber}} para sa PHP {{amount}} sa PHP {{applied}} na hiniling ninyo. {{reason}} Mag-sign in para basahin ang disclosure statement at pirmahan ang inyong kontrata. Hindi kami kailanman humihingi ng bayad para ma-release ang loan.',
  refused: '{{company}}: hindi namin naaprobahan ang inyong loan application {{loanNumber}}. Mag-sign in para makita kung bakit. Maaari kayong mag-apply muli sa susunod.',
  disbursed:
    '{{company}}: nasa inyong wallet na ang PHP {{amount}} mula sa loan {{loanNumber}}. Ang inyong unang hulog na PHP {{instalment}} ay due sa {{dueDate}}. Hindi kami kailanman humihingi ng bayad para ma-release o ma-withdraw ang inyong pera.',
  coolingOff:
    '{{company}}: kinansela ang loan {{loanNumber}} sa loob ng cooling-off period nito at sarado na. Ibinalik mula sa inyong wallet ang PHP {{principal}} (ang principal); walang interes o bayad na sinisingil.',
  payoutSent: '{{company}}: naipadala na ang PHP {{amount}} sa {{account}}. Reference {{reference}}.',
  payoutFailed: '{{company}}: hindi maipadala ang inyong withdrawal na PHP {{amount}} sa {{account}} ({{reason}}). Naibalik na ang halaga sa inyong wallet.',
  overdue:
    '{{company}}: overdue na mula {{since}} ang PHP {{owed}} ng loan {{loanNumber}}, kasama ang late charge (hindi hihigit sa {{rate}} kada buwan). Magbayad mula sa inyong wallet, o sa GCash, Maya, bank transfer o over the counter gamit ang payment reference sa Pay page ng app. Kung hindi kayo makakabayad, sumulat sa amin mula sa Suporta ng app. Hindi namin kailanman hihilingin na magbayad kayo sa isang personal na account.',
  receiptLoan:
    '{{company}}: Resibo {{receipt}}. Natanggap ang PHP {{amount}} sa {{channel}} para sa loan {{loanNumber}}: late charge PHP {{lateCharge}}, interes PHP {{interest}}, principal PHP {{principal}}. Natitirang balanse: PHP {{remaining}}.',
  receiptPaidOff:
    '{{company}}: Resibo {{receipt}}. Natanggap ang PHP {{amount}} sa {{channel}}; bayad na nang buo ang loan {{loanNumber}}: late charge PHP {{lateCharge}}, interes na siningil PHP {{interest}}, bawas ang ibinalik na hindi kinitang interes PHP {{rebate}}, principal PHP {{principal}}. Natitirang balanse: PHP 0.00.',
  receiptRest: 'Napunta sa inyong wallet ang PHP {{toWallet}}.',
  paymentReversed:
    '{{company}}: Binawi noong {{date}} ang inyong bayad na PHP {{amount}} sa loan {{loanNumber}} (resibo {{receipt}}): hindi na ito kasama sa nabayaran ninyo. Natitirang balanse: PHP {{remaining}}.',
  paymentReversedToWallet: 'Ibinalik sa inyong wallet ang PHP {{amount}}.',
  yourWallet: 'inyong wallet',
  receiptCashIn: '{{company}}: Resibo {{receipt}}. Nasa inyong wallet na ang PHP {{amount}} na natanggap sa {{channel}}.',
  kycVerified: '{{company}}: {{statement}}. {{message}}',
  kycRejected: '{{company}}: {{statement}}. Mag-sign in para makita kung ano ang itatama at isumite itong muli.',
  withdrawalCancelledBankChange: '{{company}}: kinansela ang inyong withdrawal na PHP {{amount}} sa {{account}} dahil napalitan ang inyong bank account. Naibalik na ang halaga sa inyong wallet.',
  supportAnswered: '{{company}}: may sagot na ang inyong support request {{reference}}. Mag-sign in at buksan ang Suporta para mabasa ito.',
  supportAnswerClosed: '{{company}}: ang aming sagot sa inyong request {{reference}}: {{answer}} Para magdagdag, sumulat sa contact form sa aming website at ibigay ang reference {{reference}}.',
  bankChanged: '{{company}}: napalitan ang inyong bank account para sa withdrawal mula {{from}} papunta sa {{to}}.{{wait}} Kung hindi kayo ang gumawa nito, makipag-ugnayan agad sa amin.',
};
