import {
  COUNTRIES,
  GENDERS,
  ID_TYPES,
  INFO_STATES,
  JOB_CATEGORIES,
  KYC_STATUSES,
  MARITAL_STATUSES,
  NATIONALITIES,
  OTP_PURPOSES,
  PH_BANKS,
  ROLES,
  countryName,
  findBank,
  infoStep,
  isCountryCode,
  isEwallet,
  nextInfoState,
} from './enums';
import { checkField } from './rules';

describe('enumerations', () => {
  it('has the 32 job categories of docs/product.md §3, all distinct', () => {
    expect(JOB_CATEGORIES).toHaveLength(32);
    expect(new Set(JOB_CATEGORIES).size).toBe(32);
    expect(JOB_CATEGORIES[0]).toBe('Accounting / Finance');
    expect(JOB_CATEGORIES).toContain('Mining / Oil & Gas');
    expect(JOB_CATEGORIES[31]).toBe('Travel / Tourism');
  });

  it('has about 240 ISO 3166-1 alpha-2 countries with the Philippines', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(COUNTRIES.length).toBeLessThanOrEqual(250);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.name.length).toBeGreaterThan(1);
    }
    expect(countryName('PH')).toBe('Philippines');
    expect(countryName('us')).toBe('United States');
    expect(isCountryCode('XK')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
  });

  it('has about 190 nationalities, Filipino first, all distinct', () => {
    expect(NATIONALITIES[0]).toBe('Filipino');
    expect(NATIONALITIES.length).toBeGreaterThanOrEqual(185);
    expect(new Set(NATIONALITIES).size).toBe(NATIONALITIES.length);
  });

  it('has the ID types of docs/product.md §3 ending with Others', () => {
    expect(ID_TYPES).toHaveLength(15);
    expect(ID_TYPES).toContain('National ID (PhilSys)');
    expect(ID_TYPES).toContain("Voter's ID");
    expect(ID_TYPES[ID_TYPES.length - 1]).toBe('Others');
    expect(new Set(ID_TYPES).size).toBe(ID_TYPES.length);
  });

  it('has the small enumerations', () => {
    expect(MARITAL_STATUSES).toEqual(['Single', 'Married', 'Separated', 'Divorced', 'Widow/Widower', 'Others']);
    expect(GENDERS).toEqual(['Male', 'Female']);
    expect(ROLES).toEqual(['MEMBER', 'LOAN_OFFICER', 'ADMIN', 'COMPLIANCE']);
    expect(KYC_STATUSES).toEqual(['PENDING', 'VERIFIED', 'REJECTED']);
    expect(OTP_PURPOSES).toEqual(['CONTRACT_SIGN', 'WITHDRAWAL', 'PASSWORD_RESET', 'BANK_CHANGE', 'SIGNUP', 'SIGN_IN']);
  });

  it('walks the info states in wizard order', () => {
    expect(INFO_STATES).toEqual(['PERSONAL_INFO', 'ADDRESS_INFO', 'REFERENCES_INFO', 'IDENTITY_INFO', 'BANK_INFO', 'INFO_COMPLETED']);
    expect(nextInfoState('PERSONAL_INFO')).toBe('ADDRESS_INFO');
    expect(nextInfoState('BANK_INFO')).toBe('INFO_COMPLETED');
    expect(nextInfoState('INFO_COMPLETED')).toBe('INFO_COMPLETED');
    expect(infoStep('PERSONAL_INFO')).toBe(1);
    expect(infoStep('BANK_INFO')).toBe(5);
    expect(() => nextInfoState('NOPE' as never)).toThrow(RangeError);
  });

  it('lists PH banks and e-wallets whose names pass the bankName rule', () => {
    const names = PH_BANKS.map((b) => b.name);
    for (const n of ['GCash', 'Maya', 'BDO Unibank', 'BPI', 'Metrobank', 'Landbank', 'PNB', 'Security Bank', 'UnionBank', 'RCBC', 'China Bank', 'EastWest Bank', 'Other']) {
      expect(names).toContain(n);
    }
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(PH_BANKS.map((b) => b.code)).size).toBe(PH_BANKS.length);
    for (const n of names) expect([n, checkField('bankName', n)]).toEqual([n, null]);
    expect(PH_BANKS.filter((b) => b.kind === 'ewallet').map((b) => b.name)).toEqual(['GCash', 'Maya']);
    expect(isEwallet('gcash')).toBe(true);
    expect(isEwallet('BDO Unibank')).toBe(false);
    expect(isEwallet('Unknown Bank')).toBe(false);
    expect(findBank('BPI')?.kind).toBe('bank');
  });
});
