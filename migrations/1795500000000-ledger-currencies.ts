import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The double-entry ledger (docs/product.md §0.3, docs/decisions/001-ledger.md) and
 * the currencies with their exchange rates (docs/product.md §3, §7).
 *
 * Ledger rules the database itself enforces, whoever writes (the service, a script, psql):
 * - every journal entry has at least two lines and its lines sum to zero, checked at commit by
 *   DEFERRABLE INITIALLY DEFERRED constraint triggers (so the lines can be inserted one by one);
 * - entries and lines are never updated, deleted or truncated (mistakes are reversed);
 * - an account's `balance` is the sum of its lines, maintained by a trigger on line insert; a
 *   direct UPDATE of a balance, or of any other column of an account, is refused;
 * - an account that does not allow a negative balance (member wallets and holds) never has one
 *   (CHECK, evaluated on every balance change);
 * - a movement key is used once; an entry is reversed at most once; a hold is posted or voided
 *   at most once.
 * Sign convention: credits are positive, debits negative (see the decision record).
 */
export class LedgerCurrencies1795500000000 implements MigrationInterface {
  name = 'LedgerCurrencies1795500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ledger_accounts (
        id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code            text NOT NULL CONSTRAINT ledger_accounts_code_key UNIQUE,
        type            text NOT NULL CONSTRAINT ledger_accounts_type_known CHECK (type IN ('asset', 'liability', 'income', 'equity')),
        member_id       uuid CONSTRAINT ledger_accounts_member_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        currency        text NOT NULL DEFAULT 'PHP' CONSTRAINT ledger_accounts_currency_php CHECK (currency = 'PHP'),
        balance         bigint NOT NULL DEFAULT 0,
        allow_negative  boolean NOT NULL,
        created_at      timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_accounts_balance_nonneg CHECK (allow_negative OR balance >= 0),
        CONSTRAINT ledger_accounts_code_format CHECK (
          (member_id IS NULL AND code ~ '^[A-Z][A-Z_]*$')
          OR (member_id IS NOT NULL AND code = split_part(code, ':', 1) || ':' || member_id::text AND NOT allow_negative))
      )`);
    await q.query(`CREATE INDEX ledger_accounts_member_idx ON ledger_accounts (member_id)`);

    await q.query(`
      CREATE TABLE journal_entries (
        id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        movement_key      text NOT NULL CONSTRAINT journal_entries_movement_key_key UNIQUE
                            CONSTRAINT journal_entries_movement_key_length CHECK (char_length(movement_key) BETWEEN 1 AND 200),
        kind              text NOT NULL CONSTRAINT journal_entries_kind_known CHECK (kind IN (
                            'FUNDING', 'DISBURSEMENT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_POST', 'WITHDRAWAL_VOID',
                            'PAYOUT_SETTLEMENT', 'REPAYMENT', 'REFUND', 'REVERSAL')),
        description       text NOT NULL,
        member_id         uuid,
        loan_id           uuid,
        withdrawal_id     uuid,
        reversal_of       uuid CONSTRAINT journal_entries_reversal_of_key UNIQUE
                            CONSTRAINT journal_entries_reversal_of_fkey REFERENCES journal_entries (id),
        resolves_hold_id  uuid CONSTRAINT journal_entries_resolves_hold_id_key UNIQUE
                            CONSTRAINT journal_entries_resolves_hold_id_fkey REFERENCES journal_entries (id),
        created_at        timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX journal_entries_member_idx ON journal_entries (member_id, created_at)`);
    await q.query(`CREATE INDEX journal_entries_loan_idx ON journal_entries (loan_id)`);
    await q.query(`CREATE INDEX journal_entries_withdrawal_idx ON journal_entries (withdrawal_id)`);

    await q.query(`
      CREATE TABLE journal_lines (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        entry_id    uuid NOT NULL CONSTRAINT journal_lines_entry_id_fkey REFERENCES journal_entries (id),
        account_id  uuid NOT NULL CONSTRAINT journal_lines_account_id_fkey REFERENCES ledger_accounts (id),
        amount      bigint NOT NULL CONSTRAINT journal_lines_amount_nonzero CHECK (amount <> 0),
        CONSTRAINT journal_lines_entry_account_key UNIQUE (entry_id, account_id)
      )`);
    await q.query(`CREATE INDEX journal_lines_account_idx ON journal_lines (account_id)`);

    // Each entry: at least two lines, summing to zero, checked when the transaction commits.
    await q.query(`
      CREATE FUNCTION ledger_check_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        -- TG_ARGV[0] names the column holding the entry's id: 'id' on entries, 'entry_id' on lines.
        target uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
        total numeric;
        n integer;
      BEGIN
        SELECT coalesce(sum(amount), 0), count(*) INTO total, n FROM journal_lines WHERE entry_id = target;
        IF n < 2 OR total <> 0 THEN
          RAISE EXCEPTION 'journal entry % is not balanced (% lines, sum %)', target, n, total
            USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_balanced';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER journal_entry_balanced AFTER INSERT ON journal_entries
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced('id')`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced('entry_id')`);

    // Entries and lines are written once.
    await q.query(`
      CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: % refused (reverse the entry instead)', TG_TABLE_NAME, TG_OP
          USING ERRCODE = 'restrict_violation';
      END $$`);
    for (const table of ['journal_entries', 'journal_lines']) {
      await q.query(`CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`);
      await q.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change()`);
    }

    // The balance follows the lines, in the same transaction; the CHECK above guards it.
    await q.query(`
      CREATE FUNCTION ledger_apply_line() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER journal_lines_apply AFTER INSERT ON journal_lines FOR EACH ROW EXECUTE FUNCTION ledger_apply_line()`);

    // Accounts: only the balance changes, and only through a line (the trigger above).
    await q.query(`
      CREATE FUNCTION ledger_guard_account() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.id IS DISTINCT FROM OLD.id OR NEW.code IS DISTINCT FROM OLD.code OR NEW.type IS DISTINCT FROM OLD.type
           OR NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.currency IS DISTINCT FROM OLD.currency
           OR NEW.allow_negative IS DISTINCT FROM OLD.allow_negative OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
          RAISE EXCEPTION 'ledger account % is fixed at creation', OLD.code USING ERRCODE = 'restrict_violation';
        END IF;
        IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
          RAISE EXCEPTION 'the balance of % changes only through journal lines', OLD.code USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_guard_account()`);
    // A new account opens at zero: money only arrives through lines.
    await q.query(`
      CREATE FUNCTION ledger_new_account_empty() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.balance <> 0 THEN
          RAISE EXCEPTION 'ledger account % must open with a zero balance', NEW.code USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER ledger_accounts_open_empty BEFORE INSERT ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_new_account_empty()`);

    // The company's accounts (members' wallets and holds are created on demand).
    await q.query(`
      INSERT INTO ledger_accounts (code, type, allow_negative) VALUES
        ('COMPANY_FUNDING', 'asset', true),
        ('COMPANY_EQUITY', 'equity', false),
        ('LOAN_RECEIVABLE', 'asset', true),
        ('INTEREST_INCOME', 'income', false),
        ('PAYOUT_CLEARING', 'liability', false)`);

    await q.query(`
      CREATE TABLE currencies (
        currency_code    text PRIMARY KEY CONSTRAINT currencies_code_format CHECK (currency_code ~ '^[A-Z]{3}$'),
        currency_name    text NOT NULL,
        currency_symbol  text NOT NULL,
        country_name     text NOT NULL,
        active           boolean NOT NULL DEFAULT true,
        created_at       timestamptz NOT NULL DEFAULT now(),
        updated_at       timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT currencies_php_active CHECK (currency_code <> 'PHP' OR active)
      )`);

    await q.query(`
      CREATE TABLE exchange_rates (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        currency_code  text NOT NULL CONSTRAINT exchange_rates_currency_code_fkey REFERENCES currencies (currency_code) ON DELETE RESTRICT,
        rate           numeric(20, 10) NOT NULL CONSTRAINT exchange_rates_rate_positive CHECK (rate > 0),
        source         text NOT NULL CONSTRAINT exchange_rates_source_known CHECK (source IN ('seed', 'admin', 'http', 'fake')),
        fetched_at     timestamptz NOT NULL DEFAULT now(),
        created_at     timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT exchange_rates_php_is_one CHECK (currency_code <> 'PHP' OR rate = 1)
      )`);
    await q.query(`CREATE INDEX exchange_rates_latest_idx ON exchange_rates (currency_code, fetched_at, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE exchange_rates`);
    await q.query(`DROP TABLE currencies`);
    await q.query(`DROP TABLE journal_lines`);
    await q.query(`DROP TABLE journal_entries`);
    await q.query(`DROP TABLE ledger_accounts`);
    for (const fn of ['ledger_check_entry_balanced', 'ledger_refuse_change', 'ledger_apply_line', 'ledger_guard_account', 'ledger_new_account_empty']) {
      await q.query(`DROP FUNCTION ${fn}()`);
    }
  }
}
