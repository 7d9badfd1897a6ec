import type { Catalogue } from '../translate';

export const apiHardship: Catalogue['apiHardship'] = {
  tooLate: 'Dapat gawin ang kahilingan nang hindi bababa sa {{days}} araw bago ang due date ({{dueDate}}). Makipag-ugnayan na lamang po sa amin.',
  alreadyOpen: 'May kahilingan na para sa loan na ito na naghihintay ng desisyon.',
  loanNotOpen: 'Para lamang sa loan na binabayaran ninyo ang kahilingang ito.',
  notFound: 'Walang ganitong kahilingan.',
  notPending: 'Napagpasyahan na ang kahilingang ito.',
  kind: 'Pumili ng extension o ng bagong iskedyul ng hulog.',
  reason: 'Isulat ang inyong dahilan, hanggang {{max}} na character.',
  proposedAmount: 'Ilagay ang buwanang halagang kaya ninyong bayaran sa PHP, hal. 5000 o 5000.50.',
  decision: 'Piliin kung aaprubahan o tatanggihan.',
  kindName: {
    EXTENSION: 'Extension',
    RESTRUCTURE: 'Bagong iskedyul ng hulog',
  },
  status: {
    PENDING: 'Naghihintay ng desisyon',
    APPROVED: 'Naaprubahan',
    REJECTED: 'Hindi naaprubahan',
  },
  smsDecided: '{{company}}: Napagpasyahan na ang inyong kahilingan para sa loan na {{loanNumber}}: {{status}}. Buksan ang app para sa mga detalye.',
};
