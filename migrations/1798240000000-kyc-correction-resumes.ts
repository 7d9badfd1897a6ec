import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member who corrects what a KYC rejection named resumes where they were: the later steps they
 * had saved are kept, not asked again. Before, they were sent on to every later step, so a member
 * who had finished the wizard (their bank account confirmed) was left short of INFO_COMPLETED after
 * the correction, kept from signing a loan approved meanwhile. Those members are completed here.
 */
export class KycCorrectionResumes1798240000000 implements MigrationInterface {
  name = 'KycCorrectionResumes1798240000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE members m SET info_state = 'INFO_COMPLETED', updated_at = now()
        WHERE m.info_state <> 'INFO_COMPLETED'
          AND EXISTS (SELECT 1 FROM member_identity i WHERE i.member_id = m.id AND i.kyc_status <> 'REJECTED')
          AND EXISTS (SELECT 1 FROM member_personal p WHERE p.member_id = m.id)
          AND EXISTS (SELECT 1 FROM member_address a WHERE a.member_id = m.id)
          AND EXISTS (SELECT 1 FROM member_references r WHERE r.member_id = m.id)
          AND EXISTS (SELECT 1 FROM member_bank_accounts b WHERE b.member_id = m.id AND b.status = 'ACTIVE' AND b.confirmed_at IS NOT NULL)`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the members completed here had completed the wizard once already.
  }
}
