import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account recovery makes a PASSWORD_RESET code for every number asked about: a member's code is
 * sent to their phone; a number with no account gets one too, kept under the number and sent
 * nowhere. Both then take the same work and answer the same ('Invalid OTP. 4 tries left.', ...),
 * so the form never tells whether a number is registered. A PASSWORD_RESET code therefore belongs
 * to a member or to a number (exactly one of the two).
 */
export class RecoveryCodesForAnyNumber1797000000000 implements MigrationInterface {
  name = 'RecoveryCodesForAnyNumber1797000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE otp_challenges
        DROP CONSTRAINT otp_challenges_holder,
        ADD CONSTRAINT otp_challenges_holder
          CHECK (CASE WHEN purpose = 'SIGNUP' THEN member_id IS NULL AND phone_number IS NOT NULL
                      WHEN purpose = 'PASSWORD_RESET' THEN (member_id IS NULL) <> (phone_number IS NULL)
                      ELSE member_id IS NOT NULL AND phone_number IS NULL END)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The codes of numbers with no account were never sent: nothing is lost.
    await q.query(`DELETE FROM otp_challenges WHERE purpose = 'PASSWORD_RESET' AND member_id IS NULL`);
    await q.query(`
      ALTER TABLE otp_challenges
        DROP CONSTRAINT otp_challenges_holder,
        ADD CONSTRAINT otp_challenges_holder
          CHECK (CASE WHEN purpose = 'SIGNUP' THEN member_id IS NULL AND phone_number IS NOT NULL
                      ELSE member_id IS NOT NULL AND phone_number IS NULL END)`);
  }
}
