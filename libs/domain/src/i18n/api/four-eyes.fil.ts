import type { Catalogue } from '../translate';

export const apiFourEyes: Catalogue['apiFourEyes'] = {
  notFound: 'Walang ganitong aksiyon.',
  notPending: 'Nasuri na ang aksiyong ito.',
  withdrawn: 'Binawi na ang aksiyong ito: isinara na ang pinatutungkulan nito, o na-deactivate ang staff na humiling nito.',
  ownAction: 'Kayo ang gumawa ng aksiyong ito, kaya ibang staff ang dapat sumuri nito.',
  checkerChanged: 'Ang inyong account ay ginawa o binago ng gumawa ng aksiyong ito, o pagkatapos itong gawin, kaya ibang staff ang dapat sumuri nito.',
  alreadyWaiting: 'May kaparehong aksiyon nang naghihintay sa pangalawang staff.',
  unknownKind: 'Hindi maisasagawa ang ganitong uri ng aksiyon.',
  note: 'Sumulat ng note na hanggang {{max}} na character lamang.',
  noteRequired: 'Isulat kung bakit ninyo ito tinatanggihan.',
  status: 'Pumili ng status: PENDING, APPROVED o REJECTED.',
  kind: 'Pumili ng uri ng aksiyon.',
};
