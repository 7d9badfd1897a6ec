import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reconciliation (docs/collections.md): a channel's settlement file matched against the payments
 * the channel notified (channel_payments). A run keeps what the file held; each item is one
 * transaction, matched or not, and a difference is resolved with who, when and a note.
 */
export class Reconciliation1797520000000 implements MigrationInterface {
  name = 'Reconciliation1797520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reconciliation_runs (
        id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        channel      text NOT NULL,
        filename     text NOT NULL CONSTRAINT reconciliation_runs_filename_length CHECK (char_length(filename) BETWEEN 1 AND 200),
        period_from  date NOT NULL,
        period_to    date NOT NULL,
        file_rows    integer NOT NULL CONSTRAINT reconciliation_runs_rows_positive CHECK (file_rows > 0),
        uploaded_by  uuid NOT NULL CONSTRAINT reconciliation_runs_uploaded_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        created_at   timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reconciliation_runs_period CHECK (period_from <= period_to)
      )`);
    await q.query(`CREATE INDEX reconciliation_runs_created_idx ON reconciliation_runs (created_at, id)`);
    await q.query(`
      CREATE TABLE reconciliation_items (
        id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        run_id              uuid NOT NULL CONSTRAINT reconciliation_items_run_id_fkey REFERENCES reconciliation_runs (id) ON DELETE RESTRICT,
        kind                text NOT NULL CONSTRAINT reconciliation_items_kind_known CHECK (kind IN ('MATCHED', 'FILE_ONLY', 'PRODUCT_ONLY', 'AMOUNT_DIFFERS')),
        transaction_id      text NOT NULL,
        file_amount         bigint,
        product_amount      bigint,
        channel_payment_id  uuid CONSTRAINT reconciliation_items_channel_payment_id_fkey REFERENCES channel_payments (id) ON DELETE RESTRICT,
        resolved_by         uuid CONSTRAINT reconciliation_items_resolved_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        resolved_at         timestamptz,
        note                text CONSTRAINT reconciliation_items_note_length CHECK (char_length(note) BETWEEN 1 AND 500),
        created_at          timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reconciliation_items_sides CHECK (
          (kind = 'FILE_ONLY' AND file_amount IS NOT NULL AND product_amount IS NULL AND channel_payment_id IS NULL)
          OR (kind = 'PRODUCT_ONLY' AND file_amount IS NULL AND product_amount IS NOT NULL AND channel_payment_id IS NOT NULL)
          OR (kind IN ('MATCHED', 'AMOUNT_DIFFERS') AND file_amount IS NOT NULL AND product_amount IS NOT NULL AND channel_payment_id IS NOT NULL
              AND (kind = 'MATCHED') = (file_amount = product_amount))),
        CONSTRAINT reconciliation_items_resolution CHECK ((resolved_by IS NULL) = (resolved_at IS NULL) AND (resolved_at IS NULL) = (note IS NULL) AND (kind <> 'MATCHED' OR resolved_at IS NULL))
      )`);
    await q.query(`CREATE INDEX reconciliation_items_run_idx ON reconciliation_items (run_id, kind, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reconciliation_items`);
    await q.query(`DROP TABLE reconciliation_runs`);
  }
}
