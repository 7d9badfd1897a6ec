import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member closes their own account once nothing is owed (docs/retention.md): when it was closed.
 * A closed account is also deactivated (it cannot sign in and has no session); its records stay
 * for their retention periods.
 */
export class AccountClosure1797960000000 implements MigrationInterface {
  name = 'AccountClosure1797960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE members ADD COLUMN closed_at timestamptz`);
    await q.query(`ALTER TABLE members ADD CONSTRAINT members_closed_deactivated_check CHECK (closed_at IS NULL OR deactivated_at IS NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE members DROP CONSTRAINT members_closed_deactivated_check`);
    await q.query(`ALTER TABLE members DROP COLUMN closed_at`);
  }
}
