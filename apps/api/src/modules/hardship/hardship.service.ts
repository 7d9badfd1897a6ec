import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  HARDSHIP_NOTICE_DAYS,
  HARDSHIP_REASON_MAX,
  hardshipInTime,
  isHardshipKind,
  formatDate,
  manilaIsoDate,
  parseAmount,
  t,
  type HardshipStatus,
  type Language,
} from '@halimbawa/domain';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import { keysetPage, pageOf, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import type { PendingActionDto } from '../four-eyes/dto/four-eyes.dto';
import { FourEyesService, type PendingAction } from '../four-eyes/four-eyes.service';
import { LoansService } from '../loans/loans.service';
import { NotificationsService } from '../notifications/notifications.service';
import { HARDSHIP_DECISIONS, type HardshipAskDto, type HardshipDecideDto, type HardshipListDto, type HardshipRequestDto } from './dto/hardship.dto';
import { HardshipRequestEntity } from './hardship-request.entity';

/** The four-eyes kind of a hardship decision (docs/decisions/016-four-eyes.md). */
export const HARDSHIP_DECIDE_KIND = 'hardship.decide';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = HardshipRequestEntity & { loanNumber: string };

/**
 * Hardship requests (docs/product.md, Hardship requests): the borrower asks at least five days
 * before the next due date; an officer proposes a decision and a second staff member checks it
 * (four eyes); the borrower is told by SMS.
 */
@Injectable()
export class HardshipService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly loans: LoansService,
    private readonly fourEyes: FourEyesService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.fourEyes.register(HARDSHIP_DECIDE_KIND, {
      approve: (m, action) => this.carryOut(m, action),
      afterCommit: (action) => (action.status === 'APPROVED' ? this.tellBorrower(action.subjectId) : Promise.resolve()),
    });
  }

  async ask(me: AuthMember, loanNumber: string, body: HardshipAskDto, meta: RequestMeta): Promise<HardshipRequestDto> {
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    const amount = typeof body.proposedAmount === 'string' ? parseAmount(body.proposedAmount) : null;
    refuseFields({
      kind: isHardshipKind(body.kind) ? undefined : { code: 'apiHardship.kind' },
      reason: reason !== '' && reason.length <= HARDSHIP_REASON_MAX ? undefined : { code: 'apiHardship.reason', params: { max: HARDSHIP_REASON_MAX } },
      proposedAmount: amount !== null && amount > 0 ? undefined : { code: 'apiHardship.proposedAmount' },
    });
    const id = await this.dataSource.transaction(async (m) => {
      const loan = await this.loans.ownLoan(m, me, loanNumber, true);
      if (loan.status !== 'DISBURSED' && loan.status !== 'OVERDUE') throw Refusal.conflict('apiHardship.loanNotOpen');
      const next = (await this.loans.scheduleOf(loan.id, m)).find((r) => r.paidAt === null && r.dueDate !== null);
      if (!next?.dueDate) throw Refusal.conflict('apiHardship.loanNotOpen');
      if (!hardshipInTime(next.dueDate, manilaIsoDate(this.clock.now()))) {
        throw Refusal.conflict('apiHardship.tooLate', { days: HARDSHIP_NOTICE_DAYS, dueDate: formatDate(next.dueDate, meta.lang) });
      }
      if (await m.findOne(HardshipRequestEntity, { where: { loanId: loan.id, status: 'PENDING' } })) throw Refusal.conflict('apiHardship.alreadyOpen');
      const saved = await m.save(m.create(HardshipRequestEntity, { loanId: loan.id, memberId: me.id, kind: body.kind, reason, proposedAmount: amount!, dueDate: next.dueDate, status: 'PENDING' }));
      await this.audit.record({ actorId: me.id, action: 'hardship.request', target: saved.id, meta, details: { loanNumber, kind: body.kind, proposedAmount: amount } }, m);
      return saved.id;
    });
    return this.toDto(await this.one(this.dataSource.manager, id), meta.lang);
  }

  /** The member's requests about one of their loans, newest first. */
  async mine(me: AuthMember, loanNumber: string, page: PageRequest, lang: Language): Promise<HardshipListDto> {
    const loan = await this.loans.ownLoan(this.dataSource.manager, me, loanNumber);
    return this.page(this.rows(this.dataSource.manager).where('h.loan_id = :loanId', { loanId: loan.id }), page, lang);
  }

  /** The back office's list: one status (PENDING by default), newest first. Audited. */
  async list(staff: AuthMember, status: unknown, page: PageRequest, meta: RequestMeta): Promise<HardshipListDto> {
    const wanted = status === undefined || status === '' ? 'PENDING' : status;
    refuseFields({ status: typeof wanted === 'string' && ['PENDING', 'APPROVED', 'REJECTED'].includes(wanted) ? undefined : { code: 'apiFourEyes.status' } });
    const result = await this.page(this.rows(this.dataSource.manager).where('h.status = :status', { status: wanted }), page, meta.lang, true);
    await this.audit.record({ actorId: staff.id, action: 'officer.hardship.list', meta, details: { status: wanted, count: result.requests.length } });
    return result;
  }

  /** An officer proposes approving or rejecting; it waits for a second staff member (four eyes). */
  async decide(staff: AuthMember, id: string, body: HardshipDecideDto, meta: RequestMeta): Promise<PendingActionDto> {
    refuseFields({ decision: (HARDSHIP_DECISIONS as readonly string[]).includes(body.decision) ? undefined : { code: 'apiHardship.decision' } });
    const action = await this.dataSource.transaction(async (m) => {
      const request = await this.locked(m, id);
      return this.fourEyes.request(m, { kind: HARDSHIP_DECIDE_KIND, subjectId: request.id, payload: { decision: body.decision, note: body.note?.trim() || null }, amount: request.proposedAmount, maker: staff, meta });
    });
    return this.fourEyes.read(staff, action.id);
  }

  private async carryOut(m: EntityManager, action: PendingAction): Promise<void> {
    const request = await this.locked(m, action.subjectId);
    const status: HardshipStatus = action.payload.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    await m.update(HardshipRequestEntity, { id: request.id }, { status, decidedAt: this.clock.now() });
  }

  private async tellBorrower(id: string): Promise<void> {
    const request = await this.one(this.dataSource.manager, id);
    const borrower = await this.loans.borrowerOf(this.dataSource.manager, request.memberId);
    const lang = borrower.language;
    const status = t(lang, `apiHardship.status.${request.status}`);
    await this.notifications.sendSmsAfterAnswer(borrower.phoneNumber, t(lang, 'apiHardship.smsDecided', { company: this.config.company.shortName, loanNumber: request.loanNumber, status }));
  }

  /** The request, locked and still waiting: 404 unknown, 409 decided. */
  private async locked(m: EntityManager, id: string): Promise<HardshipRequestEntity> {
    const request = UUID.test(id) ? await m.findOne(HardshipRequestEntity, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!request) throw Refusal.notFound('apiHardship.notFound');
    if (request.status !== 'PENDING') throw Refusal.conflict('apiHardship.notPending');
    return request;
  }

  private rows(m: EntityManager): SelectQueryBuilder<HardshipRequestEntity> {
    return m.createQueryBuilder(HardshipRequestEntity, 'h').innerJoin('loans', 'l', 'l.id = h.loan_id').addSelect('l.loan_number', 'loan_number');
  }

  private async one(m: EntityManager, id: string): Promise<Row> {
    const [row] = await this.withNumbers(this.rows(m).where('h.id = :id', { id }));
    if (!row) throw Refusal.notFound('apiHardship.notFound');
    return row;
  }

  private async withNumbers(qb: SelectQueryBuilder<HardshipRequestEntity>): Promise<Row[]> {
    const { entities, raw } = await qb.getRawAndEntities<{ h_id: string; loan_number: string }>();
    const numbers = new Map(raw.map((r) => [r.h_id, r.loan_number]));
    return entities.map((e) => Object.assign(e, { loanNumber: numbers.get(e.id)! }));
  }

  private async page(qb: SelectQueryBuilder<HardshipRequestEntity>, page: PageRequest, lang: Language, staff = false): Promise<HardshipListDto> {
    const { rows, nextCursor } = pageOf(await this.withNumbers(keysetPage(qb, 'h', page.after, page.limit + 1)), page.limit);
    const waiting = staff ? await Promise.all(rows.map((r) => this.fourEyes.waiting(this.dataSource.manager, HARDSHIP_DECIDE_KIND, r.id))) : [];
    return { requests: rows.map((r, i) => ({ ...this.toDto(r, lang), ...(staff ? { waitingActionId: waiting[i]?.id ?? null } : {}) })), nextCursor };
  }

  private toDto(r: Row, lang: Language): HardshipRequestDto {
    return {
      id: r.id,
      loanNumber: r.loanNumber,
      kind: r.kind,
      kindText: t(lang, `apiHardship.kindName.${r.kind}`),
      reason: r.reason,
      proposedAmount: r.proposedAmount,
      dueDate: r.dueDate,
      status: r.status,
      statusText: t(lang, `apiHardship.status.${r.status}`),
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    };
  }
}
