import type { MigrationInterface, QueryRunner } from 'typeorm';

/** GET /officer/loans and /officer/members page newest first by (created_at, id), read off these indexes. */
export class OfficerListsPaging1797200000000 implements MigrationInterface {
  name = 'OfficerListsPaging1797200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX loans_created_idx ON loans (created_at, id)`);
    await q.query(`CREATE INDEX member_identity_created_idx ON member_identity (created_at, member_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX member_identity_created_idx`);
    await q.query(`DROP INDEX loans_created_idx`);
  }
}
