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
  rejectionReason: 'Piliin ang dahilang sasabihin sa borrower.',
  amountTooLow: 'Hindi mababayaran ng buwanang halagang ito ang loan sa loob ng {{months}} buwan sa rate nito; hindi maaaprubahan ang kahilingan ayon sa hiniling.',
  nothingToReschedule: 'Wala nang babayaran sa loan na ito.',
  awaitingSignature: 'May bagong iskedyul ng hulog ang loan na ito na naghihintay ng inyong pirma. Pirmahan po muna ito o makipag-ugnayan sa amin.',
  noPendingVersion: 'Walang bagong iskedyul ng hulog na naghihintay ng inyong pirma.',
  scheduleChanged: 'Nagbago ang inyong utang dahil sa isang bayad mula nang gawin ang bagong iskedyul. Humiling po muli ng bago.',
  signCode: '{{company}}: {{code}} ang inyong code para pirmahan ang bagong iskedyul ng hulog ng loan {{loanNumber}}: PHP {{instalment}} bawat buwan, {{count}} na hulog. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman, kahit sa aming staff.',
  signed: 'Napirmahan na ninyo ang bagong iskedyul. Ito na ang susundin ng inyong mga bayad.',
  kindName: {
    EXTENSION: 'Extension',
    RESTRUCTURE: 'Bagong iskedyul ng hulog',
  },
  status: {
    PENDING: 'Naghihintay ng desisyon',
    APPROVED: 'Naaprubahan',
    REJECTED: 'Hindi naaprubahan',
  },
  versionStatus: {
    SIGNED: 'Napirmahan: ito ang sinusunod ng inyong mga bayad',
    PENDING_SIGNATURE: 'Naghihintay ng inyong pirma',
    SUPERSEDED: 'Pinalitan ng mas bagong iskedyul',
    WITHDRAWN: 'Binawi: nabago ito ng isang bayad bago ninyo napirmahan',
  },
  rejection: {
    AMOUNT_TOO_LOW: 'hindi mababayaran ng buwanang halagang kaya ninyo ang loan sa loob ng pinakamahabang termino namin',
    RECENT_CHANGE: 'kababago lamang ng inyong iskedyul ng hulog',
    PAYMENT_RECORD: 'hindi pa ito pinapayagan ng rekord ng inyong mga bayad sa loan na ito',
  },
  smsApproved: '{{company}}: Naaprubahan ang inyong kahilingan para sa loan na {{loanNumber}}. Buksan ang app para basahin ang bagong iskedyul at pirmahan ito gamit ang SMS code; hangga\'t hindi ninyo ito napipirmahan, ang kasalukuyang iskedyul ang susundin.',
  smsRejected: '{{company}}: Hindi naaprubahan ang inyong kahilingan para sa loan na {{loanNumber}} dahil {{reason}}. Magbayad po ayon sa iskedyul o makipag-ugnayan sa amin.',
};
