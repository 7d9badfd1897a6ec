import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receipts, reminders before the due date and auto-debit: each repayment keeps what the loan still
 * owed after it (the receipt's remaining balance); a repayment may be an auto-debit from the wallet;
 * a member may opt in to auto-debit; a loan remembers the Manila day of its last auto-debit run
 * (at most one a day, so the short-wallet SMS goes once); a loan keeps the interest given back at
 * pay-off, so that what it says was paid to date leaves it out.
 */
export class ReceiptsRemindersAutoDebit1797700000000 implements MigrationInterface {
  name = 'ReceiptsRemindersAutoDebit1797700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE repayments ADD COLUMN remaining bigint CONSTRAINT repayments_remaining_nonneg CHECK (remaining >= 0)`);
    await q.query(`ALTER TABLE repayments DROP CONSTRAINT repayments_kind_known`);
    await q.query(`ALTER TABLE repayments ADD CONSTRAINT repayments_kind_known CHECK (kind IN ('NEXT', 'AMOUNT', 'PAYOFF', 'CHANNEL', 'AUTO_DEBIT'))`);
    await q.query(`ALTER TABLE members ADD COLUMN auto_debit boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE loans ADD COLUMN auto_debited_on date`);
    await q.query(`ALTER TABLE loans ADD COLUMN interest_refunded bigint NOT NULL DEFAULT 0 CONSTRAINT loans_interest_refunded_nonneg CHECK (interest_refunded >= 0)`);
    await q.query(`UPDATE loans l SET interest_refunded = r.refunded FROM (SELECT loan_id, sum(interest_refund) AS refunded FROM repayments GROUP BY loan_id) r WHERE r.loan_id = l.id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE loans DROP COLUMN interest_refunded`);
    await q.query(`ALTER TABLE loans DROP COLUMN auto_debited_on`);
    await q.query(`ALTER TABLE members DROP COLUMN auto_debit`);
    // An auto-debit was a payment of an amount from the wallet: it stays, under the older kind.
    await q.query(`UPDATE repayments SET kind = 'AMOUNT' WHERE kind = 'AUTO_DEBIT'`);
    await q.query(`ALTER TABLE repayments DROP CONSTRAINT repayments_kind_known`);
    await q.query(`ALTER TABLE repayments ADD CONSTRAINT repayments_kind_known CHECK (kind IN ('NEXT', 'AMOUNT', 'PAYOFF', 'CHANNEL'))`);
    await q.query(`ALTER TABLE repayments DROP COLUMN remaining`);
  }
}
