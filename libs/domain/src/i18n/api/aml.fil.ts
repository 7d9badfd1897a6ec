import type { Catalogue } from '../translate';

export const apiAml: Catalogue['apiAml'] = {
  reasonCodes: 'Pumili ng kahit isang dahilan mula sa listahan.',
  narrative: 'Ilarawan ang nakita, sa 20 hanggang 4,000 na character.',
  memberNotFound: 'Walang ganitong miyembro.',
  reportNotFound: 'Walang ganitong ulat.',
  filedReference: 'Isulat ang reference ng pag-file sa AMLC: 3 hanggang 100 na titik, numero, puwang o . _ / -.',
  alreadyFiled: 'Naitala na bilang naipasa ang ulat na ito.',
  kind: 'Piliin ang CTR o STR.',
  day: 'Isulat ang petsa bilang YYYY-MM-DD.',
  period: 'Hindi dapat mas maaga ang petsang "hanggang" sa petsang "mula".',
  year: 'Pumili ng taon mula 2000 hanggang 2100.',
  holidayName: 'Isulat ang pangalan ng pista opisyal, sa 1 hanggang 100 na character.',
  holidayExists: 'Pista opisyal na ang araw na iyan.',
  holidayNotFound: 'Wala sa listahan ng pista opisyal ang araw na iyan.',
  search: 'Maghanap ayon sa pangalan o numero ng telepono, 2 hanggang 100 na character.',
};
