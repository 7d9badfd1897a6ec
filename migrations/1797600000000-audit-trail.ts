import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail an officer reads (GET /officer/audit): each event names the member and the loan it
 * concerns, so that it can be filtered by them, and what the thing was before and after. Past events
 * get their member and loan from their target. The table only ever grows: a trigger refuses any
 * UPDATE, DELETE or TRUNCATE, whoever connects (docs/security.md).
 */
export class AuditTrail1797600000000 implements MigrationInterface {
  name = 'AuditTrail1797600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE audit_events
        ADD COLUMN member_id uuid,
        ADD COLUMN loan_id   uuid,
        ADD COLUMN before    jsonb,
        ADD COLUMN after     jsonb`);
    await q.query(`
      UPDATE audit_events a SET loan_id = l.id, member_id = l.member_id
        FROM loans l WHERE a.target ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' AND l.id = a.target::uuid`);
    await q.query(`
      UPDATE audit_events a SET member_id = m.id
        FROM members m WHERE a.member_id IS NULL AND a.target ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' AND m.id = a.target::uuid`);
    await q.query(`CREATE INDEX audit_events_created_idx ON audit_events (created_at, id)`);
    await q.query(`CREATE INDEX audit_events_member_idx ON audit_events (member_id, created_at)`);
    await q.query(`CREATE INDEX audit_events_loan_idx ON audit_events (loan_id, created_at)`);
    await q.query(`
      CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`);
    await q.query(`CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER audit_events_no_truncate ON audit_events`);
    await q.query(`DROP TRIGGER audit_events_no_change ON audit_events`);
    await q.query(`DROP FUNCTION audit_events_append_only()`);
    await q.query(`DROP INDEX audit_events_loan_idx`);
    await q.query(`DROP INDEX audit_events_member_idx`);
    await q.query(`DROP INDEX audit_events_created_idx`);
    await q.query(`ALTER TABLE audit_events DROP COLUMN after, DROP COLUMN before, DROP COLUMN loan_id, DROP COLUMN member_id`);
  }
}
