import { HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { manilaIsoDate, type MessageKey, type MessageVars } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import { addDays } from '../../common/manila-days';
import { pageOf, pageRequest, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { FourEyesService, toPendingActionDto, type Checker, type PendingAction } from '../four-eyes/four-eyes.service';
import { LedgerService } from '../ledger/ledger.service';
import type { ClosedPeriodsViewDto } from './closed-periods.dto';

/** The four-eyes kind of a close, and its one subject: the books (one close waits at a time). */
export const PERIOD_CLOSE_KIND = 'books.close-period';
const BOOKS_SUBJECT = 'books';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The last day of a month (YYYY-MM). */
export const lastDayOf = (month: string): string => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/** A refusal of the month asked, beside the form's field. */
const refuseMonth = (status: HttpStatus, code: MessageKey, params?: MessageVars) => new Refusal(status, code, params, { month: { code, params } });

/**
 * Closing a month (docs/decisions/032-closed-periods-statements.md): an admin asks, a second admin
 * approves, and the ledger refuses every entry booked on or before the month's last day from then
 * on. A month closes only once it has ended and the close of business has closed its last day
 * (the latest portfolio snapshot, which it writes for each day it closes, in order).
 */
@Injectable()
export class ClosedPeriodsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly fourEyes: FourEyesService,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.fourEyes.register(PERIOD_CLOSE_KIND, {
      approve: (m, action, checker) => this.approveChecked(m, action, checker),
      describe: async (m, action) => ({
        memberId: null,
        loanNumber: null,
        changes: [{ field: 'closedThrough', before: await this.ledger.closedThrough(m), after: (action.payload as { closedThrough: string }).closedThrough }],
      }),
    });
  }

  async view(admin: AuthMember, page: PageRequest, meta: RequestMeta): Promise<ClosedPeriodsViewDto> {
    const m = this.dataSource.manager;
    const [closedThrough, closeOfBusinessThrough, pending, read] = await Promise.all([
      this.ledger.closedThrough(m),
      this.closeOfBusinessThrough(m),
      this.fourEyes.waiting(m, PERIOD_CLOSE_KIND, BOOKS_SUBJECT),
      m.query(
        `SELECT id, month, closed_through::text AS closed_through, made_by, checked_by, closed_at FROM closed_periods
          WHERE $1::timestamptz IS NULL OR (closed_at, id) < ($1, $2::uuid) ORDER BY closed_at DESC, id DESC LIMIT $3`,
        [page.after?.createdAt ?? null, page.after?.id ?? null, page.limit + 1],
      ) as Promise<{ id: string; month: string; closed_through: string; made_by: string; checked_by: string; closed_at: Date }[]>,
    ]);
    const { rows, nextCursor } = pageOf(
      read.map((r) => ({ ...r, createdAt: r.closed_at })),
      page.limit,
    );
    await this.audit.record({ actorId: admin.id, action: 'admin.closed-periods.view', meta, details: { periods: rows.length } });
    return {
      closedThrough,
      closeOfBusinessThrough,
      pending: pending ? toPendingActionDto(pending, admin) : null,
      periods: rows.map((r) => ({ month: r.month, closedThrough: r.closed_through, madeBy: r.made_by, checkedBy: r.checked_by, closedAt: r.closed_at.toISOString() })),
      nextCursor,
    };
  }

  /** Asks for a second admin to close `month`; refused at once when it could not be closed now. */
  async propose(admin: AuthMember, month: unknown, meta: RequestMeta): Promise<ClosedPeriodsViewDto> {
    if (typeof month !== 'string' || !MONTH.test(month)) throw Refusal.fields({ month: { code: 'apiBooks.month' } });
    await this.dataSource.transaction(async (m) => {
      const closedThrough = await this.closable(m, month);
      await this.fourEyes.request(m, { kind: PERIOD_CLOSE_KIND, subjectId: BOOKS_SUBJECT, payload: { month, closedThrough }, maker: admin, meta });
    });
    return this.view(admin, pageRequest({}), meta);
  }

  /** The last business day the close of business has closed: the latest portfolio snapshot. */
  private async closeOfBusinessThrough(m: EntityManager): Promise<string | null> {
    const [row]: { through: string | null }[] = await m.query(`SELECT max(business_date)::text AS through FROM portfolio_snapshots`);
    return row.through;
  }

  /** The month's last day, when the month may be closed now; else the refusal that says why. */
  private async closable(m: EntityManager, month: string): Promise<string> {
    const lastDay = lastDayOf(month);
    if (lastDay >= manilaIsoDate(this.clock.now())) throw refuseMonth(HttpStatus.CONFLICT, 'apiBooks.monthNotEnded', { month });
    const closedThrough = await this.ledger.closedThrough(m);
    if (closedThrough !== null && lastDay <= closedThrough) throw refuseMonth(HttpStatus.CONFLICT, 'apiBooks.alreadyClosed', { closedThrough });
    const cob = await this.closeOfBusinessThrough(m);
    if (cob === null) throw refuseMonth(HttpStatus.CONFLICT, 'apiBooks.closeOfBusinessNeverRan', { lastDay });
    if (cob < lastDay) throw refuseMonth(HttpStatus.CONFLICT, 'apiBooks.closeOfBusinessBehind', { lastDay, through: cob });
    // The month end's provision is booked on its last day: once closed, it could not be posted.
    const [measured] = await m.query(`SELECT 1 FROM allowance_measurements WHERE measured_on = $1 LIMIT 1`, [lastDay]);
    if (!measured) throw refuseMonth(HttpStatus.CONFLICT, 'apiBooks.allowanceNotMeasured', { lastDay });
    return lastDay;
  }

  /** The second admin's approval: everything is checked again, then the ledger closes the month. */
  private async approveChecked(m: EntityManager, action: PendingAction, checker: Checker): Promise<void> {
    if (!checker.staff.roles.includes('ADMIN')) throw Refusal.forbidden('apiBooks.adminChecks');
    const { month } = action.payload as { month: string };
    const closedThrough = await this.closable(m, month);
    await this.ledger.closePeriod(m, { month, closedThrough, madeBy: action.makerId, checkedBy: checker.staff.id, pendingActionId: action.id });
    await this.audit.record({ actorId: checker.staff.id, action: 'books.period.close', target: month, meta: checker.meta, details: { closedThrough, madeBy: action.makerId, pendingActionId: action.id } }, m);
  }
}
