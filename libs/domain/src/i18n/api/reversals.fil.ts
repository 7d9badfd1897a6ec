import type { Catalogue } from '../translate';

export const apiReversals: Catalogue['apiReversals'] = {
  reason: 'Sabihin kung bakit ibinabalik ang bayad (1 hanggang 500 character).',
  alreadyReversed: 'Naibalik na ang bayad na ito.',
  payoff: 'Hindi maibabalik dito ang buong pagbabayad (pay-off): binago ng rebate nito ang buong iskedyul.',
  notLatest: 'Ang pinakahuling bayad lamang ng loan ang maibabalik. Ibalik muna ang mga mas huling bayad.',
  requested: 'Hiniling ang pagbabalik. Kailangang aprubahan ito ng ibang kawani.',
};
