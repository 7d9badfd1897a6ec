import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The close of business (docs/decisions/030-close-of-business.md): one row per business day it
 * closes, with its progress (the last loan done, so that a stopped run resumes after it) and the
 * loan that made it fail; and each running loan's delinquency as of the last day closed, which the
 * day's portfolio snapshot sums.
 */
export class CloseOfBusiness1798310000000 implements MigrationInterface {
  name = 'CloseOfBusiness1798310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE close_of_business_runs (
        business_date    date PRIMARY KEY,
        status           text NOT NULL,
        last_loan_id     uuid,
        loans_done       integer NOT NULL DEFAULT 0,
        interest_accrued bigint NOT NULL DEFAULT 0,
        late_charges     bigint NOT NULL DEFAULT 0,
        entries_posted   integer NOT NULL DEFAULT 0,
        started_at       timestamptz NOT NULL DEFAULT now(),
        finished_at      timestamptz,
        failed_loan_id   uuid,
        failed_loan_number text,
        failure          text,
        CONSTRAINT close_of_business_runs_status_known CHECK (status IN ('RUNNING', 'FAILED', 'DONE')),
        CONSTRAINT close_of_business_runs_done_finished CHECK ((status = 'DONE') = (finished_at IS NOT NULL)),
        CONSTRAINT close_of_business_runs_failure_named CHECK ((status = 'FAILED') = (failure IS NOT NULL))
      )`);
    await q.query(`
      CREATE TABLE loan_delinquency (
        loan_id               uuid PRIMARY KEY REFERENCES loans (id) ON DELETE CASCADE,
        business_date         date NOT NULL,
        days_past_due         integer NOT NULL CHECK (days_past_due >= 0),
        bucket                text NOT NULL CHECK (bucket IN ('CURRENT', 'DPD_1_30', 'DPD_31_60', 'DPD_61_90', 'DPD_OVER_90')),
        principal_outstanding bigint NOT NULL CHECK (principal_outstanding >= 0)
      )`);
    await q.query(`CREATE INDEX loan_delinquency_business_date_idx ON loan_delinquency (business_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE loan_delinquency`);
    await q.query(`DROP TABLE close_of_business_runs`);
  }
}
