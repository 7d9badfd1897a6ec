import type { MigrationInterface, QueryRunner } from 'typeorm';

const CHECKED_BEFORE = `(status = 'PENDING' AND checker_id IS NULL AND checked_at IS NULL)
          OR (status <> 'PENDING' AND checker_id IS NOT NULL AND checked_at IS NOT NULL AND checker_id <> maker_id)`;

/**
 * An action waiting for four eyes can be withdrawn without a checker: its subject closed (a loan the
 * member cancelled while its approval waited) or its maker was deactivated (an action a deactivated
 * staff member asked for is nobody's to carry out). The row says which (`withdrawn_reason`) and when
 * (`checked_at`); no checker.
 */
export class FourEyesWithdrawn1798112902000 implements MigrationInterface {
  name = 'FourEyesWithdrawn1798112902000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE pending_actions ADD COLUMN withdrawn_reason text`);
    await q.query(`ALTER TABLE pending_actions DROP CONSTRAINT pending_actions_status_known, DROP CONSTRAINT pending_actions_checked`);
    await q.query(`ALTER TABLE pending_actions ADD CONSTRAINT pending_actions_status_known CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'))`);
    await q.query(`
      ALTER TABLE pending_actions ADD CONSTRAINT pending_actions_checked CHECK (
        (status = 'PENDING' AND checker_id IS NULL AND checked_at IS NULL AND withdrawn_reason IS NULL)
        OR (status IN ('APPROVED', 'REJECTED') AND checker_id IS NOT NULL AND checked_at IS NOT NULL AND checker_id <> maker_id AND withdrawn_reason IS NULL)
        OR (status = 'WITHDRAWN' AND checker_id IS NULL AND checked_at IS NOT NULL AND withdrawn_reason IN ('SUBJECT_CLOSED', 'MAKER_DEACTIVATED'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    // A withdrawn action has no place in the earlier table; its audit events stay.
    await q.query(`DELETE FROM pending_actions WHERE status = 'WITHDRAWN'`);
    await q.query(`ALTER TABLE pending_actions DROP CONSTRAINT pending_actions_status_known, DROP CONSTRAINT pending_actions_checked`);
    await q.query(`ALTER TABLE pending_actions ADD CONSTRAINT pending_actions_status_known CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED'))`);
    await q.query(`ALTER TABLE pending_actions ADD CONSTRAINT pending_actions_checked CHECK (${CHECKED_BEFORE})`);
    await q.query(`ALTER TABLE pending_actions DROP COLUMN withdrawn_reason`);
  }
}
