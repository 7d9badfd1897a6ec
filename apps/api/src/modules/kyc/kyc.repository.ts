import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { KycStatus } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { MemberAddressEntity } from './entities/member-address.entity';
import { MemberBankAccountEntity } from './entities/member-bank-account.entity';
import { MemberIdentityEntity } from './entities/member-identity.entity';
import { MemberPersonalEntity } from './entities/member-personal.entity';
import { MemberReferencesEntity } from './entities/member-references.entity';
import type { PageCursor } from '../../common/paging';
import type { WizardStep } from './wizard.rules';

/**
 * The reads of the KYC tables that several services share (the wizard, the review, the bank
 * change, and what other modules ask KycService for). Pass the use case's manager to read inside
 * its transaction.
 */
@Injectable()
export class KycRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  personal(memberId: string, m: EntityManager = this.dataSource.manager): Promise<MemberPersonalEntity | null> {
    return m.findOne(MemberPersonalEntity, { where: { memberId } });
  }

  address(memberId: string, m: EntityManager = this.dataSource.manager): Promise<MemberAddressEntity | null> {
    return m.findOne(MemberAddressEntity, { where: { memberId } });
  }

  references(memberId: string, m: EntityManager = this.dataSource.manager): Promise<MemberReferencesEntity | null> {
    return m.findOne(MemberReferencesEntity, { where: { memberId } });
  }

  identity(memberId: string, m: EntityManager = this.dataSource.manager): Promise<MemberIdentityEntity | null> {
    return m.findOne(MemberIdentityEntity, { where: { memberId } });
  }

  activeBankAccount(memberId: string, m: EntityManager = this.dataSource.manager): Promise<MemberBankAccountEntity | null> {
    return m.findOne(MemberBankAccountEntity, { where: { memberId, status: 'ACTIVE' } });
  }

  /** The wizard steps whose answers the member has stored (one after another: `m` may be a transaction's). */
  async storedSteps(memberId: string, m: EntityManager = this.dataSource.manager): Promise<Set<WizardStep>> {
    const stored = new Set<WizardStep>();
    if (await m.exists(MemberPersonalEntity, { where: { memberId } })) stored.add('PERSONAL_INFO');
    if (await m.exists(MemberAddressEntity, { where: { memberId } })) stored.add('ADDRESS_INFO');
    if (await m.exists(MemberReferencesEntity, { where: { memberId } })) stored.add('REFERENCES_INFO');
    if (await m.exists(MemberIdentityEntity, { where: { memberId } })) stored.add('IDENTITY_INFO');
    if (await m.exists(MemberBankAccountEntity, { where: { memberId, status: 'ACTIVE' } })) stored.add('BANK_INFO');
    return stored;
  }

  /** Submitted identities, newest first after the cursor's row, optionally of one review status and of some members. */
  reviewPage(p: { kycStatus?: KycStatus; memberIds: string[] | null; after: PageCursor | null; limit: number }): Promise<MemberIdentityEntity[]> {
    const qb = this.dataSource.manager.createQueryBuilder(MemberIdentityEntity, 'i').orderBy('i.createdAt', 'DESC').addOrderBy('i.memberId', 'DESC').limit(p.limit);
    if (p.kycStatus) qb.andWhere('i.kyc_status = :kycStatus', { kycStatus: p.kycStatus });
    if (p.memberIds) qb.andWhere('i.member_id = ANY(:memberIds::uuid[])', { memberIds: p.memberIds });
    if (p.after) qb.andWhere('(i.created_at, i.member_id) < (:afterAt, :afterId)', { afterAt: p.after.createdAt, afterId: p.after.id });
    return qb.getMany();
  }

  /**
   * SQL selecting the ids of members whose identity is VERIFIED, for another module's claim query
   * to use as a subquery (`member_id IN (...)`), so that its rows are claimed in one statement.
   */
  readonly verifiedMemberIdsSql = `SELECT member_id FROM member_identity WHERE kyc_status = 'VERIFIED'`;
}
