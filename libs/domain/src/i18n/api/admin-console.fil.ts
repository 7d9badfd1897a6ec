/** Ang audit trail (apps/api modules/audit) at ang mga staff account na hawak ng admin (modules/staff). */
export const apiAudit = {
  person: 'Magbigay po ng numero ng telepono (hal. 09171234567) o id.',
  loan: 'Magbigay po ng numero ng loan, hal. HLC-2026-000123.',
  day: 'Magbigay po ng araw bilang YYYY-MM-DD, hal. 2026-11-27.',
  dayOrder: 'Ang araw na ito ay hindi dapat mauna sa unang araw.',
};

export const apiStaff = {
  roles: 'Pumili ng LOAN_OFFICER, ADMIN o pareho.',
  phoneTaken: 'May account na ang numerong ito.',
  notStaff: 'Walang staff account na may ganitong id.',
  notYourself: 'Hindi ninyo maaaring i-deactivate ang sarili ninyong account.',
  lastAdmin: 'Ito na ang huling aktibong admin: gumawa muna ng isa pang admin.',
  alreadyDeactivated: 'Naka-deactivate na ang account na ito.',
  deactivated: 'Na-deactivate na ang account at natapos na ang mga session nito.',
  createRequested: 'Naghihintay ang bagong account ng pag-apruba ng pangalawang admin. Pagkatapos, ipapadala sa SMS sa phone nito ang code para itakda ang password.',
  resetRequested: 'Naghihintay ang reset ng pag-apruba ng pangalawang admin. Pagkatapos, matatapos ang mga session at ipapadala sa SMS sa phone ang code para sa bagong password.',
  rolesRequested: 'Naghihintay ang mga bagong role ng pag-apruba ng pangalawang admin.',
  adminChecks: 'Admin lamang ang makaka-apruba ng pagbabago sa staff account.',
};

export const apiSettings = {
  rate: 'Ibigay ang buwanang rate sa basis points, buong numero mula 1 hanggang 1000 (50 = 0.5 %).',
  amount: 'Magbigay ng buong halagang higit sa 0.',
  maxBelowMin: 'Ang pinakamalaking halaga ay hindi dapat mas mababa sa pinakamaliit.',
  terms: 'Magbigay ng 1 hanggang 12 termino sa buwan, bawat isa mula 1 hanggang 60, walang inuulit.',
  lateCharge: 'Ibigay ang late charge sa basis points bawat buwan, buong numero mula 0 hanggang 1000.',
  dti: 'Ibigay ang debt-to-income limit sa basis points, buong numero mula 0 hanggang 10000.',
  complaintDays: 'Ibigay ang bilang ng araw para sagutin ang reklamo, buong numero mula 1 hanggang 90.',
};
