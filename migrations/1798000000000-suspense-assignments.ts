import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Suspense assignments (docs/product.md, Officer console): a channel's payment held in suspense (a
 * reference that is not ours) is assigned to a loan or a member's wallet once a second staff member
 * approves; this row says which payment, where it went, by which journal entry, and who asked and
 * who approved. A payment is assigned at most once (the key).
 */
export class SuspenseAssignments1798000000000 implements MigrationInterface {
  name = 'SuspenseAssignments1798000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE suspense_assignments (
        channel_payment_id  uuid PRIMARY KEY CONSTRAINT suspense_assignments_channel_payment_id_fkey REFERENCES channel_payments (id) ON DELETE RESTRICT,
        target              text NOT NULL,
        member_id           uuid NOT NULL CONSTRAINT suspense_assignments_member_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        loan_id             uuid CONSTRAINT suspense_assignments_loan_id_fkey REFERENCES loans (id) ON DELETE RESTRICT,
        repayment_id        uuid CONSTRAINT suspense_assignments_repayment_id_key UNIQUE CONSTRAINT suspense_assignments_repayment_id_fkey REFERENCES repayments (id) ON DELETE RESTRICT,
        entry_id            uuid NOT NULL CONSTRAINT suspense_assignments_entry_id_key UNIQUE CONSTRAINT suspense_assignments_entry_id_fkey REFERENCES journal_entries (id) ON DELETE RESTRICT,
        requested_by        uuid NOT NULL CONSTRAINT suspense_assignments_requested_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        approved_by         uuid NOT NULL CONSTRAINT suspense_assignments_approved_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        created_at          timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT suspense_assignments_target CHECK ((target = 'LOAN' AND loan_id IS NOT NULL AND repayment_id IS NOT NULL) OR (target = 'WALLET' AND loan_id IS NULL AND repayment_id IS NULL)),
        CONSTRAINT suspense_assignments_four_eyes CHECK (requested_by <> approved_by)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE suspense_assignments`);
  }
}
