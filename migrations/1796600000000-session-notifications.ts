import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every API instance keeps a cache of open sessions (docs/decisions/007): a session that ends
 * (ended_at set, the row deleted, with its member too) notifies `session_ended` with its id, and
 * emptying the table notifies with an empty payload, which drops the whole cache. NOTIFY is sent
 * at commit, so a listener never hears of an end that was rolled back.
 */
export class SessionNotifications1796600000000 implements MigrationInterface {
  name = 'SessionNotifications1796600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('session_ended', '');
        ELSE
          PERFORM pg_notify('session_ended', OLD.id::text);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER sessions_ended AFTER UPDATE OF ended_at ON sessions
        FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL) EXECUTE FUNCTION notify_session_ended()`);
    await q.query(`CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_ended()`);
    await q.query(`CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_session_ended()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER sessions_truncated ON sessions`);
    await q.query(`DROP TRIGGER sessions_deleted ON sessions`);
    await q.query(`DROP TRIGGER sessions_ended ON sessions`);
    await q.query(`DROP FUNCTION notify_session_ended()`);
  }
}
