import { readLoanOperationsSettings } from './loans.config';

describe('readLoanOperationsSettings', () => {
  it('defaults: demo delay 10 s outside production, 0 s in production; jobs off under test; no auto-approval', () => {
    const problems: string[] = [];
    expect(readLoanOperationsSettings({}, problems, 'development')).toEqual({
      disburseDelayS: 10,
      pollS: 5,
      jobsEnabled: true,
      autoApprove: false,
      autoApproveMaxDsr: 0.4,
      lateChargeBpsPerMonth: 100,
      graceDays: 3,
      coolingOffDays: 3,
      fourEyesAbovePhp: 50_000_000,
      dtiLimit: 0.4,
      coveredAbovePhp: 50_000_000,
      complaintDueDays: 30,
    });
    expect(readLoanOperationsSettings({}, problems, 'production')).toMatchObject({ disburseDelayS: 0, jobsEnabled: true });
    expect(readLoanOperationsSettings({}, problems, 'test')).toMatchObject({ disburseDelayS: 10, jobsEnabled: false });
    expect(problems).toEqual([]);
  });

  it('reads the variables', () => {
    const problems: string[] = [];
    const s = readLoanOperationsSettings(
      { DISBURSE_DELAY_S: '3600', JOBS_POLL_S: '30', LOAN_JOBS_ENABLED: 'false', AUTO_APPROVE: 'true', AUTO_APPROVE_MAX_DSR: '0.35', LATE_CHARGE_PERCENT_PER_MONTH: '0.5', FOUR_EYES_ABOVE_PHP: '250000', DTI_LIMIT: '0.45' },
      problems,
      'production',
    );
    expect(s).toMatchObject({ disburseDelayS: 3600, pollS: 30, jobsEnabled: false, autoApprove: true, autoApproveMaxDsr: 0.35, lateChargeBpsPerMonth: 50, fourEyesAbovePhp: 25_000_000, dtiLimit: 0.45 });
    expect(problems).toEqual([]);
  });

  it('lists every bad value', () => {
    const problems: string[] = [];
    readLoanOperationsSettings({ DISBURSE_DELAY_S: '-1', AUTO_APPROVE: 'maybe', AUTO_APPROVE_MAX_DSR: '2', LATE_CHARGE_PERCENT_PER_MONTH: '1.234' }, problems, 'development');
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toContain('DISBURSE_DELAY_S');
  });
});
