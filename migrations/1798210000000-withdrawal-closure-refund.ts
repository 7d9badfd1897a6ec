import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A balance of PHP 999 or less cannot be withdrawn (the minimum is more than PHP 999), so closing the
 * account refunds it to the member's confirmed account as a withdrawal of its own kind
 * (`purpose` CLOSURE_REFUND), the one withdrawal allowed below the minimum.
 */
export class WithdrawalClosureRefund1798210000000 implements MigrationInterface {
  name = 'WithdrawalClosureRefund1798210000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE withdrawals ADD COLUMN purpose text NOT NULL DEFAULT 'WITHDRAWAL'`);
    await q.query(`ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_purpose_known CHECK (purpose IN ('WITHDRAWAL', 'CLOSURE_REFUND'))`);
    await q.query(`ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_amount_min`);
    await q.query(
      `ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_amount_min CHECK ((amount > 99900 OR (purpose = 'CLOSURE_REFUND' AND amount > 0)) AND requested_amount >= amount)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // A refund below the minimum had no place in the earlier table: down refuses while one exists.
    await q.query(`ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_amount_min`);
    await q.query(`ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_amount_min CHECK (amount > 99900 AND requested_amount >= amount)`);
    await q.query(`ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_purpose_known`);
    await q.query(`ALTER TABLE withdrawals DROP COLUMN purpose`);
  }
}
