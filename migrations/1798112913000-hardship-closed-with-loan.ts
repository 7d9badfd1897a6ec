import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A hardship request still waiting when its loan is paid off closes with it (CLOSED, with the time
 * in `decided_at`), and the decision proposed on it, waiting for a second staff member, is withdrawn
 * (SUBJECT_CLOSED): before, such a request waited for ever and its check was refused. The requests
 * already left waiting on a loan no longer being repaid are closed here the same way.
 */
export class HardshipClosedWithLoan1798112913000 implements MigrationInterface {
  name = 'HardshipClosedWithLoan1798112913000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hardship_requests DROP CONSTRAINT hardship_requests_status_known`);
    await q.query(`ALTER TABLE hardship_requests ADD CONSTRAINT hardship_requests_status_known CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'CLOSED'))`);
    await q.query(`
      UPDATE hardship_requests h SET status = 'CLOSED', decided_at = coalesce(l.closed_at, now())
        FROM loans l WHERE l.id = h.loan_id AND h.status = 'PENDING' AND l.status IN ('REJECTED', 'CANCELLED', 'PAID_OFF')`);
    await q.query(`
      UPDATE pending_actions a SET status = 'WITHDRAWN', checked_at = now(), withdrawn_reason = 'SUBJECT_CLOSED'
        FROM hardship_requests h WHERE a.kind = 'hardship.decide' AND a.status = 'PENDING' AND a.subject_id = h.id::text AND h.status = 'CLOSED'`);
  }

  async down(q: QueryRunner): Promise<void> {
    // A closed request had no place in the earlier table: it waits again (its withdrawn proposal stays withdrawn).
    await q.query(`UPDATE hardship_requests SET status = 'PENDING', decided_at = NULL WHERE status = 'CLOSED'`);
    await q.query(`ALTER TABLE hardship_requests DROP CONSTRAINT hardship_requests_status_known`);
    await q.query(`ALTER TABLE hardship_requests ADD CONSTRAINT hardship_requests_status_known CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED'))`);
  }
}
