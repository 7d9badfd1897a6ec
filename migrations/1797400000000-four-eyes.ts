import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Four eyes (docs/decisions/016-four-eyes.md): an action one staff member makes waits here until a
 * different one approves or rejects it; who made it and who checked it stay on the row. At most one
 * action of a kind waits for the same subject.
 */
export class FourEyes1797400000000 implements MigrationInterface {
  name = 'FourEyes1797400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pending_actions (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind        text NOT NULL,
        subject_id  text NOT NULL,
        payload     jsonb NOT NULL DEFAULT '{}',
        amount      bigint,
        maker_id    uuid NOT NULL CONSTRAINT pending_actions_maker_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        made_at     timestamptz NOT NULL,
        status      text NOT NULL DEFAULT 'PENDING',
        checker_id  uuid CONSTRAINT pending_actions_checker_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        checked_at  timestamptz,
        note        text,
        created_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pending_actions_kind_format CHECK (kind ~ '^[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*)*$'),
        CONSTRAINT pending_actions_amount_positive CHECK (amount IS NULL OR amount >= 0),
        CONSTRAINT pending_actions_status_known CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
        CONSTRAINT pending_actions_checked CHECK (
          (status = 'PENDING' AND checker_id IS NULL AND checked_at IS NULL)
          OR (status <> 'PENDING' AND checker_id IS NOT NULL AND checked_at IS NOT NULL AND checker_id <> maker_id)
        )
      )`);
    await q.query(`CREATE UNIQUE INDEX pending_actions_one_waiting ON pending_actions (kind, subject_id) WHERE status = 'PENDING'`);
    await q.query(`CREATE INDEX pending_actions_status_idx ON pending_actions (status, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pending_actions`);
  }
}
