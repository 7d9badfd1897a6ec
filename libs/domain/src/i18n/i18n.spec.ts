/** The catalogues, translation, negotiation and labels of docs/decisions/009-languages.md. */
import { createInstance } from 'i18next';
import { CREDIT_BANDS, creditScore } from '../credit-score';
import { GENDERS, ID_TYPES, JOB_CATEGORIES, MARITAL_STATUSES, PH_BANKS } from '../enums';
import { DEFAULT_LOAN_SETTINGS } from '../loan';
import { LOAN_MESSAGES, amountLimits, limitNote, loanMessages, priceLoan } from '../loan-application';
import { PHONE_MESSAGE } from '../phone';
import { REPAYMENT_MESSAGES, repaymentMessages } from '../repayment';
import { FIELD_NAMES, FIELD_RULES, FORM_MESSAGES, MESSAGES, checkField, validateLogin } from '../rules';
import { KYC_STATUS_CATALOGUE, LOAN_CLOSURE_CATALOGUE, LOAN_STATUS_CATALOGUE, WITHDRAWAL_STATUS_CATALOGUE, statusCatalogues } from '../statuses';
import { PAYOUT_RAIL_CATALOGUE, WITHDRAWAL_MESSAGES, withdrawalMessages, withdrawalStatusText } from '../withdrawal';
import { en } from './en';
import { countryLabel, valueLabel } from './labels';
import { htmlLang, languageFromAcceptLanguage, pickLanguage } from './negotiate';
import { CATALOGUES, LANGUAGES, say, sayEach, t, translator, type Language, type MessageKey } from './translate';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** 'a.b.c' → text, for every leaf of a catalogue. */
function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (value !== null && typeof value === 'object') for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

const variables = (text: string): string[] => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]);

/** Each key without its plural suffix → its forms, and the variables its texts use (with `count` for a plural). */
function keysOf(catalogue: unknown): Map<string, { forms: Set<string>; vars: Set<string> }> {
  const keys = new Map<string, { forms: Set<string>; vars: Set<string> }>();
  for (const [key, text] of flatten(catalogue)) {
    const form = PLURAL.exec(key)?.[1];
    const base = form ? key.slice(0, -form.length - 1) : key;
    const entry = keys.get(base) ?? { forms: new Set<string>(), vars: new Set<string>() };
    if (form) {
      entry.forms.add(form);
      entry.vars.add('count');
    }
    if (typeof text === 'string') for (const v of variables(text)) entry.vars.add(v);
    else entry.vars.add(`<not text: ${typeof text}>`);
    keys.set(base, entry);
  }
  return keys;
}

/** What is wrong with `catalogue` (in `lang`) against the English one: missing, extra, plural forms, variables. */
function catalogueProblems(lang: Language, catalogue: unknown): string[] {
  const problems: string[] = [];
  const reference = keysOf(en);
  const other = keysOf(catalogue);
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  for (const [key, ref] of reference) {
    const mine = other.get(key);
    if (!mine) {
      problems.push(`${lang}: missing ${key}`);
      continue;
    }
    if (ref.forms.size > 0 || mine.forms.size > 0) {
      for (const c of categories) if (!mine.forms.has(c)) problems.push(`${lang}: ${key} lacks the plural form _${c}`);
    }
    const a = [...ref.vars].sort().join(',');
    const b = [...mine.vars].sort().join(',');
    if (a !== b) problems.push(`${lang}: ${key} uses {{${b}}}, English {{${a}}}`);
  }
  for (const key of other.keys()) if (!reference.has(key)) problems.push(`${lang}: ${key} is not in English`);
  for (const [key, text] of flatten(catalogue)) if (typeof text !== 'string' || text.trim() === '') problems.push(`${lang}: ${key} is empty`);
  return problems;
}

describe('the catalogues', () => {
  it.each(LANGUAGES.map((l) => [l]))('%s has every English key, the plural forms of its language and the same variables', (lang) => {
    expect(catalogueProblems(lang, CATALOGUES[lang])).toEqual([]);
  });

  it('the check finds a missing key, a key only in one language, a changed variable and a missing plural form', () => {
    const broken = JSON.parse(JSON.stringify(CATALOGUES.fil));
    delete broken.loan.notFound;
    broken.loan.extra = 'Dagdag';
    broken.withdrawal.cappedToBalance = 'PHP {{amount}}';
    delete broken.fieldProblem.tooLong_other;
    expect(catalogueProblems('fil', broken)).toEqual([
      'fil: fieldProblem.tooLong lacks the plural form _other',
      'fil: missing loan.notFound',
      'fil: withdrawal.cappedToBalance uses {{amount}}, English {{balance}}',
      'fil: loan.extra is not in English',
    ]);
  });

  it('Filipino is a translation, not a copy: most texts differ from the English', () => {
    const english = flatten(en);
    const same = [...flatten(CATALOGUES.fil)].filter(([k, v]) => english.get(k) === v && !/^(idType|jobCategory)\./.test(k));
    expect(same.length).toBeLessThan(english.size / 20);
  });

  it('both say that the English text of a legal document governs', () => {
    expect(t('en', 'legal.englishGoverns')).toMatch(/English version governs/);
    expect(t('fil', 'legal.englishGoverns')).toMatch(/bersiyong Ingles ang masusunod/);
  });
});

describe('t and translator', () => {
  it('look a key up in the language and fill in the variables', () => {
    expect(t('en', 'loan.notFound')).toBe('Loan not found.');
    expect(t('fil', 'loan.notFound')).toBe('Hindi makita ang loan.');
    expect(translator('fil')('repayment.paid', { amount: '1,000.50' })).toBe('Natanggap ang bayad: PHP 1,000.50. Salamat.');
    expect(t('en', 'withdrawal.transferring', { rail: 'InstaPay', expectedTime: t('en', 'payoutRail.INSTAPAY') })).toBe(
      'Transferring... by InstaPay. It usually arrives within a few minutes.',
    );
  });

  it('choose the plural form by count with the language’s rules', () => {
    const vars = { subject: 'name', count: 1 };
    expect(t('en', 'fieldProblem.tooLong', vars)).toBe('Your name can have at most 1 character.');
    expect(t('en', 'fieldProblem.tooLong', { ...vars, count: 100 })).toBe('Your name can have at most 100 characters.');
    const onTime = { each: 40, max: 10 };
    expect(t('en', 'creditFactor.onTime.explanation', { ...onTime, count: 0 })).toMatch(/^0 instalments paid on time/);
    expect(t('fil', 'creditFactor.onTime.explanation', { ...onTime, count: 4 })).toBe(
      '4 hulog ang nabayaran sa tamang oras (pagsapit ng due date o sa loob ng grace period): +40 bawat isa, binibilang hanggang 10.',
    );
  });

  it('word every text with variables in every language as i18next words it', async () => {
    const i18next = createInstance();
    await i18next.init({
      resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: CATALOGUES[lang] }])),
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      nsSeparator: false,
    });
    let compared = 0;
    for (const [key, { vars }] of keysOf(en)) {
      if (vars.size === 0) continue;
      const values = Object.fromEntries([...vars].map((name, i) => [name, name === 'count' ? i + 2 : i % 2 ? 1234.5 : `<${name}> O'Neil & Co`]));
      for (const lang of LANGUAGES) {
        expect(t(lang, key as MessageKey, values)).toBe(i18next.t(key, { ...values, lng: lang }));
        // A variable left out is i18next's to word, as before.
        const { [[...vars][0]]: _left, ...fewer } = values;
        expect(t(lang, key as MessageKey, fewer)).toBe(i18next.t(key, { ...fewer, lng: lang }));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('leave apostrophes and ampersands as written (the page escapes what it renders)', () => {
    expect(t('en', 'withdrawal.transferring', { rail: "O'Neil & Co", expectedTime: '' })).toBe("Transferring... by O'Neil & Co. ");
  });
});

describe('language negotiation', () => {
  it.each([
    [{ acceptLanguage: 'fil' }, 'fil'],
    [{ acceptLanguage: 'tl' }, 'fil'],
    [{ acceptLanguage: 'fil-PH' }, 'fil'],
    [{ acceptLanguage: 'tl-PH,en;q=0.8' }, 'fil'],
    [{ acceptLanguage: 'en-US,en;q=0.9,fil;q=0.8' }, 'en'],
    [{ acceptLanguage: 'en;q=0.5, fil;q=0.9' }, 'fil'],
    [{ acceptLanguage: 'de-DE,fil;q=0.3' }, 'fil'],
    [{ acceptLanguage: 'fil;q=0, en' }, 'en'],
    [{ acceptLanguage: 'ja,zh;q=0.8' }, 'en'],
    [{ acceptLanguage: '*' }, 'en'],
    [{ acceptLanguage: 'not a tag!!, ;q=x' }, 'en'],
    [{}, 'en'],
    [{ cookie: 'lang=fil', acceptLanguage: 'en-US' }, 'fil'],
    [{ cookie: 'session=abc; lang=en', acceptLanguage: 'fil-PH' }, 'en'],
    [{ cookie: 'lang=de', acceptLanguage: 'fil-PH' }, 'fil'],
    [{ cookie: 'xlang=fil', acceptLanguage: null }, 'en'],
  ])('%j → %s', (request, expected) => {
    expect(pickLanguage(request)).toBe(expected);
  });

  it('an Accept-Language without a language we speak gives null, so the caller picks the default', () => {
    expect(languageFromAcceptLanguage('de, fr;q=0.5')).toBeNull();
  });

  it('parses each header value once, and an absent header not at all (it is read on every API request)', () => {
    const parse = jest.spyOn(Intl, 'getCanonicalLocales');
    try {
      expect(languageFromAcceptLanguage(undefined)).toBeNull();
      expect(languageFromAcceptLanguage('')).toBeNull();
      expect(parse).not.toHaveBeenCalled();
      expect(languageFromAcceptLanguage('tl-PH,en;q=0.4')).toBe('fil');
      const calls = parse.mock.calls.length;
      expect(languageFromAcceptLanguage('tl-PH,en;q=0.4')).toBe('fil');
      expect(languageFromAcceptLanguage('not a tag!!')).toBeNull();
      expect(languageFromAcceptLanguage('not a tag!!')).toBeNull();
      expect(parse.mock.calls.length).toBe(calls + 1);
    } finally {
      parse.mockRestore();
    }
  });

  it('remembers a bounded number of header values, and answers the same after forgetting them', () => {
    for (let i = 0; i < 600; i += 1) expect(languageFromAcceptLanguage(`x-${i},fil;q=0.${(i % 9) + 1}`)).toBe('fil');
    expect(languageFromAcceptLanguage('en-GB')).toBe('en');
  });

  it('<html lang> is the language code', () => {
    expect(htmlLang('fil')).toBe('fil');
    expect(htmlLang('en')).toBe('en');
  });
});

describe('the English constants are read from the catalogue', () => {
  it('form, field and loan messages', () => {
    expect(FORM_MESSAGES).toEqual(en.form);
    expect(MESSAGES).toEqual(en.field);
    expect(PHONE_MESSAGE).toBe(en.field.phone);
    const { notActivated, ...loan } = LOAN_MESSAGES;
    expect(loan).toEqual(en.loan);
    expect(notActivated).toBe(en.form.incomplete);
  });

  it('status catalogues, in English and in Filipino', () => {
    const pick = (c: Readonly<Record<string, { statement: string; message: string }>>) =>
      Object.fromEntries(Object.entries(c).map(([k, v]) => [k, { statement: v.statement, message: v.message }]));
    expect(pick(LOAN_STATUS_CATALOGUE)).toEqual(en.loanStatus);
    expect(pick(LOAN_CLOSURE_CATALOGUE)).toEqual(en.loanClosure);
    expect(pick(WITHDRAWAL_STATUS_CATALOGUE)).toEqual(en.withdrawalStatus);
    expect(pick(KYC_STATUS_CATALOGUE)).toEqual(en.kycStatus);
    const fil = statusCatalogues('fil');
    expect(pick(fil.loanStatus)).toEqual(CATALOGUES.fil.loanStatus);
    expect(fil.loanStatus.APPROVED.colour).toBe(LOAN_STATUS_CATALOGUE.APPROVED.colour);
  });

  it('withdrawal and repayment texts', () => {
    expect(WITHDRAWAL_MESSAGES.backInWallet).toBe(en.withdrawal.backInWallet);
    expect(WITHDRAWAL_MESSAGES.cappedToBalance(123_456)).toBe(
      'The amount was more than your available balance, so we set it to your balance of PHP 1,234.56.',
    );
    expect(PAYOUT_RAIL_CATALOGUE.PESONET.expectedTime).toBe(en.payoutRail.PESONET);
    expect(REPAYMENT_MESSAGES.kind).toBe(en.repayment.kind);
    expect(REPAYMENT_MESSAGES.paidOff('5.00', '0.25')).toBe(
      'Payment received: PHP 5.00, with PHP 0.25 of unearned interest rebated. Your loan is fully repaid. Thank you.',
    );
  });
});

describe('labels of stored values', () => {
  it.each([
    ['gender', GENDERS],
    ['maritalStatus', MARITAL_STATUSES],
    ['idType', ID_TYPES],
    ['jobCategory', JOB_CATEGORIES],
    ['creditBand', CREDIT_BANDS.map((b) => b.band)],
    ['bank', PH_BANKS.filter((b) => b.code === 'OTHER').map((b) => b.name)],
  ] as const)('every %s has a label in the catalogue, the English one the value itself', (kind, values) => {
    expect(Object.keys(en[kind]).sort()).toEqual([...values].sort());
    for (const value of values) expect(valueLabel('en', kind, value)).toBe(value);
  });

  it('read in Filipino; a bank keeps its own name', () => {
    expect(valueLabel('fil', 'gender', 'Female')).toBe('Babae');
    expect(valueLabel('fil', 'maritalStatus', 'Widow/Widower')).toBe('Balo');
    expect(valueLabel('fil', 'creditBand', 'Very good')).toBe('Mahusay');
    expect(valueLabel('fil', 'bank', 'Other')).toBe('Iba pa');
    expect(valueLabel('fil', 'bank', 'BDO Unibank')).toBe('BDO Unibank');
  });

  it('country names come from Intl in Filipino and from the list in English', () => {
    expect(countryLabel('fil', 'PH')).toBe('Pilipinas');
    expect(countryLabel('en', 'PH')).toBe('Philippines');
    expect(countryLabel('fil', 'XX')).toBeUndefined();
  });
});

describe('the domain speaks the language it is asked for', () => {
  const fil = CATALOGUES.fil;

  it('every field rule with a message names its catalogue key, whose English text is the message', () => {
    for (const name of FIELD_NAMES) {
      const rule = FIELD_RULES[name];
      if (rule.message === '') continue;
      expect([name, rule.messageKey && en.field[rule.messageKey]]).toEqual([name, rule.message]);
      if (rule.required) expect([name, say('fil', checkField(name, '')!)]).toEqual([name, fil.field[rule.messageKey!]]);
    }
  });

  it('field problems are told in Filipino, from the same words as in English', () => {
    const lastName = checkField('lastName', 'Uy (Go)')!;
    expect(lastName).toEqual({ code: 'fieldProblem.characters', params: { subject: 'lastName', characters: '()' } });
    expect(say('fil', lastName)).toBe("Ang inyong apelyido ay hindi maaaring maglaman ng '(' o ')'.");
    expect(say('en', lastName)).toBe("Your last name cannot contain '(' or ')'.");
    expect(say('fil', checkField('lastName', 'Uy2')!)).toBe('Ang inyong apelyido ay hindi maaaring maglaman ng numero.');
    expect(say('fil', checkField('streetAddress', 'x'.repeat(251))!)).toBe('Ang street address ay hanggang 250 character lamang.');
    expect(say('en', checkField('fullName', 'Juan@ Cruz_ #')!)).toBe("Your name cannot contain '@', '_' or '#'.");
  });

  it('the form validators answer with words each language says', () => {
    const refused = validateLogin({ phoneNumber: 'abc', password: '' });
    expect(refused).toEqual({ phoneNumber: { code: 'field.phone' }, password: { code: 'field.loginPassword' } });
    expect(sayEach('fil', refused)).toEqual({ phoneNumber: fil.field.phone, password: fil.field.loginPassword });
    expect(sayEach('en', refused)).toEqual({ phoneNumber: en.field.phone, password: en.field.loginPassword });
  });

  it('loans, withdrawals, repayments and the credit score', () => {
    expect(loanMessages('fil')).toEqual({ notActivated: fil.form.incomplete, ...fil.loan });
    const priced = priceLoan(100, '1', 6, DEFAULT_LOAN_SETTINGS);
    expect(say('fil', amountLimits('PHP', priced))).toMatch(/^Ang halaga ng loan ay dapat nasa pagitan ng PHP [0-9,.]+ at PHP [0-9,.]+\.$/);
    expect(limitNote('PHP', priced, 'fil')).toMatch(/^Ang pinakamababang loan ay PHP [0-9,.]+, kaya iyon ang halagang ginamit sa mga kuwenta\.$/);
    expect(withdrawalMessages('fil').cappedToBalance(123_456)).toContain('PHP 1,234.56');
    expect(withdrawalStatusText('PROCESSING', { rail: 'INSTAPAY' }, 'fil').message).toBe(
      'Ipinapadala na... sa pamamagitan ng InstaPay. Karaniwan itong dumarating sa loob ng ilang minuto.',
    );
    expect(withdrawalStatusText('FAILED', {}, 'fil')).toMatchObject({
      statement: 'HINDI NATULOY ANG WITHDRAWAL',
      message: 'Hindi natapos ang transfer. Naibalik na ang halaga sa inyong wallet.',
    });
    expect(repaymentMessages('fil').paid('1,000.00')).toBe('Natanggap ang bayad: PHP 1,000.00. Salamat.');
    const score = creditScore({ verifiedAt: null, instalments: [] }, new Date('2027-01-01T00:00:00Z'), 'fil');
    expect(score.factors[0]).toMatchObject({ label: 'Panimulang puntos', explanation: 'Ang bawat miyembro ay nagsisimula sa 300 puntos.' });
  });
});
