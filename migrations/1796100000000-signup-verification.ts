import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The phone verified at sign-up, and the member's consent (docs/product.md §2 Registration).
 *
 * - `otp_challenges`: a SIGNUP code belongs to a phone number, not to a member (the account does
 *   not exist yet): `member_id` may be null, and exactly one of `member_id` and `phone_number` is
 *   set, the number for SIGNUP and the member for every other purpose.
 * - `members`: when the member agreed to the Terms and the Privacy notice, and to which version.
 *   Null for members who registered before consent was asked.
 */
export class SignupVerification1796100000000 implements MigrationInterface {
  name = 'SignupVerification1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_known`);
    await q.query(`
      ALTER TABLE otp_challenges
        ADD CONSTRAINT otp_challenges_purpose_known
          CHECK (purpose IN ('CONTRACT_SIGN', 'WITHDRAWAL', 'PASSWORD_RESET', 'BANK_CHANGE', 'SIGNUP')),
        ALTER COLUMN member_id DROP NOT NULL,
        ADD COLUMN phone_number text,
        ADD CONSTRAINT otp_challenges_holder
          CHECK (CASE WHEN purpose = 'SIGNUP' THEN member_id IS NULL AND phone_number IS NOT NULL
                      ELSE member_id IS NOT NULL AND phone_number IS NULL END)`);
    await q.query(`
      CREATE INDEX otp_challenges_phone_purpose_idx ON otp_challenges (phone_number, purpose, created_at DESC)
        WHERE phone_number IS NOT NULL`);
    await q.query(`ALTER TABLE members ADD COLUMN terms_accepted_at timestamptz, ADD COLUMN terms_version text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE members DROP COLUMN terms_version, DROP COLUMN terms_accepted_at`);
    await q.query(`DELETE FROM otp_challenges WHERE purpose = 'SIGNUP'`);
    await q.query(`DROP INDEX otp_challenges_phone_purpose_idx`);
    await q.query(`
      ALTER TABLE otp_challenges
        DROP CONSTRAINT otp_challenges_holder,
        DROP COLUMN phone_number,
        ALTER COLUMN member_id SET NOT NULL,
        DROP CONSTRAINT otp_challenges_purpose_known,
        ADD CONSTRAINT otp_challenges_purpose_known CHECK (purpose IN ('CONTRACT_SIGN', 'WITHDRAWAL', 'PASSWORD_RESET', 'BANK_CHANGE'))`);
  }
}
