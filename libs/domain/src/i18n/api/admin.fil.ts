import type { Catalogue } from '../translate';

export const apiCurrencies: Catalogue['apiCurrencies'] = {
  currencyCode: 'Gamitin ang 3-letrang ISO 4217 code, hal. USD.',
  currencyName: 'Pakilagay ang pangalan ng currency (2 hanggang 60 character).',
  currencySymbol: 'Pakilagay ang simbolo ng currency (1 hanggang 8 character).',
  countryName: 'Pakilagay ang pangalan ng bansa (2 hanggang 100 character).',
  active: 'Piliin ang true (active) o false (hindi active).',
  rate: 'Ilagay ang rate bilang dami ng currency sa bawat 1 PHP: positibong numero na may hanggang 10 decimal.',
  requiredToAdd: 'Kailangan ang field na ito para makapagdagdag ng currency.',
  unknownCurrency: 'Hindi kilalang currency. Idagdag muna ito gamit ang POST /admin/currencies.',
  phpRate: 'Ang rate ng PHP ay laging 1.',
  phpActive: 'Ang PHP ang base currency at mananatili itong active.',
};

export const apiDev: Catalogue['apiDev'] = {
  outboxAddress: 'Magbigay ng phone number sa E.164 na anyo (hal. +639171234567) o ng e-mail address.',
  clockTime: 'Magbigay ng ISO 8601 na petsa at oras mula {{first}} hanggang {{last}}, hal. 2027-01-31T02:00:00Z.',
  clockAhead: 'Hanggang sampung taon pasulong lamang.',
  clockBack: 'Hanggang sampung taon paatras lamang.',
  clockWholeSeconds: 'Magbigay ng buong bilang ng segundo.',
  clockEither: 'Ibigay ang isoTime o ang offsetSeconds.',
  job: 'Pumili sa mga ito: {{jobs}}.',
};
