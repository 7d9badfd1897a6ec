import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment received through a channel is recorded once per channel and reference, compared without
 * case or spaces: banks print the same reference as `DUP-ab12`, `dup-AB12` or `DUP - AB12`, and an
 * exact comparison credited the loan once for each spelling. `external_ref_key` holds the reference
 * upper-cased with its spaces removed (RepaymentsService writes it) and the unique index moves to it.
 *
 * Rows recorded before that may already share a key. Their money moved and stays recorded; the first
 * keeps the key and each later one gets `<key> DUPLICATE <id>`, which no reference can normalise to
 * (a key has no spaces), so the index can be built and the rows are easy to find for reconciliation:
 * `SELECT * FROM repayments WHERE external_ref_key LIKE '% DUPLICATE %'`.
 */
export class ChannelReferenceKey1796900000000 implements MigrationInterface {
  name = 'ChannelReferenceKey1796900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE repayments ADD COLUMN external_ref_key text`);
    // One statement: each row written once.
    await q.query(
      `UPDATE repayments r SET external_ref_key = CASE WHEN ranked.n > 1 THEN ranked.key || ' DUPLICATE ' || r.id ELSE ranked.key END
         FROM (SELECT id, key, row_number() OVER (PARTITION BY channel, key ORDER BY created_at, id) AS n
                 FROM (SELECT id, channel, created_at, upper(regexp_replace(external_ref, '\\s', '', 'g')) AS key
                         FROM repayments WHERE external_ref IS NOT NULL) keyed) ranked
        WHERE ranked.id = r.id`,
    );
    await q.query(
      `ALTER TABLE repayments ADD CONSTRAINT repayments_ref_key_present CHECK ((external_ref IS NULL) = (external_ref_key IS NULL))`,
    );
    await q.query(`DROP INDEX repayments_channel_ref_key`);
    await q.query(`CREATE UNIQUE INDEX repayments_channel_ref_key ON repayments (channel, external_ref_key) WHERE channel IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX repayments_channel_ref_key`);
    await q.query(`CREATE UNIQUE INDEX repayments_channel_ref_key ON repayments (channel, external_ref) WHERE channel IS NOT NULL`);
    await q.query(`ALTER TABLE repayments DROP CONSTRAINT repayments_ref_key_present`);
    await q.query(`ALTER TABLE repayments DROP COLUMN external_ref_key`);
  }
}
