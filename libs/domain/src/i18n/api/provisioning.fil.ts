import type { Catalogue } from '../translate';

export const apiProvisioning: Catalogue['apiProvisioning'] = {
  rate: 'Maglagay ng rate sa basis points mula 0 hanggang 10000 (100 = 1 %).',
  rising: 'Ang rate ng bawat stage ay dapat hindi bababa sa rate ng naunang stage.',
  monthEnd: 'Ibigay ang huling araw ng isang buwang natapos na, bilang YYYY-MM-DD.',
  requested: 'Hiniling ang pagbabago. Kailangang aprubahan ito ng ibang kawani.',
  stage1: 'Stage 1 (nasa oras)',
  stage2: 'Stage 2 (huli nang higit 30 araw)',
  stage3: 'Stage 3 (huli nang higit 90 araw, o binago ang iskedyul)',
};

export const apiWriteOffs: Catalogue['apiWriteOffs'] = {
  reason: 'Isulat kung bakit ititigil ang paniningil sa loan, hanggang 500 titik.',
  notRunning: 'Ang loan lamang na nailabas na at hindi pa bayad nang buo ang maaaring itigil ang paniningil.',
  nothingOwed: 'Walang utang ang loan na ito sa mga libro: walang ititigil na paniningil.',
  requested: 'Hiniling ang pagtigil sa paniningil. Kailangang aprubahan ito ng ibang kawani.',
  status: 'Katayuan',
  receivables: 'Utang sa mga libro',
  reasonField: 'Dahilan',
  writtenOff: 'Itinigil ang paniningil',
  smsWrittenOff:
    '{{company}}: Itinigil na namin ang paniningil sa loan na {{loanNumber}} at hindi na kami magpapadala ng paalala tungkol dito. Utang mo pa rin ang PHP {{amount}} na hindi nabayaran at iniuulat ito sa credit bureau bilang hindi bayad. Maaari ka pa ring magbayad gamit ang payment reference na {{reference}}; may resibo ka.',
  smsRecovery: '{{company}}: Resibo {{receipt}}. Natanggap namin ang PHP {{amount}} para sa loan na {{loanNumber}} na itinigil na ang paniningil. Salamat. Hindi pa bayad: PHP {{left}}.',
  recovered: 'Natanggap ang PHP {{amount}} para sa loan na itinigil na ang paniningil. Salamat.',
  nothingToRecover: 'Wala nang utang ang loan na {{loanNumber}}. Mananatili sa wallet mo ang pera mo.',
};
