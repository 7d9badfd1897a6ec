/** Fixed enumerations (docs/product.md §3, §4). Values are what forms post and the API stores. */

/** How money received outside the app reached the lender, as staff record it (POST /officer/payments). */
export const PAYMENT_CHANNELS = ['BANK_DEPOSIT', 'INSTAPAY', 'PESONET', 'GCASH', 'MAYA', 'OVER_THE_COUNTER'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export const ROLES = ['MEMBER', 'LOAN_OFFICER', 'ADMIN', 'COMPLIANCE'] as const;
export type Role = (typeof ROLES)[number];

/** Member information states, in activation-wizard order. */
export const INFO_STATES = [
  'PERSONAL_INFO',
  'ADDRESS_INFO',
  'REFERENCES_INFO',
  'IDENTITY_INFO',
  'BANK_INFO',
  'INFO_COMPLETED',
] as const;
export type InfoState = (typeof INFO_STATES)[number];

/** The state after saving the step of `state` (INFO_COMPLETED stays). */
export function nextInfoState(state: InfoState): InfoState {
  const i = INFO_STATES.indexOf(state);
  if (i < 0) throw new RangeError(`unknown info state ${String(state)}`);
  return INFO_STATES[Math.min(i + 1, INFO_STATES.length - 1)];
}

/** Wizard step number (1 to 5) of an info state; INFO_COMPLETED -> 6. */
export function infoStep(state: InfoState): number {
  const i = INFO_STATES.indexOf(state);
  if (i < 0) throw new RangeError(`unknown info state ${String(state)}`);
  return i + 1;
}

export const KYC_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** SIGNUP: the code that proves a new member's phone before the account exists (keyed by the number). */
/**
 * SIGN_IN: the code that lets a member in during a cooldown others caused (the right password, then this),
 * and the code of every staff sign-in (its target the sign-in's reference, docs/decisions/019).
 */
export const OTP_PURPOSES = ['CONTRACT_SIGN', 'WITHDRAWAL', 'PASSWORD_RESET', 'BANK_CHANGE', 'SIGNUP', 'SIGN_IN'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const LOAN_STATUSES = [
  'PENDING_REVIEW',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'CONTRACT_SIGNED',
  'DISBURSED',
  'PAID_OFF',
  'OVERDUE',
  'DEFAULTED',
  'WRITTEN_OFF',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** Statuses that do not count as the member's current loan (a new application is allowed). */
export const CLOSED_LOAN_STATUSES: readonly LoanStatus[] = ['REJECTED', 'CANCELLED', 'PAID_OFF'];

export const WITHDRAWAL_STATUSES = [
  'AWAITING_OTP',
  'QUEUED',
  'PROCESSING',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const MARITAL_STATUSES = ['Single', 'Married', 'Separated', 'Divorced', 'Widow/Widower', 'Others'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const ID_TYPES = [
  'Alien Certificate of Registration (ACR) / Immigration Certificate of Residence (ICR)',
  'Alien Certificate of Registration (ACR) / Immigration Certificate of Residence (ICR) (pre-2015)',
  "Driver's License",
  'GSIS e-Card',
  'Integrated Bar of the Philippines (IBP) ID Card',
  'National ID (PhilSys)',
  'NBI Clearance',
  'Passport',
  'Postal ID',
  'Professional Identification Card (PRC) ID',
  'Senior Citizen Card',
  'SSS Card',
  'Unified Multi-Purpose ID (UMID)',
  "Voter's ID",
  'Others',
] as const;
export type IdType = (typeof ID_TYPES)[number];

export const JOB_CATEGORIES = [
  'Accounting / Finance',
  'Administrative / Management',
  'Advertising / Media',
  'Agriculture / Sciences',
  'Airline / Aviation',
  'Automotive / Mechanic',
  'Beauty / Personal Care',
  'Chemical / Industrial',
  'Construction / Civil Works',
  'Customer Service / Call Center',
  'Driver / Heavy Equipment Operator',
  'Education / Teaching',
  'Electronics / Electrical',
  'Engineering / Civil',
  'Engineering / Mechanical',
  'Entertainment / Music',
  'Food / Catering',
  'Health Care / Medical',
  'Hotels / Restaurants',
  'Households Services',
  'Legal / Consulting',
  'Manufacturing',
  'Mining / Oil & Gas',
  'Others / General Services',
  'Procurement / Logistics',
  'Repair / Maintenance',
  'Sales / Marketing',
  'Seafarers / Seaman',
  'Skilled / Metalworks',
  'Skilled Labour / Trades',
  'Sports / Recreation',
  'Travel / Tourism',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export type BankKind = 'bank' | 'ewallet';
export interface PhBank {
  /** Short code, stable. */
  code: string;
  /** What the form shows and posts as `bankName`. */
  name: string;
  kind: BankKind;
}

/** Major Philippine banks and e-wallets, e-wallets first, then 'Other' last. */
export const PH_BANKS: readonly PhBank[] = [
  { code: 'GCASH', name: 'GCash', kind: 'ewallet' },
  { code: 'MAYA', name: 'Maya', kind: 'ewallet' },
  { code: 'BDO', name: 'BDO Unibank', kind: 'bank' },
  { code: 'BPI', name: 'BPI', kind: 'bank' },
  { code: 'MBTC', name: 'Metrobank', kind: 'bank' },
  { code: 'LBP', name: 'Landbank', kind: 'bank' },
  { code: 'PNB', name: 'PNB', kind: 'bank' },
  { code: 'SECB', name: 'Security Bank', kind: 'bank' },
  { code: 'UBP', name: 'UnionBank', kind: 'bank' },
  { code: 'RCBC', name: 'RCBC', kind: 'bank' },
  { code: 'CBC', name: 'China Bank', kind: 'bank' },
  { code: 'EWB', name: 'EastWest Bank', kind: 'bank' },
  { code: 'DBP', name: 'Development Bank of the Philippines', kind: 'bank' },
  { code: 'PSB', name: 'PSBank', kind: 'bank' },
  { code: 'AUB', name: 'Asia United Bank', kind: 'bank' },
  { code: 'BOC', name: 'Bank of Commerce', kind: 'bank' },
  { code: 'PBCOM', name: 'PBCOM', kind: 'bank' },
  { code: 'PVB', name: 'Philippine Veterans Bank', kind: 'bank' },
  { code: 'CIMB', name: 'CIMB Bank', kind: 'bank' },
  { code: 'MAYBANK', name: 'Maybank', kind: 'bank' },
  { code: 'HSBC', name: 'HSBC', kind: 'bank' },
  { code: 'SCB', name: 'Standard Chartered', kind: 'bank' },
  { code: 'CTBC', name: 'CTBC Bank', kind: 'bank' },
  { code: 'SBA', name: 'Sterling Bank of Asia', kind: 'bank' },
  { code: 'PTC', name: 'Philtrust Bank', kind: 'bank' },
  { code: 'OFB', name: 'Overseas Filipino Bank', kind: 'bank' },
  { code: 'GOTYME', name: 'GoTyme Bank', kind: 'bank' },
  { code: 'TONIK', name: 'Tonik Bank', kind: 'bank' },
  { code: 'SEABANK', name: 'SeaBank', kind: 'bank' },
  { code: 'UNO', name: 'UNO Digital Bank', kind: 'bank' },
  { code: 'OTHER', name: 'Other', kind: 'bank' },
];

/** The listed bank with this name (case-insensitive), if any. */
export function findBank(name: string): PhBank | undefined {
  const n = (name ?? '').trim().toLowerCase();
  return PH_BANKS.find((b) => b.name.toLowerCase() === n || b.code.toLowerCase() === n);
}

/** True for GCash and Maya (account number: 11 digits starting 09). */
export function isEwallet(bankName: string): boolean {
  return findBank(bankName)?.kind === 'ewallet';
}

export interface Country {
  /** ISO 3166-1 alpha-2 */
  code: string;
  /** English short name */
  name: string;
}

/** ISO 3166-1 alpha-2 countries and territories (249), sorted by English name. */
export const COUNTRIES: readonly Country[] = [
  { code: 'AF', name: 'Afghanistan' },
  { code: 'AX', name: 'Åland Islands' },
  { code: 'AL', name: 'Albania' },
  { code: 'DZ', name: 'Algeria' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'AD', name: 'Andorra' },
  { code: 'AO', name: 'Angola' },
  { code: 'AI', name: 'Anguilla' },
  { code: 'AQ', name: 'Antarctica' },
  { code: 'AG', name: 'Antigua & Barbuda' },
  { code: 'AR', name: 'Argentina' },
  { code: 'AM', name: 'Armenia' },
  { code: 'AW', name: 'Aruba' },
  { code: 'AU', name: 'Australia' },
  { code: 'AT', name: 'Austria' },
  { code: 'AZ', name: 'Azerbaijan' },
  { code: 'BS', name: 'Bahamas' },
  { code: 'BH', name: 'Bahrain' },
  { code: 'BD', name: 'Bangladesh' },
  { code: 'BB', name: 'Barbados' },
  { code: 'BY', name: 'Belarus' },
  { code: 'BE', name: 'Belgium' },
  { code: 'BZ', name: 'Belize' },
  { code: 'BJ', name: 'Benin' },
  { code: 'BM', name: 'Bermuda' },
  { code: 'BT', name: 'Bhutan' },
  { code: 'BO', name: 'Bolivia' },
  { code: 'BA', name: 'Bosnia & Herzegovina' },
  { code: 'BW', name: 'Botswana' },
  { code: 'BV', name: 'Bouvet Island' },
  { code: 'BR', name: 'Brazil' },
  { code: 'IO', name: 'British Indian Ocean Territory' },
  { code: 'VG', name: 'British Virgin Islands' },
  { code: 'BN', name: 'Brunei' },
  { code: 'BG', name: 'Bulgaria' },
  { code: 'BF', name: 'Burkina Faso' },
  { code: 'BI', name: 'Burundi' },
  { code: 'KH', name: 'Cambodia' },
  { code: 'CM', name: 'Cameroon' },
  { code: 'CA', name: 'Canada' },
  { code: 'CV', name: 'Cape Verde' },
  { code: 'BQ', name: 'Caribbean Netherlands' },
  { code: 'KY', name: 'Cayman Islands' },
  { code: 'CF', name: 'Central African Republic' },
  { code: 'TD', name: 'Chad' },
  { code: 'CL', name: 'Chile' },
  { code: 'CN', name: 'China' },
  { code: 'CX', name: 'Christmas Island' },
  { code: 'CC', name: 'Cocos (Keeling) Islands' },
  { code: 'CO', name: 'Colombia' },
  { code: 'KM', name: 'Comoros' },
  { code: 'CG', name: 'Congo - Brazzaville' },
  { code: 'CD', name: 'Congo - Kinshasa' },
  { code: 'CK', name: 'Cook Islands' },
  { code: 'CR', name: 'Costa Rica' },
  { code: 'CI', name: 'Côte d’Ivoire' },
  { code: 'HR', name: 'Croatia' },
  { code: 'CU', name: 'Cuba' },
  { code: 'CW', name: 'Curaçao' },
  { code: 'CY', name: 'Cyprus' },
  { code: 'CZ', name: 'Czechia' },
  { code: 'DK', name: 'Denmark' },
  { code: 'DJ', name: 'Djibouti' },
  { code: 'DM', name: 'Dominica' },
  { code: 'DO', name: 'Dominican Republic' },
  { code: 'EC', name: 'Ecuador' },
  { code: 'EG', name: 'Egypt' },
  { code: 'SV', name: 'El Salvador' },
  { code: 'GQ', name: 'Equatorial Guinea' },
  { code: 'ER', name: 'Eritrea' },
  { code: 'EE', name: 'Estonia' },
  { code: 'SZ', name: 'Eswatini' },
  { code: 'ET', name: 'Ethiopia' },
  { code: 'FK', name: 'Falkland Islands' },
  { code: 'FO', name: 'Faroe Islands' },
  { code: 'FJ', name: 'Fiji' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'GF', name: 'French Guiana' },
  { code: 'PF', name: 'French Polynesia' },
  { code: 'TF', name: 'French Southern Territories' },
  { code: 'GA', name: 'Gabon' },
  { code: 'GM', name: 'Gambia' },
  { code: 'GE', name: 'Georgia' },
  { code: 'DE', name: 'Germany' },
  { code: 'GH', name: 'Ghana' },
  { code: 'GI', name: 'Gibraltar' },
  { code: 'GR', name: 'Greece' },
  { code: 'GL', name: 'Greenland' },
  { code: 'GD', name: 'Grenada' },
  { code: 'GP', name: 'Guadeloupe' },
  { code: 'GU', name: 'Guam' },
  { code: 'GT', name: 'Guatemala' },
  { code: 'GG', name: 'Guernsey' },
  { code: 'GN', name: 'Guinea' },
  { code: 'GW', name: 'Guinea-Bissau' },
  { code: 'GY', name: 'Guyana' },
  { code: 'HT', name: 'Haiti' },
  { code: 'HM', name: 'Heard & McDonald Islands' },
  { code: 'HN', name: 'Honduras' },
  { code: 'HK', name: 'Hong Kong SAR China' },
  { code: 'HU', name: 'Hungary' },
  { code: 'IS', name: 'Iceland' },
  { code: 'IN', name: 'India' },
  { code: 'ID', name: 'Indonesia' },
  { code: 'IR', name: 'Iran' },
  { code: 'IQ', name: 'Iraq' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IM', name: 'Isle of Man' },
  { code: 'IL', name: 'Israel' },
  { code: 'IT', name: 'Italy' },
  { code: 'JM', name: 'Jamaica' },
  { code: 'JP', name: 'Japan' },
  { code: 'JE', name: 'Jersey' },
  { code: 'JO', name: 'Jordan' },
  { code: 'KZ', name: 'Kazakhstan' },
  { code: 'KE', name: 'Kenya' },
  { code: 'KI', name: 'Kiribati' },
  { code: 'KW', name: 'Kuwait' },
  { code: 'KG', name: 'Kyrgyzstan' },
  { code: 'LA', name: 'Laos' },
  { code: 'LV', name: 'Latvia' },
  { code: 'LB', name: 'Lebanon' },
  { code: 'LS', name: 'Lesotho' },
  { code: 'LR', name: 'Liberia' },
  { code: 'LY', name: 'Libya' },
  { code: 'LI', name: 'Liechtenstein' },
  { code: 'LT', name: 'Lithuania' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'MO', name: 'Macao SAR China' },
  { code: 'MG', name: 'Madagascar' },
  { code: 'MW', name: 'Malawi' },
  { code: 'MY', name: 'Malaysia' },
  { code: 'MV', name: 'Maldives' },
  { code: 'ML', name: 'Mali' },
  { code: 'MT', name: 'Malta' },
  { code: 'MH', name: 'Marshall Islands' },
  { code: 'MQ', name: 'Martinique' },
  { code: 'MR', name: 'Mauritania' },
  { code: 'MU', name: 'Mauritius' },
  { code: 'YT', name: 'Mayotte' },
  { code: 'MX', name: 'Mexico' },
  { code: 'FM', name: 'Micronesia' },
  { code: 'MD', name: 'Moldova' },
  { code: 'MC', name: 'Monaco' },
  { code: 'MN', name: 'Mongolia' },
  { code: 'ME', name: 'Montenegro' },
  { code: 'MS', name: 'Montserrat' },
  { code: 'MA', name: 'Morocco' },
  { code: 'MZ', name: 'Mozambique' },
  { code: 'MM', name: 'Myanmar (Burma)' },
  { code: 'NA', name: 'Namibia' },
  { code: 'NR', name: 'Nauru' },
  { code: 'NP', name: 'Nepal' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NC', name: 'New Caledonia' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'NI', name: 'Nicaragua' },
  { code: 'NE', name: 'Niger' },
  { code: 'NG', name: 'Nigeria' },
  { code: 'NU', name: 'Niue' },
  { code: 'NF', name: 'Norfolk Island' },
  { code: 'KP', name: 'North Korea' },
  { code: 'MK', name: 'North Macedonia' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'NO', name: 'Norway' },
  { code: 'OM', name: 'Oman' },
  { code: 'PK', name: 'Pakistan' },
  { code: 'PW', name: 'Palau' },
  { code: 'PS', name: 'Palestinian Territories' },
  { code: 'PA', name: 'Panama' },
  { code: 'PG', name: 'Papua New Guinea' },
  { code: 'PY', name: 'Paraguay' },
  { code: 'PE', name: 'Peru' },
  { code: 'PH', name: 'Philippines' },
  { code: 'PN', name: 'Pitcairn Islands' },
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'QA', name: 'Qatar' },
  { code: 'RE', name: 'Réunion' },
  { code: 'RO', name: 'Romania' },
  { code: 'RU', name: 'Russia' },
  { code: 'RW', name: 'Rwanda' },
  { code: 'WS', name: 'Samoa' },
  { code: 'SM', name: 'San Marino' },
  { code: 'ST', name: 'São Tomé & Príncipe' },
  { code: 'SA', name: 'Saudi Arabia' },
  { code: 'SN', name: 'Senegal' },
  { code: 'RS', name: 'Serbia' },
  { code: 'SC', name: 'Seychelles' },
  { code: 'SL', name: 'Sierra Leone' },
  { code: 'SG', name: 'Singapore' },
  { code: 'SX', name: 'Sint Maarten' },
  { code: 'SK', name: 'Slovakia' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'SB', name: 'Solomon Islands' },
  { code: 'SO', name: 'Somalia' },
  { code: 'ZA', name: 'South Africa' },
  { code: 'GS', name: 'South Georgia & South Sandwich Islands' },
  { code: 'KR', name: 'South Korea' },
  { code: 'SS', name: 'South Sudan' },
  { code: 'ES', name: 'Spain' },
  { code: 'LK', name: 'Sri Lanka' },
  { code: 'BL', name: 'St. Barthélemy' },
  { code: 'SH', name: 'St. Helena' },
  { code: 'KN', name: 'St. Kitts & Nevis' },
  { code: 'LC', name: 'St. Lucia' },
  { code: 'MF', name: 'St. Martin' },
  { code: 'PM', name: 'St. Pierre & Miquelon' },
  { code: 'VC', name: 'St. Vincent & Grenadines' },
  { code: 'SD', name: 'Sudan' },
  { code: 'SR', name: 'Suriname' },
  { code: 'SJ', name: 'Svalbard & Jan Mayen' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'SY', name: 'Syria' },
  { code: 'TW', name: 'Taiwan' },
  { code: 'TJ', name: 'Tajikistan' },
  { code: 'TZ', name: 'Tanzania' },
  { code: 'TH', name: 'Thailand' },
  { code: 'TL', name: 'Timor-Leste' },
  { code: 'TG', name: 'Togo' },
  { code: 'TK', name: 'Tokelau' },
  { code: 'TO', name: 'Tonga' },
  { code: 'TT', name: 'Trinidad & Tobago' },
  { code: 'TN', name: 'Tunisia' },
  { code: 'TR', name: 'Türkiye' },
  { code: 'TM', name: 'Turkmenistan' },
  { code: 'TC', name: 'Turks & Caicos Islands' },
  { code: 'TV', name: 'Tuvalu' },
  { code: 'UM', name: 'U.S. Outlying Islands' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'UG', name: 'Uganda' },
  { code: 'UA', name: 'Ukraine' },
  { code: 'AE', name: 'United Arab Emirates' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
  { code: 'UY', name: 'Uruguay' },
  { code: 'UZ', name: 'Uzbekistan' },
  { code: 'VU', name: 'Vanuatu' },
  { code: 'VA', name: 'Vatican City' },
  { code: 'VE', name: 'Venezuela' },
  { code: 'VN', name: 'Vietnam' },
  { code: 'WF', name: 'Wallis & Futuna' },
  { code: 'EH', name: 'Western Sahara' },
  { code: 'YE', name: 'Yemen' },
  { code: 'ZM', name: 'Zambia' },
  { code: 'ZW', name: 'Zimbabwe' },];

export function countryName(code: string): string | undefined {
  const c = (code ?? '').trim().toUpperCase();
  return COUNTRIES.find((x) => x.code === c)?.name;
}

export function isCountryCode(code: string): boolean {
  return countryName(code) !== undefined;
}

/** Nationalities (demonyms), 'Filipino' first (the default), then alphabetical. */
export const NATIONALITIES: readonly string[] = [
  'Filipino', 'Afghan', 'Albanian', 'Algerian', 'American', 'Andorran', 'Angolan',
  'Antiguan and Barbudan', 'Argentine', 'Armenian', 'Australian', 'Austrian', 'Azerbaijani',
  'Bahamian', 'Bahraini', 'Bangladeshi', 'Barbadian', 'Belarusian', 'Belgian', 'Belizean',
  'Beninese', 'Bhutanese', 'Bolivian', 'Bosnian and Herzegovinian', 'Botswanan', 'Brazilian',
  'British', 'Bruneian', 'Bulgarian', 'Burkinabe', 'Burmese', 'Burundian', 'Cambodian',
  'Cameroonian', 'Canadian', 'Cape Verdean', 'Central African', 'Chadian', 'Chilean', 'Chinese',
  'Colombian', 'Comorian', 'Congolese (Congo-Brazzaville)', 'Congolese (DR Congo)', 'Costa Rican',
  'Croatian', 'Cuban', 'Cypriot', 'Czech', 'Danish', 'Djiboutian', 'Dominican (Dominica)',
  'Dominican (Dominican Republic)', 'Dutch', 'East Timorese', 'Ecuadorian', 'Egyptian', 'Emirati',
  'Equatorial Guinean', 'Eritrean', 'Estonian', 'Eswatini', 'Ethiopian', 'Fijian', 'Finnish',
  'French', 'Gabonese', 'Gambian', 'Georgian', 'German', 'Ghanaian', 'Greek', 'Grenadian',
  'Guatemalan', 'Guinea-Bissauan', 'Guinean', 'Guyanese', 'Haitian', 'Honduran', 'Hong Konger',
  'Hungarian', 'I-Kiribati', 'Icelandic', 'Indian', 'Indonesian', 'Iranian', 'Iraqi', 'Irish',
  'Israeli', 'Italian', 'Ivorian', 'Jamaican', 'Japanese', 'Jordanian', 'Kazakhstani', 'Kenyan',
  'Kittitian and Nevisian', 'Kosovar', 'Kuwaiti', 'Kyrgyz', 'Lao', 'Latvian', 'Lebanese',
  'Liberian', 'Libyan', 'Liechtensteiner', 'Lithuanian', 'Luxembourgish', 'Macanese', 'Malagasy',
  'Malawian', 'Malaysian', 'Maldivian', 'Malian', 'Maltese', 'Marshallese', 'Mauritanian',
  'Mauritian', 'Mexican', 'Micronesian', 'Moldovan', 'Monegasque', 'Mongolian', 'Montenegrin',
  'Moroccan', 'Mozambican', 'Namibian', 'Nauruan', 'Nepalese', 'New Zealander', 'Nicaraguan',
  'Nigerian', 'Nigerien', 'North Korean', 'North Macedonian', 'Norwegian', 'Omani', 'Pakistani',
  'Palauan', 'Palestinian', 'Panamanian', 'Papua New Guinean', 'Paraguayan', 'Peruvian', 'Polish',
  'Portuguese', 'Qatari', 'Romanian', 'Russian', 'Rwandan', 'Saint Lucian', 'Salvadoran', 'Samoan',
  'San Marinese', 'Sao Tomean', 'Saudi', 'Senegalese', 'Serbian', 'Seychellois', 'Sierra Leonean',
  'Singaporean', 'Slovak', 'Slovenian', 'Solomon Islander', 'Somali', 'South African',
  'South Korean', 'South Sudanese', 'Spanish', 'Sri Lankan', 'Sudanese', 'Surinamese', 'Swedish',
  'Swiss', 'Syrian', 'Taiwanese', 'Tajik', 'Tanzanian', 'Thai', 'Togolese', 'Tongan',
  'Trinidadian and Tobagonian', 'Tunisian', 'Turkish', 'Turkmen', 'Tuvaluan', 'Ugandan',
  'Ukrainian', 'Uruguayan', 'Uzbek', 'Vanuatuan', 'Vatican', 'Venezuelan', 'Vietnamese',
  'Vincentian', 'Yemeni', 'Zambian', 'Zimbabwean', 'Other',
];

/** What a member may write to support about (docs/product.md §2 Support); a complaint is one of them, counted apart. */
export const SUPPORT_TOPICS = ['LOAN', 'PAYMENT', 'WITHDRAWAL', 'ACCOUNT', 'COMPLAINT', 'OTHER'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** OPEN: waits for staff; ANSWERED: staff wrote last; CLOSED: settled (the member's next message opens it again). */
export const SUPPORT_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const isSupportStatus = (value: unknown): value is SupportStatus => SUPPORT_STATUSES.includes(value as SupportStatus);

/** Where a ticket came from: a signed-in member, or the public contact form (then answered by e-mail). */
export const SUPPORT_SOURCES = ['MEMBER', 'CONTACT'] as const;
export type SupportSource = (typeof SUPPORT_SOURCES)[number];
