import { t } from '@halimbawa/domain';
import type { Request, Response } from 'express';
import { localize, localizeErrors, localizeMessages } from './localize';

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

describe('localizeMessages (the successful answers\' message)', () => {
  /** A response whose `json` records what it was given, after the middleware ran for `acceptLanguage`. */
  function answer(acceptLanguage: string | undefined) {
    const sent: unknown[] = [];
    const original = (body: unknown) => {
      sent.push(body);
      return res;
    };
    const res = { statusCode: 200, json: original } as unknown as Response & { statusCode: number };
    const next = jest.fn();
    localizeMessages({ headers: { 'accept-language': acceptLanguage } } as Request, res, next);
    expect(next).toHaveBeenCalledTimes(1);
    return { res, sent, original };
  }

  it('leaves an English request\'s response as it is: nothing wrapped', () => {
    for (const header of [undefined, 'en-US,en;q=0.9', 'de']) {
      const { res, original } = answer(header);
      expect(res.json).toBe(original);
    }
  });

  it('words a successful answer\'s message in Filipino, with the rest of the body unchanged', () => {
    const { res, sent } = answer('fil-PH');
    res.json({ message: t('en', 'apiAuth.codeExpired'), loan: { id: 'l1' } });
    res.json([{ message: 'a list stays as it is' }]);
    expect(sent).toEqual([{ message: t('fil', 'apiAuth.codeExpired'), loan: { id: 'l1' } }, [{ message: 'a list stays as it is' }]]);
  });

  it('leaves an error\'s body to the exception filter, which words it already', () => {
    const { res, sent } = answer('fil');
    res.statusCode = 400;
    res.json({ message: 'Hindi ito nahanap.' });
    expect(sent).toEqual([{ message: 'Hindi ito nahanap.' }]);
  });
});
