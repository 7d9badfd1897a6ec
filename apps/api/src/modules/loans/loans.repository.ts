import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOSED_LOAN_STATUSES, isSettled, type Instalment, type LoanStatus } from '@halimbawa/domain';
import { DataSource, In, Not, type EntityManager } from 'typeorm';
import { LoanContractEntity, LoanEntity, LoanScheduleEntity } from './loan.entities';
import { keysetPage, type PageCursor } from '../../common/paging';
import { REPAYABLE_STATUSES } from './loans.mappers';

export interface ScheduleRow {
  number: number;
  principal: number;
  interest: number;
  total: number;
}

const OPEN_STATUSES = Not(In([...CLOSED_LOAN_STATUSES]));
const FOR_UPDATE = { lock: { mode: 'pessimistic_write' as const } };

/**
 * The loans tables (loans, loan_schedule, loan_contracts), for the loans module's services only.
 * Methods that take an EntityManager run inside the caller's transaction; the claim methods lock
 * the row they return (FOR UPDATE SKIP LOCKED) until that transaction ends.
 */
@Injectable()
export class LoansRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A loan that must exist (EntityNotFoundError otherwise). */
  byId(id: string, m: EntityManager = this.dataSource.manager): Promise<LoanEntity> {
    return m.findOneOrFail(LoanEntity, { where: { id } });
  }

  /** A loan by number, optionally only one of `memberId`'s, optionally locked (SELECT ... FOR UPDATE). */
  byNumber(loanNumber: string, m: EntityManager, options: { memberId?: string; lock?: boolean } = {}): Promise<LoanEntity | null> {
    return m.findOne(LoanEntity, {
      where: { loanNumber: String(loanNumber), ...(options.memberId ? { memberId: options.memberId } : {}) },
      ...(options.lock ? FOR_UPDATE : {}),
    });
  }

  /** A loan by id, locked FOR UPDATE in the caller's transaction; null when there is none. */
  lockById(id: string, m: EntityManager): Promise<LoanEntity | null> {
    return m.findOne(LoanEntity, { where: { id }, ...FOR_UPDATE });
  }

  latestOf(memberId: string): Promise<LoanEntity | null> {
    return this.dataSource.manager.findOne(LoanEntity, { where: { memberId }, order: { createdAt: 'DESC', appliedAt: 'DESC' } });
  }

  /** The member's loans, the last signed first. */
  allOf(memberId: string): Promise<LoanEntity[]> {
    return this.dataSource.manager.find(LoanEntity, { where: { memberId }, order: { signedAt: 'DESC' } });
  }

  /** The officers' queue: oldest application first. */
  /** Newest first, after the cursor's row; `memberIds` or `loanNumber` (either matching) when searching. */
  page(p: { status?: LoanStatus; search: { memberIds: string[]; loanNumber: string } | null; after: PageCursor | null; limit: number }): Promise<LoanEntity[]> {
    const qb = keysetPage(this.dataSource.manager.createQueryBuilder(LoanEntity, 'l'), 'l', p.after, p.limit);
    if (p.status) qb.andWhere('l.status = :status', { status: p.status });
    if (p.search) qb.andWhere('(l.member_id = ANY(:memberIds::uuid[]) OR l.loan_number = :loanNumber)', p.search);
    return qb.getMany();
  }

  hasOpenLoan(memberId: string, m: EntityManager): Promise<boolean> {
    return m.exists(LoanEntity, { where: { memberId, status: OPEN_STATUSES } });
  }

  openLoanOf(memberId: string, m: EntityManager): Promise<LoanEntity | null> {
    return m.findOne(LoanEntity, { where: { memberId, status: OPEN_STATUSES } });
  }

  async nextLoanSequence(m: EntityManager): Promise<number> {
    const [{ n }] = await m.query(`SELECT nextval('loan_number_seq')::text AS n`);
    return Number(n);
  }

  async insert(loan: Partial<LoanEntity>, m: EntityManager): Promise<void> {
    await m.insert(LoanEntity, loan);
  }

  /**
   * Sets `to` and `changes` only if the loan still has the status it was read with; false when
   * another transaction changed it first.
   */
  async updateStatus(loan: LoanEntity, to: LoanStatus, changes: Partial<LoanEntity>, now: Date, m: EntityManager): Promise<boolean> {
    const result = await m
      .createQueryBuilder()
      .update(LoanEntity)
      .set({ ...changes, status: to, updatedAt: now })
      .where('id = :id AND status = :from', { id: loan.id, from: loan.status })
      .execute();
    return result.affected === 1;
  }

  async markDisbursementNotified(loanId: string, now: Date, m: EntityManager): Promise<void> {
    await m.update(LoanEntity, { id: loanId }, { disbursementNotifiedAt: now });
  }

  // ------------------------------------------------------------------ schedule and contract

  /** The loan's instalments in order, of the version followed; inside the caller's transaction when given its manager. */
  schedule(loanId: string, m: EntityManager = this.dataSource.manager): Promise<LoanScheduleEntity[]> {
    return m
      .createQueryBuilder(LoanScheduleEntity, 's')
      .where('s.loan_id = :loanId', { loanId })
      .andWhere('s.version = (SELECT l.schedule_version FROM loans l WHERE l.id = s.loan_id)')
      .orderBy('s.number', 'ASC')
      .getMany();
  }

  /** The instalments of one version of the loan's schedule, in order. */
  scheduleVersion(loanId: string, version: number, m: EntityManager = this.dataSource.manager): Promise<LoanScheduleEntity[]> {
    return m.find(LoanScheduleEntity, { where: { loanId, version }, order: { number: 'ASC' } });
  }

  /**
   * Writes the rows of a version not yet followed (replacing any it had); a row carried from
   * `previous` (same number and due date) keeps when it was settled and marked overdue.
   */
  async writeScheduleVersion(loanId: string, version: number, rows: Instalment[], previous: readonly LoanScheduleEntity[], now: Date, m: EntityManager): Promise<void> {
    const carried = (r: Instalment) => previous.find((p) => p.number === r.number && p.dueDate === r.dueDate);
    await m.delete(LoanScheduleEntity, { loanId, version });
    await m.insert(
      LoanScheduleEntity,
      rows.map((r) => ({
        loanId,
        version,
        number: r.number,
        dueDate: r.dueDate,
        principal: r.principal,
        interest: r.interest,
        total: r.principal + r.interest,
        paidPrincipal: r.paidPrincipal,
        paidInterest: r.paidInterest,
        lateCharge: r.lateCharge,
        paidLateCharge: r.paidLateCharge,
        // A row carried as it was keeps its waiver, so the overdue job never charges it back.
        waivedLateCharge: carried(r)?.waivedLateCharge ?? 0,
        rebatedInterest: r.rebatedInterest,
        paidParts: r.paidParts ?? [],
        paidAt: isSettled(r) ? (carried(r)?.paidAt ?? now) : null,
        overdueAt: carried(r)?.overdueAt ?? null,
      })),
    );
  }

  /** From now on repayments follow `version`. */
  async followScheduleVersion(loanId: string, version: number, now: Date, m: EntityManager): Promise<void> {
    await m.update(LoanEntity, { id: loanId }, { scheduleVersion: version, updatedAt: now });
  }

  /** Replaces a loan's schedule rows (at application, and when an officer approves less). */
  async replaceSchedule(loanId: string, rows: ScheduleRow[], m: EntityManager): Promise<void> {
    await m.delete(LoanScheduleEntity, { loanId });
    await m.insert(
      LoanScheduleEntity,
      rows.map((r) => ({ loanId, number: r.number, principal: r.principal, interest: r.interest, total: r.total, dueDate: null, paidPrincipal: 0, paidInterest: 0 })),
    );
  }

  /** Due dates ('YYYY-MM-DD'), the first for instalment 1. */
  async setDueDates(loanId: string, dates: string[], m: EntityManager): Promise<void> {
    await m.query(
      `UPDATE loan_schedule s SET due_date = d.due
         FROM unnest($2::int[], $3::date[]) AS d (number, due)
        WHERE s.loan_id = $1 AND s.number = d.number`,
      [loanId, dates.map((_, i) => i + 1), dates],
    );
  }

  /** The first instalment's due date ('YYYY-MM-DD'), or null before disbursement. */
  async firstDueDate(loanId: string, m: EntityManager): Promise<string | null> {
    const first = await m.query(`SELECT to_char(due_date, 'YYYY-MM-DD') AS due FROM loan_schedule WHERE loan_id = $1 AND number = 1`, [loanId]);
    return first[0]?.due ?? null;
  }

  async insertContract(contract: Pick<LoanContractEntity, 'loanId' | 'sha256' | 'pdf' | 'signedAt'>, m: EntityManager): Promise<void> {
    await m.insert(LoanContractEntity, contract);
  }

  contractOf(loanId: string): Promise<LoanContractEntity | null> {
    return this.dataSource.manager.findOne(LoanContractEntity, { where: { loanId } });
  }

  // ------------------------------------------------------------------ the jobs' claims (one row each)

  /** The next CONTRACT_SIGNED loan signed at or before `cutoff`, not in `skip`. */
  claimToDisburse(cutoff: Date, skip: string[], m: EntityManager): Promise<LoanEntity | null> {
    return this.claim(
      m,
      `SELECT id FROM loans
        WHERE status = 'CONTRACT_SIGNED' AND signed_at <= $1 AND NOT (id = ANY($2::uuid[]))
        ORDER BY signed_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED`,
      [cutoff, skip],
    );
  }

  /** The next disbursed loan whose member was not told yet, not in `skip`. */
  claimToNotify(skip: string[], m: EntityManager): Promise<LoanEntity | null> {
    return this.claim(
      m,
      `SELECT id FROM loans
        WHERE disbursed_at IS NOT NULL AND disbursement_notified_at IS NULL AND NOT (id = ANY($1::uuid[]))
        ORDER BY disbursed_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED`,
      [skip],
    );
  }

  /** The oldest PENDING_REVIEW application of a member in `memberIdsSql` (a subquery), not in `skip`. */
  claimPendingReview(memberIdsSql: string, skip: string[], m: EntityManager): Promise<LoanEntity | null> {
    return this.claim(
      m,
      `SELECT l.id FROM loans l
        WHERE l.status = 'PENDING_REVIEW' AND l.member_id IN (${memberIdsSql}) AND NOT (l.id = ANY($1::uuid[]))
        ORDER BY l.applied_at, l.id
        LIMIT 1
        FOR UPDATE OF l SKIP LOCKED`,
      [skip],
    );
  }

  /**
   * The next running loan not checked on Manila day `today` that has an unpaid instalment due at
   * least `graceDays` days before it (the overdue job's per-day key), not in `skip`.
   */
  claimToCheckOverdue(today: string, graceDays: number, skip: string[], m: EntityManager): Promise<LoanEntity | null> {
    return this.claim(
      m,
      `SELECT l.id FROM loans l
        WHERE l.status IN ('DISBURSED', 'OVERDUE') AND l.overdue_checked_on IS DISTINCT FROM $1::date AND NOT (l.id = ANY($3::uuid[]))
          AND EXISTS (SELECT 1 FROM loan_schedule s WHERE s.loan_id = l.id AND s.version = l.schedule_version AND s.paid_at IS NULL AND s.due_date <= $1::date - $2::int)
        ORDER BY l.disbursed_at, l.id
        LIMIT 1
        FOR UPDATE OF l SKIP LOCKED`,
      [today, graceDays, skip],
    );
  }

  /** The next OVERDUE loan not reminded on Manila day `today`, not in `skip`. */
  claimToRemind(today: string, skip: string[], m: EntityManager): Promise<LoanEntity | null> {
    return this.claim(
      m,
      `SELECT id FROM loans
        WHERE status = 'OVERDUE' AND reminded_on IS DISTINCT FROM $1::date AND NOT (id = ANY($2::uuid[]))
        ORDER BY disbursed_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED`,
      [today, skip],
    );
  }

  /**
   * The next running loan with an instalment not paid that falls due on Manila day `today` or
   * `daysBefore` days later, not reminded today (the one per-day key of every reminder), not in `skip`.
   */
  claimToRemindOfDue(today: string, daysBefore: number, skip: string[], m: EntityManager): Promise<LoanEntity | null> {
    return this.claim(
      m,
      `SELECT l.id FROM loans l
        WHERE l.status IN ('DISBURSED', 'OVERDUE') AND l.reminded_on IS DISTINCT FROM $1::date AND NOT (l.id = ANY($3::uuid[]))
          AND EXISTS (SELECT 1 FROM loan_schedule s WHERE s.loan_id = l.id AND s.version = l.schedule_version AND s.paid_at IS NULL AND s.due_date IN ($1::date, $1::date + $2::int))
        ORDER BY l.disbursed_at, l.id
        LIMIT 1
        FOR UPDATE OF l SKIP LOCKED`,
      [today, daysBefore, skip],
    );
  }

  /** The next running loan of a member who opted in to auto-debit, with an instalment not paid due on `today`, not auto-debited today. */
  claimToAutoDebit(today: string, skip: string[], m: EntityManager): Promise<LoanEntity | null> {
    return this.claim(
      m,
      `SELECT l.id FROM loans l JOIN members mb ON mb.id = l.member_id
        WHERE l.status IN ('DISBURSED', 'OVERDUE') AND mb.auto_debit AND l.auto_debited_on IS DISTINCT FROM $1::date AND NOT (l.id = ANY($2::uuid[]))
          AND EXISTS (SELECT 1 FROM loan_schedule s WHERE s.loan_id = l.id AND s.version = l.schedule_version AND s.paid_at IS NULL AND s.due_date = $1::date)
        ORDER BY l.disbursed_at, l.id
        LIMIT 1
        FOR UPDATE OF l SKIP LOCKED`,
      [today, skip],
    );
  }

  /**
   * The next `limit` running loans (REPAYABLE_STATUSES) disbursed before `disbursedBefore`, by id
   * after `afterId` (the close of business's keyset), locked until the caller's transaction ends.
   */
  async lockRunningAfter(afterId: string | null, disbursedBefore: Date, limit: number, m: EntityManager): Promise<LoanEntity[]> {
    const rows: { id: string }[] = await m.query(
      `SELECT id FROM loans
        WHERE status = ANY($1::text[]) AND disbursed_at < $2 AND ($3::uuid IS NULL OR id > $3::uuid)
        ORDER BY id
        LIMIT $4
        FOR UPDATE`,
      [[...REPAYABLE_STATUSES], disbursedBefore, afterId, limit],
    );
    // One at a time: the queries share the transaction's connection.
    const loans: LoanEntity[] = [];
    for (const r of rows) loans.push(await this.byId(r.id, m));
    return loans;
  }

  async update(loanId: string, changes: Partial<Pick<LoanEntity, 'overdueCheckedOn' | 'remindedOn' | 'repaidFromWallet' | 'autoDebitedOn' | 'interestRefunded'>>, m: EntityManager): Promise<void> {
    await m.update(LoanEntity, { id: loanId }, changes);
  }

  /** Writes what a payment or the overdue job changed on schedule rows. */
  async updateRows(
    loanId: string,
    rows: Array<Pick<LoanScheduleEntity, 'number'> & Partial<Pick<LoanScheduleEntity, 'paidPrincipal' | 'paidInterest' | 'paidLateCharge' | 'rebatedInterest' | 'paidParts' | 'lateCharge' | 'waivedLateCharge' | 'overdueAt' | 'paidAt'>>>,
    m: EntityManager,
  ): Promise<void> {
    const { scheduleVersion: version } = await m.findOneOrFail(LoanEntity, { where: { id: loanId }, select: { id: true, scheduleVersion: true } });
    for (const { number, ...changes } of rows) await m.update(LoanScheduleEntity, { loanId, version, number }, changes);
  }

  private async claim(m: EntityManager, sql: string, params: unknown[]): Promise<LoanEntity | null> {
    const rows: { id: string }[] = await m.query(sql, params);
    return rows.length ? this.byId(rows[0].id, m) : null;
  }
}
