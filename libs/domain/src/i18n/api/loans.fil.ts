import type { Catalogue } from '../translate';

export const apiLoanRejection: Catalogue['apiLoanRejection'] = {
  LOW_INCOME: 'Masyadong mababa ang inyong buwanang kita para sa loan na ito.',
  HIGH_DSR: 'Masyadong malaking bahagi ng inyong buwanang kita ang magiging hulog.',
  KYC_FAILED: 'Hindi namin ma-verify ang inyong pagkakakilanlan.',
  AGE_OUT_OF_RANGE: 'Dapat 18 hanggang 80 taong gulang ang umuutang.',
  INCOMPLETE_DOCUMENTS: 'Kulang ang inyong mga dokumento.',
  OTHER_POLICY: 'Hindi pasok ang application sa aming lending policy.',
};

export const apiLoans: Catalogue['apiLoans'] = {
  changedConcurrently: 'May ibang nagbago sa loan na ito sa parehong oras. Subukang muli.',
};
