import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What of an instalment's late charge was waived through four eyes (docs/decisions/033-servicing-screens.md):
 * the row's late_charge is what the borrower owes net of it, so the overdue job, which recomputes
 * the capped charge each day, takes the waived part off again and never charges it back.
 */
export class LateChargeWaivers1798340000000 implements MigrationInterface {
  name = 'LateChargeWaivers1798340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE loan_schedule ADD COLUMN waived_late_charge bigint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE loan_schedule ADD CONSTRAINT loan_schedule_waived_late_charge_range CHECK (waived_late_charge >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE loan_schedule DROP CONSTRAINT loan_schedule_waived_late_charge_range`);
    await q.query(`ALTER TABLE loan_schedule DROP COLUMN waived_late_charge`);
  }
}
