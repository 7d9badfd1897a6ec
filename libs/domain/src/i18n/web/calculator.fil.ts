import type { Catalogue } from '../translate';

export const calculator: Catalogue['calculator'] = {
  title: 'Calculator ng loan',
  amount: 'Halaga',
  slider: 'O piliin ang halaga sa slider',
  currency: 'Currency',
  term: 'Termino (buwanang hulog)',
  months: ' buwan',
  compute: 'Kuwentahin',
  loanAmount: 'Halaga ng loan',
  monthlyPrincipal: 'Buwanang principal',
  instalment: 'Buwanang hulog',
  totalInterest: 'Kabuuang interes',
  totalRepay: 'Kabuuang babayaran',
  eirMonthly: 'EIR (buwanan)',
  eirYearly: 'EIR (taunan)',
  footnote: ' buwanang hulog. Walang bayad bago ma-release ang pera. Maaaring magkaiba nang ilang sentimo ang huling hulog. Basahin ang Disclosure Statement bago kayo pumirma sa isang loan.',
};

export const calculatorFigure: Catalogue['calculatorFigure'] = {
  range: '{{currency}} {{min}} hanggang {{max}}',
  currencyNote: 'Ibinibigay at binabayaran ang loan sa PHP.',
  currencyNoteForeign: '1 PHP = {{rate}} {{currency}}. Ibinibigay at binabayaran ang loan sa PHP.',
  caption: 'Mga halaga ng loan na {{currency}} {{amount}} sa loob ng {{months}} buwan',
  rateOfPhp: 'Sa PHP (1 PHP = {{rate}} {{currency}})',
  interestLabel: 'Buwanang interes ({{rate}} bawat buwan)',
};
