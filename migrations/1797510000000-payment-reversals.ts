import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment reversals (docs/collections.md, Payments): a payment recorded by mistake is reversed by
 * its own journal entry once a second staff member approves; this row says which payment, by which
 * entry, why, and who asked and who approved. A payment is reversed at most once (the key).
 */
export class PaymentReversals1797510000000 implements MigrationInterface {
  name = 'PaymentReversals1797510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_reversals (
        repayment_id  uuid PRIMARY KEY CONSTRAINT payment_reversals_repayment_id_fkey REFERENCES repayments (id) ON DELETE RESTRICT,
        entry_id      uuid NOT NULL CONSTRAINT payment_reversals_entry_id_key UNIQUE CONSTRAINT payment_reversals_entry_id_fkey REFERENCES journal_entries (id) ON DELETE RESTRICT,
        reason        text NOT NULL CONSTRAINT payment_reversals_reason_length CHECK (char_length(reason) BETWEEN 1 AND 500),
        requested_by  uuid NOT NULL CONSTRAINT payment_reversals_requested_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        approved_by   uuid NOT NULL CONSTRAINT payment_reversals_approved_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        created_at    timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payment_reversals_four_eyes CHECK (requested_by <> approved_by)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_reversals`);
  }
}
