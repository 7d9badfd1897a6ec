import { allowanceOf, checkRates, isMonthEnd, previousMonthEnd, stageOf } from './provisioning.rules';

describe('provisioning rules', () => {
  it('stages a loan by days past due, and a restructured one in stage 3', () => {
    expect([0, 30, 31, 90, 91, 95].map((d) => stageOf(d, false))).toEqual([1, 1, 2, 2, 3, 3]);
    expect(stageOf(0, true)).toBe(3);
  });

  it('rounds the allowance to the centavo, half up, exactly for large exposures', () => {
    expect(allowanceOf(15_000_000, 5_000)).toBe(7_500_000);
    expect(allowanceOf(1, 5_000)).toBe(1); // half a centavo rounds up
    expect(allowanceOf(1, 4_999)).toBe(0);
    expect(allowanceOf(3, 3_333)).toBe(1);
    expect(allowanceOf(9_007_199_254_740_991, 10_000)).toBe(9_007_199_254_740_991);
    expect(allowanceOf(0, 100)).toBe(0);
  });

  it('refuses rates out of range or falling from one stage to the next', () => {
    expect(checkRates({ stage1Bp: 100, stage2Bp: 1000, stage3Bp: 5000 })).toEqual({});
    expect(checkRates({ stage1Bp: -1, stage2Bp: 10_001, stage3Bp: '5' })).toEqual({ stage1Bp: { code: 'apiProvisioning.rate' }, stage2Bp: { code: 'apiProvisioning.rate' }, stage3Bp: { code: 'apiProvisioning.rate' } });
    expect(checkRates({ stage1Bp: 500, stage2Bp: 100, stage3Bp: 50 })).toEqual({ stage2Bp: { code: 'apiProvisioning.rising' }, stage3Bp: { code: 'apiProvisioning.rising' } });
  });

  it('knows month ends', () => {
    expect(previousMonthEnd('2027-05-01')).toBe('2027-04-30');
    expect(previousMonthEnd('2027-03-15')).toBe('2027-02-28');
    expect(previousMonthEnd('2028-01-01')).toBe('2027-12-31');
    expect(['2027-02-28', '2028-02-29', '2027-04-30'].every(isMonthEnd)).toBe(true);
    expect(['2027-02-27', '2027-02-30', '2027-4-30', 'x'].some(isMonthEnd)).toBe(false);
  });
});
