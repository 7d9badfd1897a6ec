import type { Catalogue } from '../translate';

export const apiReconciliation: Catalogue['apiReconciliation'] = {
  channel: 'Pumili ng isa sa mga payment channel.',
  filename: 'Ibigay ang pangalan ng file (1 hanggang 200 character).',
  tooBig: 'Hanggang {{max}} KB lamang ang file.',
  header: 'Dapat pangalanan ng unang linya ang mga column na transactionId, amount at date.',
  empty: 'Walang transaksyon sa file.',
  tooManyRows: 'Hanggang {{max}} transaksyon lamang ang maaaring laman ng file.',
  row: 'Linya {{line}}: magbigay ng transaction id, halaga sa PHP na may hanggang 2 decimal, at petsa bilang YYYY-MM-DD.',
  rowTooLarge: 'Linya {{line}}: mas malaki ang halaga kaysa PHP {{max}}, ang pinakamalaking tinatanggap namin sa isang pagkakataon.',
  duplicate: 'Linya {{line}}: dalawang beses lumabas ang transaksyon {{transactionId}}.',
  note: 'Sabihin kung paano ito naayos (1 hanggang 500 character).',
  notToResolve: 'Tugma na o naayos na ang item na ito.',
};
