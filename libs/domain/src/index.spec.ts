import * as domain from './index';

describe('public API (docs/contracts.md)', () => {
  it.each([
    'parseAmount', 'formatCentavos', 'centavosToDecimal', 'allocate',
    'DEFAULT_LOAN_SETTINGS', 'quoteLoan', 'clampAmount', 'monthlyIrr', 'formatPercent',
    'normalisePhone', 'maskPhone',
    'FIELD_RULES', 'checkField', 'validateRegisterStep1', 'validateRegisterStep2', 'validateLogin',
    'validateRecoveryStart', 'validateRecoveryFinish', 'validatePasswordChange', 'validateContact',
    'validatePersonal', 'validateAddress', 'validateReferences', 'validateIdentity', 'validateBank',
    'JOB_CATEGORIES', 'COUNTRIES', 'NATIONALITIES', 'ID_TYPES', 'MARITAL_STATUSES', 'GENDERS', 'ROLES',
    'INFO_STATES', 'KYC_STATUSES', 'OTP_PURPOSES', 'PH_BANKS',
    'LOAN_STATUS_CATALOGUE', 'WITHDRAWAL_STATUS_CATALOGUE', 'KYC_STATUS_CATALOGUE',
    'maskAccountNumber', 'addMonthsManila',
  ])('exports %s', (name) => {
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });
});
