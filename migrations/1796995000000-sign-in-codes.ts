import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One-time codes that let a member sign in during a cooldown others caused on their account or address. */
export class SignInCodes1796995000000 implements MigrationInterface {
  name = 'SignInCodes1796995000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE otp_challenges
        DROP CONSTRAINT otp_challenges_purpose_known,
        ADD CONSTRAINT otp_challenges_purpose_known
          CHECK (purpose IN ('CONTRACT_SIGN', 'WITHDRAWAL', 'PASSWORD_RESET', 'BANK_CHANGE', 'SIGNUP', 'SIGN_IN'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM otp_challenges WHERE purpose = 'SIGN_IN'`);
    await q.query(`
      ALTER TABLE otp_challenges
        DROP CONSTRAINT otp_challenges_purpose_known,
        ADD CONSTRAINT otp_challenges_purpose_known
          CHECK (purpose IN ('CONTRACT_SIGN', 'WITHDRAWAL', 'PASSWORD_RESET', 'BANK_CHANGE', 'SIGNUP'))`);
  }
}
