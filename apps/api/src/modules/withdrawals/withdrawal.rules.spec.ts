import { fieldWords, manilaMonthStart, say } from '@halimbawa/domain';
import { WITHDRAWAL_REFUSALS, afterWrongCode, decideAmount, ewalletRefusal, isExpired, notAwaiting, quoteWithdrawal, withdrawalExpiry, withdrawalNumber, withdrawalReference } from './withdrawal.rules';

describe('decideAmount', () => {
  const balance = 15_000_000;

  it('takes digits and a dot, more than 999, at most 2 decimals and 14 characters', () => {
    expect(decideAmount('999.01', balance, 'en')).toEqual({ ok: true, amount: 99_901, requested: 99_901, note: null });
    expect(decideAmount('10000', balance, 'en')).toMatchObject({ ok: true, amount: 1_000_000 });
    for (const bad of ['999', '999.00', '1,000', '1000.123', '123456789012.50', '', 'abc', undefined, 1000]) {
      expect([bad, decideAmount(bad, balance, 'en')]).toEqual([bad, { ok: false, errors: { amount: fieldWords('withdrawalAmount') } }]);
    }
  });

  it('sets an amount above the balance to the balance, with a note', () => {
    expect(decideAmount('200000', balance, 'en')).toEqual({
      ok: true,
      amount: balance,
      requested: 20_000_000,
      note: 'The amount was more than your available balance, so we set it to your balance of PHP 150,000.00.',
    });
  });

  it('refuses when even the whole balance is not more than 999', () => {
    expect(decideAmount('5000', 99_900, 'en')).toEqual({ ok: false, errors: { amount: fieldWords('withdrawalBalance') } });
    expect(decideAmount('5000', 0, 'en')).toEqual({ ok: false, errors: { amount: fieldWords('withdrawalBalance') } });
  });
});

describe('ewalletRefusal', () => {
  it('leaves bank accounts alone', () => {
    expect(ewalletRefusal('bank', 20_000_000, 50_000_000)).toBeNull();
  });

  it('caps e-wallets at PHP 50,000 a transfer (InstaPay) and PHP 100,000 a month', () => {
    expect(ewalletRefusal('ewallet', 5_000_000, 5_000_000)).toBeNull();
    expect(say('en', ewalletRefusal('ewallet', 5_000_001, 0)!)).toMatch(/at most PHP 50,000.00 a withdrawal/);
    expect(say('en', ewalletRefusal('ewallet', 5_000_000, 5_000_001)!)).toMatch(/You can still withdraw PHP 49,999.99 this month\./);
    expect(say('en', ewalletRefusal('ewallet', 100_000, 10_000_000)!)).toMatch(/You can still withdraw PHP 0.00 this month\./);
  });
});

describe('manilaMonthStart', () => {
  it('is midnight of the 1st in Manila (UTC+8), also late on the last day in UTC', () => {
    expect(manilaMonthStart(new Date('2026-11-23T04:00:00Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(manilaMonthStart(new Date('2026-11-30T16:30:00Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });
});

describe('the code and the expiry', () => {
  const t0 = new Date('2026-11-23T00:00:00Z');

  it('a withdrawal waits 15 minutes for its code', () => {
    const expiresAt = withdrawalExpiry(t0);
    expect(expiresAt.toISOString()).toBe('2026-11-23T00:15:00.000Z');
    expect(isExpired({ status: 'AWAITING_OTP', expiresAt }, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(isExpired({ status: 'AWAITING_OTP', expiresAt }, expiresAt)).toBe(true);
    expect(isExpired({ status: 'QUEUED', expiresAt }, new Date(expiresAt.getTime() + 60_000))).toBe(false);
  });

  it("counts wrong codes with 'Invalid OTP' and the tries left; the 5th cancels", () => {
    expect(afterWrongCode(0)).toEqual({ cancel: false, tries: 1, words: { code: 'apiAuth.wrongCode', params: { count: 4 } } });
    expect(say('en', afterWrongCode(3).words)).toBe('Invalid OTP. 1 try left.');
    expect(afterWrongCode(4)).toEqual({ cancel: true, tries: 5, words: WITHDRAWAL_REFUSALS.triesExhausted });
  });
});

describe('numbers and references', () => {
  it("are '{ShortName}-{withdrawalNumber}' with 9 digits at least", () => {
    expect(withdrawalNumber(42)).toBe('000000042');
    expect(withdrawalNumber('1234567890')).toBe('1234567890');
    expect(withdrawalReference('HLC', withdrawalNumber(42))).toBe('HLC-000000042');
  });
});

describe('notAwaiting', () => {
  it("words a closed withdrawal's status as its card does, from the stored status, in each language", () => {
    expect(notAwaiting('QUEUED')).toEqual({ code: 'apiWithdrawals.notAwaiting', params: { status: 'QUEUED' } });
    expect(say('en', notAwaiting('QUEUED'))).toBe('This withdrawal no longer takes a code: withdrawal queued.');
    expect(say('fil', notAwaiting('CANCELLED'))).toBe('Hindi na tumatanggap ng code ang withdrawal na ito: nakansela ang withdrawal.');
  });
});

describe('quoteWithdrawal', () => {
  const BALANCE = 15_000_000; // PHP 150,000.00

  it('quotes an amount more than 999 as typed, the balance as the cap, no fee and a rate of 1', () => {
    expect(quoteWithdrawal('10000', BALANCE, 'bank', 0)).toEqual({ ok: true, figures: { requested: 1_000_000, amount: 1_000_000, cap: BALANCE, monthLeft: null, fee: 0, total: 1_000_000, exchangeRate: 1 } });
    expect(quoteWithdrawal('999.01', BALANCE, 'bank', 0)).toMatchObject({ ok: true, figures: { amount: 99_901 } });
  });

  it('without an amount, quotes the cap, the fee and the rate alone', () => {
    expect(quoteWithdrawal(null, BALANCE, 'ewallet', 0)).toEqual({ ok: true, figures: { requested: 0, amount: 0, cap: 5_000_000, monthLeft: 10_000_000, fee: 0, total: 0, exchangeRate: 1 } });
  });

  it('refuses 999 and less, commas, letters, 3 decimals and more than 14 characters with the field code', () => {
    for (const text of ['999', '999.00', '', '1,000', 'abc', '1000.505', '123456789012345']) {
      expect([text, quoteWithdrawal(text, BALANCE, 'bank', 0)]).toEqual([text, { ok: false, refusal: { code: 'field.withdrawalAmount' } }]);
    }
  });

  it('quotes more than the balance as the balance, unless the balance is not more than 999', () => {
    expect(quoteWithdrawal('200000.50', BALANCE, 'bank', 0)).toMatchObject({ ok: true, figures: { requested: 20_000_050, amount: BALANCE, total: BALANCE } });
    expect(quoteWithdrawal('5000', 99_900, 'bank', 0)).toEqual({ ok: false, refusal: { code: 'field.withdrawalBalance' } });
  });

  it("caps an e-wallet at InstaPay's PHP 50,000 a transfer and PHP 100,000 a month, refusing above the cap with a code", () => {
    expect(quoteWithdrawal('10000', BALANCE, 'ewallet', 9_500_000)).toMatchObject({ ok: false, refusal: { code: 'withdrawal.ewalletMonthlyCap', params: { left: '5,000.00' } } });
    expect(quoteWithdrawal('60000', BALANCE, 'ewallet', 0)).toMatchObject({ ok: false, refusal: { code: 'withdrawal.ewalletPerTransfer', params: { max: '50,000.00' } } });
    expect(quoteWithdrawal('1000', BALANCE, 'ewallet', 9_000_000)).toMatchObject({ ok: true, figures: { amount: 100_000, cap: 1_000_000, monthLeft: 1_000_000 } });
  });
});
