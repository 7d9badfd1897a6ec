import { describe, expect, it } from '@jest/globals';
import { canWithdraw, isFinalWithdrawal, withdrawalCodePath, withdrawalPath } from '~/features/wallet/withdrawal';

describe('canWithdraw', () => {
  it('opens the amount form only above PHP 999 (the API quotes the amount itself)', () => {
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
