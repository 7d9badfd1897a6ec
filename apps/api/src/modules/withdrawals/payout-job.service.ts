import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatCentavos, maskAccountNumber, payoutRail, t } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { PayoutProvider, type PayoutAnswer } from '../../adapters/payouts/payout-provider';
import { AuditService } from '../../common/audit/audit.service';
import { Clock } from '../../common/clock';
import { runClaimLoop } from '../../common/jobs/claim-loop';
import { PolledJob } from '../../common/jobs/polled-job';
import { payoutsSettled } from '../../common/metrics/metrics';
import { AppConfig } from '../../config/app-config';
import { LedgerService } from '../ledger/ledger.service';
import { MembersService } from '../members/members.service';
import { ScreeningService } from '../sanctions/screening.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { PayoutOutcome, WithdrawalEntity } from './withdrawal.entities';
import { PAYOUT_LEASE_S, assertTransition, nextCheck, withdrawalReference } from './withdrawal.rules';
import { WithdrawalsRepository } from './withdrawals.repository';
import { WithdrawalsService } from './withdrawals.service';

export interface PayoutJobsRun {
  expired: number;
  completed: number;
  failed: number;
  pending: number;
}

interface Started {
  withdrawal: WithdrawalEntity;
  attemptId: string;
}

/**
 * The payout job (docs/product.md §4, §7), safe with several API instances and with a crash
 * between any two steps:
 *
 * 1. claim (claim loop, FOR UPDATE SKIP LOCKED): a QUEUED withdrawal, or a PROCESSING one due for
 *    another look, becomes PROCESSING with its rail, an attempt row is written, and the row is
 *    leased (next_check_at = now + 60 s) so no other run takes it meanwhile; commit;
 * 2. the provider is called with the withdrawal's payout key (`wd-<id>`): it pays one key at most
 *    once, so calling again after a crash or an error never pays twice;
 * 3. settle (the row locked again): COMPLETED posts the hold to PAYOUT_CLEARING, FAILED voids it
 *    back to the wallet (both once per withdrawal: movement keys `withdrawal:<id>:post|void`),
 *    PENDING or an error leaves it PROCESSING for a later look; the member's SMS is queued; commit.
 * A crash after 1 leaves the lease to run out and the next run asks the provider again; a crash
 * in 3 rolls back and the same happens. Expiry of withdrawals whose code was not entered within
 * 15 minutes runs in the same tick.
 */
@Injectable()
export class PayoutJobService extends PolledJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: WithdrawalsRepository,
    private readonly withdrawals: WithdrawalsService,
    private readonly ledger: LedgerService,
    private readonly provider: PayoutProvider,
    private readonly members: MembersService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly screening: ScreeningService,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, config.loanOps, 'payout-jobs');
  }

  async tick(): Promise<PayoutJobsRun> {
    const expired = await runClaimLoop(this.dataSource, this.logger, {
      what: 'Expiry of withdrawal',
      claim: (m, skip) => this.repository.claimExpired(this.clock.now(), skip, m),
      idOf: (w) => w.id,
      process: (m, w) => this.withdrawals.release(m, w, { to: 'EXPIRED' }, this.clock.now()),
    }, { stop: this.stopping.signal });
    return this.callAndSettleAll(await this.claimPayouts(), expired.length);
  }

  /**
   * Steps 1 to 3 for the one withdrawal `id` when it is due (a provider's callback said its payout
   * ended), by the same path as a scheduled look; nothing when another run holds it or it is not due.
   */
  async settleNow(id: string): Promise<PayoutJobsRun> {
    return this.callAndSettleAll(await this.claimPayouts(id), 0);
  }

  private async callAndSettleAll(started: Started[], expired: number): Promise<PayoutJobsRun> {
    const run: PayoutJobsRun = { expired, completed: 0, failed: 0, pending: 0 };
    for (const s of started) {
      const outcome = await this.callAndSettle(s);
      if (outcome === 'COMPLETED') run.completed += 1;
      else if (outcome === 'FAILED') run.failed += 1;
      else run.pending += 1;
    }
    return run;
  }

  /** Step 1 for every due withdrawal (or only `id`): PROCESSING, an attempt row, a lease. */
  async claimPayouts(id?: string): Promise<Started[]> {
    const claimed = await runClaimLoop(this.dataSource, this.logger, {
      what: 'Payout claim of withdrawal',
      claim: (m, skip) => this.repository.claimPayout(this.clock.now(), skip, m, id),
      idOf: (w) => w.id,
      process: async (m, w): Promise<Started | null> => {
        const now = this.clock.now();
        // Held by sanctions screening: the payout waits, its money held, and is looked at again after the lease.
        if (w.status === 'QUEUED' && (await this.screening.screen(m, w.memberId, 'PAYOUT'))) {
          await this.repository.update(w.id, { nextCheckAt: nextCheck(now, PAYOUT_LEASE_S), updatedAt: now }, m);
          return null;
        }
        const rail = w.rail ?? payoutRail(w.amount);
        if (w.status === 'QUEUED') assertTransition(w.status, 'PROCESSING');
        await this.repository.update(w.id, { status: 'PROCESSING', rail, processingAt: w.processingAt ?? now, nextCheckAt: nextCheck(now, PAYOUT_LEASE_S), updatedAt: now }, m);
        const attempt = await this.repository.nextAttemptNumber(w.id, m);
        const attemptId = await this.repository.insertAttempt({ withdrawalId: w.id, attempt, rail, startedAt: now }, m);
        return { withdrawal: { ...w, status: 'PROCESSING' as const, rail }, attemptId };
      },
    }, { stop: this.stopping.signal });
    return claimed.filter((s): s is Started => s !== null);
  }

  /** Steps 2 and 3 for one claimed withdrawal; answers the attempt's outcome. */
  private async callAndSettle({ withdrawal: w, attemptId }: Started): Promise<PayoutOutcome> {
    let answer: PayoutAnswer | { status: 'ERROR'; detail: string };
    try {
      answer = await this.provider.send({
        idempotencyKey: `wd-${w.id}`,
        rail: w.rail!,
        amount: w.amount,
        bankName: w.bankName,
        accountName: w.accountName,
        accountNumber: w.accountNumber,
        reference: withdrawalReference(this.config.company.shortName, w.withdrawalNumber),
      });
    } catch (error) {
      answer = { status: 'ERROR', detail: (error as Error).message.slice(0, 500) };
    }
    try {
      const settled = await this.dataSource.transaction(async (m) => {
        const done = await this.settle(m, w.id, attemptId, answer);
        if (done) await this.tell(m, done);
        return done;
      });
      if (settled) payoutsSettled.inc({ outcome: settled.status });
    } catch (error) {
      // The lease runs out and a later run asks the provider again (same key: never paid twice).
      this.logger.error(`Settling the payout of withdrawal ${w.id} failed: ${(error as Error).message}`);
      return 'ERROR';
    }
    return answer.status;
  }

  /** Step 3 in one transaction; answers the withdrawal when it reached COMPLETED or FAILED now. */
  private async settle(m: EntityManager, id: string, attemptId: string, answer: PayoutAnswer | { status: 'ERROR'; detail: string }): Promise<WithdrawalEntity | null> {
    const now = this.clock.now();
    const detail = answer.status === 'FAILED' ? answer.reason : answer.status === 'ERROR' ? answer.detail : null;
    await this.repository.finishAttempt(
      attemptId,
      { finishedAt: now, outcome: answer.status, detail, providerReference: answer.status === 'COMPLETED' ? answer.providerReference : null },
      m,
    );
    const w = await this.repository.lock(id, m);
    // Another run settled it meanwhile (after this one's lease ran out): nothing more to do.
    if (!w || w.status !== 'PROCESSING') return null;
    if (answer.status === 'PENDING') {
      await this.repository.update(id, { nextCheckAt: nextCheck(now, answer.retryAfterS), updatedAt: now }, m);
      return null;
    }
    if (answer.status === 'ERROR') return null;
    if (answer.status === 'FAILED') {
      const failed = await this.withdrawals.release(m, w, { to: 'FAILED', reason: answer.reason }, now);
      await this.audit.record({ actorId: null, action: 'system.withdrawal.fail', target: id, details: { reason: answer.reason } }, m);
      return failed;
    }
    assertTransition(w.status, 'COMPLETED');
    const reference = withdrawalReference(this.config.company.shortName, w.withdrawalNumber);
    const entry = await this.ledger.postWithdrawal(m, id, `Withdrawal ${reference} paid out by ${w.rail}`);
    await this.repository.update(id, { status: 'COMPLETED', completedAt: now, payoutReference: answer.providerReference, nextCheckAt: null, updatedAt: now }, m);
    await this.audit.record({ actorId: null, action: 'system.withdrawal.complete', target: id, details: { entryId: entry.id, reference } }, m);
    const completed: WithdrawalEntity = { ...w, status: 'COMPLETED', completedAt: now, payoutReference: answer.providerReference };
    await this.withdrawals.statusChanged(m, completed);
    return completed;
  }

  /** The member's SMS, queued in the settlement's transaction. */
  private async tell(m: EntityManager, w: WithdrawalEntity): Promise<void> {
    const member = await this.members.findOrFail(w.memberId, m);
    const shortName = this.config.company.shortName;
    const what = { company: shortName, amount: formatCentavos(w.amount), account: `${w.bankName} ${maskAccountNumber(w.accountNumber)}` };
    await this.notifications.sendSms(
      member.phoneNumber,
      w.status === 'COMPLETED'
        ? t(member.language, 'apiSms.payoutSent', { ...what, reference: withdrawalReference(shortName, w.withdrawalNumber) })
        : // The provider's reason is its own words and stays as it came.
          t(member.language, 'apiSms.payoutFailed', { ...what, reason: w.failureReason ?? '-' }),
      m,
    );
  }
}
