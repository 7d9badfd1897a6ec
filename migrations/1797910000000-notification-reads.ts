import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member's inbox of what the product sent them (GET /notifications): until when they have read
 * it, so the member shell can count what is new. One row per member, written when they open it.
 */
export class NotificationReads1797910000000 implements MigrationInterface {
  name = 'NotificationReads1797910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification_reads (
        member_id   uuid PRIMARY KEY CONSTRAINT notification_reads_member_id_fkey REFERENCES members (id) ON DELETE CASCADE,
        read_until  timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_reads`);
  }
}
