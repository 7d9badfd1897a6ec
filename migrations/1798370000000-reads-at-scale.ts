import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for reading a lender's portfolio (docs/scaling.md, "A portfolio at scale"): the console's
 * search finds a member by any part of a name, e-mail or phone number through trigram indexes
 * (pg_trgm, already used by sanctions screening) instead of reading every member; the books read
 * the entries posted since a moment (the trial balance at a past day starts from the accounts'
 * balances and takes back what was posted after it; the flows by day read one range); and the
 * collections list and portfolio at risk find the late loans from their unpaid instalments due
 * before today rather than aging every running loan.
 */
export class ReadsAtScale1798370000000 implements MigrationInterface {
  name = 'ReadsAtScale1798370000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX members_full_name_trgm ON members USING gin (full_name gin_trgm_ops)`);
    await q.query(`CREATE INDEX members_email_trgm ON members USING gin (email gin_trgm_ops)`);
    await q.query(`CREATE INDEX members_phone_number_trgm ON members USING gin (phone_number gin_trgm_ops)`);
    await q.query(`CREATE INDEX members_created_idx ON members (created_at, id)`);
    await q.query(`CREATE INDEX journal_entries_created_idx ON journal_entries (created_at)`);
    await q.query(`CREATE INDEX loan_schedule_unpaid_due_idx ON loan_schedule (due_date, loan_id) WHERE paid_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX loan_schedule_unpaid_due_idx`);
    await q.query(`DROP INDEX journal_entries_created_idx`);
    await q.query(`DROP INDEX members_created_idx`);
    await q.query(`DROP INDEX members_phone_number_trgm`);
    await q.query(`DROP INDEX members_email_trgm`);
    await q.query(`DROP INDEX members_full_name_trgm`);
  }
}
