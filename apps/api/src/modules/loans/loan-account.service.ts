import { Injectable } from '@nestjs/common';
import {
  applyAllocation,
  isOverdue,
  isSettled,
  lateChargeOn,
  manilaIsoDate,
  owedTotal,
  type Allocation,
  type Instalment,
  type ScoredInstalment,
} from '@halimbawa/domain';
import type { EntityManager } from 'typeorm';
import type { AuthMember } from '../../common/auth/auth-member';
import { Refusal } from '../../common/errors';
import { AppConfig } from '../../config/app-config';
import type { LoanEntity } from './loan.entities';
import { REPAYABLE_STATUSES, toInstalments } from './loans.mappers';
import { LoansRepository } from './loans.repository';
import { LoansService } from './loans.service';
import { EventsService } from '../webhooks/events.service';

/** A running loan, locked in the caller's transaction, with its schedule as the repayment rules read it. */
export interface LoanAccount {
  loan: LoanEntity;
  instalments: Instalment[];
  /** Manila date of the disbursement (the start of the first month). */
  disbursedOn: string;
}

/** What the overdue check found on one loan. */
export interface OverdueCheck {
  loan: LoanEntity;
  /** The unpaid instalments overdue today (with their late charge as now set). */
  overdue: Instalment[];
}

/**
 * The loan's account for the repayments module (docs/product.md §4, §7): it reads and writes the
 * loans tables for it (the module walls), always in the caller's transaction with the loan's row
 * locked, and moves the loan's status along LOAN_TRANSITIONS: DISBURSED ⇄ OVERDUE, and PAID_OFF
 * (closure reason REPAID) once nothing is owed.
 */
@Injectable()
export class LoanAccountService {
  constructor(
    private readonly repository: LoansRepository,
    private readonly loans: LoansService,
    private readonly config: AppConfig,
    private readonly events: EventsService,
  ) {}

  /** The member's own loan, locked, that takes payments; 404 for anyone else's, 409 when nothing can be paid. */
  async lockOwn(m: EntityManager, me: AuthMember, loanNumber: string): Promise<LoanAccount> {
    return this.account(m, await this.loans.ownLoan(m, me, loanNumber, true));
  }

  /** Any member's loan by number, locked (officers); null when there is none. */
  async lockByNumber(m: EntityManager, loanNumber: string): Promise<LoanAccount | null> {
    const loan = await this.repository.byNumber(loanNumber, m, { lock: true });
    return loan ? this.account(m, loan) : null;
  }

  /** A loan by id, locked (a payment by its reference); null when there is none. */
  async lockById(m: EntityManager, loanId: string): Promise<LoanAccount | null> {
    const loan = await this.repository.lockById(loanId, m);
    return loan ? this.account(m, loan) : null;
  }

  /** The close of business's next batch: running loans disbursed before `disbursedBefore`, by id after `afterId`, locked, with their schedules. */
  async lockRunningAfter(m: EntityManager, afterId: string | null, disbursedBefore: Date, limit: number): Promise<LoanAccount[]> {
    const accounts: LoanAccount[] = [];
    for (const loan of await this.repository.lockRunningAfter(afterId, disbursedBefore, limit, m)) accounts.push(await this.account(m, loan));
    return accounts;
  }

  /** Whether the loan still runs (disbursed, not paid off, written off or otherwise closed). */
  isRunning(loan: LoanEntity): boolean {
    return REPAYABLE_STATUSES.includes(loan.status) && loan.disbursedAt !== null;
  }

  private async account(m: EntityManager, loan: LoanEntity): Promise<LoanAccount> {
    if (!REPAYABLE_STATUSES.includes(loan.status) || !loan.disbursedAt) {
      throw Refusal.conflict(loan.status === 'PAID_OFF' ? 'repayment.alreadyPaidOff' : 'repayment.notRunning');
    }
    return { loan, instalments: toInstalments(await this.repository.schedule(loan.id, m)), disbursedOn: manilaIsoDate(loan.disbursedAt) };
  }

  /**
   * Records a payment's allocation on the schedule rows (paid amounts, rebates, paid_at once a row
   * is settled) and moves the loan: PAID_OFF when nothing is owed, back to DISBURSED from OVERDUE
   * when no overdue instalment is left. The caller posts the journal entry in the same transaction.
   */
  async applyPayment(m: EntityManager, account: LoanAccount, allocation: Allocation, p: { fromWallet: boolean; now: Date }): Promise<{ paidOff: boolean }> {
    const { loan } = account;
    const byNumber = new Map(allocation.rows.map((a) => [a.number, a]));
    const after = applyAllocation(account.instalments, allocation, manilaIsoDate(p.now));
    await this.repository.updateRows(
      loan.id,
      after
        .filter((r) => byNumber.has(r.number))
        .map((r) => ({
          number: r.number,
          paidLateCharge: r.paidLateCharge,
          paidInterest: r.paidInterest,
          paidPrincipal: r.paidPrincipal,
          rebatedInterest: r.rebatedInterest,
          paidParts: r.paidParts ?? [],
          paidAt: isSettled(r) ? p.now : null,
        })),
      m,
    );
    if (p.fromWallet) loan.repaidFromWallet += allocation.total;
    loan.interestRefunded += allocation.interestRefund;
    await this.repository.update(loan.id, { repaidFromWallet: loan.repaidFromWallet, interestRefunded: loan.interestRefunded }, m);
    account.instalments = after;

    const paidOff = after.every(isSettled);
    await this.events.record(m, 'payment.received', { loanNumber: loan.loanNumber }, {
      loanNumber: loan.loanNumber,
      memberId: loan.memberId,
      amount: allocation.total,
      currency: 'PHP',
      fromWallet: p.fromWallet,
      paidOff,
    });
    await this.moveAfterSettling(m, loan, after, p.now);
    return { paidOff };
  }

  /** PAID_OFF once nothing is owed; back to DISBURSED from OVERDUE when no overdue instalment is left. */
  private async moveAfterSettling(m: EntityManager, loan: LoanEntity, rows: Instalment[], now: Date): Promise<void> {
    if (rows.every(isSettled)) {
      await this.loans.transition(m, loan, 'PAID_OFF', { closedAt: now, closureReason: 'REPAID' }, now);
    } else if (loan.status === 'OVERDUE' && !rows.some((r) => isOverdue(r, manilaIsoDate(now), this.config.loanOps.graceDays))) {
      await this.loans.transition(m, loan, 'DISBURSED', {}, now);
    }
  }

  /**
   * Takes `amount` off the late charge the instalment `number` still owes (the caller checked it is
   * at most that, and posts any correcting entry): the waived part is recorded on the row, so the
   * overdue job's daily recomputation keeps it off, and a row left with nothing to pay is settled.
   */
  async waiveLateCharge(m: EntityManager, account: LoanAccount, number: number, amount: number, now: Date): Promise<void> {
    const rows = await this.repository.schedule(account.loan.id, m);
    const row = rows.find((r) => r.number === number)!;
    const after = account.instalments.map((r) => (r.number === number ? { ...r, lateCharge: r.lateCharge - amount } : r));
    const settled = isSettled(after.find((r) => r.number === number)!);
    await this.repository.updateRows(account.loan.id, [{ number, lateCharge: row.lateCharge - amount, waivedLateCharge: row.waivedLateCharge + amount, ...(settled ? { paidAt: now } : {}) }], m);
    account.instalments = after;
    await this.moveAfterSettling(m, account.loan, after, now);
  }

  /**
   * Puts the schedule back as `rows` after a payment was reversed (the caller posts the reversal in
   * the same transaction): paid amounts and parts, paid_at cleared on a row no longer settled, what
   * came from the wallet, and the loan back to OVERDUE when an instalment is late again.
   */
  async restoreRows(m: EntityManager, account: LoanAccount, rows: Instalment[], p: { fromWallet: number; now: Date }): Promise<void> {
    const { loan } = account;
    const before = new Map(account.instalments.map((r) => [r.number, r]));
    const changed = rows.filter((r) => {
      const b = before.get(r.number)!;
      return b.paidPrincipal !== r.paidPrincipal || b.paidInterest !== r.paidInterest || b.paidLateCharge !== r.paidLateCharge;
    });
    await this.repository.updateRows(
      loan.id,
      changed.map((r) => ({ number: r.number, paidPrincipal: r.paidPrincipal, paidInterest: r.paidInterest, paidLateCharge: r.paidLateCharge, paidParts: r.paidParts ?? [], ...(isSettled(r) ? {} : { paidAt: null }) })),
      m,
    );
    if (p.fromWallet > 0) await this.repository.update(loan.id, { repaidFromWallet: loan.repaidFromWallet - p.fromWallet }, m);
    account.instalments = rows;
    if (loan.status === 'DISBURSED' && rows.some((r) => isOverdue(r, manilaIsoDate(p.now), this.config.loanOps.graceDays))) {
      await this.loans.transition(m, loan, 'OVERDUE', {}, p.now);
    }
  }

  /**
   * Every instalment of the member's disbursed loans with when it was settled and when it was
   * marked overdue (the credit score reads the record through here, never the tables).
   */
  async repaymentRecord(memberId: string): Promise<ScoredInstalment[]> {
    const loans = (await this.repository.allOf(memberId)).filter((l) => l.disbursedAt !== null);
    const schedules = await Promise.all(loans.map((l) => this.repository.schedule(l.id)));
    return schedules.flat().flatMap((r) => (r.dueDate ? [{ dueDate: r.dueDate, paidAt: r.paidAt, overdueAt: r.overdueAt }] : []));
  }

  // ------------------------------------------------------------------ the overdue job's steps

  /** Claims (FOR UPDATE SKIP LOCKED) the next loan with an instalment past its grace period, not checked today. */
  claimToCheckOverdue(m: EntityManager, now: Date, skip: string[]): Promise<LoanEntity | null> {
    return this.repository.claimToCheckOverdue(manilaIsoDate(now), this.config.loanOps.graceDays, skip, m);
  }

  /**
   * Marks the claimed loan's overdue instalments (overdue_at, the capped late charge of
   * docs/product.md §7 from LATE_CHARGE_PERCENT_PER_MONTH), moves it to OVERDUE, and records
   * today as checked so that another run the same day passes it by.
   */
  async markOverdue(m: EntityManager, loan: LoanEntity, now: Date): Promise<OverdueCheck> {
    const today = manilaIsoDate(now);
    const { graceDays, lateChargeBpsPerMonth } = this.config.loanOps;
    const rows = await this.repository.schedule(loan.id, m);
    const overdue: Instalment[] = [];
    const changes: Parameters<LoansRepository['updateRows']>[1] = [];
    for (const [i, r] of toInstalments(rows).entries()) {
      if (!isOverdue(r, today, graceDays)) continue;
      // The charge is worked out before any waiver (the row holds it net of one), and the waived part stays off.
      const waived = rows[i].waivedLateCharge;
      const lateCharge = lateChargeOn({ ...r, lateCharge: r.lateCharge + waived }, today, lateChargeBpsPerMonth) - waived;
      overdue.push({ ...r, lateCharge });
      changes.push({ number: r.number, lateCharge, overdueAt: rows[i].overdueAt ?? now });
    }
    await this.repository.updateRows(loan.id, changes, m);
    await this.repository.update(loan.id, { overdueCheckedOn: today }, m);
    if (overdue.length > 0 && loan.status === 'DISBURSED') await this.loans.transition(m, loan, 'OVERDUE', {}, now);
    return { loan, overdue };
  }

  /** Claims the next OVERDUE loan not reminded today (FOR UPDATE SKIP LOCKED), with its overdue instalments. */
  async claimToRemind(m: EntityManager, now: Date, skip: string[]): Promise<OverdueCheck | null> {
    const loan = await this.repository.claimToRemind(manilaIsoDate(now), skip, m);
    if (!loan) return null;
    const overdue = toInstalments(await this.repository.schedule(loan.id, m)).filter((r) => isOverdue(r, manilaIsoDate(now), this.config.loanOps.graceDays));
    return { loan, overdue };
  }

  /**
   * Claims the next loan with an instalment due today or in `daysBefore` days and not reminded today,
   * with that instalment (the nearest such).
   */
  async claimToRemindOfDue(m: EntityManager, now: Date, daysBefore: number, skip: string[]): Promise<{ loan: LoanEntity; instalment: Instalment } | null> {
    const today = manilaIsoDate(now);
    const loan = await this.repository.claimToRemindOfDue(today, daysBefore, skip, m);
    if (!loan) return null;
    const instalments = toInstalments(await this.repository.schedule(loan.id, m));
    const instalment = instalments.find((r) => owedTotal(r) > 0 && r.dueDate >= today)!;
    return { loan, instalment };
  }

  /** Claims the next loan to auto-debit today, locked, with its account; marks it as auto-debited today (once a day, whatever the outcome). */
  async claimToAutoDebit(m: EntityManager, now: Date, skip: string[]): Promise<LoanAccount | null> {
    const today = manilaIsoDate(now);
    const loan = await this.repository.claimToAutoDebit(today, skip, m);
    if (!loan) return null;
    await this.repository.update(loan.id, { autoDebitedOn: today }, m);
    return this.account(m, loan);
  }

  /** Records today's reminder (the per-day key: at most one a day). */
  markReminded(m: EntityManager, loan: LoanEntity, now: Date): Promise<void> {
    return this.repository.update(loan.id, { remindedOn: manilaIsoDate(now) }, m);
  }
}
