import type { Catalogue } from '../translate';

export const apiLoanRejection: Catalogue['apiLoanRejection'] = {
  LOW_INCOME: 'Masyadong mababa ang inyong buwanang kita para sa loan na ito.',
  HIGH_DSR: 'Masyadong malaking bahagi ng inyong buwanang kita ang magiging hulog.',
  KYC_FAILED: 'Hindi namin ma-verify ang inyong pagkakakilanlan.',
  AGE_OUT_OF_RANGE: 'Dapat 18 hanggang 80 taong gulang ang umuutang.',
  INCOMPLETE_DOCUMENTS: 'Kulang ang inyong mga dokumento.',
  OTHER_POLICY: 'Hindi pasok ang application sa aming lending policy.',
};

export const apiLoanApproval: Catalogue['apiLoanApproval'] = {
  FULL: 'Pasok ang inyong application sa aming lending policy.',
  LOWER_DSR: 'Mas mababang halaga ang inaprobahan namin para manatiling ligtas na bahagi ng inyong buwanang kita ang hulog.',
  LOWER_INCOME: 'Mas mababang halaga ang inaprobahan namin na akma sa inyong buwanang kita.',
  LOWER_HISTORY: 'Mas mababang halaga ang inaprobahan namin hanggang magkaroon kayo ng kasaysayan ng pagbabayad sa amin.',
  LOWER_POLICY: 'Nililimitahan ng aming lending policy ang halagang maipapautang namin sa inyo ngayon.',
};

export const apiLoans: Catalogue['apiLoans'] = {
  changedConcurrently: 'May ibang nagbago sa loan na ito sa parehong oras. Subukang muli.',
};
