import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts an admin keeps (/admin/staff): a deactivated account cannot sign in and its
 * sessions end with it; the row stays, since the audit trail names it.
 */
export class StaffAccounts1797610000000 implements MigrationInterface {
  name = 'StaffAccounts1797610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE members ADD COLUMN deactivated_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE members DROP COLUMN deactivated_at`);
  }
}
