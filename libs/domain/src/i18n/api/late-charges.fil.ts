/** Multang tinalikdan sa apat na mata: ang mga pagtanggi, ang salita sa tagasuri at ang SMS sa nanghiram. */
export const apiLateCharges = {
  instalment: 'Piliin ang hulog na tatalikdan ang multa.',
  amount: 'Ilagay ang halagang tatalikdan sa PHP, hal. 150 o 150.50.',
  reason: 'Isulat kung bakit, hanggang {{max}} na titik.',
  amountAbove: 'PHP {{owed}} ang multang utang pa ng hulog na ito: hanggang doon lamang ang matatalikdan.',
  loanNotFound: 'Walang utang na may ganitong numero.',
  notRunning: 'Hindi binabayaran ang utang na ito: wala itong multang matatalikdan.',
  nothingToWaive: 'Walang multa ang hulog {{instalment}}.',
  changed: 'Mas maliit na ngayon ang multa ng hulog kaysa sa pagtalikdang ito (may bayad mula nang hilingin): tanggihan ito at humiling muli.',
  requested: 'Hiniling ang pagtalikod. Kailangang aprubahan ito ng ikalawang kawani.',
  instalmentDue: 'Hulog {{number}}, dapat bayaran sa {{dueDate}}',
  sms: '{{company}}: Tinalikdan ang PHP {{amount}} ng multa sa hulog {{instalment}} ng utang {{loanNumber}}. Mas maliit na ng ganoon ang utang mo. Buksan ang app para makita ang balanse mo.',
};
