import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pay-off as the actuarial balance of the loan's actual cash flows
 * (docs/decisions/006-prepayment-rebate.md): each schedule row keeps when its principal and interest
 * were paid, and a pay-off may give back interest paid ahead of time by paying less than the
 * principal still owed (repayments.interest_refund).
 */
export class PayoffOnActualCashFlows1797310000000 implements MigrationInterface {
  name = 'PayoffOnActualCashFlows1797310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE loan_schedule ADD COLUMN paid_parts jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await q.query(`ALTER TABLE loan_schedule ADD CONSTRAINT loan_schedule_paid_parts_list CHECK (jsonb_typeof(paid_parts) = 'array')`);
    await q.query(`ALTER TABLE repayments ADD COLUMN interest_refund bigint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE repayments DROP CONSTRAINT repayments_amount_split`);
    await q.query(
      `ALTER TABLE repayments ADD CONSTRAINT repayments_amount_split CHECK (amount > 0 AND late_charge >= 0 AND interest >= 0 AND principal >= 0 AND rebate >= 0
         AND interest_refund >= 0 AND interest_refund <= rebate AND amount = late_charge + interest + principal - interest_refund)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE repayments DROP CONSTRAINT repayments_amount_split`);
    await q.query(`ALTER TABLE repayments DROP COLUMN interest_refund`);
    await q.query(
      `ALTER TABLE repayments ADD CONSTRAINT repayments_amount_split CHECK (amount > 0 AND late_charge >= 0 AND interest >= 0 AND principal >= 0 AND rebate >= 0 AND amount = late_charge + interest + principal)`,
    );
    await q.query(`ALTER TABLE loan_schedule DROP COLUMN paid_parts`);
  }
}
