import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SmsGateways } from '../../adapters/sms/sms-gateway';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { OutboundMessageEntity } from './outbound-message.entity';

/** How long before a gateway is asked again how a message it took is doing. */
export const SMS_CHECK_AFTER_S = 60;
/** A message the gateway still calls on its way after this long is left as it reads. */
const SMS_CHECK_FOR_S = 24 * 60 * 60;

/** The wait before round `attempts + 1` of a notice: 30 s, doubling, at most an hour. */
export function smsRetryAfterS(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

type Changes = Pick<OutboundMessageEntity, 'attempts' | 'status' | 'nextAttemptAt' | 'lastError'> & Partial<Pick<OutboundMessageEntity, 'provider' | 'providerRef' | 'gatewayStatus'>>;

/**
 * Hands SMS rows to the gateways (SMS_PROVIDERS, in order: the next one when one fails) and asks
 * the one that took a message how it went. Every change is written to the row.
 */
@Injectable()
export class SmsDelivery {
  private readonly logger = new Logger(SmsDelivery.name);

  constructor(
    private readonly gateways: SmsGateways,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The gateway tried first: a queued row names it until one takes the message. */
  get first(): string {
    return this.gateways.list[0].name;
  }

  /**
   * One round through the gateways for `row`, written to it: the first gateway that takes the
   * message wins. When none does, a notice waits for the next round (smsRetryAfterS) until
   * SMS_MAX_ATTEMPTS, and a code is failed at once (its request answers 503 and a new code is asked for).
   */
  async attempt(m: EntityManager, row: OutboundMessageEntity): Promise<OutboundMessageEntity> {
    const errors: string[] = [];
    const attempts = row.attempts + 1;
    let changes: Changes | null = null;
    for (const gateway of this.gateways.list) {
      try {
        const answer = await gateway.send(row.to, row.body);
        changes = {
          attempts,
          provider: gateway.name,
          providerRef: answer.ref,
          status: answer.status,
          gatewayStatus: answer.raw,
          nextAttemptAt: answer.final || !answer.ref ? null : this.after(SMS_CHECK_AFTER_S),
          lastError: errors.join('; ') || null,
        };
        break;
      } catch (error) {
        errors.push(`${gateway.name}: ${(error as Error).message}`.slice(0, 300));
      }
    }
    if (!changes) {
      this.logger.error(`No SMS gateway took message ${row.id}: ${errors.join('; ')}`);
      const giveUp = row.kind === 'code' || attempts >= this.config.sms.maxAttempts;
      changes = { attempts, status: giveUp ? 'failed' : 'queued', nextAttemptAt: giveUp ? null : this.after(smsRetryAfterS(attempts)), lastError: errors.join('; ') };
    }
    await m.update(OutboundMessageEntity, { id: row.id }, changes);
    return Object.assign(row, changes);
  }

  /** Asks the gateway that took `row` how it is doing, and writes the answer. */
  async check(m: EntityManager, row: OutboundMessageEntity): Promise<void> {
    const gateway = this.gateways.list.find((g) => g.name === row.provider);
    const tooOld = this.clock.now().getTime() - row.createdAt.getTime() > SMS_CHECK_FOR_S * 1000;
    if (!gateway || !row.providerRef || tooOld) {
      await m.update(OutboundMessageEntity, { id: row.id }, { nextAttemptAt: null });
      return;
    }
    try {
      const answer = await gateway.check(row.providerRef);
      await m.update(OutboundMessageEntity, { id: row.id }, { status: answer.status, gatewayStatus: answer.raw, nextAttemptAt: answer.final ? null : this.after(SMS_CHECK_AFTER_S) });
    } catch (error) {
      this.logger.warn(`Asking ${gateway.name} about message ${row.id} failed: ${(error as Error).message}`);
      await m.update(OutboundMessageEntity, { id: row.id }, { nextAttemptAt: this.after(SMS_CHECK_AFTER_S) });
    }
  }

  /** Sends or checks one due SMS, claimed so that no other instance does it at the same time. */
  process(m: EntityManager, row: OutboundMessageEntity): Promise<unknown> {
    return row.status === 'queued' ? this.attempt(m, row) : this.check(m, row);
  }

  /** The next due SMS (not one of `skip`), locked for this transaction; null when none is due. */
  claimDue(m: EntityManager, skip: string[], id?: string): Promise<OutboundMessageEntity | null> {
    const qb = m
      .createQueryBuilder(OutboundMessageEntity, 'o')
      .where(`o.channel = 'sms' AND o.next_attempt_at IS NOT NULL AND o.next_attempt_at <= :now`, { now: this.clock.now() })
      .orderBy('o.next_attempt_at')
      .limit(1)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked');
    if (skip.length > 0) qb.andWhere('o.id NOT IN (:...skip)', { skip });
    if (id) qb.andWhere('o.id = :id', { id });
    return qb.getOne();
  }

  /** Sends one queued notice now (after its transaction committed), unless another run has it. */
  async sendNow(id: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const row = await this.claimDue(m, [], id);
      if (row) await this.process(m, row);
    });
  }

  after(seconds: number): Date {
    return new Date(this.clock.now().getTime() + seconds * 1000);
  }
}
