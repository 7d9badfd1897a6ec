import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hardship requests (docs/product.md, Hardship requests): a borrower asks for an extension or a
 * restructured schedule of a loan being repaid; the back office decides through four eyes. At most
 * one request of a loan waits.
 */
export class HardshipRequests1797950000000 implements MigrationInterface {
  name = 'HardshipRequests1797950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE hardship_requests (
        id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        loan_id          uuid NOT NULL CONSTRAINT hardship_requests_loan_id_fkey REFERENCES loans (id) ON DELETE RESTRICT,
        member_id        uuid NOT NULL CONSTRAINT hardship_requests_member_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        kind             text NOT NULL,
        reason           text NOT NULL,
        proposed_amount  bigint NOT NULL,
        due_date         date NOT NULL,
        status           text NOT NULL DEFAULT 'PENDING',
        decided_at       timestamptz,
        created_at       timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT hardship_requests_kind_known CHECK (kind IN ('EXTENSION', 'RESTRUCTURE')),
        CONSTRAINT hardship_requests_status_known CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
        CONSTRAINT hardship_requests_amount_positive CHECK (proposed_amount > 0),
        CONSTRAINT hardship_requests_decided CHECK ((status = 'PENDING') = (decided_at IS NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX hardship_requests_one_waiting ON hardship_requests (loan_id) WHERE status = 'PENDING'`);
    await q.query(`CREATE INDEX hardship_requests_status_idx ON hardship_requests (status, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE hardship_requests`);
  }
}
