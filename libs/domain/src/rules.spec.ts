import {
  FIELD_NAMES,
  FIELD_RULES,
  FORM_FIELDS,
  MESSAGES,
  birthDateFromParts,
  checkField,
  fieldRegExp,
  fieldWords as field,
  isAgeAllowed,
  isTicked,
  validateAddress,
  validateBank,
  validateContact,
  validateIdentity,
  validateLoanApplication,
  validateLogin,
  validatePasswordChange,
  validatePersonal,
  validateRecoveryFinish,
  validateRecoveryStart,
  validateReferences,
  validateRegisterStep1,
  validateRegisterStep2,
  validateWithdrawal,
  type FieldName,
} from './rules';
import { say } from './i18n/translate';

const PRODUCT_FIELDS = [
  'phoneNumber', 'email', 'fullName', 'password', 'confirmPassword', 'workPlaceCountry', 'workLocation',
  'jobTitle', 'jobCategory', 'monthlyNetIncome', 'firstName', 'middleName', 'lastName', 'birthDay',
  'birthMonth', 'birthYear', 'gender', 'maritalStatus', 'nationality', 'isAgree', 'countryResidence',
  'province', 'town', 'streetAddress', 'postalCode', 'refFullName1', 'refRelationship1', 'refPhoneNumber1',
  'identityType', 'otherIdentityType', 'identityNumber', 'bankName', 'accountName', 'accountNumber',
  'confirmAccountNumber', 'code', 'amount', 'withdrawalAmount', 'name', 'message', 'agree',
];

/** Good and bad sample values per field (bad ones get the field's own message). */
const SAMPLES: Record<string, { good: string[]; bad: string[] }> = {
  phoneCountry: { good: ['PH', 'US'], bad: ['', 'XX', 'ph', 'Philippines'] },
  phoneNumber: { good: ['9171234567', '09171234567', '+639171234567', '917 123 4567'], bad: ['', '917123', '9171234567a', 'abc', '+', '1234567890123456'] },
  email: {
    good: ['juan@example.com', 'juan.dela-cruz+loans@mail.example.ph', 'A_B%c@x.co', `a@${'b'.repeat(90)}.com`],
    bad: ['', 'juan', 'juan@', '@example.com', 'juan@example', 'juan@example.c', 'juan@example.abcdefghijklmnopqrstu', 'juan @example.com', 'juan@exa mple.com', 'juan..x@example.com', `a@${'b'.repeat(95)}.com`, 'juan@example.c0m'],
  },
  fullName: {
    good: ['Juan Dela Cruz', 'Niño Peña', "Ma. Cristina O'Neil", 'Jose Rizal-Mercado', 'Dela Cruz, Juan', 'Li Na', 'Jose Uy', 'Bo Go', 'A Ng', 'Nguyễn Thị Minh Khai', '王 小明'],
    bad: ['', 'Juan', 'Juan1 Cruz', 'Juan@ Cruz', '  ', 'A B', 'Juan_Cruz', `Juan ${'x'.repeat(100)}`, '- -- -', 'สมชาย ใจดี', '김 민준'],
  },
  password: {
    good: ['Officer#2026', 'Abcdef1!', 'aB3.xxxxxxxxxxxxxxxxxxxx', 'Pässwort1-', 'Abc def1 $'],
    bad: ['', 'Abcde1!', 'officer#2026', 'OFFICER#2026', 'Officer#abcd', 'Officer2026', 'Officer 2026', 'aB3.xxxxxxxxxxxxxxxxxxxxx'],
  },
  confirmPassword: { good: ['anything'], bad: [''] },
  currentPassword: { good: ['old password'], bad: [''] },
  workPlaceCountry: { good: ['PH', 'SA', 'AE'], bad: ['', 'Philippines', 'XX'] },
  workLocation: { good: ['Makati City', 'Cebu (Mandaue)', 'Riyadh/Jeddah', "Quezon City, Metro Manila"], bad: ['', 'Ab', '123', 'Makati #1', `${'x'.repeat(101)}`] },
  jobTitle: { good: ['Nurse', 'Senior Software Engineer (Backend)', 'Driver/Courier'], bad: ['', 'IT', 'Dev@Ops', '!!!'] },
  jobCategory: { good: ['Accounting / Finance', 'Mining / Oil & Gas'], bad: ['', 'Accounting', 'accounting / finance'] },
  monthlyNetIncome: { good: ['999', '25000', '1000000', '9999999'], bad: ['', '99', '12345678', '25,000', '25000.50', '025000', 'abc'] },
  firstName: { good: ['Juan', 'Niño', "D'Angelo", 'Mary-Ann', 'Ma. Luisa', 'Jo', '  Jo ', 'Ed', 'J', 'Zoë', 'Ñoño'], bad: ['', 'Juan2', '.Juan', 'Juan!', `J${'o'.repeat(100)}`] },
  middleName: { good: ['', 'Santos', 'Peña', 'Sa', 'C.', 'Sy'], bad: ['Santos3', '-'] },
  lastName: { good: ['Dela Cruz', 'Peña', "O'Brien", 'Li', 'Uy', 'Go', 'Sy', 'Co', 'Ng', 'Ibañez', 'Łukasz'], bad: ['', 'Cruz#', '123'] },
  birthDay: { good: ['1', '01', '15', '31'], bad: ['', '0', '00', '32', '1a', '001'] },
  birthMonth: { good: ['1', '09', '12'], bad: ['', '0', '13', 'Jan'] },
  birthYear: { good: ['1900', '1990', '2008'], bad: ['', '1899', '90', '19900', 'abcd', '2100'] },
  gender: { good: ['Male', 'Female'], bad: ['', 'male', 'Other'] },
  maritalStatus: { good: ['Single', 'Married', 'Separated', 'Divorced', 'Widow/Widower', 'Others'], bad: ['', 'single', 'Widow'] },
  nationality: { good: ['Filipino', 'American', 'Japanese'], bad: ['', 'Martian', 'filipino'] },
  isAgree: { good: ['on', 'true', '1', 'yes', 'ON'], bad: ['', 'off', 'false', '0', 'no'] },
  countryResidence: { good: ['PH', 'JP'], bad: ['', 'Philippines', 'ZZ'] },
  province: { good: ['Metro Manila', 'Cebu', 'Davao del Sur', 'NCR (2nd District)', 'Region 4-A'], bad: ['', 'Ab', '12', 'Cebu!', `${'x'.repeat(101)}`] },
  town: { good: ['Makati', 'San José', 'Brgy. 123, Tondo'], bad: ['', 'Ab', 'Makati@'] },
  streetAddress: { good: ['12 Rizal St.', "Unit 5-B, Lot 3 O'Donnell Ave.", 'Blk 1 Lot 2, Phase 3', '#12 Rizal St.', 'Blk 1/Lot 2', 'Unit 5 (Rear), Lot 3 & 4 Mabini St.'], bad: ['', 'abc', '<b>12 Rizal</b>', '12 Rizal St.; DROP', `${'x'.repeat(251)}`, '....', '12 ถนนสุขุมวิท', '๑๒ Rizal St.'] },
  postalCode: { good: ['', '1200', 'SW1A 1AA', '1200-A'], bad: ['12@0', `${'1'.repeat(21)}`] },
  refFullName1: { good: ['Maria Santos', 'Niño Peña'], bad: ['', 'Ma', 'Maria1'] },
  refRelationship1: { good: ['Mother', 'Co-worker', 'Friend'], bad: ['', 'GF', 'Friend!'] },
  refPhoneNumber1: { good: ['9181234567'], bad: ['', '918', 'abc'] },
  refFullName2: { good: ['', 'Pedro Reyes'], bad: ['P1'] },
  refRelationship2: { good: ['', 'Brother'], bad: ['B'] },
  refPhoneNumber2: { good: ['', '9181234567'], bad: ['918'] },
  identityType: { good: ['Passport', "Driver's License", 'National ID (PhilSys)', 'Others'], bad: ['', 'passport', 'Library Card'] },
  otherIdentityType: { good: ['', 'Barangay ID', 'OWWA ID', 'PhilHealth ID (new)'], bad: ['ID', 'ID@'] },
  identityNumber: { good: ['N01-23-456789', 'P1234567A', '1234 5678 9012', "AB'12.345,6"], bad: ['', '1234567', '-12345678', '123456789012345678901', 'P123#4567'] },
  bankName: { good: ['BDO Unibank', 'GCash', 'Maya', 'Bank of the Philippine Islands (BPI)', 'AB&C Rural Bank'], bad: ['', 'BD', '123', 'Bank<script>'] },
  accountName: { good: ['Juan Dela Cruz', 'Niño Peña'], bad: ['', 'Ju', 'Juan 2'] },
  accountNumber: { good: ['1234', '0012-3456-78', '09171234567', 'AB 1234 5678'], bad: ['', '123', '1234#', '....', `${'1'.repeat(101)}`] },
  confirmAccountNumber: { good: ['1234'], bad: [''] },
  code: { good: ['123456', '000000'], bad: ['', '12345', '1234567', '12345a', '12 3456'] },
  amount: { good: ['150000', '150,000', '150,000.50', '1,000,000.05', '0.5', '5000000'], bad: ['', 'abc', '150,00', '1.234', '-5', '1e5', '150 000'] },
  installmentCount: { good: ['6', '12', '24', '36', '48'], bad: ['', '7', '60', 'six'] },
  currency: { good: ['PHP', 'USD'], bad: ['', 'php', 'PESO', 'P'] },
  withdrawalAmount: { good: ['1000', '999.01', '12345678901.5', '50000.00'], bad: ['', '1,000', 'abc', '10', '1000.123', '123456789012345', '1000.'] },
  name: { good: ['Juan', 'Niño Peña', 'Li'], bad: ['', 'J', '12', 'Juan!'] },
  message: { good: ['Hello, I have a question about my loan.', 'x'.repeat(2000)], bad: ['', '   ', 'x'.repeat(2001)] },
  agree: { good: ['on', 'true'], bad: ['', 'off'] },
  agreeTerms: { good: ['on', 'true'], bad: ['', 'off'] },
  creditNotice: { good: ['on', 'true'], bad: ['', 'off'] },
  remember: { good: ['', 'on'], bad: [] },
  topic: { good: ['LOAN', 'COMPLAINT', 'OTHER'], bad: ['', 'loan', 'REFUND'] },
};

describe('FIELD_RULES', () => {
  it('has a rule for every docs/product.md §5 / §10 field', () => {
    for (const f of PRODUCT_FIELDS) expect(FIELD_RULES).toHaveProperty(f);
  });

  it('has samples for every rule (so none goes untested)', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...FIELD_NAMES].sort());
  });

  it('uses the exact product messages', () => {
    expect(FIELD_RULES.phoneNumber.message).toBe('Between 9 and 15 digits. Must start with a digit. Only numbers are permitted.');
    expect(FIELD_RULES.refPhoneNumber1.message).toBe(FIELD_RULES.phoneNumber.message);
    expect(FIELD_RULES.fullName.message).toBe('Please enter both your first and last name. Ensure the name is within a reasonable length.');
    expect(FIELD_RULES.email.message).toBe('Invalid email format.');
    expect(FIELD_RULES.password.message).toBe('Create a password with 8 to 24 characters, including upper and lower case, a number and a special character.');
    expect(FIELD_RULES.confirmPassword.message).toBe('Password confirmation mismatch.');
    expect(FIELD_RULES.workPlaceCountry.message).toBe('Please choose your country employed at.');
    expect(FIELD_RULES.jobCategory.message).toBe('Please choose your job category.');
    expect(FIELD_RULES.firstName.message).toBe('Please enter your first name. Ensure the first name is within a reasonable length.');
    for (const f of ['birthDay', 'birthMonth', 'birthYear'] as const) {
      expect(FIELD_RULES[f].message).toBe('Please select your date of birth. Make sure the date of birth is between 18 and 80 years old.');
    }
    expect(FIELD_RULES.maritalStatus.message).toBe('Please select your marital status.');
    expect(FIELD_RULES.countryResidence.message).toBe('Please choose your residing country.');
    expect(FIELD_RULES.identityNumber.message).toBe('Between 8 and 20 digits. Must start with a digit or alpha-numeric.');
    expect(FIELD_RULES.message.maxLength).toBe(2000);
    expect(FIELD_RULES.middleName.required).toBe(false);
    expect(FIELD_RULES.postalCode.required).toBe(false);
    expect(FIELD_RULES.postalCode.maxLength).toBe(20);
    expect(FIELD_RULES.withdrawalAmount.maxLength).toBe(14);
  });

  describe.each(Object.entries(SAMPLES))('%s', (name, { good, bad }) => {
    const field = name as FieldName;
    it.each(good.map((g) => [g]))('accepts %j', (value) => {
      expect(checkField(field, value)).toBeNull();
    });
    if (bad.length) {
      // Free text names its problem ('Your last name cannot contain digits.'); the rest has one message.
      const explained = FIELD_RULES[field].explain;
      it.each(bad.map((b) => [b]))('refuses %j with its own message', (value) => {
        const words = checkField(field, value);
        expect(words).toBeTruthy();
        if (explained && words!.code.startsWith('fieldProblem.')) expect(words!.params?.subject).toBe(explained.subject);
        else expect(words).toEqual({ code: `field.${FIELD_RULES[field].messageKey}` });
      });
    }
  });

  // Each message says what is actually wrong.
  it.each([
    ['lastName', 'Uy', null],
    ['firstName', 'J0hn 123', 'Your first name cannot contain digits.'],
    ['name', 'J0hn 123', 'Your name cannot contain digits.'],
    ['fullName', 'Juan@ Cruz_', "Your name cannot contain '@' or '_'."],
    ['lastName', 'Cruz#', "Your last name cannot contain '#'."],
    ['lastName', `Cruz${'z'.repeat(100)}`, 'Your last name can have at most 100 characters.'],
    ['streetAddress', '12 Rizal St.; DROP', "The street address cannot contain ';'."],
    ['streetAddress', '<b>12</b>', "The street address cannot contain '<' or '>'."],
    ['streetAddress', 'ab', 'The street address needs at least 4 characters.'],
    ['workLocation', 'Makati #1', 'Your work location cannot contain digits.'],
    ['jobTitle', 'Dev@Ops', "Your job title cannot contain '@'."],
    ['province', 'Cebu!', "The province cannot contain '!'."],
    ['fullName', 'Juan', MESSAGES.fullName],
    ['firstName', '', MESSAGES.firstName],
    ['firstName', '.Juan', MESSAGES.firstName],
  ] as const)('%s %j: %j', (field, value, message) => {
    const words = checkField(field, value);
    expect(words && say('en', words)).toBe(message);
  });

  it('treats an absent value as empty', () => {
    expect(checkField('email', undefined)).toEqual(field('email'));
    expect(checkField('middleName', undefined)).toBeNull();
  });

  it('trims values but never passwords', () => {
    expect(checkField('email', '  juan@example.com  ')).toBeNull();
    expect(checkField('password', ' Officer#2026')).toBeNull(); // the space is part of it
    expect(checkField('password', `${' '.repeat(20)}Ab1!x`)).toEqual(field('password'));
  });

  it('refuses an unknown field name', () => {
    expect(() => checkField('nope' as FieldName, 'x')).toThrow(RangeError);
  });
});

// The scripts the PDFs print are taken; a letter of another script is refused with words that say
// which are (docs/decisions/024).
describe('scripts', () => {
  it.each([
    ['Latin with accents', 'Niño Dela Peña'],
    ['Vietnamese', 'Nguyễn Thị Minh Khai'],
    ['Vietnamese typed as letters and combining marks', 'Nguyễn Thị Minh Khai'.normalize('NFD')],
    ['Greek', 'Νίκος Παπαδόπουλος'],
    ['Cyrillic', 'Дмитрий Иванов'],
    ['Chinese characters', '王 小明'],
    ['Japanese kana and kanji', 'すずき タロー 鈴木'],
    ['Baybayin', 'ᜋᜇᜒᜌ ᜐᜈ᜔ᜆᜓᜐ᜔'],
  ])('takes a name in %s', (_, value) => {
    expect(checkField('fullName', value)).toBeNull();
    for (const part of value.split(' ')) expect([part, checkField('lastName', part)]).toEqual([part, null]);
  });

  it.each([
    ['Thai', 'สมชาย ใจดี', 'สมชาย'],
    ['Hangul', '김 민준', '김민준'],
    ['Arabic', 'محمد علي', 'محدعل'],
    ['Devanagari', 'राम शर्मा', 'रामश्'],
    ['full-width Latin', 'Ｊｕａｎ Cruz', 'Ｊｕａｎ'],
  ])('refuses a name in %s, naming the letters and the scripts taken', (_, value, letters) => {
    const words = checkField('fullName', value);
    expect(words).toEqual({ code: 'fieldProblem.script', params: { subject: 'name', characters: letters } });
    expect(say('en', words!)).toMatch(/^Your name cannot contain '.+: please write it in Latin letters \(accents such as ñ and é are fine\), or in Chinese or Japanese characters, Greek, Cyrillic or Baybayin\.$/u);
    expect(say('fil', words!)).toMatch(/^Ang inyong pangalan ay hindi maaaring maglaman ng '.+: pakisulat ito sa mga letrang Latin/u);
    expect(fieldRegExp('fullName', 'v')!.test(value)).toBe(false);
  });

  it('refuses letters of other scripts in every free-text field that prints', () => {
    for (const field of ['firstName', 'middleName', 'lastName', 'refFullName1', 'refRelationship1', 'accountName', 'name', 'workLocation', 'jobTitle', 'province', 'town', 'streetAddress'] as const) {
      expect([field, checkField(field, 'Juan ก')?.code]).toEqual([field, 'fieldProblem.script']);
    }
    for (const field of ['identityNumber', 'accountNumber', 'postalCode', 'bankName', 'otherIdentityType'] as const) {
      expect([field, checkField(field, 'ABCD ก 1234')]).toEqual([field, { code: `field.${FIELD_RULES[field].messageKey}` }]);
    }
  });

  it('still tells other characters apart from letters of other scripts', () => {
    expect(checkField('lastName', 'Cruz#')).toEqual({ code: 'fieldProblem.characters', params: { subject: 'lastName', characters: '#' } });
  });
});

describe('patterns', () => {
  const withPattern = FIELD_NAMES.filter((n) => FIELD_RULES[n].pattern);

  it('exist for the free-text fields', () => {
    for (const f of ['phoneNumber', 'email', 'fullName', 'password', 'firstName', 'streetAddress', 'identityNumber', 'accountNumber', 'code', 'amount'] as const) {
      expect(FIELD_RULES[f].pattern).toBeTruthy();
    }
  });

  it.each(withPattern.map((n) => [n]))('%s compiles with the v flag (browsers) and the u flag', (name) => {
    const p = FIELD_RULES[name as FieldName].pattern!;
    expect(() => new RegExp(`^(?:${p})$`, 'v')).not.toThrow();
    expect(() => new RegExp(`^(?:${p})$`, 'u')).not.toThrow();
    expect(fieldRegExp(name as FieldName, 'v')).toBeInstanceOf(RegExp);
  });

  it.each(withPattern.map((n) => [n]))('%s: the v-flag pattern agrees with checkField on the samples', (name) => {
    const field = name as FieldName;
    const rule = FIELD_RULES[field];
    const v = new RegExp(`^(?:${rule.pattern})$`, 'v');
    for (const s of [...SAMPLES[field].good, ...SAMPLES[field].bad]) {
      const t = s.trim();
      if (t === '') continue; // the browser does not apply a pattern to an empty value
      const inLength = (rule.minLength === undefined || t.length >= rule.minLength) && (rule.maxLength === undefined || t.length <= rule.maxLength);
      if (!inLength) continue;
      expect([s, v.test(t)]).toEqual([s, checkField(field, s) === null]);
    }
  });

  it('an unknown country code or option is refused even without a pattern', () => {
    expect(fieldRegExp('gender')).toBeNull();
    expect(fieldRegExp('countryResidence')).toBeNull();
    expect(checkField('gender', 'Female')).toBeNull();
    expect(checkField('gender', 'Other')).toEqual(field('gender'));
    expect(checkField('countryResidence', 'ZZ')).toEqual(field('countryResidence'));
  });

  it('isTicked reads checkbox values', () => {
    expect(isTicked('on')).toBe(true);
    expect(isTicked(true)).toBe(true);
    expect(isTicked('')).toBe(false);
    expect(isTicked(undefined)).toBe(false);
  });

  it('FORM_FIELDS only names known fields', () => {
    for (const fields of Object.values(FORM_FIELDS)) for (const f of fields) expect(FIELD_RULES).toHaveProperty(f);
  });
});

const step1 = {
  phoneCountry: 'PH',
  phoneNumber: '9171234567',
  email: 'juan@example.com',
  fullName: 'Juan Dela Cruz',
  password: 'Officer#2026',
  confirmPassword: 'Officer#2026',
  agreeTerms: 'on',
};

describe('validateRegisterStep1', () => {
  it('accepts a valid form', () => {
    expect(validateRegisterStep1(step1)).toEqual({});
    expect(validateRegisterStep1({ ...step1, phoneCountry: undefined })).toEqual({});
    expect(validateRegisterStep1({ ...step1, phoneCountry: 'US', phoneNumber: '2025550123' })).toEqual({});
  });

  it('reports every bad field with its message', () => {
    expect(validateRegisterStep1({})).toEqual({
      phoneNumber: field('phone'),
      email: field('email'),
      fullName: field('fullName'),
      password: field('password'),
      confirmPassword: field('passwordMismatch'),
      agreeTerms: field('agreeTerms'),
    });
  });

  it('requires the Terms and the Privacy notice to be agreed to (docs/product.md §2 Registration)', () => {
    expect(validateRegisterStep1({ ...step1, agreeTerms: '' })).toEqual({
      agreeTerms: field('agreeTerms'),
    });
    expect(validateRegisterStep1({ ...step1, agreeTerms: false })).toEqual({ agreeTerms: field('agreeTerms') });
    expect(validateRegisterStep1({ ...step1, agreeTerms: true })).toEqual({});
  });

  it('checks the number against the chosen country', () => {
    expect(validateRegisterStep1({ ...step1, phoneCountry: 'US' })).toEqual({ phoneNumber: field('phone') });
    expect(validateRegisterStep1({ ...step1, phoneCountry: 'XX' })).toEqual({ phoneCountry: field('phoneCountry') });
  });

  it('requires the confirmation to match', () => {
    expect(validateRegisterStep1({ ...step1, confirmPassword: 'Officer#2027' })).toEqual({ confirmPassword: field('passwordMismatch') });
    expect(validateRegisterStep1({ ...step1, confirmPassword: 'Officer#2026 ' })).toEqual({ confirmPassword: field('passwordMismatch') });
  });
});

describe('validateRegisterStep2', () => {
  const step2 = { workPlaceCountry: 'PH', workLocation: 'Makati City', jobTitle: 'Nurse', jobCategory: 'Health Care / Medical', monthlyNetIncome: '35000' };
  it('accepts a valid form', () => expect(validateRegisterStep2(step2)).toEqual({}));
  it('accepts a number for the income (JSON)', () => expect(validateRegisterStep2({ ...step2, monthlyNetIncome: 35000 })).toEqual({}));
  it('reports the bad fields', () => {
    expect(validateRegisterStep2({ ...step2, workPlaceCountry: '', jobCategory: 'Astronaut', monthlyNetIncome: '12' })).toEqual({
      workPlaceCountry: field('workPlaceCountry'),
      jobCategory: field('jobCategory'),
      monthlyNetIncome: field('monthlyNetIncome'),
    });
  });
});

describe('validateLogin, recovery and password change', () => {
  it('login needs a valid phone and a password', () => {
    expect(validateLogin({ phoneCountry: 'PH', phoneNumber: '9000000001', password: 'Officer#2026' })).toEqual({});
    expect(validateLogin({ phoneCountry: 'PH', phoneNumber: '9000000001', password: 'weak' })).toEqual({});
    expect(validateLogin({ phoneNumber: 'abc', password: '' })).toEqual({ phoneNumber: field('phone'), password: field('loginPassword') });
  });

  it('recovery start needs a valid phone', () => {
    expect(validateRecoveryStart({ phoneNumber: '09171234567' })).toEqual({});
    expect(validateRecoveryStart({ phoneNumber: '0917' })).toEqual({ phoneNumber: field('phone') });
  });

  it('recovery finish needs the code and a new password', () => {
    const ok = { phoneNumber: '9171234567', code: '123456', password: 'Newpass#1', confirmPassword: 'Newpass#1' };
    expect(validateRecoveryFinish(ok)).toEqual({});
    expect(validateRecoveryFinish({ ...ok, code: '12345', confirmPassword: 'x' })).toEqual({ code: field('code'), confirmPassword: field('passwordMismatch') });
  });

  it('password change needs the current password and a different new one', () => {
    const ok = { currentPassword: 'Oldpass#1', password: 'Newpass#1', confirmPassword: 'Newpass#1' };
    expect(validatePasswordChange(ok)).toEqual({});
    expect(validatePasswordChange({ ...ok, currentPassword: '' })).toEqual({ currentPassword: field('currentPassword') });
    expect(validatePasswordChange({ ...ok, currentPassword: 'Newpass#1' })).toEqual({ password: field('samePassword') });
    expect(validatePasswordChange({ ...ok, password: 'newpass', confirmPassword: 'newpass' })).toEqual({ password: field('password') });
  });
});

describe('validateContact', () => {
  const ok = { name: 'Juan', email: 'juan@example.com', message: 'Hello', agree: 'on' };
  it('accepts a valid form', () => expect(validateContact(ok)).toEqual({}));
  it('refuses a long message and an unticked box', () => {
    expect(validateContact({ ...ok, message: 'x'.repeat(2001), agree: undefined })).toEqual({ message: field('contactMessage'), agree: field('agree') });
  });
});

describe('validatePersonal and the age limits', () => {
  // 2026-03-15 00:00 in Manila is 2026-03-14 16:00 UTC.
  const today = new Date('2026-03-14T16:00:00Z');
  const base = { gender: 'Female', firstName: 'Maria', lastName: 'Santos', maritalStatus: 'Single', nationality: 'Filipino', isAgree: 'on' };
  const born = (d: string, m: string, y: string) => validatePersonal({ ...base, birthDay: d, birthMonth: m, birthYear: y }, today);
  const dateError = { birthDay: field('birthDate'), birthMonth: field('birthDate'), birthYear: field('birthDate') };

  it('accepts someone exactly 18 today (in Manila)', () => expect(born('15', '03', '2008')).toEqual({}));
  it.each(['Uy', 'Go', 'Sy', 'Co', 'Ng'])('accepts the surname %s', (lastName) => {
    expect(validatePersonal({ ...base, firstName: 'Jose', middleName: 'C.', lastName, birthDay: '1', birthMonth: '1', birthYear: '1990' }, today)).toEqual({});
  });
  it('refuses someone 17 years and 364 days old', () => expect(born('16', '3', '2008')).toEqual(dateError));
  it('uses the Manila date, not the UTC date', () => {
    const utcEvening = new Date('2026-03-14T15:59:59Z'); // still March 14 in Manila
    expect(validatePersonal({ ...base, birthDay: '15', birthMonth: '3', birthYear: '2008' }, utcEvening)).toEqual(dateError);
  });
  it('accepts someone who turned 80 today', () => expect(born('15', '3', '1946')).toEqual({}));
  it('accepts someone 80 years and 364 days old', () => expect(born('16', '3', '1945')).toEqual({}));
  it('refuses someone who turned 81 today', () => expect(born('15', '3', '1945')).toEqual(dateError));
  it('refuses dates that do not exist', () => {
    expect(born('30', '2', '1990')).toEqual(dateError);
    expect(born('29', '2', '1990')).toEqual(dateError);
    expect(born('31', '4', '1990')).toEqual(dateError);
    expect(born('29', '2', '1988')).toEqual({});
  });
  it('refuses future and malformed years', () => {
    expect(born('1', '1', '2027')).toEqual(dateError);
    expect(born('1', '1', '1899')).toEqual({ birthYear: field('birthDate') });
    expect(born('', '1', '1990')).toEqual({ birthDay: field('birthDate') });
    expect(born('1', '13', '1990')).toEqual({ birthMonth: field('birthDate') });
  });
  it('reports the other fields', () => {
    expect(validatePersonal({ birthDay: '1', birthMonth: '1', birthYear: '1990', middleName: 'X1' }, today)).toEqual({
      gender: field('gender'),
      firstName: field('firstName'),
      middleName: { code: 'fieldProblem.digits', params: { subject: 'middleName' } },
      lastName: field('lastName'),
      maritalStatus: field('maritalStatus'),
      nationality: field('nationality'),
      isAgree: field('isAgree'),
    });
  });
  it('birthDateFromParts and isAgeAllowed', () => {
    expect(birthDateFromParts('7', '3', '1990')).toBe('1990-03-07');
    expect(birthDateFromParts('31', '2', '1990')).toBeNull();
    expect(birthDateFromParts('1', '1', '1899')).toBeNull();
    expect(isAgeAllowed('2008-03-15', today)).toBe(true);
    expect(isAgeAllowed('2008-03-16', today)).toBe(false);
    expect(isAgeAllowed('not a date', today)).toBe(false);
  });
});

describe('validateAddress', () => {
  const ok = { countryResidence: 'PH', province: 'Metro Manila', town: 'Makati', streetAddress: '12 Rizal St.' };
  it('accepts a valid form with or without a postal code', () => {
    expect(validateAddress(ok)).toEqual({});
    expect(validateAddress({ ...ok, postalCode: '1200' })).toEqual({});
  });
  it('reports bad fields', () => {
    expect(validateAddress({ ...ok, countryResidence: '', streetAddress: 'ab', postalCode: 'x'.repeat(21) })).toEqual({
      countryResidence: field('countryResidence'),
      streetAddress: { code: 'fieldProblem.tooShort', params: { subject: 'streetAddress', count: 4 } },
      postalCode: field('postalCode'),
    });
  });
});

describe('validateReferences', () => {
  const own = '+639171234567';
  const ok = { refFullName1: 'Pedro Reyes', refRelationship1: 'Brother', refPhoneNumber1: '9181234567' };
  it('accepts one reference', () => expect(validateReferences(ok, own)).toEqual({}));
  it('refuses the member’s own number, in any form', () => {
    expect(validateReferences({ ...ok, refPhoneNumber1: '09171234567' }, own)).toEqual({ refPhoneNumber1: field('refOwnPhone') });
    expect(validateReferences({ ...ok, refPhoneNumber1: '+639171234567' }, own)).toEqual({ refPhoneNumber1: field('refOwnPhone') });
  });
  it('refuses a bad phone with the phone message', () => {
    expect(validateReferences({ ...ok, refPhoneNumber1: '12ab' }, own)).toEqual({ refPhoneNumber1: field('phone') });
  });
  it('accepts a complete second reference and refuses a partial one', () => {
    const two = { ...ok, refFullName2: 'Ana Cruz', refRelationship2: 'Friend', refPhoneNumber2: '9191234567' };
    expect(validateReferences(two, own)).toEqual({});
    expect(validateReferences({ ...ok, refFullName2: 'Ana Cruz' }, own)).toEqual({ refRelationship2: field('refIncomplete'), refPhoneNumber2: field('refIncomplete') });
    expect(validateReferences({ ...two, refPhoneNumber2: '9171234567' }, own)).toEqual({ refPhoneNumber2: field('refOwnPhone') });
  });
  it('reports missing fields', () => {
    expect(validateReferences({}, own)).toEqual({ refFullName1: field('refFullName'), refRelationship1: field('refRelationship'), refPhoneNumber1: field('phone') });
  });
});

describe('validateIdentity', () => {
  it('accepts a listed ID type', () => expect(validateIdentity({ identityType: 'Passport', identityNumber: 'P1234567A' })).toEqual({}));
  it('requires the other type when Others is chosen', () => {
    expect(validateIdentity({ identityType: 'Others', identityNumber: 'P1234567A' })).toEqual({ otherIdentityType: field('otherIdentityType') });
    expect(validateIdentity({ identityType: 'Others', otherIdentityType: 'Barangay ID', identityNumber: 'P1234567A' })).toEqual({});
  });
  it('reports a bad number with the product message', () => {
    expect(validateIdentity({ identityType: 'Passport', identityNumber: '123' })).toEqual({ identityNumber: field('identityNumber') });
  });
});

describe('validateBank', () => {
  const ok = { bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz', accountNumber: '0012-3456-78', confirmAccountNumber: '0012-3456-78' };
  it('accepts a bank account', () => expect(validateBank(ok)).toEqual({}));
  it('requires the confirmation to match', () => {
    expect(validateBank({ ...ok, confirmAccountNumber: '0012-3456-79' })).toEqual({ confirmAccountNumber: field('accountMismatch') });
    expect(validateBank({ ...ok, confirmAccountNumber: '' })).toEqual({ confirmAccountNumber: field('accountMismatch') });
  });
  it('requires 11 digits starting 09 for GCash and Maya', () => {
    for (const bankName of ['GCash', 'Maya', 'gcash']) {
      expect(validateBank({ ...ok, bankName, accountNumber: '09171234567', confirmAccountNumber: '09171234567' })).toEqual({});
      expect(validateBank({ ...ok, bankName, accountNumber: '9171234567', confirmAccountNumber: '9171234567' })).toEqual({ accountNumber: field('ewalletNumber') });
      expect(validateBank({ ...ok, bankName, accountNumber: '0917-123-4567', confirmAccountNumber: '0917-123-4567' })).toEqual({ accountNumber: field('ewalletNumber') });
      expect(validateBank({ ...ok, bankName, accountNumber: '08171234567', confirmAccountNumber: '08171234567' })).toEqual({ accountNumber: field('ewalletNumber') });
    }
  });
  it('reports missing fields', () => {
    expect(validateBank({})).toEqual({ bankName: field('bankName'), accountName: field('accountName'), accountNumber: field('accountNumber'), confirmAccountNumber: field('accountMismatch') });
  });
});

describe('validateLoanApplication', () => {
  const ok = { amount: '150,000', currency: 'PHP', installmentCount: '6', agree: 'on' };
  it('accepts a valid application; amounts outside the limits are clamped, not refused', () => {
    expect(validateLoanApplication(ok)).toEqual({});
    expect(validateLoanApplication({ ...ok, amount: '100' })).toEqual({});
    expect(validateLoanApplication({ ...ok, installmentCount: 48 })).toEqual({});
  });
  it('asks to read the agreement when unticked', () => {
    expect(validateLoanApplication({ ...ok, agree: '' })).toEqual({ agree: field('serviceAgreement') });
  });
  it('refuses bad amounts and terms', () => {
    expect(validateLoanApplication({ ...ok, amount: '1.234', installmentCount: '7' })).toEqual({ amount: field('amount'), installmentCount: field('installmentCount') });
    expect(validateLoanApplication({ ...ok, amount: '0' })).toEqual({ amount: field('amount') });
    expect(validateLoanApplication({ ...ok, installmentCount: '7' }, { minPhp: 1, maxPhp: 2, monthlyRateBps: 50, terms: [7], defaultTerm: 7 })).toEqual({});
  });
});

describe('validateWithdrawal', () => {
  const balance = 15_000_000;
  it('accepts more than 999 up to the balance', () => {
    expect(validateWithdrawal({ amount: '999.01' }, balance)).toEqual({});
    expect(validateWithdrawal({ amount: '150000.00' }, balance)).toEqual({});
  });
  it('refuses 999 or less, bad formats and more than the balance', () => {
    expect(validateWithdrawal({ amount: '999' }, balance)).toEqual({ amount: field('withdrawalAmount') });
    expect(validateWithdrawal({ amount: '1,000' }, balance)).toEqual({ amount: field('withdrawalAmount') });
    expect(validateWithdrawal({ amount: '123456789012.50' }, balance)).toEqual({ amount: field('withdrawalAmount') });
    expect(validateWithdrawal({ amount: '' }, balance)).toEqual({ amount: field('withdrawalAmount') });
    expect(validateWithdrawal({ amount: '150000.01' }, balance)).toEqual({ amount: field('withdrawalBalance') });
  });
});
