import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SessionNotifications1796600000000 } from './1796600000000-session-notifications';

/**
 * Sessions and the member's roles are read from the database on every request, with no cache in
 * the API instances: nothing listens for `session_ended` any more, so its triggers go.
 */
export class SessionsReadEveryRequest1796990000000 implements MigrationInterface {
  name = 'SessionsReadEveryRequest1796990000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER sessions_truncated ON sessions`);
    await q.query(`DROP TRIGGER sessions_deleted ON sessions`);
    await q.query(`DROP TRIGGER sessions_ended ON sessions`);
    await q.query(`DROP FUNCTION notify_session_ended()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await new SessionNotifications1796600000000().up(q);
  }
}
