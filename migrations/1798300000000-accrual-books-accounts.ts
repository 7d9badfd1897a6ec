import type { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_KINDS = `'FUNDING', 'DISBURSEMENT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_POST', 'WITHDRAWAL_VOID', 'PAYOUT_SETTLEMENT', 'REPAYMENT', 'REFUND', 'REVERSAL', 'CASH_IN', 'SUSPENSE'`;
const ACCRUAL_KINDS = `'INTEREST_ACCRUAL', 'LATE_CHARGE', 'PROVISION', 'WRITE_OFF', 'RECOVERY'`;

/**
 * The accounts and entry kinds of books kept on an accrual basis (docs/decisions/029-accrual-books.md):
 * interest earned day by day before it is paid, late charges owed from the day they fall due, the
 * allowance for expected credit losses and its expense, and recoveries of written-off loans. Every
 * entry gets the business day it belongs to (`booked_on`, a Manila date): a close of business posts
 * a day's accruals after midnight, and a closed month is a range of those days. Entries posted
 * before have the Manila day they were created. Two tables several parts read: the portfolio at
 * each closed day (PAR history) and the allowance measured at each month end, by stage.
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
    // Written by the close of business for each closed day: the portfolio's PAR history.
    await q.query(`
      CREATE TABLE portfolio_snapshots (
        business_date         date PRIMARY KEY,
        loans_running         integer NOT NULL CHECK (loans_running >= 0),
        principal_outstanding bigint NOT NULL CHECK (principal_outstanding >= 0),
        loans_past_due        integer NOT NULL CHECK (loans_past_due >= 0),
        par30_principal       bigint NOT NULL CHECK (par30_principal >= 0),
        par90_principal       bigint NOT NULL CHECK (par90_principal >= 0),
        created_at            timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT portfolio_snapshots_par_within CHECK (par90_principal <= par30_principal AND par30_principal <= principal_outstanding)
      )`);
    // Written by each month end's re-measurement of the allowance: one row per stage.
    await q.query(`
      CREATE TABLE allowance_measurements (
        measured_on  date NOT NULL,
        stage        smallint NOT NULL CHECK (stage BETWEEN 1 AND 3),
        loans        integer NOT NULL CHECK (loans >= 0),
        exposure     bigint NOT NULL CHECK (exposure >= 0),
        rate_bp      integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
        allowance    bigint NOT NULL CHECK (allowance >= 0),
        entry_id     uuid REFERENCES journal_entries (id),
        created_at   timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (measured_on, stage)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE allowance_measurements`);
    await q.query(`DROP TABLE portfolio_snapshots`);
    await q.query(`DROP INDEX journal_entries_booked_on_idx`);
    await q.query(`ALTER TABLE journal_entries DROP COLUMN booked_on`);
    await q.query(`DELETE FROM ledger_accounts WHERE code IN ('ACCRUED_INTEREST_RECEIVABLE', 'LATE_CHARGES_RECEIVABLE', 'ALLOWANCE_FOR_CREDIT_LOSSES', 'CREDIT_LOSS_EXPENSE', 'RECOVERY_INCOME')`);
    await q.query(`ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_known`);
    await q.query(`ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kind_known CHECK (kind IN (${OLD_KINDS}))`);
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_type_known`);
    await q.query(`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_type_known CHECK (type IN ('asset', 'liability', 'income', 'equity'))`);
  }
}
