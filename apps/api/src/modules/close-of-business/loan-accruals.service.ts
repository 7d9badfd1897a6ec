import { Injectable } from '@nestjs/common';
import { accrualsDue, addDays, manilaIsoDate, type OpenAccruals } from '@halimbawa/domain';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { recipes } from '../ledger/ledger.rules';
import { LedgerService } from '../ledger/ledger.service';
import { LoanAccountService, type LoanAccount } from '../loans/loan-account.service';

/** What bringing a loan up to date posted. */
export interface LoanAccrued {
  interest: number;
  lateCharge: number;
  entries: number;
}

/**
 * A loan's accruals (docs/decisions/030-close-of-business.md), always in the caller's transaction
 * with the loan's row locked: the interest its schedule earned and the late charges fallen due by
 * the end of a business day, less what is recognised already, each a balanced entry booked on that
 * day under a key per loan and day. The close of business calls it for each running loan; a
 * repayment or a restructure calls it first for yesterday (the inline catch-up), so that the change
 * starts from books up to date.
 */
@Injectable()
export class LoanAccrualsService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly accounts: LoanAccountService,
    private readonly config: AppConfig,
  ) {}

  /** Accrues the loan through the end of `day`; nothing for a loan that no longer runs, or for a day already closed on it. */
  async accrueThrough(m: EntityManager, account: LoanAccount, day: string): Promise<LoanAccrued> {
    const { loan, instalments, disbursedOn } = account;
    const none = { interest: 0, lateCharge: 0, entries: 0 };
    if (!this.accounts.isRunning(loan) || day < disbursedOn) return none;
    const due = accrualsDue(instalments, disbursedOn, day, this.config.loanOps.graceDays, await this.ledger.openAccrualsOf(m, loan.id));
    const about = { loanId: loan.id, memberId: loan.memberId, day, loanNumber: loan.loanNumber };
    if (due.interest > 0) await this.ledger.post(m, recipes.interestAccrual({ ...about, amount: due.interest }));
    if (due.lateCharge > 0) await this.ledger.post(m, recipes.lateChargeDue({ ...about, amount: due.lateCharge }));
    return { ...due, entries: (due.interest > 0 ? 1 : 0) + (due.lateCharge > 0 ? 1 : 0) };
  }

  /**
   * The inline catch-up before a change made on the business day of `now`: the loan accrued through
   * yesterday, then what is open on it, which the change's payment clears first.
   */
  async bringUpToDate(m: EntityManager, account: LoanAccount, now: Date): Promise<OpenAccruals> {
    await this.accrueThrough(m, account, addDays(manilaIsoDate(now), -1));
    return this.ledger.openAccrualsOf(m, account.loan.id);
  }

  /** bringUpToDate for a running loan known by id (a restructure, before the new schedule is followed). */
  async bringLoanUpToDate(m: EntityManager, loanId: string, now: Date): Promise<void> {
    const account = await this.accounts.lockById(m, loanId);
    if (account) await this.bringUpToDate(m, account, now);
  }
}
