import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The contract's version sums exactly to the loan's figures; every later version to its principal. */
const CHECK_VERSIONS = `
  CREATE OR REPLACE FUNCTION loans_check_schedule() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    target uuid := (to_jsonb(coalesce(NEW, OLD)) ->> TG_ARGV[0])::uuid;
    l record;
    p numeric;
    i numeric;
    n integer;
    v record;
  BEGIN
    SELECT amount_php, total_interest, installment_count INTO l FROM loans WHERE id = target;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
    SELECT coalesce(sum(principal), 0), coalesce(sum(interest), 0), count(*) INTO p, i, n FROM loan_schedule WHERE loan_id = target AND version = 1;
    IF n <> l.installment_count OR p <> l.amount_php OR i <> l.total_interest THEN
      RAISE EXCEPTION 'the schedule of loan % does not match its figures (% rows, principal %, interest %)', target, n, p, i
        USING ERRCODE = 'check_violation', CONSTRAINT = 'loan_schedule_matches_loan';
    END IF;
    FOR v IN SELECT version, sum(principal) AS principal FROM loan_schedule WHERE loan_id = target AND version > 1 GROUP BY version LOOP
      IF v.principal <> l.amount_php THEN
        RAISE EXCEPTION 'version % of the schedule of loan % does not sum to its principal (%)', v.version, target, v.principal
          USING ERRCODE = 'check_violation', CONSTRAINT = 'loan_schedule_matches_loan';
      END IF;
    END LOOP;
    RETURN NULL;
  END $$`;

/** The function as migrations/1795600000000-loans.ts wrote it. */
const CHECK_ONE = `
  CREATE OR REPLACE FUNCTION loans_check_schedule() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    target uuid := (to_jsonb(coalesce(NEW, OLD)) ->> TG_ARGV[0])::uuid;
    l record;
    p numeric;
    i numeric;
    n integer;
  BEGIN
    SELECT amount_php, total_interest, installment_count INTO l FROM loans WHERE id = target;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
    SELECT coalesce(sum(principal), 0), coalesce(sum(interest), 0), count(*) INTO p, i, n FROM loan_schedule WHERE loan_id = target;
    IF n <> l.installment_count OR p <> l.amount_php OR i <> l.total_interest THEN
      RAISE EXCEPTION 'the schedule of loan % does not match its figures (% rows, principal %, interest %)', target, n, p, i
        USING ERRCODE = 'check_violation', CONSTRAINT = 'loan_schedule_matches_loan';
    END IF;
    RETURN NULL;
  END $$`;

/**
 * Schedule versions (docs/decisions/021-restructured-schedules.md): an approved hardship request
 * becomes a new version of the loan's schedule, signed by SMS code before it is followed. Every
 * schedule row belongs to a version; the rows already there are version 1, the loan's contract.
 * loans.schedule_version names the version repayments follow.
 */
export class ScheduleVersions1797970000000 implements MigrationInterface {
  name = 'ScheduleVersions1797970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE loan_schedule ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE loan_schedule DROP CONSTRAINT loan_schedule_pkey`);
    await q.query(`ALTER TABLE loan_schedule ADD CONSTRAINT loan_schedule_pkey PRIMARY KEY (loan_id, version, number)`);
    await q.query(`ALTER TABLE loan_schedule ADD CONSTRAINT loan_schedule_version_positive CHECK (version >= 1)`);
    await q.query(CHECK_VERSIONS);
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
    await q.query(CHECK_ONE);
    await q.query(`ALTER TABLE loan_schedule DROP CONSTRAINT loan_schedule_pkey`);
    await q.query(`ALTER TABLE loan_schedule DROP COLUMN version`);
    await q.query(`ALTER TABLE loan_schedule ADD CONSTRAINT loan_schedule_pkey PRIMARY KEY (loan_id, number)`);
  }
}
