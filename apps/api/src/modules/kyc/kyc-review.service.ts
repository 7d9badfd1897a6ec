import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { canTransitionKyc, isKycStatus, type FieldErrors, type KycStatus, statusCatalogues, t } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import { pageOf, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import { toOfficerDocumentView } from '../documents/document.mappers';
import { DocumentsService } from '../documents/documents.service';
import { toMemberDto } from '../members/dto/member.dto';
import { MembersService } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { KycDecisionDto, OfficerMemberDetailDto, OfficerMemberListDto } from './dto/officer-kyc.dto';
import { MemberIdentityEntity } from './entities/member-identity.entity';
import { KYC_REASON_CODES, isKycReasonCode, kycReason } from './kyc-reasons';
import { KycRepository } from './kyc.repository';
import { toKycView } from './kyc.mappers';
import { KycService } from './kyc.service';
import { earlierState } from './wizard.rules';
import { EventsService } from '../webhooks/events.service';

/** The officer's refusals, in the request's language. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Loan officers' KYC review (docs/product.md §4, §6): the queue, a member's file, and the decision. */
@Injectable()
export class KycReviewService {

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: KycRepository,
    private readonly members: MembersService,
    private readonly kyc: KycService,
    private readonly documents: DocumentsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly events: EventsService,
  ) {}

  /** Members who submitted an ID, oldest submission first; `kyc` filters by review status. */
  /** A page of members who submitted an ID, newest first; `page.search` finds them by name or phone. */
  async list(officer: AuthMember, kyc: string | undefined, page: PageRequest, meta: RequestMeta): Promise<OfficerMemberListDto> {
    if (kyc !== undefined && kyc !== '' && !isKycStatus(kyc)) throw Refusal.fields({ kyc: { code: 'apiKyc.review.kycFilter' } });
    const memberIds = page.search ? await this.members.idsMatching(page.search) : null;
    const read = await this.repository.reviewPage({ kycStatus: isKycStatus(kyc) ? kyc : undefined, memberIds, after: page.after, limit: page.limit + 1 });
    const { rows: identities, nextCursor } = pageOf(
      read.map((i) => ({ ...i, id: i.memberId })),
      page.limit,
    );
    const members = new Map((await this.members.findMany(identities.map((i) => i.memberId))).map((mb) => [mb.id, mb]));
    // Each with its member (one deleted meanwhile is left out, as an inner join would).
    const rows = identities.flatMap((i) => {
      const member = members.get(i.memberId);
      return member ? [{ ...i, member }] : [];
    });
    await this.audit.record({
      actorId: officer.id,
      action: 'officer.members.list',
      meta,
      details: { kyc: kyc || null, search: page.search, paged: page.after !== null, count: rows.length },
    });
    const list = rows.map((i) => ({
      id: i.memberId,
      fullName: i.member.fullName,
      phoneNumber: i.member.phoneNumber,
      email: i.member.email,
      infoState: i.member.infoState,
      kycStatus: i.kycStatus,
      reasonCode: i.kycReasonCode,
      submittedAt: i.submittedAt.toISOString(),
      reviewedAt: i.reviewedAt?.toISOString() ?? null,
      path: `/officer/members/${i.memberId}`,
    }));
    return { members: list, nextCursor };
  }

  async detail(officer: AuthMember, memberId: string, meta: RequestMeta): Promise<OfficerMemberDetailDto> {
    const member = UUID.test(memberId) ? await this.members.find(memberId) : null;
    if (!member) throw Refusal.notFound();
    const sections = await this.kyc.sections(member.id, meta.lang);
    const documents = await this.documents.current(member.id);
    const identity = await this.repository.identity(member.id);
    await this.audit.record({ actorId: officer.id, action: 'officer.member.view', target: member.id, meta });
    return {
      member: toMemberDto(member),
      ...sections,
      documents: documents.map(toOfficerDocumentView),
      kyc: identity ? { ...toKycView(identity, meta.lang), reviewedBy: identity.reviewedBy } : null,
    };
  }

  async decide(officer: AuthMember, memberId: string, body: KycDecisionDto, meta: RequestMeta): Promise<OfficerMemberDetailDto> {
    const status = typeof body.status === 'string' ? body.status.trim() : '';
    const reasonCode = typeof body.reasonCode === 'string' ? body.reasonCode.trim() : '';
    const errors: FieldErrors = {};
    if (status !== 'VERIFIED' && status !== 'REJECTED') errors.status = { code: 'apiKyc.review.status' };
    if (status === 'REJECTED' && !isKycReasonCode(reasonCode)) errors.reasonCode = { code: 'apiKyc.review.reason', params: { codes: KYC_REASON_CODES.join(', ') } };
    if (status === 'VERIFIED' && reasonCode !== '') errors.reasonCode = { code: 'apiKyc.review.reasonNotAllowed' };
    refuseFields(errors);
    if (!UUID.test(memberId)) throw Refusal.notFound();
    if (memberId === officer.id) throw Refusal.forbidden('apiKyc.review.ownReview');
    const to = status as Extract<KycStatus, 'VERIFIED' | 'REJECTED'>;

    await this.dataSource.transaction(async (m) => {
      const row = await this.members.findForUpdate(memberId, m);
      if (!row) throw Refusal.notFound();
      const identity = await this.repository.identity(memberId, m);
      if (!identity) throw Refusal.conflict('apiKyc.review.notSubmitted');
      if (!canTransitionKyc(identity.kycStatus, to)) throw Refusal.conflict('apiKyc.review.notPending');
      const now = this.clock.now();
      const reason = to === 'REJECTED' && isKycReasonCode(reasonCode) ? reasonCode : null;
      await m.update(MemberIdentityEntity, { memberId }, { kycStatus: to, kycReasonCode: reason, reviewedBy: officer.id, reviewedAt: now, updatedAt: now });
      let infoState = row.infoState;
      if (reason) {
        // Back to the step to resubmit (never forward).
        infoState = earlierState(row.infoState, kycReason(reason).step);
        if (infoState !== row.infoState) await this.members.setInfoState(memberId, infoState, now, m);
      }
      await this.audit.record(
        {
          actorId: officer.id,
          action: 'officer.kyc.decide',
          target: memberId,
          meta,
          details: { from: identity.kycStatus, to, reasonCode: reason, infoState: { from: row.infoState, to: infoState } },
          before: { kycStatus: identity.kycStatus, infoState: row.infoState },
          after: { kycStatus: to, reasonCode: reason, infoState },
        },
        m,
      );
      await this.events.record(m, 'kyc.decided', { memberId }, { memberId, status: to, reasonCode: reason });
      // The member learns the outcome by SMS, queued with the decision (no link, no reason text: it is shown after sign-in).
      const entry = statusCatalogues(row.language).kycStatus[to];
      const texts = { company: this.config.company.shortName, statement: entry.statement, message: entry.message };
      await this.notifications.sendSms(row.phoneNumber, t(row.language, to === 'VERIFIED' ? 'apiSms.kycVerified' : 'apiSms.kycRejected', texts), m);
    });
    return this.detail(officer, memberId, meta);
  }
}
