/**
 * The Filipino (Tagalog) catalogue: the keys of en.ts, in plain polite Tagalog ('inyo', 'ninyo'),
 * keeping the English words Filipinos use themselves (loan, OTP, e-wallet, password, due date) and
 * the names of documents, banks and legal texts. Figures keep their format. In Intl's Filipino
 * plural rules 1, 2, 3, 5, 7, 8 ... are 'one' and 4, 6, 9 'other', and Tagalog nouns do not change
 * with the number: both forms read the same, with {{count}}, never 'isa'.
 */
import { en } from './en';
import type { Catalogue } from './translate';
import { shell } from './web/shell.fil';
import { webMessage } from './web/webmessage.fil';
import { calculator, calculatorFigure } from './web/calculator.fil';
import { publicPage } from './web/public.fil';
import { auth } from './web/auth.fil';
import { policy } from './web/policy.fil';
import { wallet } from './web/wallet.fil';
import { settings } from './web/settings.fil';
import { pay } from './web/pay.fil';
import { history } from './web/history.fil';
import { activation } from './web/activation.fil';
import { loans } from './web/loans.fil';
import { support } from './web/support.fil';
import { notifications } from './web/notifications.fil';
import { memberData } from './web/member-data.fil';
import { consoleShell } from './web/console.fil';
import { consoleMoney } from './web/console-money.fil';
import { books } from './web/books.fil';
import { auditPage, closeOfBusinessPage, holidaysPage, settingsPage, staffPage, webhooksPage } from './web/admin-console.fil';
import { statements } from './web/statements.fil';
import { provisioningPage } from './web/provisioning.fil';
import { hardship } from './web/hardship.fil';
import { apiErrors } from './api/errors.fil';
import { apiAuth } from './api/auth.fil';
import { apiKyc } from './api/kyc.fil';
import { apiLoanApproval, apiLoanRejection, apiLoans } from './api/loans.fil';
import { apiWithdrawals } from './api/withdrawals.fil';
import { apiSms } from './api/sms.fil';
import { apiContact } from './api/contact.fil';
import { apiSupport } from './api/support.fil';
import { apiPayments } from './api/payments.fil';
import { apiFourEyes } from './api/four-eyes.fil';
import { apiSanctions } from './api/sanctions.fil';
import { apiAml } from './api/aml.fil';
import { compliance } from './web/compliance.fil';
import { apiReceipts } from './api/receipts.fil';
import { apiCreditLimit } from './api/credit-limit.fil';
import { apiHardship } from './api/hardship.fil';
import { apiLateCharges } from './api/late-charges.fil';
import { apiCurrencies, apiDev } from './api/admin.fil';
import { apiReports } from './api/reports.fil';
import { apiBooks } from './api/books.fil';
import { apiCollections } from './api/collections.fil';
import { apiReversals } from './api/reversals.fil';
import { apiSuspense } from './api/suspense.fil';
import { apiProvisioning, apiWriteOffs } from './api/provisioning.fil';
import { apiReconciliation } from './api/reconciliation.fil';
import { apiWebhooks } from './api/webhooks.fil';
import { apiAccountClosure, apiMemberData } from './api/member-data.fil';
import { apiAudit, apiSettings, apiStaff } from './api/admin-console.fil';
import { apiContract, apiLoanPdf } from './api/contract.fil';

export const fil: Catalogue = {
  language: { name: 'Filipino' },

  common: { or: 'o', manilaTime: '{{time}} (oras sa Maynila)' },

  legal: {
    englishGoverns: 'Ito ay salin para sa inyong kaginhawaan. Kung may pagkakaiba ito sa bersiyong Ingles, ang bersiyong Ingles ang masusunod.',
  },

  form: {
    incomplete: 'Pakikumpleto ang inyong impormasyon!',
    checkFields: 'Pakisuri ang mga field na naka-highlight.',
    activated: 'Matagumpay na na-verify ang inyong impormasyon!',
    submittedForReview: 'Kumpleto na ang inyong impormasyon. Susuriin na ng isang loan officer ang inyong ID at selfie; padadalhan namin kayo ng SMS kapag tapos na.',
  },

  field: {
    phone: 'Mula 9 hanggang 15 digit. Dapat magsimula sa digit. Numero lamang ang pinapayagan.',
    fullName: 'Pakilagay ang inyong pangalan at apelyido. Tiyaking makatwiran ang haba ng pangalan.',
    email: 'Mali ang format ng email.',
    password: 'Gumawa ng password na may 8 hanggang 24 na character, kasama ang malaki at maliit na titik, isang numero at isang special character.',
    passwordMismatch: 'Hindi tugma ang kumpirmasyon ng password.',
    loginPassword: 'Pakilagay ang inyong password.',
    currentPassword: 'Pakilagay ang inyong kasalukuyang password.',
    samePassword: 'Pumili ng bagong password na iba sa inyong kasalukuyang password.',
    workPlaceCountry: 'Pakipili ang bansa kung saan kayo nagtatrabaho.',
    workLocation: 'Pakilagay ang lugar ng inyong trabaho. Tiyaking makatwiran ang haba nito.',
    jobTitle: 'Pakilagay ang inyong posisyon sa trabaho (job title). Tiyaking makatwiran ang haba nito.',
    jobCategory: 'Pakipili ang kategorya ng inyong trabaho.',
    monthlyNetIncome: 'Pakilagay ang inyong buwanang netong kita sa buong piso (3 hanggang 7 digit).',
    firstName: 'Pakilagay ang inyong unang pangalan (first name). Tiyaking makatwiran ang haba nito.',
    middleName: 'Pakilagay ang inyong gitnang pangalan (middle name). Tiyaking makatwiran ang haba nito.',
    lastName: 'Pakilagay ang inyong apelyido. Tiyaking makatwiran ang haba nito.',
    birthDate: 'Pakipili ang inyong petsa ng kapanganakan. Dapat ay 18 hanggang 80 taong gulang kayo.',
    gender: 'Pakipili ang inyong kasarian.',
    maritalStatus: 'Pakipili ang inyong civil status.',
    nationality: 'Pakipili ang inyong nasyonalidad.',
    isAgree: 'Pakilagyan ng tsek ang kahon upang pumayag na i-report ang inyong loan sa mga credit bureau.',
    countryResidence: 'Pakipili ang bansang inyong tinitirhan.',
    province: 'Pakilagay ang inyong probinsya. Tiyaking makatwiran ang haba nito.',
    town: 'Pakilagay ang inyong bayan o lungsod. Tiyaking makatwiran ang haba nito.',
    streetAddress: 'Pakilagay ang inyong street address. Tiyaking makatwiran ang haba nito.',
    postalCode: 'Pakilagay ang postal code na may hanggang 20 titik, digit, espasyo o gitling.',
    refFullName: 'Pakilagay ang buong pangalan ng inyong reference. Tiyaking makatwiran ang haba nito.',
    refRelationship: 'Pakilagay ang inyong kaugnayan sa reference. Tiyaking makatwiran ang haba nito.',
    refOwnPhone: 'Pakilagay ang numero ng telepono ng inyong reference, hindi ang sa inyo.',
    refIncomplete: 'Pakikumpleto ang pangalawang reference, o iwanang blangko ang lahat ng field nito.',
    identityType: 'Pakipili ang uri ng inyong ID.',
    otherIdentityType: 'Pakilagay ang pangalan ng uri ng inyong ID.',
    identityNumber: 'Mula 8 hanggang 20 digit. Dapat magsimula sa digit o titik.',
    bankName: 'Pakipili ang inyong bangko o e-wallet.',
    accountName: 'Pakilagay ang pangalan ng account. Tiyaking makatwiran ang haba nito.',
    accountNumber: 'Pakilagay ang inyong account number: 4 hanggang 100 titik, digit, espasyo, tuldok, gitling, kuwit o kudlit.',
    ewalletNumber: 'Ang account number ng GCash at Maya ay may 11 digit at nagsisimula sa 09.',
    accountMismatch: 'Hindi tugma ang kumpirmasyon ng account number.',
    code: 'Pakilagay ang 6-digit na code.',
    amount: 'Pakilagay ang halaga sa digit, na may hanggang 2 decimal.',
    installmentCount: 'Pakipili ang bilang ng buwanang hulog.',
    currency: 'Pakipili ang currency.',
    serviceAgreement: 'Pakibasa ang Kasunduan sa Serbisyo at Patakaran',
    withdrawalAmount: 'Pakilagay ang halagang higit sa 999, sa digit at may hanggang 2 decimal.',
    withdrawalBalance: 'Mas malaki ang halaga kaysa sa inyong available balance.',
    contactName: 'Pakilagay ang inyong pangalan.',
    contactMessage: 'Pakilagay ang inyong mensahe (hanggang 2,000 character).',
    supportTopic: 'Pakipili kung tungkol saan ang inyong mensahe.',
    agree: 'Pakilagyan ng tsek ang kahon upang pumayag.',
    agreeTerms: 'Pakilagyan ng tsek ang kahon upang pumayag sa Mga Tuntunin at Kondisyon at sa Abiso sa privacy.',
    creditNotice: 'Pakilagyan ng tsek ang kahon upang kilalanin ang abiso tungkol sa credit data.',
    phoneCountry: 'Pakipili ang bansa ng inyong numero ng telepono.',
  },

  fieldProblem: {
    tooLong_one: '$t(fieldSubject.{{subject}}) ay hanggang {{count}} character lamang.',
    tooLong_other: '$t(fieldSubject.{{subject}}) ay hanggang {{count}} character lamang.',
    digits: '$t(fieldSubject.{{subject}}) ay hindi maaaring maglaman ng numero.',
    characters: '$t(fieldSubject.{{subject}}) ay hindi maaaring maglaman ng {{characters, chars}}.',
    script: '$t(fieldSubject.{{subject}}) ay hindi maaaring maglaman ng {{characters, chars}}: pakisulat ito sa mga letrang Latin (puwede ang may tuldik gaya ng ñ at é), o sa mga titik na Chinese o Japanese, Greek, Cyrillic o Baybayin.',
    tooShort_one: '$t(fieldSubject.{{subject}}) ay dapat may hindi bababa sa {{count}} character.',
    tooShort_other: '$t(fieldSubject.{{subject}}) ay dapat may hindi bababa sa {{count}} character.',
  },

  fieldSubject: {
    name: 'Ang inyong pangalan',
    firstName: 'Ang inyong unang pangalan',
    middleName: 'Ang inyong gitnang pangalan',
    lastName: 'Ang inyong apelyido',
    workLocation: 'Ang lugar ng inyong trabaho',
    jobTitle: 'Ang inyong posisyon sa trabaho',
    province: 'Ang probinsya',
    town: 'Ang bayan o lungsod',
    streetAddress: 'Ang street address',
    referenceName: 'Ang pangalan ng inyong reference',
    relationship: 'Ang kaugnayan',
    accountName: 'Ang pangalan ng account',
  },

  loan: {
    alreadyHasLoan: 'Mayroon na kayong loan!',
    currencyUnavailable: 'Hindi available ang currency na ito.',
    submitted: 'Naipadala na ang loan application.',
    enteredIntoSystem: 'Naipasok na sa aming sistema ang inyong loan application.',
    reviewScheduled: 'Maiiskedyul sa lalong madaling panahon ang pagsusuri ng inyong loan application.',
    noApplications: 'Wala pa kaming natatanggap na loan application.',
    notFound: 'Hindi makita ang loan.',
    contractNotFound: 'Hindi makita ang kontrata.',
    reviewAndSign: 'Suriin at pirmahan ang inyong kontrata',
    cannotSign: 'Hindi pa maaaring pirmahan ang loan na ito.',
    alreadySigned: 'Napirmahan na ang kontratang ito.',
    codeSent: 'Nagpadala kami ng code sa inyong telepono.',
    signed: 'Matagumpay na nakumpirma ang OTP',
    cannotCancel: 'Hindi na maaaring kanselahin ang loan na ito.',
    cancelledFree: 'Nakansela na ang inyong loan application. Walang bayad.',
    cancelledCoolingOff: 'Nakansela at sarado na ang inyong loan. Naibalik na ang principal mula sa inyong wallet; walang sinisingil na interes o bayad.',
    kycNotVerified: 'Hindi pa verified ang pagkakakilanlan (KYC) ng miyembro.',
    approveNotPending: 'Ang loan na naghihintay ng pagsusuri lamang ang maaaring aprubahan.',
    rejectNotPending: 'Ang loan na naghihintay ng pagsusuri lamang ang maaaring tanggihan.',
    ownLoan: 'Hindi kayo maaaring magpasya sa sarili ninyong loan.',
    approvedAmount: 'Ang inaprubahang halaga ay dapat nasa pagitan ng minimum at ng halagang inaplay.',
    approvedTerm: 'Hindi maaaring mas mahaba ang termino kaysa sa inaplay.',
    reasonCode: 'Pakipili ang dahilan mula sa listahan.',
    approvalReason: 'Piliin kung bakit mas mababang halaga ang inaaprobahan ninyo.',
    approvalReasonFull: 'Walang dahilan para sa mas mababang halaga ang pag-apruba ng buong halaga.',
    decisionNote: 'Sumulat ng note na hanggang 500 character lamang.',
    dtiOverrideReason: 'Lampas sa limitasyon ang utang kumpara sa kita: isulat kung bakit ninyo ito inaaprubahan pa rin (hanggang 500 character).',
    awaitingSecondApproval: 'Naghihintay ang loan na ito sa pag-apruba ng pangalawang officer.',
    status: 'Pakipili ang status ng loan.',
    ewalletBelowProceeds:
      'E-wallet ang inyong withdrawal account, na tumatanggap ng hanggang PHP {{cap}} lamang bawat buwan: hindi mailalabas ang buong PHP {{amount}} mula sa inyong wallet sa loob ng cooling-off period. Palitan muna ito ng bank account (sa hakbang na bank account ng inyong activation), saka pumirma.',
  },

  loanLimit: {
    between: 'Ang halaga ng loan ay dapat nasa pagitan ng {{min}} at {{max}}.',
    raisedToMinimum: 'Ang pinakamababang loan ay {{amount}}, kaya iyon ang halagang ginamit sa mga kuwenta.',
    loweredToMaximum: 'Ang pinakamataas na loan ay {{amount}}, kaya iyon ang halagang ginamit sa mga kuwenta.',
  },

  amountLimit: {
    product: 'Ang pinakamalaking halagang tinatanggap namin sa isang pagkakataon ay PHP {{max}}.',
    channel: 'Hanggang PHP {{max}} lamang ang tinatanggap ng {{channel}} sa isang bayad.',
  },

  withdrawal: {
    cappedToBalance: 'Mas malaki ang halaga kaysa sa inyong available balance, kaya ginawa namin itong katumbas ng inyong balance na PHP {{balance}}.',
    ewalletMonthlyCap: 'Ang mga e-wallet account ay makatatanggap ng hanggang PHP {{cap}} lamang bawat buwan. Maaari pa kayong mag-withdraw ng PHP {{left}} ngayong buwan.',
    ewalletPerTransfer: 'Sa InstaPay tumatanggap ang mga e-wallet account: hanggang PHP {{max}} bawat withdrawal.',
    backInWallet: 'Naibalik na ang halaga sa inyong wallet.',
    transferring: 'Ipinapadala na... sa pamamagitan ng {{rail}}. {{expectedTime}}',
    transferFailed: 'Hindi natapos ang transfer',
    limitsEwallet: 'Mga e-wallet (GCash, Maya): hanggang PHP {{perWithdrawal}} bawat withdrawal at PHP {{perMonth}} bawat buwan ng kalendaryo.',
    limitsBank: 'Mga bank account: walang limit mula sa amin; ang withdrawal na higit sa PHP {{instapay}} ay dumadaan sa PESONet sa loob ng banking day.',
  },

  payoutRail: {
    INSTAPAY: 'Karaniwan itong dumarating sa loob ng ilang minuto.',
    PESONET: 'Dumarating ito sa loob ng parehong banking day.',
    PESONET_LATER: 'Naipadala pagkatapos ng {{cutoff}} cut-off o sa weekend, darating ito sa {{date}}.',
  },

  repayment: {
    kind: 'Piliin ang susunod na hulog, isang halaga, o ang pagbabayad nang buo (pay off).',
    amount: 'Pakilagay ang halaga sa PHP, hal. 1000 o 1000.50.',
    amountTooHigh: 'Mas malaki iyan kaysa sa babayaran para matapos ang inyong loan ngayon (PHP {{payoff}}). Piliin na lang ang pay off.',
    amountAbovePayoff: 'Mas malaki iyan kaysa sa pay-off ng loan na ito ngayon (PHP {{payoff}}). Itala ang halaga ng pay-off at ibalik ang sobra sa borrower.',
    amountTooLow: 'Ang pinakamaliit na bayad ay PHP {{minimum}}.',
    notRunning: 'Hindi tumatanggap ng bayad ang loan na ito sa ngayon.',
    alreadyPaidOff: 'Bayad na nang buo ang loan na ito. Wala nang babayaran.',
    paid: 'Natanggap ang bayad: PHP {{amount}}. Salamat.',
    paidOff: 'Natanggap ang bayad: PHP {{amount}}, at ibinawas ang PHP {{rebate}} na interes na hindi pa kinita (rebate). Bayad na nang buo ang inyong loan. Salamat.',
    channel: 'Piliin ang channel na dinaanan ng pera.',
    externalRef: 'Ilagay ang reference ng channel (3 hanggang 64 na titik, digit, "-" o "_").',
    loanNumber: 'Walang loan na may ganitong numero.',
    referenceReused: 'Naitala na ang reference na ito para sa ibang bayad.',
  },

  loanStatus: {
    PENDING_REVIEW: {
      statement: 'SINUSURI PA ANG LOAN APPLICATION',
      message: 'Nakaiskedyul itong suriin ng isa sa aming mga loan officer. Padadalhan namin kayo ng SMS tungkol sa desisyon; kung may tanong kayo, sumulat sa amin mula sa pahinang Contact.',
    },
    APPROVED: {
      statement: 'APRUBADO ANG LOAN APPLICATION',
      message: 'Aprubado na ang inyong loan. Basahin ang disclosure statement at pirmahan ang inyong kontrata gamit ang code na ipapadala namin sa SMS.',
    },
    REJECTED: {
      statement: 'HINDI NAAPRUBAHAN ANG LOAN APPLICATION',
      message: 'Hindi namin maaaprubahan ang application na ito. Maaari kayong mag-apply muli sa ibang pagkakataon, o makipag-ugnayan sa amin para malaman ang dahilan.',
    },
    CANCELLED: {
      statement: 'NAKANSELA ANG LOAN APPLICATION',
      message: 'Nakansela ang loan application na ito nang walang gastos sa inyo.',
    },
    CONTRACT_SIGNED: {
      statement: 'NAPIRMAHAN ANG KONTRATA',
      message: 'Napirmahan na ang inyong kontrata. Mai-credit ang halaga ng loan sa inyong wallet sa loob ng 24 na oras.',
    },
    DISBURSED: {
      statement: 'NAILABAS NA ANG LOAN',
      message: 'Nai-credit na ang halaga ng loan sa inyong wallet at nagsimula na ang inyong iskedyul ng pagbabayad.',
    },
    PAID_OFF: {
      statement: 'BAYAD NA NANG BUO ANG LOAN',
      message: 'Bayad na nang buo ang inyong loan. Salamat po.',
    },
    OVERDUE: {
      statement: 'LAMPAS NA SA DUE DATE ANG HULOG',
      message: 'Lampas na sa due date ang isang hulog. Pakibayaran ito sa lalong madaling panahon; may hangganan ang late charge ayon sa nakasaad sa inyong kontrata.',
    },
    DEFAULTED: {
      statement: 'NAKA-DEFAULT ANG LOAN',
      message: 'May mga hulog na hindi pa nababayaran. Pakisulatan kami mula sa pahinang Contact upang magkasundo tayo sa isang plano ng pagbabayad.',
    },
    WRITTEN_OFF: {
      statement: 'ISINARA NA ANG PANININGIL SA LOAN',
      message:
        'Itinigil na namin ang paniningil sa loan na ito at hindi na kami magpapadala ng paalala tungkol dito. Utang pa rin ang halagang hindi nabayaran at iniuulat ito bilang hindi bayad sa credit bureau. Tinatanggap pa rin ang anumang ibabayad mo rito, may resibo.',
    },
  },

  loanClosure: {
    COOLING_OFF: {
      statement: 'NAKANSELA ANG LOAN SA COOLING-OFF PERIOD',
      message: 'Kinansela ninyo ito sa loob ng cooling-off period: naibalik na ang principal mula sa inyong wallet at sarado na ang loan. Walang sinisingil na interes o bayad.',
    },
    REPAID_ON_TIME: {
      statement: 'BAYAD NA NANG BUO ANG LOAN',
      message: 'Bayad na nang buo ang inyong loan. Salamat sa pagbabayad sa tamang oras.',
    },
  },

  withdrawalStatus: {
    AWAITING_OTP: {
      statement: 'HINIHINTAY ANG INYONG CODE',
      message: 'Ilagay sa loob ng 15 minuto ang 6-digit na code na ipinadala namin sa SMS sa inyong nakarehistrong telepono. Nakareserba ang halaga sa inyong wallet hanggang sa oras na iyon.',
    },
    QUEUED: {
      statement: 'NAKAPILA ANG WITHDRAWAL',
      message: 'Kumpirmado na ang inyong withdrawal at naghihintay na maipadala sa inyong account.',
    },
    PROCESSING: {
      statement: 'IPINAPADALA...',
      message: 'Ipinapadala na ang pera sa inyong bangko o e-wallet account.',
    },
    COMPLETED: {
      statement: 'TAPOS NA ANG WITHDRAWAL',
      message: 'Naipadala na ang pera sa inyong account. Itabi ang reference number sakaling kailanganin ninyong magtanong sa inyong bangko.',
    },
    FAILED: {
      statement: 'HINDI NATULOY ANG WITHDRAWAL',
      message: 'Hindi natapos ang transfer. Nasa inyong wallet na muli ang buong halaga.',
    },
    CANCELLED: {
      statement: 'NAKANSELA ANG WITHDRAWAL',
      message: 'Kinansela ninyo ang withdrawal na ito. Nasa inyong wallet na muli ang buong halaga.',
    },
    EXPIRED: {
      statement: 'NAG-EXPIRE ANG WITHDRAWAL',
      message: 'Hindi nailagay ang code sa loob ng 15 minuto. Nasa inyong wallet na muli ang buong halaga.',
    },
  },

  kycStatus: {
    PENDING: {
      statement: 'HINIHINTAY ANG PAGSUSURI NG PAGKAKAKILANLAN',
      message: 'Susuriin ng isang Loan Officer ang inyong ID at selfie.',
    },
    VERIFIED: {
      statement: 'KUMPIRMADO ANG PAGKAKAKILANLAN',
      message: 'Nasuri at tinanggap na ang inyong ID at selfie.',
    },
    REJECTED: {
      statement: 'HINDI NA-VERIFY ANG PAGKAKAKILANLAN',
      message: 'Hindi namin ma-verify ang inyong ID. Pakiupload muli ang malinaw na larawan ng inyong ID at isang selfie.',
    },
  },

  creditFactor: {
    base: {
      label: 'Panimulang puntos',
      explanation: 'Ang bawat miyembro ay nagsisimula sa {{points}} puntos.',
    },
    verified: {
      label: 'Verified na profile',
      explanation: 'Verified na ang inyong pagkakakilanlan: +{{points}}.',
      notYet: 'Hindi pa verified ang inyong pagkakakilanlan. Nagdadagdag ng {{points}} puntos ang verification.',
    },
    onTime: {
      label: 'Mga bayad sa tamang oras',
      explanation_one: '{{count}} hulog ang nabayaran sa tamang oras (pagsapit ng due date o sa loob ng grace period): +{{each}} bawat isa, binibilang hanggang {{max}}.',
      explanation_other: '{{count}} hulog ang nabayaran sa tamang oras (pagsapit ng due date o sa loob ng grace period): +{{each}} bawat isa, binibilang hanggang {{max}}.',
    },
    early: {
      label: 'Maagang pagbabayad',
      explanation_one: '{{count}} hulog ang nabayaran nang hindi bababa sa {{days}} araw bago ang due date: dagdag na +{{each}} bawat isa, binibilang hanggang {{max}}.',
      explanation_other: '{{count}} hulog ang nabayaran nang hindi bababa sa {{days}} araw bago ang due date: dagdag na +{{each}} bawat isa, binibilang hanggang {{max}}.',
    },
    latePaid: {
      label: 'Mga huling bayad',
      explanation_one: '{{count}} hulog ang nabayaran matapos maging overdue: {{each}} bawat isa.',
      explanation_other: '{{count}} hulog ang nabayaran matapos maging overdue: {{each}} bawat isa.',
    },
    overdue: {
      label: 'Mga overdue na hulog',
      explanation_one: '{{count}} hulog ang overdue at hindi pa nababayaran: {{each}} bawat isa. Kapag nabayaran, magiging huling bayad na lang ito ({{late}}).',
      explanation_other: '{{count}} hulog ang overdue at hindi pa nababayaran: {{each}} bawat isa. Kapag nabayaran, magiging huling bayad na lang ito ({{late}}).',
    },
  },

  creditBand: {
    Excellent: 'Napakahusay',
    'Very good': 'Mahusay',
    Good: 'Mabuti',
    Fair: 'Katamtaman',
    Poor: 'Mahina',
  },

  gender: {
    Male: 'Lalaki',
    Female: 'Babae',
  },

  maritalStatus: {
    Single: 'Single',
    Married: 'Kasal',
    Separated: 'Hiwalay',
    Divorced: 'Diborsiyado',
    'Widow/Widower': 'Balo',
    Others: 'Iba pa',
  },

  // Official documents keep their English names; only the generic words are Filipino.
  idType: {
    ...en.idType,
    'Alien Certificate of Registration (ACR) / Immigration Certificate of Residence (ICR) (pre-2015)':
      'Alien Certificate of Registration (ACR) / Immigration Certificate of Residence (ICR) (bago ang 2015)',
    Passport: 'Pasaporte',
    Others: 'Iba pa',
  },

  jobCategory: {
    'Accounting / Finance': 'Accounting / Pananalapi',
    'Administrative / Management': 'Administrasyon / Pamamahala',
    'Advertising / Media': 'Advertising / Media',
    'Agriculture / Sciences': 'Agrikultura / Agham',
    'Airline / Aviation': 'Airline / Abyasyon',
    'Automotive / Mechanic': 'Automotive / Mekaniko',
    'Beauty / Personal Care': 'Pagpapaganda / Personal Care',
    'Chemical / Industrial': 'Kemikal / Industriyal',
    'Construction / Civil Works': 'Konstruksyon / Civil Works',
    'Customer Service / Call Center': 'Customer Service / Call Center',
    'Driver / Heavy Equipment Operator': 'Drayber / Heavy Equipment Operator',
    'Education / Teaching': 'Edukasyon / Pagtuturo',
    'Electronics / Electrical': 'Electronics / Elektrikal',
    'Engineering / Civil': 'Engineering / Civil',
    'Engineering / Mechanical': 'Engineering / Mechanical',
    'Entertainment / Music': 'Entertainment / Musika',
    'Food / Catering': 'Pagkain / Catering',
    'Health Care / Medical': 'Kalusugan / Medikal',
    'Hotels / Restaurants': 'Hotel / Restawran',
    'Households Services': 'Serbisyong Pambahay',
    'Legal / Consulting': 'Legal / Pagkonsulta',
    Manufacturing: 'Pagmamanupaktura',
    'Mining / Oil & Gas': 'Pagmimina / Langis at Gas',
    'Others / General Services': 'Iba pa / Pangkalahatang Serbisyo',
    'Procurement / Logistics': 'Procurement / Logistics',
    'Repair / Maintenance': 'Pagkukumpuni / Maintenance',
    'Sales / Marketing': 'Sales / Marketing',
    'Seafarers / Seaman': 'Marino / Seaman',
    'Skilled / Metalworks': 'Skilled / Metalworks',
    'Skilled Labour / Trades': 'Skilled Labor / Trades',
    'Sports / Recreation': 'Palakasan / Libangan',
    'Travel / Tourism': 'Paglalakbay / Turismo',
  },

  bank: { Other: 'Iba pa' },

  shell,
  webMessage,
  calculator,
  calculatorFigure,
  publicPage,
  auth,
  policy,
  wallet,
  pay,
  history,
  settings,
  activation,
  loans,
  support,
  notifications,
  memberData,
  console: consoleShell,
  consoleMoney,
  books,
  statements,
  provisioningPage,
  auditPage,
  staffPage,
  settingsPage,
  holidaysPage,
  webhooksPage,
  closeOfBusinessPage,
  hardship,
  apiErrors,
  apiAuth,
  apiKyc,
  apiLoanRejection,
  apiLoanApproval,
  apiLoans,
  apiWithdrawals,
  apiSms,
  apiContact,
  apiSupport,
  apiPayments,
  apiFourEyes,
  apiSanctions,
  apiAml,
  compliance,
  apiReceipts,
  apiCreditLimit,
  apiHardship,
  apiLateCharges,
  apiCurrencies,
  apiAudit,
  apiStaff,
  apiSettings,
  apiDev,
  apiReports,
  apiBooks,
  apiCollections,
  apiReversals,
  apiSuspense,
  apiProvisioning,
  apiWriteOffs,
  apiReconciliation,
  apiWebhooks,
  apiMemberData,
  apiAccountClosure,
  apiContract,
  apiLoanPdf,
};
