import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Repayments, prepayment and overdue handling (docs/product.md §7).
 *
 * - loan_schedule rows record, beside what was paid, their late charge and what of it was paid,
 *   the interest rebated at pay-off, and when the overdue job marked them; the database keeps
 *   paid + rebated interest within the interest and the paid late charge within the charge.
 * - loans: repaid_from_wallet (what went back to the lender from the wallet, so the wallet card
 *   tells repaid from withdrawn), and the overdue job's per-day keys: overdue_checked_on (a loan's
 *   instalments are checked once a Manila day) and reminded_on (at most one reminder a day).
 * - repayments: one row per payment, from the wallet (unique per member and Idempotency-Key) or
 *   received through a channel (unique per channel and external reference), with its allocation
 *   and the journal entry that moved the money.
 */
export class Repayments1795800000000 implements MigrationInterface {
  name = 'Repayments1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE loan_schedule
        ADD COLUMN late_charge      bigint NOT NULL DEFAULT 0,
        ADD COLUMN paid_late_charge bigint NOT NULL DEFAULT 0,
        ADD COLUMN rebated_interest bigint NOT NULL DEFAULT 0,
        ADD COLUMN overdue_at       timestamptz,
        ADD CONSTRAINT loan_schedule_late_charge_range CHECK (late_charge >= 0 AND paid_late_charge BETWEEN 0 AND late_charge),
        ADD CONSTRAINT loan_schedule_rebate_range CHECK (rebated_interest >= 0 AND paid_interest + rebated_interest <= interest)
    `);
    await q.query(`
      ALTER TABLE loans
        ADD COLUMN repaid_from_wallet      bigint NOT NULL DEFAULT 0,
        ADD COLUMN overdue_checked_on      date,
        ADD COLUMN reminded_on             date,
        ADD CONSTRAINT loans_repaid_from_wallet_range CHECK (repaid_from_wallet >= 0)
    `);
    await q.query(`
      CREATE TABLE repayments (
        id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        loan_id             uuid NOT NULL CONSTRAINT repayments_loan_id_fkey REFERENCES loans (id) ON DELETE RESTRICT,
        member_id           uuid NOT NULL CONSTRAINT repayments_member_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        source              text NOT NULL CONSTRAINT repayments_source_known CHECK (source IN ('WALLET', 'CHANNEL')),
        kind                text NOT NULL CONSTRAINT repayments_kind_known CHECK (kind IN ('NEXT', 'AMOUNT', 'PAYOFF', 'CHANNEL')),
        amount              bigint NOT NULL,
        late_charge         bigint NOT NULL,
        interest            bigint NOT NULL,
        principal           bigint NOT NULL,
        rebate              bigint NOT NULL DEFAULT 0,
        idempotency_key     text,
        request_fingerprint text,
        channel             text,
        external_ref        text,
        recorded_by         uuid CONSTRAINT repayments_recorded_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        entry_id            uuid NOT NULL CONSTRAINT repayments_entry_id_fkey REFERENCES journal_entries (id) ON DELETE RESTRICT,
        paid_off            boolean NOT NULL DEFAULT false,
        created_at          timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT repayments_amount_split CHECK (amount > 0 AND late_charge >= 0 AND interest >= 0 AND principal >= 0 AND rebate >= 0 AND amount = late_charge + interest + principal),
        CONSTRAINT repayments_source_fields CHECK (
          (source = 'WALLET' AND idempotency_key IS NOT NULL AND request_fingerprint IS NOT NULL AND channel IS NULL AND external_ref IS NULL)
          OR (source = 'CHANNEL' AND kind = 'CHANNEL' AND channel IS NOT NULL AND external_ref IS NOT NULL AND recorded_by IS NOT NULL)
        )
      )
    `);
    await q.query(`CREATE UNIQUE INDEX repayments_idempotency_key ON repayments (member_id, idempotency_key) WHERE idempotency_key IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX repayments_channel_ref_key ON repayments (channel, external_ref) WHERE channel IS NOT NULL`);
    await q.query(`CREATE INDEX repayments_loan_idx ON repayments (loan_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE repayments`);
    await q.query(`ALTER TABLE loans DROP CONSTRAINT loans_repaid_from_wallet_range, DROP COLUMN reminded_on, DROP COLUMN overdue_checked_on, DROP COLUMN repaid_from_wallet`);
    await q.query(`
      ALTER TABLE loan_schedule
        DROP CONSTRAINT loan_schedule_rebate_range,
        DROP CONSTRAINT loan_schedule_late_charge_range,
        DROP COLUMN overdue_at,
        DROP COLUMN rebated_interest,
        DROP COLUMN paid_late_charge,
        DROP COLUMN late_charge
    `);
  }
}
