import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GET /officer/withdrawals pages newest first by (created_at, id) (keyset paging): the index reads
 * each page straight off, scanned backwards, instead of sorting every withdrawal.
 */
export class OfficerWithdrawalsPaging1797100000000 implements MigrationInterface {
  name = 'OfficerWithdrawalsPaging1797100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX withdrawals_created_idx ON withdrawals (created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX withdrawals_created_idx`);
  }
}
