import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A channel's transaction id is compared without case or spaces, as an officer-recorded reference
 * already is (1796900000000-channel-reference-key.ts): channels send the same id as `case-x` and
 * `CASE-X`, and an exact comparison took the second as a new payment (a second credit, or a 500 when
 * the loan's repayment key refused it). `transaction_key` holds the id upper-cased with its spaces
 * removed (ChannelsService writes it) and the unique constraint moves to it.
 *
 * Rows notified before that may already share a key. Their money moved and stays recorded; the first
 * keeps the key and each later one gets `<key> DUPLICATE <id>`, which no id can normalise to (a key
 * has no spaces), so the constraint can be built and the rows are easy to find for reconciliation:
 * `SELECT * FROM channel_payments WHERE transaction_key LIKE '% DUPLICATE %'`.
 */
export class ChannelTransactionKeys1798112900000 implements MigrationInterface {
  name = 'ChannelTransactionKeys1798112900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE channel_payments ADD COLUMN transaction_key text`);
    // One statement: each row written once.
    await q.query(
      `UPDATE channel_payments p SET transaction_key = CASE WHEN ranked.n > 1 THEN ranked.key || ' DUPLICATE ' || p.id ELSE ranked.key END
         FROM (SELECT id, key, row_number() OVER (PARTITION BY channel, key ORDER BY created_at, id) AS n
                 FROM (SELECT id, channel, created_at, upper(regexp_replace(transaction_id, '\\s', '', 'g')) AS key FROM channel_payments) keyed) ranked
        WHERE ranked.id = p.id`,
    );
    await q.query(`ALTER TABLE channel_payments ALTER COLUMN transaction_key SET NOT NULL`);
    await q.query(`ALTER TABLE channel_payments DROP CONSTRAINT channel_payments_transaction_key`);
    await q.query(`ALTER TABLE channel_payments ADD CONSTRAINT channel_payments_transaction_key UNIQUE (channel, transaction_key)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE channel_payments DROP CONSTRAINT channel_payments_transaction_key`);
    await q.query(`ALTER TABLE channel_payments ADD CONSTRAINT channel_payments_transaction_key UNIQUE (channel, transaction_id)`);
    await q.query(`ALTER TABLE channel_payments DROP COLUMN transaction_key`);
  }
}
