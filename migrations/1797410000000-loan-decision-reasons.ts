import type { MigrationInterface, QueryRunner } from 'typeorm';

const APPROVAL_REASONS = `'FULL', 'LOWER_DSR', 'LOWER_INCOME', 'LOWER_HISTORY', 'LOWER_POLICY'`;

/**
 * An approval's reason by code (the borrower reads its words; a lower amount needs a LOWER_ one)
 * and the officer's note on a decision, for staff only.
 */
export class LoanDecisionReasons1797410000000 implements MigrationInterface {
  name = 'LoanDecisionReasons1797410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE loans ADD COLUMN approval_reason_code text`);
    await q.query(`ALTER TABLE loans ADD COLUMN decision_note text`);
    await q.query(`ALTER TABLE loans ADD CONSTRAINT loans_approval_reason CHECK (approval_reason_code IS NULL OR approval_reason_code IN (${APPROVAL_REASONS}))`);
    await q.query(`ALTER TABLE loans ADD CONSTRAINT loans_decision_note_length CHECK (decision_note IS NULL OR char_length(decision_note) <= 500)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE loans DROP CONSTRAINT loans_decision_note_length`);
    await q.query(`ALTER TABLE loans DROP CONSTRAINT loans_approval_reason`);
    await q.query(`ALTER TABLE loans DROP COLUMN decision_note`);
    await q.query(`ALTER TABLE loans DROP COLUMN approval_reason_code`);
  }
}
