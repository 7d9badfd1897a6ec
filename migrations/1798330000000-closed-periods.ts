import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Closed periods (docs/decisions/032-closed-periods-statements.md): a month, once closed by two
 * admins, is never changed. Each close records the last day it closes (`closed_through`), who asked
 * and who approved. The database refuses a journal entry whose business day (`booked_on`) falls on
 * or before the latest closed day, whatever wrote it, and refuses to change or remove a close.
 */
export class ClosedPeriods1798330000000 implements MigrationInterface {
  name = 'ClosedPeriods1798330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE closed_periods (
        id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        month              text NOT NULL,
        closed_through     date NOT NULL,
        made_by            uuid NOT NULL,
        checked_by         uuid NOT NULL,
        pending_action_id  uuid NOT NULL,
        closed_at          timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT closed_periods_month_key UNIQUE (month),
        CONSTRAINT closed_periods_closed_through_key UNIQUE (closed_through),
        CONSTRAINT closed_periods_month_format CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        CONSTRAINT closed_periods_four_eyes CHECK (made_by <> checked_by)
      )`);
    await q.query(`
      CREATE FUNCTION closed_periods_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'a closed period is never changed or reopened';
      END $$`);
    await q.query(`CREATE TRIGGER closed_periods_never_change BEFORE UPDATE OR DELETE ON closed_periods FOR EACH ROW EXECUTE FUNCTION closed_periods_never_change()`);
    await q.query(`CREATE TRIGGER closed_periods_never_truncated BEFORE TRUNCATE ON closed_periods FOR EACH STATEMENT EXECUTE FUNCTION closed_periods_never_change()`);
    // The refusal names the constraint and carries the closed day, so LedgerService answers a coded 409.
    await q.query(`
      CREATE FUNCTION journal_entries_period_open() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        closed date;
      BEGIN
        SELECT max(closed_through) INTO closed FROM closed_periods;
        IF closed IS NOT NULL AND NEW.booked_on <= closed THEN
          RAISE EXCEPTION 'journal entry booked on % falls in a closed period (closed through %)', NEW.booked_on, closed
            USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_period_open', DETAIL = closed::text, HINT = NEW.booked_on::text;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER journal_entries_period_open BEFORE INSERT ON journal_entries FOR EACH ROW EXECUTE FUNCTION journal_entries_period_open()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER journal_entries_period_open ON journal_entries`);
    await q.query(`DROP FUNCTION journal_entries_period_open()`);
    await q.query(`DROP TABLE closed_periods`);
    await q.query(`DROP FUNCTION closed_periods_never_change()`);
  }
}
