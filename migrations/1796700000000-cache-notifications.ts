import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every API instance keeps a cache of members' wallet balances and of the rates in force
 * (apps/api/src/database/notified-cache.ts), emptied by these notifications, sent at commit:
 * - `balances_changed` with the member's id, once per member whose accounts a journal-line insert
 *   touched (the lines are append-only and cannot be truncated, and a balance changes only through
 *   them);
 * - `rates_changed` with an empty payload (drop every rate) on any change to the currencies or the
 *   exchange rates: they change about once an hour.
 */
/** One notification per member whose accounts the inserted lines touch (pg_notify also folds repeats in a transaction). */
const NOTIFY_BALANCES = `
  CREATE FUNCTION notify_balances_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('balances_changed', m.member_id::text)
       FROM (SELECT DISTINCT a.member_id FROM new_lines l JOIN ledger_accounts a ON a.id = l.account_id WHERE a.member_id IS NOT NULL) m;
    RETURN NULL;
  END $$`;
const NOTIFY_RATES = `
  CREATE FUNCTION notify_rates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('rates_changed', '');
    RETURN NULL;
  END $$`;
const RATE_TABLES = ['currencies', 'exchange_rates'];

export class CacheNotifications1796700000000 implements MigrationInterface {
  name = 'CacheNotifications1796700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(NOTIFY_BALANCES);
    await q.query(`CREATE TRIGGER journal_lines_notify AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION notify_balances_changed()`);
    await q.query(NOTIFY_RATES);
    for (const table of RATE_TABLES) {
      await q.query(`CREATE TRIGGER ${table}_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_rates_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of RATE_TABLES) await q.query(`DROP TRIGGER ${table}_notify ON ${table}`);
    await q.query(`DROP FUNCTION notify_rates_changed()`);
    await q.query(`DROP TRIGGER journal_lines_notify ON journal_lines`);
    await q.query(`DROP FUNCTION notify_balances_changed()`);
  }
}
