import type { Catalogue } from '../translate';

export const apiSupport: Catalogue['apiSupport'] = {
  opened: 'Naipadala na ang inyong mensahe. Ang inyong reference ay {{reference}}; sasagot kami sa loob ng isang araw ng trabaho.',
  added: 'Naidagdag na ang inyong mensahe sa {{reference}}.',
  answered: 'Naipadala na ang sagot sa member.',
  closed: 'Sarado na ang request {{reference}}.',
  alreadyClosed: 'Sarado na ang request na ito.',
  statusFilter: 'Pumili ng bukas, nasagot o sarado.',
  answerSubject: '{{company}}: ang aming sagot sa inyong mensahe (reference {{reference}})',
  answerFooter: 'Para magdagdag, sumulat sa aming contact form at ibigay ang reference {{reference}}. Hindi kami kailanman humihingi ng bayad para ma-release, ma-unlock o ma-withdraw ang loan.',
};
