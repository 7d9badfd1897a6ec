import { t } from '@halimbawa/domain';
import { localize, localizeErrors } from './localize';

describe('localize', () => {
  it('writes a catalogue message in the language asked for, found by its English text', () => {
    expect(localize(t('en', 'apiAuth.invalidLogin'), 'fil')).toBe(t('fil', 'apiAuth.invalidLogin'));
    expect(localize(t('en', 'form.checkFields'), 'fil')).toBe(t('fil', 'form.checkFields'));
  });

  it('carries the variables over, a count choosing the plural form', () => {
    expect(localize('Please wait 42 seconds before requesting a new code.', 'fil')).toBe(t('fil', 'apiAuth.codeTooSoon', { seconds: 42 }));
    expect(localize('Invalid OTP. 1 try left.', 'fil')).toBe(t('fil', 'apiAuth.wrongCode', { count: 1 }));
    expect(localize('Invalid OTP. 4 tries left.', 'fil')).toBe(t('fil', 'apiAuth.wrongCode', { count: 4 }));
    const limits = { min: 'PHP 150,000.00', max: 'PHP 5,000,000.00' };
    expect(localize(t('en', 'loanLimit.between', limits), 'fil')).toBe(t('fil', 'loanLimit.between', limits));
  });

  it('leaves English, and a text outside the catalogue (a payout provider’s reason), as they are', () => {
    expect(localize(t('en', 'apiAuth.invalidLogin'), 'en')).toBe(t('en', 'apiAuth.invalidLogin'));
    expect(localize('Account closed by the bank', 'fil')).toBe('Account closed by the bank');
  });

  it('writes every message of a field-errors map', () => {
    expect(localizeErrors({ phoneNumber: t('en', 'apiAuth.phoneTaken'), code: t('en', 'apiAuth.codeExpired') }, 'fil')).toEqual({
      phoneNumber: t('fil', 'apiAuth.phoneTaken'),
      code: t('fil', 'apiAuth.codeExpired'),
    });
  });
});
