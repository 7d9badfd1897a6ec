import type { Catalogue } from '../translate';

export const webMessage: Catalogue['webMessage'] = {
  csrfFailure: 'Nag-expire na ang form na ito o hindi ito galing sa site na ito. Bumalik, i-reload ang pahina at subukang muli.',
  formTooLarge: 'Masyadong malaki ang form na ito para sa site. Bumalik, paikliin ang inyong isinulat at subukang muli.',
  formUnreadable: 'Hindi mabasa ang form. Bumalik at subukang muli.',
  noServerResponse: 'Walang sagot mula sa server',
  loginExpired: 'Nag-expire na ang inyong login.',
  signedIn: 'Matagumpay kayong naka-sign in.',
  accountCreated: 'Matagumpay na nagawa ang inyong account.',
  messageSent: 'Naipadala na ang mensahe.',
  signedOut: 'Naka-sign out na kayo.',
  tooManyAttempts: 'Masyadong maraming subok. Maghintay sandali at subukang muli.',
  notAllowed: 'Hindi kayo pinapayagang gawin iyan.',
  notFound: 'Hindi makita.',
  somethingWrong: 'Nagkaproblema. Pakisubukang muli.',
};
