import { MESSAGES } from '@halimbawa/domain';
import { describe, expect, it } from '@jest/globals';
import { canWithdraw, isFinalWithdrawal, withdrawalAmount, withdrawalCodePath, withdrawalPath } from '~/features/wallet/withdrawal';

const BALANCE = 15_000_000; // PHP 150,000.00

describe('withdrawalAmount: the amount of step 1 against the balance', () => {
  it('takes an amount more than 999 and at most the balance as typed, without a note', () => {
    expect(withdrawalAmount('10000', BALANCE, 'en')).toEqual({ ok: true, amount: 1_000_000, text: '10000.00', note: null });
    expect(withdrawalAmount('999.01', BALANCE, 'en')).toEqual({ ok: true, amount: 99_901, text: '999.01', note: null });
    expect(withdrawalAmount('150000', BALANCE, 'en')).toMatchObject({ ok: true, amount: BALANCE, note: null });
  });

  it('refuses 999 and less, commas, letters, 3 decimals and more than 14 characters with the field message', () => {
    for (const text of ['999', '999.00', '', '1,000', 'abc', '1000.505', '123456789012345']) {
      expect([text, withdrawalAmount(text, BALANCE, 'en')]).toEqual([text, { ok: false, error: MESSAGES.withdrawalAmount }]);
    }
  });

  it('sets more than the balance to the balance, with the note the API gives', () => {
    expect(withdrawalAmount('200000.50', BALANCE, 'en')).toEqual({
      ok: true,
      amount: BALANCE,
      text: '150000.00',
      note: 'The amount was more than your available balance, so we set it to your balance of PHP 150,000.00.',
    });
  });

  it("answers in the page's language: the field message and the note in Filipino", () => {
    expect(withdrawalAmount('999', BALANCE, 'fil')).toEqual({
      ok: false,
      error: 'Pakilagay ang halagang higit sa 999, sa digit at may hanggang 2 decimal.',
    });
    expect(withdrawalAmount('200000.50', BALANCE, 'fil')).toMatchObject({
      ok: true,
      note: 'Mas malaki ang halaga kaysa sa inyong available balance, kaya ginawa namin itong katumbas ng inyong balance na PHP 150,000.00.',
    });
  });

  it('refuses an amount above a balance that is itself not more than 999', () => {
    expect(withdrawalAmount('5000', 99_900, 'en')).toEqual({ ok: false, error: MESSAGES.withdrawalBalance });
    expect(withdrawalAmount('5000', 99_900, 'fil')).toEqual({ ok: false, error: 'Mas malaki ang halaga kaysa sa inyong available balance.' });
    expect(canWithdraw(99_900)).toBe(false);
    expect(canWithdraw(99_901)).toBe(true);
  });
});

describe('the status page', () => {
  it('stops polling only at a final status', () => {
    expect(['COMPLETED', 'FAILED', 'CANCELLED', 'EXPIRED'].map((s) => isFinalWithdrawal(s as never))).toEqual([true, true, true, true]);
    expect(['AWAITING_OTP', 'QUEUED', 'PROCESSING'].map((s) => isFinalWithdrawal(s as never))).toEqual([false, false, false]);
  });

  it('has the code form under the status page, the id escaped', () => {
    expect(withdrawalPath('a/b')).toBe('/wallet/withdraw/a%2Fb');
    expect(withdrawalCodePath('abc')).toBe('/wallet/withdraw/abc/code');
  });
});
