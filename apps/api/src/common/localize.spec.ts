import { t } from '@halimbawa/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
  /** What the hook hands on for serialization of `payload`, answered with `statusCode` to a request in `acceptLanguage`. */
  function serialized(acceptLanguage: string | undefined, payload: unknown, statusCode = 200): unknown {
    const done = jest.fn();
    localizeMessages({ headers: { 'accept-language': acceptLanguage } } as FastifyRequest, { statusCode } as FastifyReply, payload, done);
    expect(done).toHaveBeenCalledTimes(1);
    return done.mock.calls[0][1];
  }

  it('leaves an English request\'s answer as it is: the same object', () => {
    const body = { message: t('en', 'apiAuth.codeExpired') };
    for (const header of [undefined, 'en-US,en;q=0.9', 'de']) expect(serialized(header, body)).toBe(body);
  });

  it('words a successful answer\'s message in Filipino, with the rest of the body unchanged', () => {
    expect(serialized('fil-PH', { message: t('en', 'apiAuth.codeExpired'), loan: { id: 'l1' } })).toEqual({ message: t('fil', 'apiAuth.codeExpired'), loan: { id: 'l1' } });
    expect(serialized('fil-PH', [{ message: 'a list stays as it is' }])).toEqual([{ message: 'a list stays as it is' }]);
  });

  it('leaves an error\'s body to the exception filter, which words it already', () => {
    expect(serialized('fil', { message: t('en', 'apiAuth.codeExpired') }, 400)).toEqual({ message: t('en', 'apiAuth.codeExpired') });
  });
});
