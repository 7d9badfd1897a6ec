import type { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_STATUSES = `'PENDING_REVIEW', 'APPROVED', 'REJECTED', 'CANCELLED', 'CONTRACT_SIGNED', 'DISBURSED', 'PAID_OFF', 'OVERDUE', 'DEFAULTED'`;

/**
 * Provisioning and write-off (docs/decisions/031-provisioning-write-off.md): the expected-loss rates
 * by stage, every version kept (changed through four eyes); a loan's status WRITTEN_OFF, the record
 * of each write-off with what left the books; money received on a written-off loan (a recovery, not
 * a repayment), and a channel's payment that was one.
 */
export class ProvisioningWriteOff1798320000000 implements MigrationInterface {
  name = 'ProvisioningWriteOff1798320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE provisioning_rates (
        id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        stage1_bp     integer NOT NULL,
        stage2_bp     integer NOT NULL,
        stage3_bp     integer NOT NULL,
        made_by       uuid REFERENCES members (id) ON DELETE RESTRICT,
        checked_by    uuid REFERENCES members (id) ON DELETE RESTRICT,
        effective_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT provisioning_rates_range CHECK (stage1_bp BETWEEN 0 AND 10000 AND stage2_bp BETWEEN 0 AND 10000 AND stage3_bp BETWEEN 0 AND 10000),
        CONSTRAINT provisioning_rates_rising CHECK (stage1_bp <= stage2_bp AND stage2_bp <= stage3_bp)
      )`);
    // The first rates, in force until an admin's change is approved: 1 %, 10 % and 50 %.
    await q.query(`INSERT INTO provisioning_rates (stage1_bp, stage2_bp, stage3_bp) VALUES (100, 1000, 5000)`);

    await q.query(`ALTER TABLE loans DROP CONSTRAINT loans_status_known`);
    await q.query(`ALTER TABLE loans ADD CONSTRAINT loans_status_known CHECK (status IN (${OLD_STATUSES}, 'WRITTEN_OFF'))`);
    await q.query(`ALTER TABLE loans DROP CONSTRAINT loans_signed_status`);
    await q.query(`ALTER TABLE loans ADD CONSTRAINT loans_signed_status CHECK (status NOT IN ('CONTRACT_SIGNED', 'DISBURSED', 'OVERDUE', 'DEFAULTED', 'PAID_OFF', 'WRITTEN_OFF') OR signed_at IS NOT NULL)`);
    await q.query(`ALTER TABLE loans DROP CONSTRAINT loans_disbursed_has_date`);
    await q.query(`ALTER TABLE loans ADD CONSTRAINT loans_disbursed_has_date CHECK (status NOT IN ('DISBURSED', 'OVERDUE', 'DEFAULTED', 'PAID_OFF', 'WRITTEN_OFF') OR disbursed_at IS NOT NULL)`);

    await q.query(`
      CREATE TABLE loan_write_offs (
        loan_id        uuid PRIMARY KEY REFERENCES loans (id) ON DELETE RESTRICT,
        reason         text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
        principal      bigint NOT NULL CHECK (principal >= 0),
        interest       bigint NOT NULL CHECK (interest >= 0),
        late_charges   bigint NOT NULL CHECK (late_charges >= 0),
        from_allowance bigint NOT NULL CHECK (from_allowance >= 0),
        made_by        uuid NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
        checked_by     uuid NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
        entry_id       uuid NOT NULL REFERENCES journal_entries (id),
        written_off_at timestamptz NOT NULL,
        CONSTRAINT loan_write_offs_four_eyes CHECK (made_by <> checked_by),
        CONSTRAINT loan_write_offs_allowance_within CHECK (from_allowance <= principal + interest + late_charges)
      )`);
    await q.query(`
      CREATE TABLE loan_recoveries (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        loan_id        uuid NOT NULL REFERENCES loan_write_offs (loan_id) ON DELETE RESTRICT,
        member_id      uuid NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
        amount         bigint NOT NULL CHECK (amount > 0),
        source         text NOT NULL CHECK (source IN ('WALLET', 'CHANNEL')),
        payment_key    text NOT NULL UNIQUE,
        receipt_number text NOT NULL UNIQUE,
        entry_id       uuid NOT NULL UNIQUE REFERENCES journal_entries (id),
        created_at     timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX loan_recoveries_loan_idx ON loan_recoveries (loan_id, created_at)`);

    await q.query(`ALTER TABLE channel_payments DROP CONSTRAINT channel_payments_outcome`);
    await q.query(`
      ALTER TABLE channel_payments ADD CONSTRAINT channel_payments_outcome CHECK (
        (outcome = 'LOAN' AND loan_id IS NOT NULL AND member_id IS NOT NULL AND repayment_id IS NOT NULL)
          OR (outcome = 'RECOVERY' AND loan_id IS NOT NULL AND member_id IS NOT NULL AND repayment_id IS NULL)
          OR (outcome = 'WALLET' AND loan_id IS NULL AND member_id IS NOT NULL AND repayment_id IS NULL AND to_wallet = amount)
          OR (outcome = 'SUSPENSE' AND loan_id IS NULL AND member_id IS NULL AND repayment_id IS NULL AND to_wallet = 0))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE channel_payments DROP CONSTRAINT channel_payments_outcome`);
    await q.query(`
      ALTER TABLE channel_payments ADD CONSTRAINT channel_payments_outcome CHECK (
        (outcome = 'LOAN' AND loan_id IS NOT NULL AND member_id IS NOT NULL AND repayment_id IS NOT NULL)
          OR (outcome = 'WALLET' AND loan_id IS NULL AND member_id IS NOT NULL AND repayment_id IS NULL AND to_wallet = amount)
          OR (outcome = 'SUSPENSE' AND loan_id IS NULL AND member_id IS NULL AND repayment_id IS NULL AND to_wallet = 0))`);
    await q.query(`DROP TABLE loan_recoveries`);
    await q.query(`DROP TABLE loan_write_offs`);
    await q.query(`ALTER TABLE loans DROP CONSTRAINT loans_disbursed_has_date`);
    await q.query(`ALTER TABLE loans ADD CONSTRAINT loans_disbursed_has_date CHECK (status NOT IN ('DISBURSED', 'OVERDUE', 'DEFAULTED', 'PAID_OFF') OR disbursed_at IS NOT NULL)`);
    await q.query(`ALTER TABLE loans DROP CONSTRAINT loans_signed_status`);
    await q.query(`ALTER TABLE loans ADD CONSTRAINT loans_signed_status CHECK (status NOT IN ('CONTRACT_SIGNED', 'DISBURSED', 'OVERDUE', 'DEFAULTED', 'PAID_OFF') OR signed_at IS NOT NULL)`);
    await q.query(`ALTER TABLE loans DROP CONSTRAINT loans_status_known`);
    await q.query(`ALTER TABLE loans ADD CONSTRAINT loans_status_known CHECK (status IN (${OLD_STATUSES}))`);
    await q.query(`DROP TABLE provisioning_rates`);
  }
}
