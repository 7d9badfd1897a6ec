import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment assigned out of suspense to a loan goes back to suspense when that repayment is reversed
 * (the reversal's entry credits PAYMENTS_SUSPENSE): its assignment is then undone, by that entry, and
 * the payment may be assigned again. An assignment keeps its row and says what undid it; at most one
 * assignment of a payment stands (the partial unique index), so the money leaves suspense once.
 */
export class SuspenseAssignmentUndo1798112901000 implements MigrationInterface {
  name = 'SuspenseAssignmentUndo1798112901000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE suspense_assignments ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid()`);
    await q.query(`ALTER TABLE suspense_assignments DROP CONSTRAINT suspense_assignments_pkey`);
    await q.query(`ALTER TABLE suspense_assignments ADD CONSTRAINT suspense_assignments_pkey PRIMARY KEY (id)`);
    await q.query(
      `ALTER TABLE suspense_assignments
         ADD COLUMN undone_by uuid CONSTRAINT suspense_assignments_undone_by_key UNIQUE CONSTRAINT suspense_assignments_undone_by_fkey REFERENCES journal_entries (id) ON DELETE RESTRICT,
         ADD COLUMN undone_at timestamptz,
         ADD CONSTRAINT suspense_assignments_undone CHECK ((undone_by IS NULL) = (undone_at IS NULL))`,
    );
    await q.query(`CREATE UNIQUE INDEX suspense_assignments_standing ON suspense_assignments (channel_payment_id) WHERE undone_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Only the standing assignments fit the earlier key: the undone ones go, as they did not exist before.
    await q.query(`DELETE FROM suspense_assignments WHERE undone_at IS NOT NULL`);
    await q.query(`DROP INDEX suspense_assignments_standing`);
    await q.query(`ALTER TABLE suspense_assignments DROP COLUMN undone_at, DROP COLUMN undone_by`);
    await q.query(`ALTER TABLE suspense_assignments DROP CONSTRAINT suspense_assignments_pkey`);
    await q.query(`ALTER TABLE suspense_assignments ADD CONSTRAINT suspense_assignments_pkey PRIMARY KEY (channel_payment_id)`);
    await q.query(`ALTER TABLE suspense_assignments DROP COLUMN id`);
  }
}
