import type { Catalogue } from '../translate';

export const apiWithdrawals: Catalogue['apiWithdrawals'] = {
  notFound: 'Hindi nahanap ang withdrawal.',
  statusFilter: 'Pumili po ng status ng withdrawal.',
  noBankAccount: 'Tapusin muna ang pag-activate ng inyong account: ipinapadala ang withdrawal sa bank account na inilagay sa huling hakbang nito.',
  bankChangeWait: 'Kamakailan lang napalitan ang inyong bank account. Para sa inyong seguridad, makakapag-withdraw kayo sa bagong account simula {{from}}.',
  awaitingAnother: 'May withdrawal kayong naghihintay ng code. Ilagay ang code na ipinadala namin sa SMS, o kanselahin muna ang withdrawal na iyon.',
  notAwaiting: 'Hindi na tumatanggap ng code ang withdrawal na ito: {{status, withdrawalStatus}}.',
  notCancellable: 'Ang withdrawal lang na naghihintay ng code ang maaaring kanselahin: papunta na ang isang ito.',
  expired: 'Hindi nailagay ang code sa loob ng {{minutes}} minuto, kaya nag-expire ang withdrawal. Naibalik na ang halaga sa inyong wallet.',
  triesExhausted: 'Mali ang OTP. Wala nang natitirang subok: kinansela ang withdrawal. Naibalik na ang halaga sa inyong wallet.',
  codeSent:
    'Nagpadala kami ng 6-digit na code sa SMS sa inyong nakarehistrong phone. Ilagay ito para kumpirmahin ang withdrawal: mag-e-expire ang code sa loob ng {{codeMinutes}} minuto, at kakanselahin ang withdrawal kung hindi ito makumpirma sa loob ng {{withdrawalMinutes}} minuto.',
  queued: 'Kumpirmado na ang inyong withdrawal at nakapila na. Ipapadala namin ito sa inyong account sa lalong madaling panahon.',
  cancelled: 'Kinansela na ang inyong withdrawal. Naibalik na ang halaga sa inyong wallet.',
};
