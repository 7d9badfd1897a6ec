import type { Catalogue } from '../translate';

export const apiCollections: Catalogue['apiCollections'] = {
  bucket: 'Pumili sa 1-30, 31-60, 61-90 o 90+.',
  notOverdue: 'Hindi tumatakbo ang loan na ito: walang dapat singilin.',
  channel: 'Pumili sa CALL, SMS o VISIT.',
  outcome: 'Sabihin kung ano ang nangyari (1 hanggang 500 character).',
  nextStep: 'Hanggang 500 character lamang ang susunod na hakbang.',
  promisedOn: 'Ibigay ang ipinangakong petsa bilang YYYY-MM-DD, mula ngayon hanggang {{max}} araw pasulong.',
  amount: 'Ibigay ang ipinangakong halaga sa PHP, higit sa 0, na may hanggang 2 decimal.',
  template: 'Pumili ng isa sa mga SMS template.',
  quietHours: 'Maaari lamang magpadala ng mensahe sa paniningil mula 6 am hanggang 10 pm oras sa Manila.',
  oneADay: 'Nakatanggap na ng mensahe sa paniningil ang borrower ngayong araw. Subukan ulit bukas.',
  templateBody: 'Isulat ang mensahe sa 1 hanggang 320 character.',
  templateWords: 'Alisin ang mga salitang nagbabanta, nang-iinsulto o nanghihiya sa borrower: {{words}}.',
  templateLink: 'Alisin ang link: walang link ang aming mga SMS, para makilala ito ng borrower mula sa scam.',
  templateDate: 'Isulat ang petsa sa salita (30 Nobyembre 2026), hindi bilang 2026-11-30: isinusulat ng aming mga SMS ang petsa gaya ng pagbasa ng tao.',
  templatePlaceholder: 'Ito lamang ang maaaring gamiting placeholder: {{placeholders}}.',
};
