import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { KycStatus } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { MemberAddressEntity } from './entities/member-address.entity';
import { MemberBankAccountEntity } from './entities/member-bank-account.entity';
import { MemberIdentityEntity } from './entities/member-identity.entity';
import { MemberPersonalEntity } from './entities/member-personal.entity';
import { MemberReferencesEntity } from './entities/member-references.entity';

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

  /** Submitted identities, oldest submission first, optionally of one review status. */
  reviewQueue(kycStatus: KycStatus | undefined, limit: number): Promise<MemberIdentityEntity[]> {
    return this.dataSource.manager.find(MemberIdentityEntity, { where: kycStatus ? { kycStatus } : {}, order: { submittedAt: 'ASC' }, take: limit });
  }

  /**
   * SQL selecting the ids of members whose identity is VERIFIED, for another module's claim query
   * to use as a subquery (`member_id IN (...)`), so that its rows are claimed in one statement.
   */
  readonly verifiedMemberIdsSql = `SELECT member_id FROM member_identity WHERE kyc_status = 'VERIFIED'`;
}
