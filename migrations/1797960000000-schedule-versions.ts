import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Schedule versions (docs/decisions/021-restructured-schedules.md): an approved hardship request
 * becomes a new version of the loan's schedule, signed by SMS code before it is followed. Every
 * schedule row belongs to a version; the rows already there are version 1, the loan's contract.
 * loans.schedule_version names the version repayments follow.
 */
export class ScheduleVersions1797960000000 implements MigrationInterface {
  name = 'ScheduleVersions1797960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE loan_schedule ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE loan_schedule DROP CONSTRAINT loan_schedule_pkey`);
    await q.query(`ALTER TABLE loan_schedule ADD CONSTRAINT loan_schedule_pkey PRIMARY KEY (loan_id, version, number)`);
    await q.query(`ALTER TABLE loan_schedule ADD CONSTRAINT loan_schedule_version_positive CHECK (version >= 1)`);
    await q.query(`ALTER TABLE loans ADD COLUMN schedule_version integer NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE loans ADD CONSTRAINT loans_schedule_version_positive CHECK (schedule_version >= 1)`);
    await q.query(`
      CREATE TABLE loan_schedule_versions (
        loan_id              uuid NOT NULL CONSTRAINT loan_schedule_versions_loan_id_fkey REFERENCES loans (id) ON DELETE RESTRICT,
        version              integer NOT NULL,
        hardship_request_id  uuid NOT NULL CONSTRAINT loan_schedule_versions_request_fkey REFERENCES hardship_requests (id) ON DELETE RESTRICT,
        status               text NOT NULL DEFAULT 'PENDING_SIGNATURE',
        created_at           timestamptz NOT NULL DEFAULT now(),
        signed_at            timestamptz,
        CONSTRAINT loan_schedule_versions_pkey PRIMARY KEY (loan_id, version),
        CONSTRAINT loan_schedule_versions_after_first CHECK (version >= 2),
        CONSTRAINT loan_schedule_versions_status_known CHECK (status IN ('SIGNED', 'PENDING_SIGNATURE', 'SUPERSEDED', 'WITHDRAWN')),
        CONSTRAINT loan_schedule_versions_signed CHECK ((status IN ('SIGNED', 'SUPERSEDED')) = (signed_at IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX loan_schedule_versions_one_pending ON loan_schedule_versions (loan_id) WHERE status = 'PENDING_SIGNATURE'`);
    await q.query(`ALTER TABLE hardship_requests ADD COLUMN rejection_reason text`);
    await q.query(`
      ALTER TABLE hardship_requests ADD CONSTRAINT hardship_requests_rejection_reason
        CHECK (rejection_reason IS NULL OR (status = 'REJECTED' AND rejection_reason IN ('AMOUNT_TOO_LOW', 'RECENT_CHANGE', 'PAYMENT_RECORD')))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hardship_requests DROP COLUMN rejection_reason`);
    await q.query(`DROP TABLE loan_schedule_versions`);
    await q.query(`ALTER TABLE loans DROP COLUMN schedule_version`);
    await q.query(`DELETE FROM loan_schedule WHERE version > 1`);
    await q.query(`ALTER TABLE loan_schedule DROP CONSTRAINT loan_schedule_pkey`);
    await q.query(`ALTER TABLE loan_schedule DROP COLUMN version`);
    await q.query(`ALTER TABLE loan_schedule ADD CONSTRAINT loan_schedule_pkey PRIMARY KEY (loan_id, number)`);
  }
}
