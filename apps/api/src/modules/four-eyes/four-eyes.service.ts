import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatCentavos, t, type Language, type MessageKey } from '@halimbawa/domain';
import { DataSource, In, MoreThan, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import { keysetPage, pageOf, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { MembersService } from '../members/members.service';
import type { FourEyesRequestedDto, PendingActionDto, PendingActionListDto } from './dto/four-eyes.dto';
import { isPendingActionStatus, PendingActionEntity, type PendingActionStatus } from './pending-action.entity';

/** A waiting or checked action, as the handlers of other modules read it. */
export type PendingAction = PendingActionEntity;

export const NOTE_MAX_LENGTH = 500;
const KIND_FORMAT = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The staff member who checks, in the checker's request. */
export interface Checker {
  staff: AuthMember;
  meta: RequestMeta;
  note: string | null;
}

/**
 * What a module does with its kind of action. `approve` and `reject` run inside the checker's
 * transaction (a Refusal from them leaves the action waiting); `afterCommit` runs once it is
 * committed (an SMS to the borrower), and its failure does not undo the check.
 */
export interface FourEyesHandler {
  /**
   * The action creates or changes the staff account that is its subject: that account never checks
   * an action of the same maker, nor one made before the change took effect (so that an admin cannot
   * make a second account, or a second person's, and approve with it).
   */
  changesStaffAccount?: boolean;
  approve(m: EntityManager, action: PendingActionEntity, checker: Checker): Promise<void>;
  /** What the checker reads before deciding: whom it is for and what changes (values worded in `lang`). */
  describe(m: EntityManager, action: PendingActionEntity, lang: Language): Promise<ActionAbout>;
  reject?(m: EntityManager, action: PendingActionEntity, checker: Checker): Promise<void>;
  afterCommit?(action: PendingActionEntity): Promise<void>;
}

/** One field the action changes: its value now and after approval (null where there is none). */
export interface ActionChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** What an action is about, as its module words it for the checker. */
export interface ActionAbout {
  /** The member (a borrower, or a staff account) it is for, if any; the four-eyes service adds the name. */
  memberId: string | null;
  /** Whom it is for when no account exists yet (a new staff account). */
  name?: string | null;
  loanNumber: string | null;
  changes: ActionChange[];
}

export interface FourEyesRequest {
  kind: string;
  subjectId: string;
  payload?: Record<string, unknown>;
  /** PHP centavos, when the action moves or commits money. */
  amount?: number | null;
  maker: AuthMember;
  meta: RequestMeta;
}

/**
 * Maker-checker (docs/decisions/016-four-eyes.md): a module asks for a second staff member inside
 * its own transaction (`request`); the action waits until someone other than its maker approves
 * (the registered handler carries it out) or rejects it. Every step is audited.
 */
@Injectable()
export class FourEyesService {
  private readonly handlers = new Map<string, FourEyesHandler>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly members: MembersService,
  ) {}

  /** Called once per kind by the module that owns it (in its onModuleInit). */
  register(kind: string, handler: FourEyesHandler): void {
    if (!KIND_FORMAT.test(kind)) throw new Error(`four eyes: a kind is dotted lower-case words, not '${kind}'`);
    if (this.handlers.has(kind)) throw new Error(`four eyes: '${kind}' is registered twice`);
    this.handlers.set(kind, handler);
  }

  /** Records the action as waiting, in the caller's transaction `m`; 409 when the same one already waits. */
  async request(m: EntityManager, input: FourEyesRequest): Promise<PendingActionEntity> {
    if (!this.handlers.has(input.kind)) throw new Error(`four eyes: no handler for '${input.kind}'`);
    if (await this.waiting(m, input.kind, input.subjectId)) throw Refusal.conflict('apiFourEyes.alreadyWaiting');
    const action = await m.save(
      m.create(PendingActionEntity, {
        kind: input.kind,
        subjectId: input.subjectId,
        payload: input.payload ?? {},
        amount: input.amount ?? null,
        makerId: input.maker.id,
        madeAt: this.clock.now(),
        status: 'PENDING',
      }),
    );
    await this.audit.record(
      { actorId: input.maker.id, action: 'four-eyes.request', target: action.id, about: action.subjectId, meta: input.meta, details: { kind: action.kind, subjectId: action.subjectId, amount: action.amount, payload: action.payload } },
      m,
    );
    return action;
  }

  /**
   * Withdraws, in the caller's transaction, the actions still waiting of `kind` for `subjectId` (its
   * subject closed: SUBJECT_CLOSED) or made by `makerId` (the maker deactivated: MAKER_DEACTIVATED):
   * nobody can approve them any more. Each audited, with who caused it (null: the system, as a loan
   * paid off by a channel's payment).
   */
  async withdraw(
    m: EntityManager,
    which: { kind: string; subjectId: string; reason: 'SUBJECT_CLOSED' } | { makerId: string; reason: 'MAKER_DEACTIVATED' },
    by: { actorId: string | null; meta?: RequestMeta },
  ): Promise<void> {
    const where = 'makerId' in which ? { makerId: which.makerId, status: 'PENDING' as const } : { kind: which.kind, subjectId: which.subjectId, status: 'PENDING' as const };
    const waiting = await m.find(PendingActionEntity, { where, lock: { mode: 'pessimistic_write' } });
    for (const action of waiting) {
      Object.assign(action, { status: 'WITHDRAWN', checkedAt: this.clock.now(), withdrawnReason: which.reason });
      await m.save(action);
      await this.audit.record(
        { actorId: by.actorId, action: 'four-eyes.withdraw', target: action.id, about: action.subjectId, meta: by.meta, details: { kind: action.kind, subjectId: action.subjectId, makerId: action.makerId, reason: which.reason } },
        m,
      );
    }
  }

  /** The action of `kind` waiting for `subjectId`, if any. */
  waiting(m: EntityManager, kind: string, subjectId: string): Promise<PendingActionEntity | null> {
    return m.findOne(PendingActionEntity, { where: { kind, subjectId, status: 'PENDING' } });
  }

  /** The action of `kind` for `subjectId` made with this Idempotency-Key (its payload's `idempotencyKey`), whatever became of it. */
  madeWithKey(m: EntityManager, kind: string, subjectId: string, key: string): Promise<PendingActionEntity | null> {
    return m.createQueryBuilder(PendingActionEntity, 'a').where('a.kind = :kind AND a.subject_id = :subjectId', { kind, subjectId }).andWhere(`a.payload ->> 'idempotencyKey' = :key`, { key }).getOne();
  }

  /** How many actions wait, of these kinds (all kinds without). */
  async countWaiting(kinds?: string[]): Promise<number> {
    const qb = this.dataSource.manager.createQueryBuilder(PendingActionEntity, 'a').where(`a.status = 'PENDING'`);
    if (kinds) qb.andWhere('a.kind IN (:...kinds)', { kinds: kinds.length ? kinds : [''] });
    return qb.getCount();
  }

  async list(staff: AuthMember, filter: { status?: unknown; kind?: unknown }, page: PageRequest, meta: RequestMeta): Promise<PendingActionListDto> {
    const status = filter.status === undefined || filter.status === '' ? 'PENDING' : filter.status;
    const kind = filter.kind === undefined || filter.kind === '' ? null : filter.kind;
    const kindOk = kind === null || (typeof kind === 'string' && kind.length <= 100 && KIND_FORMAT.test(kind));
    refuseFields({ status: isPendingActionStatus(status) ? undefined : { code: 'apiFourEyes.status' }, kind: kindOk ? undefined : { code: 'apiFourEyes.kind' } });
    const qb = this.dataSource.manager.createQueryBuilder(PendingActionEntity, 'a').where('a.status = :status', { status });
    if (kind) qb.andWhere('a.kind = :kind', { kind });
    const { rows, nextCursor } = pageOf(await keysetPage(qb, 'a', page.after, page.limit + 1).getMany(), page.limit);
    await this.audit.record({ actorId: staff.id, action: 'four-eyes.list', meta, details: { status, kind, paged: page.after !== null, count: rows.length } });
    return { actions: await this.described(rows, staff, meta.lang), nextCursor };
  }

  async read(staff: AuthMember, id: string, lang: Language): Promise<PendingActionDto> {
    const [dto] = await this.described([await this.find(this.dataSource.manager, id, false)], staff, lang);
    return dto;
  }

  /**
   * The actions with who made them and what each is about, so that the checker never approves
   * blind: the kind's handler words its subject and changes; the names come in one read.
   */
  private async described(actions: PendingActionEntity[], viewer: AuthMember, lang: Language): Promise<PendingActionDto[]> {
    const m = this.dataSource.manager;
    const abouts = await Promise.all(actions.map((a) => this.handlers.get(a.kind)?.describe(m, a, lang) ?? Promise.resolve(null)));
    const ids = [...actions.map((a) => a.makerId), ...abouts.map((about) => about?.memberId ?? null)].filter((id): id is string => id !== null);
    const names = await this.members.namesOf([...new Set(ids)]);
    return actions.map((a, i) => {
      const about = abouts[i];
      return toPendingActionDto(a, viewer, {
        makerName: names.get(a.makerId) ?? null,
        about: about && {
          memberId: about.memberId,
          memberName: (about.memberId ? names.get(about.memberId) : about.name) ?? null,
          loanNumber: about.loanNumber,
          changes: about.changes,
        },
      });
    });
  }

  approve(checker: AuthMember, id: string, note: unknown, meta: RequestMeta): Promise<PendingActionDto> {
    return this.check(checker, id, 'APPROVED', note, meta);
  }

  reject(checker: AuthMember, id: string, note: unknown, meta: RequestMeta): Promise<PendingActionDto> {
    return this.check(checker, id, 'REJECTED', note, meta);
  }

  private async check(staff: AuthMember, id: string, outcome: Exclude<PendingActionStatus, 'PENDING'>, noteInput: unknown, meta: RequestMeta): Promise<PendingActionDto> {
    const note = checkNote(noteInput, outcome === 'REJECTED');
    const action = await this.dataSource.transaction(async (m) => {
      const locked = await this.find(m, id, true);
      if (locked.status === 'WITHDRAWN') throw Refusal.conflict('apiFourEyes.withdrawn');
      if (locked.status !== 'PENDING') throw Refusal.conflict('apiFourEyes.notPending');
      if (locked.makerId === staff.id) throw Refusal.forbidden('apiFourEyes.ownAction');
      if (await this.checkerMadeFor(m, locked, staff.id)) throw Refusal.forbidden('apiFourEyes.checkerChanged');
      const handler = this.handlers.get(locked.kind);
      if (!handler) throw Refusal.conflict('apiFourEyes.unknownKind');
      const checker: Checker = { staff, meta, note };
      if (outcome === 'APPROVED') await handler.approve(m, locked, checker);
      else await handler.reject?.(m, locked, checker);
      Object.assign(locked, { status: outcome, checkerId: staff.id, checkedAt: this.clock.now(), note });
      await m.save(locked);
      await this.audit.record(
        {
          actorId: staff.id,
          action: outcome === 'APPROVED' ? 'four-eyes.approve' : 'four-eyes.reject',
          target: locked.id,
          about: locked.subjectId,
          meta,
          details: { kind: locked.kind, subjectId: locked.subjectId, amount: locked.amount, makerId: locked.makerId, note },
        },
        m,
      );
      return locked;
    });
    await this.handlers.get(action.kind)?.afterCommit?.(action);
    return toPendingActionDto(action, staff);
  }

  /**
   * Whether the checker's own account was created or changed by the action's maker, or after the
   * action was made: an approved action of a kind that changes staff accounts, about the checker.
   */
  private async checkerMadeFor(m: EntityManager, action: PendingActionEntity, checkerId: string): Promise<boolean> {
    const kinds = [...this.handlers].filter(([, h]) => h.changesStaffAccount).map(([kind]) => kind);
    if (kinds.length === 0) return false;
    return m.exists(PendingActionEntity, {
      where: [
        { kind: In(kinds), subjectId: checkerId, status: 'APPROVED', makerId: action.makerId },
        { kind: In(kinds), subjectId: checkerId, status: 'APPROVED', checkedAt: MoreThan(action.madeAt) },
      ],
    });
  }

  private async find(m: EntityManager, id: string, lock: boolean): Promise<PendingActionEntity> {
    const action = UUID.test(id) ? await m.findOne(PendingActionEntity, { where: { id }, lock: lock ? { mode: 'pessimistic_write' } : undefined }) : null;
    if (!action) throw Refusal.notFound('apiFourEyes.notFound');
    return action;
  }
}

/** The note, trimmed (null when empty); a rejection needs one. */
function checkNote(input: unknown, required: boolean): string | null {
  const note = typeof input === 'string' && input.trim() !== '' ? input.trim() : null;
  if (input !== undefined && input !== null && typeof input !== 'string') throw Refusal.fields({ note: { code: 'apiFourEyes.note', params: { max: NOTE_MAX_LENGTH } } });
  if (note && note.length > NOTE_MAX_LENGTH) throw Refusal.fields({ note: { code: 'apiFourEyes.note', params: { max: NOTE_MAX_LENGTH } } });
  if (!note && required) throw Refusal.fields({ note: { code: 'apiFourEyes.noteRequired' } });
  return note;
}

export function toPendingActionDto(a: PendingActionEntity, viewer: AuthMember, described?: Pick<PendingActionDto, 'makerName' | 'about'>): PendingActionDto {
  return {
    makerName: described?.makerName ?? null,
    about: described?.about ?? null,
    id: a.id,
    kind: a.kind,
    subjectId: a.subjectId,
    payload: a.payload,
    amount: a.amount,
    amountText: a.amount === null ? null : formatCentavos(a.amount),
    makerId: a.makerId,
    madeAt: a.madeAt.toISOString(),
    status: a.status,
    checkerId: a.checkerId,
    checkedAt: a.checkedAt?.toISOString() ?? null,
    withdrawnReason: a.withdrawnReason,
    note: a.note,
    mine: a.makerId === viewer.id,
  };
}

/** The answer to a request that now waits: `message` (in `lang`) says a second staff member must approve it. */
export function requestedAnswer(action: PendingActionEntity, maker: AuthMember, lang: Language, message: MessageKey): FourEyesRequestedDto {
  return { message: t(lang, message), action: toPendingActionDto(action, maker) };
}
