import type { Catalogue } from '../translate';

export const apiSuspense: Catalogue['apiSuspense'] = {
  target: 'Piliin kung saan mapupunta ang bayad: sa isang loan o sa wallet ng isang miyembro.',
  loanNumber: 'Ilagay ang numero ng loan na binabayaran, hal. HLC-2027-000123.',
  memberPhone: 'Ilagay ang numero ng telepono ng miyembrong tatanggap nito sa wallet, hal. 0917 123 4567.',
  memberClosed: 'Sarado na ang account ng miyembrong iyon: hindi na tumatanggap ng pera ang wallet nito. Ibalik ang bayad sa nagbayad.',
  notInSuspense: 'Walang ganitong bayad na naka-suspense.',
  alreadyAssigned: 'Naitalaga na ang bayad na ito.',
  requested: 'Hiniling ang pagtatalaga. Kailangang aprubahan ito ng ibang kawani.',
};
