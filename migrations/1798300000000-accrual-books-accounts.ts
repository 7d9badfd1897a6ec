import type { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_KINDS = `'FUNDING', 'DISBURSEMENT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_POST', 'WITHDRAWAL_VOID', 'PAYOUT_SETTLEMENT', 'REPAYMENT', 'REFUND', 'REVERSAL', 'CASH_IN', 'SUSPENSE'`;
const ACCRUAL_KINDS = `'INTEREST_ACCRUAL', 'LATE_CHARGE', 'PROVISION', 'WRITE_OFF', 'RECOVERY'`;

/**
 * The accounts and entry kinds of books kept on an accrual basis (docs/decisions/029-accrual-books.md):
 * interest earned day by day before it is paid, late charges owed from the day they fall due, the
 * allowance for expected credit losses and its expense, and recoveries of written-off loans. Every
 * entry gets the business day it belongs to (`booked_on`, a Manila date): a close of business posts
 * a day's accruals after midnight, and a closed month is a range of those days. Entries posted
 * before have the Manila day they were created.
 */
export class AccrualBooksAccounts1798300000000 implements MigrationInterface {
  name = 'AccrualBooksAccounts1798300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_type_known`);
    await q.query(`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_type_known CHECK (type IN ('asset', 'liability', 'income', 'expense', 'equity'))`);
    await q.query(`ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_known`);
    await q.query(`ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kind_known CHECK (kind IN (${OLD_KINDS}, ${ACCRUAL_KINDS}))`);
    await q.query(`
      INSERT INTO ledger_accounts (code, type, allow_negative) VALUES
        ('ACCRUED_INTEREST_RECEIVABLE', 'asset', true),
        ('LATE_CHARGES_RECEIVABLE', 'asset', true),
        ('ALLOWANCE_FOR_CREDIT_LOSSES', 'asset', false),
        ('CREDIT_LOSS_EXPENSE', 'expense', true),
        ('RECOVERY_INCOME', 'income', false)`);
    await q.query(`ALTER TABLE journal_entries ADD COLUMN booked_on date`);
    await q.query(`UPDATE journal_entries SET booked_on = (created_at AT TIME ZONE 'Asia/Manila')::date`);
    await q.query(`ALTER TABLE journal_entries ALTER COLUMN booked_on SET NOT NULL`);
    await q.query(`ALTER TABLE journal_entries ALTER COLUMN booked_on SET DEFAULT ((now() AT TIME ZONE 'Asia/Manila')::date)`);
    await q.query(`CREATE INDEX journal_entries_booked_on_idx ON journal_entries (booked_on)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX journal_entries_booked_on_idx`);
    await q.query(`ALTER TABLE journal_entries DROP COLUMN booked_on`);
    await q.query(`DELETE FROM ledger_accounts WHERE code IN ('ACCRUED_INTEREST_RECEIVABLE', 'LATE_CHARGES_RECEIVABLE', 'ALLOWANCE_FOR_CREDIT_LOSSES', 'CREDIT_LOSS_EXPENSE', 'RECOVERY_INCOME')`);
    await q.query(`ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_known`);
    await q.query(`ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kind_known CHECK (kind IN (${OLD_KINDS}))`);
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_type_known`);
    await q.query(`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_type_known CHECK (type IN ('asset', 'liability', 'income', 'equity'))`);
  }
}
