import { EWALLET_MONTHLY_CAP_CENTAVOS, WITHDRAWAL_MESSAGES, payoutArrivalDate, payoutRail, proceedsReachable, withdrawalLimitsText, withdrawalPieces, withdrawalStatusText } from './withdrawal';

describe('payoutRail', () => {
  it('sends up to PHP 50,000.00 by InstaPay and more by PESONet', () => {
    expect(payoutRail(99_901)).toBe('INSTAPAY');
    expect(payoutRail(5_000_000)).toBe('INSTAPAY');
    expect(payoutRail(5_000_001)).toBe('PESONET');
  });
});

describe('payoutArrivalDate', () => {
  // Friday 15 January 2027 in Manila (UTC+8).
  const friday = (hhmm: string) => new Date(`2027-01-15T${hhmm}:00+08:00`);

  it('InstaPay arrives the same day, any day; PESONet the same banking day before 14:00 Manila, else the next weekday', () => {
    expect(payoutArrivalDate('INSTAPAY', friday('23:30'))).toBe('2027-01-15');
    expect(payoutArrivalDate('PESONET', friday('13:59'))).toBe('2027-01-15');
    expect(payoutArrivalDate('PESONET', friday('14:00'))).toBe('2027-01-18');
    expect(payoutArrivalDate('PESONET', new Date('2027-01-16T09:00:00+08:00'))).toBe('2027-01-18');
    expect(payoutArrivalDate('PESONET', new Date('2027-01-18T16:00:00+08:00'))).toBe('2027-01-19');
  });

  it('a PESONet transfer sent after the cut-off says the day it arrives, in the member\'s language', () => {
    expect(withdrawalStatusText('PROCESSING', { rail: 'PESONET', sentAt: friday('15:30') }).message).toBe(
      'Transferring... by PESONet. Sent after the 14:00 cut-off or on a weekend, it arrives on January 18, 2027.',
    );
    expect(withdrawalStatusText('PROCESSING', { rail: 'PESONET', sentAt: friday('15:30') }, 'fil').message).toMatch(/darating ito sa Enero 18, 2027\.$/);
    expect(withdrawalStatusText('PROCESSING', { rail: 'PESONET', sentAt: friday('10:00') }).message).toBe('Transferring... by PESONet. It arrives within the same banking day.');
  });
});

describe('withdrawalStatusText', () => {
  it("says 'Transferring...' with the rail's expected time while processing", () => {
    expect(withdrawalStatusText('PROCESSING', { rail: 'INSTAPAY' })).toMatchObject({
      statement: 'TRANSFERRING...',
      message: 'Transferring... by InstaPay. It usually arrives within a few minutes.',
    });
    expect(withdrawalStatusText('PROCESSING', { rail: 'PESONET' }).message).toMatch(/PESONet\. It arrives within the same banking day\./);
  });

  it('gives the reason of a failure and says the amount is back in the wallet', () => {
    expect(withdrawalStatusText('FAILED', { failureReason: 'Account not found' })).toMatchObject({
      statement: 'WITHDRAWAL FAILED',
      colour: 'danger',
      message: 'Account not found. The amount is back in your wallet.',
    });
    expect(withdrawalStatusText('FAILED').message).toBe('The transfer could not be completed. The amount is back in your wallet.');
  });

  it('uses the catalogue as it is for the other states', () => {
    expect(withdrawalStatusText('QUEUED').statement).toBe('WITHDRAWAL QUEUED');
    expect(withdrawalStatusText('COMPLETED').colour).toBe('success');
  });
});

describe('WITHDRAWAL_MESSAGES', () => {
  it('names the balance an amount was capped to, and what an e-wallet may still receive', () => {
    expect(WITHDRAWAL_MESSAGES.cappedToBalance(15_000_000)).toBe('The amount was more than your available balance, so we set it to your balance of PHP 150,000.00.');
    expect(WITHDRAWAL_MESSAGES.ewalletMonthlyCap(EWALLET_MONTHLY_CAP_CENTAVOS - 2_500_000)).toMatch(/at most PHP 100,000.00 a month\. You can still withdraw PHP 75,000.00 this month\./);
  });
});

describe('the limits of each destination', () => {
  it('are stated in both languages from the figures the withdrawals apply', () => {
    expect(withdrawalLimitsText('en')).toEqual([
      'E-wallets (GCash, Maya): at most PHP 50,000.00 a withdrawal and PHP 100,000.00 a calendar month.',
      'Bank accounts: no limit of ours; above PHP 50,000.00 a withdrawal goes by PESONet within the banking day.',
    ]);
    expect(withdrawalLimitsText('fil')[0]).toContain('PHP 100,000.00 bawat buwan');
  });

  it('tell whether net proceeds can all leave the wallet within the cooling-off period', () => {
    expect(proceedsReachable('ewallet', EWALLET_MONTHLY_CAP_CENTAVOS)).toBe(true);
    expect(proceedsReachable('ewallet', 25_000_000)).toBe(false);
    expect(proceedsReachable('bank', 500_000_000)).toBe(true);
  });

  it('cut an amount into withdrawals an e-wallet takes, as far as its month allows', () => {
    expect(withdrawalPieces('ewallet', 6_000_000, EWALLET_MONTHLY_CAP_CENTAVOS)).toEqual([5_000_000, 1_000_000]);
    expect(withdrawalPieces('ewallet', 25_000_000, EWALLET_MONTHLY_CAP_CENTAVOS)).toEqual([5_000_000, 5_000_000]);
    expect(withdrawalPieces('ewallet', 6_000_000, 2_000_000)).toEqual([2_000_000]);
    expect(withdrawalPieces('ewallet', 6_000_000, 0)).toEqual([]);
    expect(withdrawalPieces('bank', 25_000_000, 0)).toEqual([25_000_000]);
  });
});
