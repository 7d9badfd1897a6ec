/**
 * Settings of the loan module's operations (docs/product.md §7, §10), read with the rest of the configuration
 * at start-up (config/app-config.ts).
 *
 * - DISBURSE_DELAY_S: seconds between signing and disbursement. 10 outside production (the demo),
 *   0 in production: the job disburses a signed loan at its next run, well within the promised
 *   24 hours (a business-hours rule, if the funding bank needs one, belongs here).
 * - JOBS_POLL_S: how often the loan jobs run (5).
 * - LOAN_JOBS_ENABLED: whether the jobs run on a timer in this process (true; false by default under
 *   NODE_ENV=test, where tests call the ticks directly and POST /dev/jobs/run exists for demos).
 * - AUTO_APPROVE (false) and AUTO_APPROVE_MAX_DSR (0.4): optional auto-approval of loans of
 *   KYC-verified members aged 18 to 80 whose debt-service ratio is below the maximum.
 * - LATE_CHARGE_PERCENT_PER_MONTH (1): the cap of the late charge shown in the disclosure, after a
 *   grace period of 3 days.
 * - FOUR_EYES_ABOVE_PHP (500000): an approval of more than this many pesos waits for a second
 *   officer (docs/decisions/016-four-eyes.md).
 * - DTI_LIMIT (0.4): the debt-to-income ratio above which the console flags an application.
 *   Both are product settings an admin will keep; until then they are read here.
 */
export interface LoanOperationsSettings {
  disburseDelayS: number;
  pollS: number;
  jobsEnabled: boolean;
  autoApprove: boolean;
  /** Fraction, e.g. 0.4 = 40 % of the monthly net income. */
  autoApproveMaxDsr: number;
  /** Basis points per month of the overdue amount (100 = 1 %). */
  lateChargeBpsPerMonth: number;
  /** Days after a due date without any late charge. */
  graceDays: number;
  /** Cooling-off period after signing, in days (docs/product.md §7: 3). */
  coolingOffDays: number;
  /** PHP centavos: an approval of more waits for a second officer. */
  fourEyesAbovePhp: number;
  /** Fraction, e.g. 0.4: a debt-to-income ratio above it is flagged to the officer. */
  dtiLimit: number;
  /** PHP centavos: a disbursement, repayment or cash-in of more is a covered transaction (docs/aml.md). */
  coveredAbovePhp: number;
  /** Days a complaint has from its receipt to its answer (RA 11765; docs/product.md Support). */
  complaintDueDays: number;
}

type Env = Record<string, string | undefined>;

export function readLoanOperationsSettings(env: Env, problems: string[], nodeEnv: 'development' | 'test' | 'production'): LoanOperationsSettings {
  const read = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v === '' ? undefined : v;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return n;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    problems.push(`${name} must be true or false (got "${raw}").`);
    return fallback;
  };
  const decimal = (name: string, fallback: number, min: number, max: number, maxDecimals: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!new RegExp(`^[0-9]+(\\.[0-9]{1,${maxDecimals}})?$`).test(raw) || n < min || n > max) {
      problems.push(`${name} must be a number from ${min} to ${max} with at most ${maxDecimals} decimals (got "${raw}").`);
      return fallback;
    }
    return n;
  };

  const latePercent = decimal('LATE_CHARGE_PERCENT_PER_MONTH', 1, 0, 10, 2);
  return {
    disburseDelayS: int('DISBURSE_DELAY_S', nodeEnv === 'production' ? 0 : 10, 0, 86_400),
    pollS: int('JOBS_POLL_S', 5, 1, 3_600),
    jobsEnabled: bool('LOAN_JOBS_ENABLED', nodeEnv !== 'test'),
    autoApprove: bool('AUTO_APPROVE', false),
    autoApproveMaxDsr: decimal('AUTO_APPROVE_MAX_DSR', 0.4, 0, 1, 4),
    lateChargeBpsPerMonth: Math.round(latePercent * 100),
    graceDays: 3,
    coolingOffDays: 3,
    fourEyesAbovePhp: int('FOUR_EYES_ABOVE_PHP', 500_000, 0, 100_000_000) * 100,
    dtiLimit: decimal('DTI_LIMIT', 0.4, 0, 1, 4),
    coveredAbovePhp: int('COVERED_TRANSACTION_ABOVE_PHP', 500_000, 1, 100_000_000) * 100,
    complaintDueDays: int('COMPLAINT_DUE_DAYS', 30, 1, 90),
  };
}
