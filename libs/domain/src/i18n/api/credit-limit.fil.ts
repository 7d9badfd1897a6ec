import type { Catalogue } from '../translate';

export const apiCreditLimit: Catalogue['apiCreditLimit'] = {
  rule: {
    RAISED: 'Nabayaran ninyo ang huling loan na {{previous}} nang walang hulog na lumampas ng {{graceDays}} araw sa due date, kaya tumaas nang {{step}} ang inyong limit, at {{amount}} na ito ngayon.',
    AT_MAXIMUM: 'Nabayaran ninyo sa tamang oras ang huling loan na {{previous}}, kaya umabot ang inyong limit sa pinakamalaking ipinapautang namin, {{amount}}.',
    HELD: 'May hulog sa huling loan na {{previous}} na lumampas ng {{graceDays}} araw sa due date, kaya nananatili ang inyong limit sa {{amount}}.',
    REDUCED_BY_INCOME: 'Mas mataas ang inyong limit, pero hanggang 40% lamang ng buwanang netong kita ang maaaring mapunta sa hulog, kaya {{amount}} ang alok namin sa pinakamahabang termino.',
    OPEN_LOAN: 'May bukas pa kayong loan: darating ang alok kapag nabayaran na ito.',
    NO_REPAID_LOAN: 'Darating ang alok kapag nabayaran na ninyo ang inyong unang loan.',
    DEFAULTED: 'Hindi nabayaran ang loan na {{loanNumber}}, kaya hindi kami makapag-aalok ng panibagong loan.',
    INCOME: 'Hindi sapat ang inyong buwanang netong kita para sa hulog ng pinakamaliit naming loan, {{min}}.',
  },
  outcome: {
    RAISED: 'Itinaas ang limit',
    HELD: 'Hindi binago ang limit',
    NOT_COUNTED: 'Hindi ibinilang (natapos sa cooling-off period)',
    OPEN: 'Bukas pa: ibibilang kapag nabayaran na',
  },
  refusal: {
    noOffer: 'Wala kayong pre-approved na alok ngayon.',
    aboveOffer: 'Mas malaki ang halaga kaysa sa inyong alok na {{amount}}.',
    kycNotVerified: 'Hindi verified ngayon ang inyong pagkakakilanlan: i-update ang inyong profile sa Settings bago mag-apply.',
    bankChanged: 'Nagbago ang inyong bank account pagkatapos ma-verify ang inyong pagkakakilanlan: gamitin ang karaniwang application form para masuri ito ng isang officer.',
  },
  card: {
    title: 'Pre-approved na ang inyong susunod na loan',
    amount: 'Hanggang {{amount}}',
    term: '{{count}} buwanang hulog na {{instalment}}',
    apply: 'Mag-apply para sa {{amount}}',
    noDocuments: 'Hindi na kailangang mag-upload muli ng mga dokumento: gagamitin namin ang mga na-verify na.',
  },
};
