import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member's language (docs/decisions/009-languages.md): SMS, e-mails and PDFs made outside the
 * member's request (reminders, payouts, the contract rendered at signing) are written in it. Set at
 * registration from the page's language, followed when the member signs in or refreshes the session
 * in another one. Existing members read English, as before.
 */
export class MemberLanguage1796240000000 implements MigrationInterface {
  name = 'MemberLanguage1796240000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE members
        ADD COLUMN language text NOT NULL DEFAULT 'en',
        ADD CONSTRAINT members_language_known CHECK (language IN ('en', 'fil'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE members DROP CONSTRAINT members_language_known, DROP COLUMN language`);
  }
}
