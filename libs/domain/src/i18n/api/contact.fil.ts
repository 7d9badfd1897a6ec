import type { Catalogue } from '../translate';

export const apiContact: Catalogue['apiContact'] = {
  sent: 'Naipadala na ang mensahe.',
  ackSubject: '{{company}}: natanggap namin ang inyong mensahe (reference {{reference}})',
  // Fixed: the acknowledgement repeats nothing the visitor typed, so the form cannot relay their text in the company's name.
  ackGreeting: 'Magandang araw,',
  ackThanks: 'Salamat sa pakikipag-ugnayan sa {{company}}. Natanggap namin ang inyong mensahe at sasagot kami sa loob ng isang araw, sa oras ng aming opisina (araw-araw, 10 am hanggang 10 pm).',
  ackReference: 'Ang inyong reference ay {{reference}}.',
  ackNoFee: 'Hindi kami kailanman humihingi ng bayad para ma-release, ma-unlock o ma-withdraw ang loan. Kung may humingi, huwag magbayad at sabihan kami.',
};
