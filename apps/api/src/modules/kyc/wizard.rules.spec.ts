import { fieldWords, validateBank, validatePersonal, validateReferences } from '@halimbawa/domain';
import { KYC_REASON_CODES, KYC_REJECTION_REASONS, isKycReasonCode } from './kyc-reasons';
import { INCOMPLETE, earlierState, resumeAfterCorrection, stateAfterSaving, stepRefusal, updateAnswer } from './wizard.rules';
import { ACTIVATION_STEPS } from '@halimbawa/testing';

describe('stateAfterSaving', () => {
  it('moves to the next state when the member saves the step they are on', () => {
    expect(stateAfterSaving('PERSONAL_INFO', 'PERSONAL_INFO')).toEqual({ ok: true, state: 'ADDRESS_INFO' });
    expect(stateAfterSaving('IDENTITY_INFO', 'IDENTITY_INFO')).toEqual({ ok: true, state: 'BANK_INFO' });
    expect(stateAfterSaving('BANK_INFO', 'BANK_INFO')).toEqual({ ok: true, state: 'INFO_COMPLETED' });
  });

  it('keeps the state when an earlier step is saved again', () => {
    expect(stateAfterSaving('REFERENCES_INFO', 'PERSONAL_INFO')).toEqual({ ok: true, state: 'REFERENCES_INFO' });
    expect(stateAfterSaving('INFO_COMPLETED', 'BANK_INFO')).toEqual({ ok: true, state: 'INFO_COMPLETED' });
  });

  it('refuses a step after the one the member is on', () => {
    expect(stateAfterSaving('PERSONAL_INFO', 'ADDRESS_INFO')).toEqual({ ok: false, words: { code: 'apiKyc.earlierSteps' } });
    expect(stateAfterSaving('ADDRESS_INFO', 'BANK_INFO').ok).toBe(false);
  });
});

describe('resumeAfterCorrection', () => {
  it('skips the later steps still stored, up to the first missing one', () => {
    const all = new Set(['PERSONAL_INFO', 'ADDRESS_INFO', 'REFERENCES_INFO', 'IDENTITY_INFO', 'BANK_INFO'] as const);
    expect(resumeAfterCorrection('BANK_INFO', all)).toBe('INFO_COMPLETED');
    expect(resumeAfterCorrection('REFERENCES_INFO', all)).toBe('INFO_COMPLETED');
    expect(resumeAfterCorrection('REFERENCES_INFO', new Set(['REFERENCES_INFO', 'IDENTITY_INFO'] as const))).toBe('BANK_INFO');
    expect(resumeAfterCorrection('INFO_COMPLETED', new Set())).toBe('INFO_COMPLETED');
  });
});

describe('updateAnswer and earlierState', () => {
  it('answers UPDATE_NEXT until the wizard is complete', () => {
    expect(updateAnswer('ADDRESS_INFO')).toBe('UPDATE_NEXT');
    expect(updateAnswer('INFO_COMPLETED')).toBe('INFO_COMPLETED');
  });

  it('picks the earlier of two states', () => {
    expect(earlierState('INFO_COMPLETED', 'IDENTITY_INFO')).toBe('IDENTITY_INFO');
    expect(earlierState('ADDRESS_INFO', 'IDENTITY_INFO')).toBe('ADDRESS_INFO');
  });
});

describe('stepRefusal', () => {
  const today = new Date('2026-06-01T00:00:00Z');
  const personal = ACTIVATION_STEPS.personal;

  it('says "Please complete your information!" when a required field is empty', () => {
    const values = { ...personal, lastName: '' };
    expect(stepRefusal('personal', values, validatePersonal(values, today))).toEqual(INCOMPLETE);
    const unticked = { ...personal, isAgree: undefined };
    expect(stepRefusal('personal', unticked, validatePersonal(unticked, today))).toEqual(INCOMPLETE);
  });

  it('otherwise gives the first problem in the form order', () => {
    const values = { ...personal, firstName: 'J0', birthYear: '2020' };
    const errors = validatePersonal(values, today);
    expect(errors.birthYear).toBeTruthy();
    expect(stepRefusal('personal', values, errors)).toEqual({ code: 'fieldProblem.digits', params: { subject: 'firstName' } });
    const bank = { bankName: 'GCash', accountName: 'Maria Santos', accountNumber: '12345', confirmAccountNumber: '12345' };
    expect(stepRefusal('bank', bank, validateBank(bank))).toEqual(fieldWords('ewalletNumber'));
  });

  it('treats a half-filled second reference as missing information', () => {
    const values = { refFullName1: 'Ana Reyes', refRelationship1: 'Sister', refPhoneNumber1: '9181234567', refFullName2: 'Jose Rizal' };
    expect(stepRefusal('references', values, validateReferences(values, '+639171234567'))).toEqual(INCOMPLETE);
  });

  it('treats missing ID images as missing information', () => {
    const values = { identityType: 'Passport', identityNumber: 'P1234567A' };
    expect(stepRefusal('identity', values, { imageSelfie: { code: 'apiKyc.photoMissing' } })).toEqual(INCOMPLETE);
  });
});

describe('KYC rejection reasons', () => {
  it('is a fixed list, each with words for the member and a step to resubmit', () => {
    expect(KYC_REASON_CODES).toEqual(
      expect.arrayContaining(['ID_UNREADABLE', 'SELFIE_MISMATCH', 'ID_EXPIRED', 'NAME_MISMATCH', 'INCOMPLETE_ADDRESS']),
    );
    for (const code of KYC_REASON_CODES) {
      expect(KYC_REJECTION_REASONS[code].message).toMatch(/^[A-Z].+\.$/);
      expect(['PERSONAL_INFO', 'ADDRESS_INFO', 'REFERENCES_INFO', 'IDENTITY_INFO', 'BANK_INFO']).toContain(KYC_REJECTION_REASONS[code].step);
    }
    expect(KYC_REJECTION_REASONS.ID_UNREADABLE.step).toBe('IDENTITY_INFO');
    expect(KYC_REJECTION_REASONS.INCOMPLETE_ADDRESS.step).toBe('ADDRESS_INFO');
  });

  it('knows its codes', () => {
    expect(isKycReasonCode('ID_UNREADABLE')).toBe(true);
    expect(isKycReasonCode('toString')).toBe(false);
    expect(isKycReasonCode('Looks fake')).toBe(false);
  });
});
