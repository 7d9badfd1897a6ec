import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'AWAITING_OTP', 'QUEUED', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED', 'EXPIRED'`;

/**
 * Withdrawals and their payout attempts (docs/product.md §2 Withdrawal, §4, §7).
 *
 * What the database itself enforces:
 * - a status from the catalogue, and the dates each status needs;
 * - an amount of more than PHP 999 (99,900 centavos);
 * - one withdrawal per member and Idempotency-Key (a replay finds it; two concurrent requests
 *   with the same key cannot both create one);
 * - at most one withdrawal per member waiting for its code (a partial unique index);
 * - one row per payout attempt and number.
 * The money itself is in the ledger (hold, post, void keyed `withdrawal:<id>:...`).
 * Withdrawal numbers take their digits from the sequence withdrawal_number_seq.
 */
export class Withdrawals1795700000000 implements MigrationInterface {
  name = 'Withdrawals1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE withdrawal_number_seq START 1`);
    await q.query(`
      CREATE TABLE withdrawals (
        id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        withdrawal_number  text NOT NULL CONSTRAINT withdrawals_withdrawal_number_key UNIQUE,
        member_id          uuid NOT NULL CONSTRAINT withdrawals_member_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        idempotency_key    text NOT NULL,
        request_hash       text NOT NULL,
        status             text NOT NULL,
        amount             bigint NOT NULL,
        requested_amount   bigint NOT NULL,
        bank_name          text NOT NULL,
        bank_kind          text NOT NULL,
        account_name       text NOT NULL,
        account_number     text NOT NULL,
        rail               text,
        otp_wrong_tries    integer NOT NULL DEFAULT 0,
        expires_at         timestamptz NOT NULL,
        next_check_at      timestamptz,
        failure_reason     text,
        payout_reference   text,
        created_at         timestamptz NOT NULL,
        confirmed_at       timestamptz,
        processing_at      timestamptz,
        completed_at       timestamptz,
        failed_at          timestamptz,
        cancelled_at       timestamptz,
        expired_at         timestamptz,
        updated_at         timestamptz NOT NULL,
        CONSTRAINT withdrawals_status_known CHECK (status IN (${STATUSES})),
        CONSTRAINT withdrawals_amount_min CHECK (amount > 99900 AND requested_amount >= amount),
        CONSTRAINT withdrawals_bank_kind_known CHECK (bank_kind IN ('bank', 'ewallet')),
        CONSTRAINT withdrawals_rail_known CHECK (rail IS NULL OR rail IN ('INSTAPAY', 'PESONET')),
        CONSTRAINT withdrawals_tries_range CHECK (otp_wrong_tries BETWEEN 0 AND 5),
        CONSTRAINT withdrawals_member_key UNIQUE (member_id, idempotency_key),
        CONSTRAINT withdrawals_status_dates CHECK (
          (status <> 'QUEUED' OR confirmed_at IS NOT NULL) AND
          (status <> 'PROCESSING' OR (processing_at IS NOT NULL AND rail IS NOT NULL)) AND
          (status <> 'COMPLETED' OR (completed_at IS NOT NULL AND rail IS NOT NULL)) AND
          (status <> 'FAILED' OR (failed_at IS NOT NULL AND failure_reason IS NOT NULL)) AND
          (status <> 'CANCELLED' OR cancelled_at IS NOT NULL) AND
          (status <> 'EXPIRED' OR expired_at IS NOT NULL)
        )
      )`);
    await q.query(`CREATE UNIQUE INDEX withdrawals_one_awaiting_key ON withdrawals (member_id) WHERE status = 'AWAITING_OTP'`);
    await q.query(`CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, created_at DESC)`);
    await q.query(`CREATE INDEX withdrawals_job_idx ON withdrawals (status, next_check_at) WHERE status IN ('QUEUED', 'PROCESSING')`);
    await q.query(`CREATE INDEX withdrawals_expiry_idx ON withdrawals (expires_at) WHERE status = 'AWAITING_OTP'`);
    await q.query(`
      CREATE TABLE payout_attempts (
        id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        withdrawal_id      uuid NOT NULL CONSTRAINT payout_attempts_withdrawal_id_fkey REFERENCES withdrawals (id) ON DELETE RESTRICT,
        attempt            integer NOT NULL,
        rail               text NOT NULL,
        started_at         timestamptz NOT NULL,
        finished_at        timestamptz,
        outcome            text,
        detail             text,
        provider_reference text,
        CONSTRAINT payout_attempts_number_key UNIQUE (withdrawal_id, attempt),
        CONSTRAINT payout_attempts_outcome_known CHECK (outcome IS NULL OR outcome IN ('COMPLETED', 'FAILED', 'PENDING', 'ERROR'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payout_attempts`);
    await q.query(`DROP TABLE withdrawals`);
    await q.query(`DROP SEQUENCE withdrawal_number_seq`);
  }
}
