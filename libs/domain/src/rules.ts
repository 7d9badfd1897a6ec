/**
 * Every field rule of docs/product.md §5, written once and used by the API (DTO validation) and the web (HTML
 * attributes and the same checks on the server side of each form).
 *
 * A `pattern` is an HTML pattern: it must match the whole value, and compiles both as
 * `new RegExp('^(?:' + p + ')$', 'v')` (what browsers do) and with the 'u' flag (Node, here).
 * Hence inside character classes `-`, `.`, `(`, `)` and `/` are escaped, and `'` and `,` are not.
 */
import {
  COUNTRIES,
  GENDERS,
  ID_TYPES,
  JOB_CATEGORIES,
  MARITAL_STATUSES,
  NATIONALITIES,
  SUPPORT_TOPICS,
  isEwallet,
  type Role,
} from './enums';
import { DEFAULT_LOAN_SETTINGS, ageOn, isRealDate, manilaDate, type LoanSettings } from './loan';
import { parseAmount } from './money';
import { DEFAULT_PHONE_COUNTRY, PHONE_PATTERN, normalisePhone } from './phone';
import type { en } from './i18n/en';
import { DEFAULT_LANGUAGE, sectionTexts, type Language, type Words } from './i18n/translate';

/** The free-text fields a problem sentence can name (the catalogue's `fieldSubject`). */
export type FieldSubject = keyof (typeof en)['fieldSubject'];
/** The keys of the field messages (the catalogue's `field`). */
export type FieldMessageKey = keyof (typeof en)['field'];

export interface FieldRule {
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** An HTML `pattern` (whole-value match), valid with the 'v' flag and with 'u'. */
  pattern?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  autoComplete?: string;
  /** The one message shown for any problem with this field (also when required and empty), in English. */
  message: string;
  /** The catalogue key of `message` (`field.<key>`), to say it in another language. */
  messageKey?: FieldMessageKey;
  /** Additions to docs/contracts.md: the control to render, and the allowed values of a select. */
  control?: 'text' | 'password' | 'email' | 'tel' | 'select' | 'checkbox' | 'textarea';
  options?: readonly string[];
  /** Free text: say what is wrong (too long, digits, which characters) rather than `message` alone. */
  explain?: TextExplanation;
}

/** How checkField names the problem with a free-text value (docs/product.md §5: the message says what is wrong). */
export interface TextExplanation {
  /** The field in a sentence: 'lastName' (the catalogue's `fieldSubject.lastName`, 'lastName'). */
  subject: FieldSubject;
  /** The body of the character class the field accepts, as written in its pattern. */
  allowed: string;
  /** Digits are refused: say so, instead of listing them among the characters. */
  noDigits?: boolean;
  /** A value too short gets the rule's message (a full name: 'both your first and last name'), not a count. */
  shortIsMessage?: boolean;
}

// ---- Messages (docs/product.md §5 where it gives them), from the English catalogue (src/i18n) ----

/** The messages at the top of a refused form and after the activation wizard, for the API and the web. */
export const FORM_MESSAGES = sectionTexts('en', 'form');

/** One message per field rule. */
export const MESSAGES = sectionTexts(DEFAULT_LANGUAGE, 'field');

/** The field messages in `lang`. */
export const fieldMessages = (lang: Language) => sectionTexts(lang, 'field');

/** The message of field `name`'s rule in `lang` (the web's input `title`, which browsers show on a pattern mismatch). */
export const fieldRuleMessage = (name: FieldName, lang: Language): string => {
  const rule = FIELD_RULES[name];
  return rule.messageKey ? fieldMessages(lang)[rule.messageKey] : rule.message;
};

/** The words of a field message (`field.<key>`). */
export const fieldWords = (key: FieldMessageKey): Words => ({ code: `field.${key}` });

/** The words of a rule's one message. */
const ruleWords = (rule: FieldRule): Words => (rule.messageKey ? fieldWords(rule.messageKey) : { code: 'apiErrors.badRequest' });

// ---- Pattern building blocks (see the header about escaping) ----

/**
 * The letters free text may have: those of the scripts the PDFs print, every one a glyph of their
 * fonts (docs/decisions/024; apps/api's pdf-text.spec.ts checks each). Latin with its accents
 * (Filipino ñ, Vietnamese ị), modifier letters (ʻ) and Greek and Cyrillic, in Noto Sans;
 * Baybayin, in Noto Sans Tagalog; Chinese characters (the unified block; not its extension A,
 * whose few letters that share a glyph with a common one, 㬵 with 胶, would copy out as the other
 * once both are in one document, nor 壿, which shares 墫's), Japanese kana and Bopomofo, in Noto
 * Sans SC. A letter of another script (Thai, Hangul, Arabic) is refused with
 * `fieldProblem.script`, which says which scripts are taken.
 */
export const TEXT_LETTERS = [
  String.raw`A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02c1\u02c6-\u02d1\u02e0-\u02e4\u02ec\u02ee\u1e00-\u1eff`,
  String.raw`\u0370-\u0374\u0376\u0377\u037a-\u037d\u037f\u0386\u0388-\u038a\u038c\u038e-\u03a1\u03a3-\u03e1\u03f0-\u03f5\u03f7-\u03ff`,
  String.raw`\u1f00-\u1f15\u1f18-\u1f1d\u1f20-\u1f45\u1f48-\u1f4d\u1f50-\u1f57\u1f59\u1f5b\u1f5d\u1f5f-\u1f7d\u1f80-\u1fb4\u1fb6-\u1fbc\u1fbe\u1fc2-\u1fc4\u1fc6-\u1fcc\u1fd0-\u1fd3\u1fd6-\u1fdb\u1fe0-\u1fec\u1ff2-\u1ff4\u1ff6-\u1ffc`,
  String.raw`\u0400-\u0481\u048a-\u052f`,
  String.raw`\u1700-\u1711\u171f`,
  String.raw`\u3005\u3041-\u3096\u309d-\u309f\u30a1-\u30fa\u30fc-\u30ff\u3105-\u312f\u4e00-\u58fe\u5900-\u9fef`,
].join('');
/**
 * The combining marks those letters take: Latin's and Cyrillic's diacritics, Baybayin's vowel
 * signs and virama, kana's voicing marks; not the invisible grapheme joiner (U+034F).
 */
export const TEXT_MARKS = String.raw`\u0300-\u034e\u0350-\u036f\u0483-\u0489\u1712-\u1715\u3099\u309a`;
const LETTER = `[${TEXT_LETTERS}]`;
const LETTERS_MARKS = `${TEXT_LETTERS}${TEXT_MARKS}`;

const NAME_CLASS = String.raw`${LETTERS_MARKS} '’\.,\-`;
const FULL_NAME_WORD = String.raw`[${LETTERS_MARKS}'’\.,\-]+`;
// One- and two-letter parts are real names (Uy, Go, Sy, Co, Ng; a middle initial 'C.'): only the
// whole has a floor, and a full name needs two parts.
const FULL_NAME = String.raw`(?=.{4,100}$)${LETTER}[${LETTERS_MARKS}'’\.,\-]*(?: +${FULL_NAME_WORD})+`;
const NAME = String.raw`${LETTER}[${NAME_CLASS}]*`;
const WORK_CLASS = String.raw`${LETTERS_MARKS} '’\.,\/\(\)\-`;
const WORK_TEXT = String.raw`(?=.*\p{L})[${WORK_CLASS}]{3,100}`;
const PLACE_CLASS = String.raw`${LETTERS_MARKS}0-9 '’\.,\/\(\)\-`;
const PLACE = String.raw`(?=.*\p{L})[${PLACE_CLASS}]{3,100}`;
// the street characters of docs/product.md §5 with '#', '/', '(', ')' and '&', which Philippine
// addresses use ('#12', 'Blk 1/Lot 2', 'Unit 5 (Rear)', 'Lot 3 & 4').
const STREET_CLASS = String.raw`${LETTERS_MARKS}0-9\s'’\.,\-#\/\(\)&`;
const STREET = String.raw`(?=[\s\S]*[\p{L}0-9])[${STREET_CLASS}]{4,250}`;
const EMAIL = String.raw`[A-Za-z0-9_%+\-]+(?:\.[A-Za-z0-9_%+\-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,20}`;
const PASSWORD = String.raw`(?=.*\p{Lu})(?=.*\p{Ll})(?=.*[0-9])(?=.*[^\p{L}\p{N}\s]).{8,24}`;
const ID_NUMBER = String.raw`[${TEXT_LETTERS}0-9][${TEXT_LETTERS}0-9\s'’\.,\-]{7,19}`;
const ACCOUNT_NUMBER = String.raw`(?=[\s\S]*[\p{L}0-9])[${TEXT_LETTERS}0-9\s'’\.,\-]{4,100}`;
const BANK_NAME = String.raw`(?=.*\p{L})[${LETTERS_MARKS}0-9 '’\.,&\(\)\-]{3,100}`;
const AMOUNT = String.raw`[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]{1,2})?|[0-9]+(?:\.[0-9]{1,2})?`;

/** Values a ticked checkbox may post (an HTML checkbox posts "on" by default; JSON may send true). */
export const TICKED_VALUES: readonly string[] = ['on', 'true', '1', 'yes'];

export function isTicked(value: unknown): boolean {
  if (value === true) return true;
  return typeof value === 'string' && TICKED_VALUES.includes(value.trim().toLowerCase());
}

const COUNTRY_CODES: readonly string[] = COUNTRIES.map((c) => c.code);

/** A rule's message, with its catalogue key so that it can be said in another language. */
const says = /*#__NO_SIDE_EFFECTS__*/ (messageKey: FieldMessageKey) => ({ message: MESSAGES[messageKey], messageKey });

const phoneRule = /*#__NO_SIDE_EFFECTS__*/ (autoComplete: string, required = true): FieldRule => ({
  required,
  maxLength: 30,
  pattern: PHONE_PATTERN,
  inputMode: 'tel',
  autoComplete,
  ...says('phone'),
  control: 'tel',
});

const explain = /*#__NO_SIDE_EFFECTS__*/ (subject: FieldSubject, allowed: string, noDigits = true): TextExplanation => ({ subject, allowed, noDigits });

const nameRule = /*#__NO_SIDE_EFFECTS__*/ (messageKey: FieldMessageKey, subject: FieldSubject, autoComplete: string, { required = true, minLength = 3 } = {}): FieldRule => ({
  required,
  minLength,
  maxLength: 100,
  pattern: minLength > 1 ? String.raw`(?=.{${minLength},100}$)${NAME}` : NAME,
  inputMode: 'text',
  autoComplete,
  ...says(messageKey),
  control: 'text',
  explain: explain(subject, NAME_CLASS),
});

/** A part of a person's own name: a single letter is a name part too (docs/product.md §5). */
const namePartRule = /*#__NO_SIDE_EFFECTS__*/ (messageKey: FieldMessageKey, subject: FieldSubject, autoComplete: string, required = true): FieldRule =>
  nameRule(messageKey, subject, autoComplete, { required, minLength: 1 });

const rules = {
  // Phone and account
  phoneCountry: { required: true, options: COUNTRY_CODES, autoComplete: 'tel-country-code', ...says('phoneCountry'), control: 'select' },
  phoneNumber: phoneRule('tel-national'),
  email: { required: true, maxLength: 100, pattern: EMAIL, inputMode: 'email', autoComplete: 'email', ...says('email'), control: 'email' },
  fullName: { required: true, minLength: 4, maxLength: 100, pattern: FULL_NAME, inputMode: 'text', autoComplete: 'name', ...says('fullName'), control: 'text', explain: { ...explain('name', NAME_CLASS), shortIsMessage: true } },
  password: { required: true, minLength: 8, maxLength: 24, pattern: PASSWORD, autoComplete: 'new-password', ...says('password'), control: 'password' },
  confirmPassword: { required: true, maxLength: 24, autoComplete: 'new-password', ...says('passwordMismatch'), control: 'password' },
  currentPassword: { required: true, maxLength: 200, autoComplete: 'current-password', ...says('currentPassword'), control: 'password' },
  // Employment (register step 2)
  workPlaceCountry: { required: true, options: COUNTRY_CODES, autoComplete: 'country', ...says('workPlaceCountry'), control: 'select' },
  workLocation: { required: true, minLength: 3, maxLength: 100, pattern: WORK_TEXT, inputMode: 'text', autoComplete: 'off', ...says('workLocation'), control: 'text', explain: explain('workLocation', WORK_CLASS) },
  jobTitle: { required: true, minLength: 3, maxLength: 100, pattern: WORK_TEXT, inputMode: 'text', autoComplete: 'organization-title', ...says('jobTitle'), control: 'text', explain: explain('jobTitle', WORK_CLASS) },
  jobCategory: { required: true, options: JOB_CATEGORIES, ...says('jobCategory'), control: 'select' },
  monthlyNetIncome: { required: true, minLength: 3, maxLength: 7, pattern: '[1-9][0-9]{2,6}', inputMode: 'numeric', autoComplete: 'off', ...says('monthlyNetIncome'), control: 'text' },
  // Wizard 1: personal
  firstName: namePartRule('firstName', 'firstName', 'given-name'),
  middleName: namePartRule('middleName', 'middleName', 'additional-name', false),
  lastName: namePartRule('lastName', 'lastName', 'family-name'),
  birthDay: { required: true, minLength: 1, maxLength: 2, pattern: '0?[1-9]|[12][0-9]|3[01]', inputMode: 'numeric', autoComplete: 'bday-day', ...says('birthDate'), control: 'text' },
  birthMonth: { required: true, minLength: 1, maxLength: 2, pattern: '0?[1-9]|1[0-2]', inputMode: 'numeric', autoComplete: 'bday-month', ...says('birthDate'), control: 'text' },
  birthYear: { required: true, minLength: 4, maxLength: 4, pattern: '19[0-9]{2}|20[0-9]{2}', inputMode: 'numeric', autoComplete: 'bday-year', ...says('birthDate'), control: 'text' },
  gender: { required: true, options: GENDERS, autoComplete: 'sex', ...says('gender'), control: 'select' },
  maritalStatus: { required: true, options: MARITAL_STATUSES, ...says('maritalStatus'), control: 'select' },
  nationality: { required: true, options: NATIONALITIES, ...says('nationality'), control: 'select' },
  isAgree: { required: true, ...says('isAgree'), control: 'checkbox' },
  // Wizard 2: address
  countryResidence: { required: true, options: COUNTRY_CODES, autoComplete: 'country', ...says('countryResidence'), control: 'select' },
  province: { required: true, minLength: 3, maxLength: 100, pattern: PLACE, inputMode: 'text', autoComplete: 'address-level1', ...says('province'), control: 'text', explain: explain('province', PLACE_CLASS, false) },
  town: { required: true, minLength: 3, maxLength: 100, pattern: PLACE, inputMode: 'text', autoComplete: 'address-level2', ...says('town'), control: 'text', explain: explain('town', PLACE_CLASS, false) },
  streetAddress: { required: true, minLength: 4, maxLength: 250, pattern: STREET, inputMode: 'text', autoComplete: 'street-address', ...says('streetAddress'), control: 'text', explain: explain('streetAddress', STREET_CLASS, false) },
  postalCode: { required: false, maxLength: 20, pattern: String.raw`[${TEXT_LETTERS}0-9 \-]{1,20}`, inputMode: 'text', autoComplete: 'postal-code', ...says('postalCode'), control: 'text' },
  // Wizard 3: references (the second one is optional as a whole)
  refFullName1: nameRule('refFullName', 'referenceName', 'off'),
  refRelationship1: nameRule('refRelationship', 'relationship', 'off'),
  refPhoneNumber1: phoneRule('off'),
  refFullName2: nameRule('refFullName', 'referenceName', 'off', { required: false }),
  refRelationship2: nameRule('refRelationship', 'relationship', 'off', { required: false }),
  refPhoneNumber2: phoneRule('off', false),
  // Wizard 4: identity (text fields; the images are checked by the API by their bytes)
  identityType: { required: true, options: ID_TYPES, ...says('identityType'), control: 'select' },
  otherIdentityType: { required: false, minLength: 3, maxLength: 100, pattern: PLACE, inputMode: 'text', autoComplete: 'off', ...says('otherIdentityType'), control: 'text' },
  identityNumber: { required: true, minLength: 8, maxLength: 20, pattern: ID_NUMBER, inputMode: 'text', autoComplete: 'off', ...says('identityNumber'), control: 'text' },
  // Wizard 5: bank
  bankName: { required: true, minLength: 3, maxLength: 100, pattern: BANK_NAME, inputMode: 'text', autoComplete: 'off', ...says('bankName'), control: 'select' },
  accountName: nameRule('accountName', 'accountName', 'name'),
  accountNumber: { required: true, minLength: 4, maxLength: 100, pattern: ACCOUNT_NUMBER, inputMode: 'text', autoComplete: 'off', ...says('accountNumber'), control: 'text' },
  confirmAccountNumber: { required: true, maxLength: 100, inputMode: 'text', autoComplete: 'off', ...says('accountMismatch'), control: 'text' },
  // One-time code, loan application, withdrawal
  code: { required: true, minLength: 6, maxLength: 6, pattern: '[0-9]{6}', inputMode: 'numeric', autoComplete: 'one-time-code', ...says('code'), control: 'text' },
  amount: { required: true, minLength: 1, maxLength: 20, pattern: AMOUNT, inputMode: 'decimal', autoComplete: 'off', ...says('amount'), control: 'text' },
  installmentCount: { required: true, options: DEFAULT_LOAN_SETTINGS.terms.map(String), ...says('installmentCount'), control: 'select' },
  currency: { required: true, minLength: 3, maxLength: 3, pattern: '[A-Z]{3}', ...says('currency'), control: 'select' },
  withdrawalAmount: { required: true, minLength: 3, maxLength: 14, pattern: String.raw`[0-9]+(?:\.[0-9]{1,2})?`, inputMode: 'decimal', autoComplete: 'off', ...says('withdrawalAmount'), control: 'text' },
  // Contact form
  name: { required: true, minLength: 2, maxLength: 100, pattern: String.raw`(?=.*\p{L})[${NAME_CLASS}]{2,100}`, inputMode: 'text', autoComplete: 'name', ...says('contactName'), control: 'text', explain: explain('name', NAME_CLASS) },
  message: { required: true, minLength: 1, maxLength: 2000, ...says('contactMessage'), control: 'textarea' },
  agree: { required: true, ...says('agree'), control: 'checkbox' },
  // Support: a ticket's topic (its message is `message`)
  topic: { required: true, options: SUPPORT_TOPICS, ...says('supportTopic'), control: 'select' },
  // Registration: consent to the Terms and the Privacy notice (docs/product.md §2 Registration)
  agreeTerms: { required: true, ...says('agreeTerms'), control: 'checkbox' },
  // Loan application: the credit-data notice (RA 9510) acknowledged
  creditNotice: { required: true, ...says('creditNotice'), control: 'checkbox' },
  remember: { required: false, message: '', control: 'checkbox' },
} satisfies Record<string, FieldRule>;

export type FieldName = keyof typeof rules;

export const FIELD_RULES: Readonly<Record<FieldName, FieldRule>> = rules;

export const FIELD_NAMES = Object.keys(rules) as FieldName[];

/** Fields whose values are never trimmed (a password's spaces are part of it). */
const UNTRIMMED: ReadonlySet<string> = new Set(['password', 'confirmPassword', 'currentPassword']);

const regexCache = new Map<string, RegExp>();

/** The whole-value RegExp of a field's pattern ('u' flag by default; browsers use 'v'). */
export function fieldRegExp(name: FieldName, flags: 'u' | 'v' = 'u'): RegExp | null {
  const p = FIELD_RULES[name]?.pattern;
  if (!p) return null;
  const key = `${flags}:${p}`;
  let re = regexCache.get(key);
  if (!re) {
    re = new RegExp(`^(?:${p})$`, flags);
    regexCache.set(key, re);
  }
  return re;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/**
 * Checks one value against its field's rule: returns what is wrong (the rule's message, or for free
 * text the problem itself), or null when the value is acceptable (an optional field may be empty).
 * Values are trimmed, except passwords. Phone fields are checked for their format only; the form
 * validators also check the number for its country. Confirmation fields are only checked for being
 * present here; the validators compare them.
 */
export function checkField(name: FieldName, value: string | undefined): Words | null {
  const rule: FieldRule | undefined = FIELD_RULES[name];
  if (!rule) throw new RangeError(`unknown field ${String(name)}`);
  const raw = asText(value);
  if (rule.control === 'checkbox') {
    return rule.required && !isTicked(raw) ? ruleWords(rule) : null;
  }
  const v = UNTRIMMED.has(name) ? raw : raw.trim();
  if (v === '') return rule.required ? ruleWords(rule) : null;
  if (rule.options && !rule.options.includes(v)) return ruleWords(rule);
  const tooShort = rule.minLength !== undefined && v.length < rule.minLength;
  const tooLong = rule.maxLength !== undefined && v.length > rule.maxLength;
  const re = fieldRegExp(name);
  if (!tooShort && !tooLong && (!re || re.test(v))) return null;
  return (rule.explain && explainProblem(rule, rule.explain, v)) || ruleWords(rule);
}

const allowedCache = new Map<string, RegExp>();

/** What is wrong with a refused free-text value; null when only the rule's message fits. */
function explainProblem(rule: FieldRule, e: TextExplanation, v: string): Words | null {
  const subject = e.subject;
  if (rule.maxLength !== undefined && v.length > rule.maxLength) return { code: 'fieldProblem.tooLong', params: { subject, count: rule.maxLength } };
  if (e.noDigits && /\p{N}/u.test(v)) return { code: 'fieldProblem.digits', params: { subject } };
  let allowed = allowedCache.get(e.allowed);
  if (!allowed) {
    allowed = new RegExp(`[${e.allowed}]`, 'u');
    allowedCache.set(e.allowed, allowed);
  }
  const bad = [...new Set([...v].filter((c) => !allowed.test(c)))];
  // A letter of a script the PDFs cannot print: say which scripts are taken.
  const foreign = bad.filter((c) => /[\p{L}\p{M}]/u.test(c));
  if (foreign.length > 0) return { code: 'fieldProblem.script', params: { subject, characters: foreign.slice(0, 5).join('') } };
  if (bad.length > 0) return { code: 'fieldProblem.characters', params: { subject, characters: bad.slice(0, 5).join('') } };
  if (!e.shortIsMessage && rule.minLength !== undefined && v.length < rule.minLength) {
    return { code: 'fieldProblem.tooShort', params: { subject, count: rule.minLength } };
  }
  return null;
}

// ---- Form validators ----

/** What is wrong with each refused field, by form field name; an empty object means valid. */
export type FieldErrors = Partial<Record<string, Words>>;

/** A plain object of form values (strings; numbers and booleans are accepted as their text). */
export type FormValues = object;

function get(v: FormValues, key: string): string {
  return asText((v as Record<string, unknown>)[key]);
}

function check(errors: FieldErrors, v: FormValues, ...names: FieldName[]): void {
  for (const name of names) {
    if (errors[name]) continue;
    const words = checkField(name, get(v, name));
    if (words) errors[name] = words;
  }
}

/**
 * Checks a phone field pair (country select + number) and returns the E.164 number when valid.
 * The country defaults to PH when absent or empty.
 */
function checkPhone(errors: FieldErrors, v: FormValues, numberField: FieldName, countryField: string): string | null {
  const country = get(v, countryField).trim() || DEFAULT_PHONE_COUNTRY;
  const number = get(v, numberField).trim();
  if (!COUNTRY_CODES.includes(country.toUpperCase())) {
    errors[countryField] = fieldWords('phoneCountry');
    return null;
  }
  const r = normalisePhone(country, number);
  if (!r.ok) {
    errors[numberField] = fieldWords('phone');
    return null;
  }
  return r.e164;
}

function checkNewPassword(errors: FieldErrors, v: FormValues): void {
  check(errors, v, 'password');
  const password = get(v, 'password');
  const confirm = get(v, 'confirmPassword');
  if (confirm === '' || confirm !== password) errors.confirmPassword = fieldWords('passwordMismatch');
}

/** Register step 1: phoneCountry (default PH), phoneNumber, email, fullName, password, confirmPassword, agreeTerms. */
export function validateRegisterStep1(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  checkPhone(errors, v, 'phoneNumber', 'phoneCountry');
  check(errors, v, 'email', 'fullName');
  checkNewPassword(errors, v);
  check(errors, v, 'agreeTerms');
  return errors;
}

/**
 * The version of the Terms and Conditions and the Privacy notice a member agrees to at
 * registration, stored with the member (docs/product.md §2 Registration). Change it with the texts.
 */
/**
 * The version of the credit-data notice (RA 9510: the lender submits the borrower's basic credit
 * data to the Credit Information Corporation) a member acknowledges at application; a new wording
 * gets a new version, and each loan keeps the one acknowledged.
 */
export const CREDIT_DATA_NOTICE_VERSION = '2026-11-29';

export const LEGAL_TERMS_VERSION = '2026-11-23';

/** Register step 2 (employment): workPlaceCountry, workLocation, jobTitle, jobCategory, monthlyNetIncome. */
export function validateRegisterStep2(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, v, 'workPlaceCountry', 'workLocation', 'jobTitle', 'jobCategory', 'monthlyNetIncome');
  return errors;
}

/**
 * Sign in: phoneCountry, phoneNumber, password (only required: an existing password is not held
 * to the current strength rule; message 'Please enter your password.').
 */
export function validateLogin(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  checkPhone(errors, v, 'phoneNumber', 'phoneCountry');
  const password = get(v, 'password');
  if (password === '' || password.length > 200) errors.password = fieldWords('loginPassword');
  return errors;
}

/** Account recovery, first form: phoneCountry, phoneNumber. */
export function validateRecoveryStart(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  checkPhone(errors, v, 'phoneNumber', 'phoneCountry');
  return errors;
}

/** Account recovery, second form: phoneCountry, phoneNumber, code, password, confirmPassword. */
export function validateRecoveryFinish(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  checkPhone(errors, v, 'phoneNumber', 'phoneCountry');
  check(errors, v, 'code');
  checkNewPassword(errors, v);
  return errors;
}

/** Password change: currentPassword, password (must differ from the current one), confirmPassword. */
export function validatePasswordChange(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, v, 'currentPassword');
  checkNewPassword(errors, v);
  const current = get(v, 'currentPassword');
  if (!errors.password && current !== '' && current === get(v, 'password')) errors.password = fieldWords('samePassword');
  return errors;
}

/** Contact form: name, email, message (at most 2,000 characters), agree. */
export function validateContact(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, v, 'name', 'email', 'message', 'agree');
  return errors;
}

/** A support ticket (docs/product.md §2 Support): topic and message. */
export function validateSupportTicket(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, v, 'topic', 'message');
  return errors;
}

/** A message added to a ticket's thread: the member's follow-up or staff's answer. */
export function validateSupportMessage(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, v, 'message');
  return errors;
}

export const MIN_AGE = 18;
export const MAX_AGE = 80;

/**
 * The birth date 'YYYY-MM-DD' from the three form fields when they name a real calendar date from
 * 1900 on, else null. Leading zeros are optional ("7", "07").
 */
export function birthDateFromParts(day: string, month: string, year: string): string | null {
  const d = /^[0-9]{1,2}$/.test(day?.trim() ?? '') ? parseInt(day.trim(), 10) : NaN;
  const m = /^[0-9]{1,2}$/.test(month?.trim() ?? '') ? parseInt(month.trim(), 10) : NaN;
  const y = /^[0-9]{4}$/.test(year?.trim() ?? '') ? parseInt(year.trim(), 10) : NaN;
  if (!isRealDate(y, m, d) || y < 1900) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** True when someone born on `birthIso` ('YYYY-MM-DD') is 18 to 80 on the Manila date of `today`. */
export function isAgeAllowed(birthIso: string, today: Date): boolean {
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(birthIso ?? '');
  if (!m) return false;
  const birth = { year: parseInt(m[1], 10), month: parseInt(m[2], 10), day: parseInt(m[3], 10) };
  if (!isRealDate(birth.year, birth.month, birth.day)) return false;
  const age = ageOn(birth, today);
  return age >= MIN_AGE && age <= MAX_AGE;
}

/**
 * Wizard step 1: gender, firstName, middleName (optional), lastName, birthDay, birthMonth,
 * birthYear, maritalStatus, nationality, isAgree. The birth date must be a real date, the year from
 * 1900 to this year, and the age 18 to 80 on `today`'s date in Asia/Manila. A malformed part is
 * reported under its own field; a well-formed date that is not real or outside the age range is
 * reported under all three birth fields (same message).
 */
export function validatePersonal(v: FormValues, today: Date): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, v, 'gender', 'firstName', 'middleName', 'lastName', 'birthDay', 'birthMonth', 'birthYear');
  if (!errors.birthDay && !errors.birthMonth && !errors.birthYear) {
    const iso = birthDateFromParts(get(v, 'birthDay'), get(v, 'birthMonth'), get(v, 'birthYear'));
    const year = parseInt(get(v, 'birthYear').trim(), 10);
    if (!iso || year > manilaDate(today).year || !isAgeAllowed(iso, today)) {
      errors.birthDay = errors.birthMonth = errors.birthYear = fieldWords('birthDate');
    }
  }
  check(errors, v, 'maritalStatus', 'nationality', 'isAgree');
  return errors;
}

/** Wizard step 2: countryResidence, province, town, streetAddress, postalCode (optional). */
export function validateAddress(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, v, 'countryResidence', 'province', 'town', 'streetAddress', 'postalCode');
  return errors;
}

/**
 * Wizard step 3: refFullName1, refRelationship1, refPhoneNumber1 (country from refPhoneCountry1,
 * default PH), which must not be the member's own number; the second reference (refFullName2,
 * refRelationship2, refPhoneNumber2, refPhoneCountry2) is optional but complete if started.
 */
export function validateReferences(v: FormValues, ownPhoneE164: string): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, v, 'refFullName1', 'refRelationship1');
  const phone1 = checkPhone(errors, v, 'refPhoneNumber1', 'refPhoneCountry1');
  if (phone1 && phone1 === ownPhoneE164) errors.refPhoneNumber1 = fieldWords('refOwnPhone');

  const second: FieldName[] = ['refFullName2', 'refRelationship2', 'refPhoneNumber2'];
  const started = second.some((f) => get(v, f).trim() !== '');
  if (started) {
    for (const f of second) if (get(v, f).trim() === '') errors[f] = fieldWords('refIncomplete');
    check(errors, v, 'refFullName2', 'refRelationship2');
    if (!errors.refPhoneNumber2) {
      const phone2 = checkPhone(errors, v, 'refPhoneNumber2', 'refPhoneCountry2');
      if (phone2 && phone2 === ownPhoneE164) errors.refPhoneNumber2 = fieldWords('refOwnPhone');
    }
  }
  return errors;
}

/** Wizard step 4 (text fields): identityType, otherIdentityType (required when 'Others'), identityNumber. */
export function validateIdentity(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, v, 'identityType', 'identityNumber');
  if (get(v, 'identityType').trim() === 'Others') {
    if (get(v, 'otherIdentityType').trim() === '') errors.otherIdentityType = fieldWords('otherIdentityType');
    else check(errors, v, 'otherIdentityType');
  }
  return errors;
}

const EWALLET_NUMBER = /^09[0-9]{9}$/;

/**
 * Wizard step 5: bankName, accountName, accountNumber (for GCash and Maya: 11 digits starting
 * 09), confirmAccountNumber (must equal the account number; 'Account number confirmation mismatch.').
 */
export function validateBank(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, v, 'bankName', 'accountName', 'accountNumber');
  const account = get(v, 'accountNumber').trim();
  if (!errors.accountNumber && !errors.bankName && isEwallet(get(v, 'bankName')) && !EWALLET_NUMBER.test(account)) {
    errors.accountNumber = fieldWords('ewalletNumber');
  }
  const confirm = get(v, 'confirmAccountNumber').trim();
  if (confirm === '' || confirm !== account) errors.confirmAccountNumber = fieldWords('accountMismatch');
  return errors;
}

/**
 * Loan application: amount (digits, optional thousands commas, at most 2 decimals; an amount
 * outside the limits is not an error, it is clamped by clampAmount), installmentCount (one of
 * `settings.terms`), currency (3 capital letters, optional: PHP when absent), agree
 * ('Please read Service and Policy Agreement').
 */
export function validateLoanApplication(v: FormValues, settings: LoanSettings = DEFAULT_LOAN_SETTINGS): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, v, 'amount');
  if (!errors.amount) {
    const a = parseAmount(get(v, 'amount'));
    if (a === null || a <= 0) errors.amount = fieldWords('amount');
  }
  const term = get(v, 'installmentCount').trim();
  if (!/^[0-9]{1,3}$/.test(term) || !settings.terms.includes(parseInt(term, 10))) {
    errors.installmentCount = fieldWords('installmentCount');
  }
  if (get(v, 'currency').trim() !== '') check(errors, v, 'currency');
  if (!isTicked(get(v, 'agree'))) errors.agree = fieldWords('serviceAgreement');
  return errors;
}

/** The smallest withdrawal is more than PHP 999: 999.01 (in centavos, exclusive bound 99,900). */
export const WITHDRAWAL_MIN_EXCLUSIVE = 99_900;

/**
 * Withdrawal form: `amount` (digits and a dot, at most 14 characters, at most 2 decimals, more
 * than 999, at most `balanceCentavos`). Errors are reported under `amount` (the form's field name).
 */
export function validateWithdrawal(v: FormValues, balanceCentavos: number): FieldErrors {
  const errors: FieldErrors = {};
  const text = get(v, 'amount');
  const value = checkField('withdrawalAmount', text) ? null : parseAmount(text);
  if (value === null || value <= WITHDRAWAL_MIN_EXCLUSIVE) errors.amount = fieldWords('withdrawalAmount');
  else if (value > balanceCentavos) errors.amount = fieldWords('withdrawalBalance');
  return errors;
}

/** Which fields each form posts (docs/product.md §10), for rendering and for tests. */
export const FORM_FIELDS = {
  login: ['phoneCountry', 'phoneNumber', 'password', 'remember'],
  registerStep1: ['phoneCountry', 'phoneNumber', 'email', 'fullName', 'password', 'confirmPassword', 'agreeTerms'],
  registerStep2: ['workPlaceCountry', 'workLocation', 'jobTitle', 'jobCategory', 'monthlyNetIncome'],
  recoveryStart: ['phoneCountry', 'phoneNumber'],
  recoveryFinish: ['phoneCountry', 'phoneNumber', 'code', 'password', 'confirmPassword'],
  passwordChange: ['currentPassword', 'password', 'confirmPassword'],
  contact: ['name', 'email', 'message', 'agree'],
  personal: ['gender', 'firstName', 'middleName', 'lastName', 'birthDay', 'birthMonth', 'birthYear', 'maritalStatus', 'nationality', 'isAgree'],
  address: ['countryResidence', 'province', 'town', 'streetAddress', 'postalCode'],
  references: ['refFullName1', 'refRelationship1', 'refPhoneNumber1', 'refFullName2', 'refRelationship2', 'refPhoneNumber2'],
  identity: ['identityType', 'otherIdentityType', 'identityNumber'],
  bank: ['bankName', 'accountName', 'accountNumber', 'confirmAccountNumber'],
  loanApplication: ['amount', 'currency', 'installmentCount', 'agree'],
  otp: ['code'],
  withdrawal: ['withdrawalAmount'],
} as const satisfies Record<string, readonly FieldName[]>;

/** Trims and lower-cases an e-mail address for storage and comparison. */
export function normaliseEmail(email: string): string {
  return (email ?? '').trim().toLowerCase();
}

/**
 * An Idempotency-Key the API accepts: letters, digits and `_ . : -`, 8 to 100 of them. The web
 * checks the key a form carries with it before the key becomes a header, so that a tampered form
 * is refused as out of date instead of failing to send.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
export const isIdempotencyKey = (value: unknown): value is string => typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);

/**
 * The staff roles: the ones an admin gives a staff account, each signing in with a code
 * (docs/product.md, the admin console). A compliance officer works only in /compliance (docs/aml.md).
 */
export const STAFF_ROLES = ['LOAN_OFFICER', 'ADMIN', 'COMPLIANCE'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Whether a role (or a value a form sent) is one of the staff roles. */
export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** The staff roles a form or a request names (one value or several), or null when any is unknown or none is given. */
export function staffRolesOf(value: unknown): StaffRole[] | null {
  const given = (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]).map(asText);
  const roles = STAFF_ROLES.filter((role) => given.includes(role));
  return roles.length > 0 && roles.length === new Set(given).size ? roles : null;
}

/**
 * A new staff account: phoneCountry, staffPhone, email, fullName, roles. The number is `staffPhone`
 * because a signed-in request's `phoneNumber` may only be the caller's own (the API's OwnPhoneGuard).
 */
export function validateStaffAccount(v: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  const phone: FieldErrors = {};
  checkPhone(phone, { phoneNumber: get(v, 'staffPhone'), phoneCountry: get(v, 'phoneCountry') }, 'phoneNumber', 'phoneCountry');
  if (phone.phoneNumber) errors.staffPhone = phone.phoneNumber;
  if (phone.phoneCountry) errors.phoneCountry = phone.phoneCountry;
  check(errors, v, 'email', 'fullName');
  if (!staffRolesOf((v as Record<string, unknown>).roles)) errors.roles = { code: 'apiStaff.roles' };
  return errors;
}
