import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every API instance keeps a cache of the rows /dash is made of (the member, their latest loan and
 * its schedule, their identity check; apps/api/src/modules/dashboard/dashboard-cache.ts), emptied
 * by `dashboard_changed`, sent at commit with the member's id, once per member whose rows a
 * statement inserted, updated or deleted; emptying one of the tables notifies with an empty payload,
 * which drops the whole cache.
 *
 * Statement-level triggers, so a job touching many rows sends one notification per member, not per
 * row. A trigger with a transition table fires on one event only, hence one per event; each names
 * its rows `changed_rows` (the new ones for INSERT and UPDATE, the old ones for DELETE), and the
 * function finds the member by the table: plpgsql plans only the branch it runs.
 */
const NOTIFY_DASHBOARD = `
  CREATE FUNCTION notify_dashboard_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      PERFORM pg_notify('dashboard_changed', '');
    ELSIF TG_TABLE_NAME = 'members' THEN
      PERFORM pg_notify('dashboard_changed', r.id::text) FROM (SELECT DISTINCT id FROM changed_rows) r;
    ELSIF TG_TABLE_NAME = 'loan_schedule' THEN
      PERFORM pg_notify('dashboard_changed', r.member_id::text)
         FROM (SELECT DISTINCT l.member_id FROM changed_rows s JOIN loans l ON l.id = s.loan_id) r;
    ELSE -- loans, member_identity
      PERFORM pg_notify('dashboard_changed', r.member_id::text) FROM (SELECT DISTINCT member_id FROM changed_rows) r;
    END IF;
    RETURN NULL;
  END $$`;
const DASHBOARD_TABLES = ['members', 'loans', 'loan_schedule', 'member_identity'];
const EVENTS = [
  { suffix: 'inserted', event: 'INSERT', rows: 'NEW' },
  { suffix: 'updated', event: 'UPDATE', rows: 'NEW' },
  { suffix: 'deleted', event: 'DELETE', rows: 'OLD' },
];

export class DashboardNotifications1796800000000 implements MigrationInterface {
  name = 'DashboardNotifications1796800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(NOTIFY_DASHBOARD);
    for (const table of DASHBOARD_TABLES) {
      for (const { suffix, event, rows } of EVENTS) {
        await q.query(
          `CREATE TRIGGER ${table}_dashboard_${suffix} AFTER ${event} ON ${table} REFERENCING ${rows} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dashboard_changed()`,
        );
      }
      await q.query(`CREATE TRIGGER ${table}_dashboard_truncated AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_dashboard_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of DASHBOARD_TABLES) {
      for (const suffix of [...EVENTS.map((e) => e.suffix), 'truncated']) await q.query(`DROP TRIGGER ${table}_dashboard_${suffix} ON ${table}`);
    }
    await q.query(`DROP FUNCTION notify_dashboard_changed()`);
  }
}
