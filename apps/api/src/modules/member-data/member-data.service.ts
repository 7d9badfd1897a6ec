import { Injectable } from '@nestjs/common';
import type { Language } from '@halimbawa/domain';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import type { RequestMeta } from '../../common/request-meta';
import { InboxService } from '../inbox/inbox.service';
import { KycService } from '../kyc/kyc.service';
import { LoansService } from '../loans/loans.service';
import { MembersService } from '../members/members.service';
import { SupportService } from '../support/support.service';
import type { ConsentDto, MemberDataDto } from './dto/member-data.dto';

/**
 * Everything the company holds about a member, in one document (docs/product.md §2 Your data; the
 * Data Privacy Act's right of access), gathered through each module's service. Never the password
 * hash, the session tokens or a one-time code.
 */
@Injectable()
export class MemberDataService {
  constructor(
    private readonly members: MembersService,
    private readonly kyc: KycService,
    private readonly loans: LoansService,
    private readonly support: SupportService,
    private readonly inbox: InboxService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async export(me: AuthMember, lang: Language, meta: RequestMeta): Promise<MemberDataDto> {
    const member = await this.members.get(me.id);
    const [kyc, loans, supportRequests, notifications, bureauAt] = await Promise.all([
      this.kyc.summary(me.id, lang),
      this.loans.allOf(me.id, lang),
      this.support.everythingOf(me.id),
      this.inbox.everythingOf(me.id),
      this.kyc.creditBureauConsentAt(me.id),
    ]);
    const consents: ConsentDto[] = [
      ...(member.termsAcceptedAt ? [{ kind: 'TERMS_AND_PRIVACY' as const, version: member.termsVersion, givenAt: member.termsAcceptedAt.toISOString() }] : []),
      ...(bureauAt ? [{ kind: 'CREDIT_BUREAU_REPORTING' as const, version: null, givenAt: bureauAt.toISOString() }] : []),
      ...loans.flatMap((loan) => (loan.signedAt ? [{ kind: 'LOAN_CONTRACT' as const, version: loan.loanNumber, givenAt: loan.signedAt }] : [])),
    ].sort((a, b) => a.givenAt.localeCompare(b.givenAt));
    await this.audit.record({ actorId: me.id, action: 'member.data.export', target: me.id, meta, details: { loans: loans.length } });
    const { passwordHash: _hash, ...account } = member;
    return {
      exportedAt: this.clock.now().toISOString(),
      member: account as unknown as Record<string, unknown>,
      consents,
      kyc: kyc as unknown as Record<string, unknown>,
      loans: loans as unknown as Record<string, unknown>[],
      supportRequests: supportRequests as unknown as Record<string, unknown>[],
      notifications: notifications as unknown as Record<string, unknown>[],
    };
  }
}
