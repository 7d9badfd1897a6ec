import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { CLAIM_BATCH } from '../../common/jobs/claim-loop';
import { PolledJob } from '../../common/jobs/polled-job';
import { jobItems } from '../../common/metrics/metrics';
import { AppConfig } from '../../config/app-config';
import { WebhookTransport, type TransportAnswer } from './webhook-transport';
import { WebhookDeliveryEntity } from './webhook.entities';
import { afterFailure, retryDelayS, WEBHOOK_TIMEOUT_MS, webhookSignature } from './webhook.rules';

/** What one run did: delivered, to be tried again later, given up. */
export interface WebhookRun {
  delivered: number;
  retrying: number;
  failed: number;
}

type Outcome = 'DELIVERED' | 'RETRY' | 'FAILED';

/** A claimed delivery with what sending it needs. */
interface Claimed {
  id: string;
  attempts: number;
  eventId: string;
  payload: Record<string, unknown>;
  url: string;
  secret: string;
}

/** Receivers served at once: a dead one takes a slot for at most WEBHOOK_TIMEOUT_MS. */
export const WEBHOOK_CONCURRENCY = 8;
/**
 * A claimed delivery is not claimed again before this, unless its attempt is recorded first: long
 * enough for the resolver and the timeout, short enough that a crash mid-send is soon retried.
 */
const LEASE_MS = WEBHOOK_TIMEOUT_MS + 50_000;
const JOB = 'Webhook delivery';

/** Runs `work` on every item, at most `limit` at a time. */
async function eachConcurrently<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Sends the due webhook deliveries (docs/decisions/020), at least once and in order per subject.
 * Receivers (subscriptions) are served concurrently, at most WEBHOOK_CONCURRENCY at a time, so a
 * dead one never queues a healthy one behind it; each receiver's deliveries go one after the
 * other, in event order. No transaction is held while a request is out: a delivery is claimed in
 * one short statement (FOR UPDATE SKIP LOCKED, its next attempt moved past a lease so that no
 * other instance claims it meanwhile), sent, and its attempt recorded in another short
 * transaction. A delivery is claimable only when no earlier delivery of the same subscription and
 * subject is still pending. A 2xx is DELIVERED; anything else is retried with back-off
 * (webhook.rules) until the last attempt, then FAILED, and the receiver itself is paused for the
 * same growing back-off (its failures in a row), so its other deliveries wait rather than each
 * spend a timeout. A crash after the send and before the record sends it again after the lease:
 * receivers tell repeats apart by the `webhook-id` header.
 */
@Injectable()
export class WebhookDeliveryJob extends PolledJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transport: WebhookTransport,
    private readonly clock: Clock,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, config.loanOps, 'webhook-deliveries');
  }

  async tick(): Promise<WebhookRun> {
    // Receivers that answer come first, so a run busy with failing ones still serves them.
    const receivers: { id: string }[] = await this.dataSource.query(
      `SELECT s.id FROM webhook_subscriptions s
       WHERE s.active AND (s.paused_until IS NULL OR s.paused_until <= $1)
         AND EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.subscription_id = s.id AND d.status = 'PENDING' AND d.next_attempt_at <= $1)
       ORDER BY s.consecutive_failures, s.created_at`,
      [this.clock.now()],
    );
    const outcomes: Outcome[] = [];
    await eachConcurrently(receivers, WEBHOOK_CONCURRENCY, async ({ id }) => {
      outcomes.push(...(await this.drain(id)));
    });
    const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
    return { delivered: count('DELIVERED'), retrying: count('RETRY'), failed: count('FAILED') };
  }

  /** Sends one receiver's due deliveries in order until none is left, one fails, or the batch is spent. */
  private async drain(subscriptionId: string): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    try {
      while (outcomes.length < CLAIM_BATCH && !this.stopping.signal.aborted) {
        const delivery = await this.claim(subscriptionId);
        if (!delivery) break;
        jobItems.inc({ job: JOB, outcome: 'claimed' });
        const outcome = await this.record(subscriptionId, delivery, await this.send(delivery));
        jobItems.inc({ job: JOB, outcome: 'done' });
        outcomes.push(outcome);
        if (outcome !== 'DELIVERED') break;
      }
    } catch (error) {
      jobItems.inc({ job: JOB, outcome: 'failed' });
      this.logger.error(`${JOB} to subscription ${subscriptionId} failed: ${(error as Error).message}`);
    }
    return outcomes;
  }

  /** The receiver's next due delivery, leased in one statement (its own short transaction), or null. */
  private async claim(subscriptionId: string): Promise<Claimed | null> {
    const now = this.clock.now();
    const rows: Claimed[] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE webhook_deliveries SET next_attempt_at = $3
         WHERE id = (
           SELECT d.id FROM webhook_deliveries d
           WHERE d.subscription_id = $1 AND d.status = 'PENDING' AND d.next_attempt_at <= $2
             AND NOT EXISTS (
               SELECT 1 FROM webhook_deliveries e
               WHERE e.subscription_id = d.subscription_id AND e.subject = d.subject AND e.status = 'PENDING' AND e.event_sequence < d.event_sequence
             )
           ORDER BY d.event_sequence
           LIMIT 1
           FOR UPDATE SKIP LOCKED
         )
         RETURNING id, attempts, event_id, subscription_id
       )
       SELECT c.id, c.attempts, c.event_id AS "eventId", e.payload, s.url, s.secret
       FROM claimed c JOIN webhook_events e ON e.id = c.event_id JOIN webhook_subscriptions s ON s.id = c.subscription_id`,
      [subscriptionId, now, new Date(now.getTime() + LEASE_MS)],
    );
    return rows[0] ?? null;
  }

  private send(d: Claimed): Promise<TransportAnswer> {
    const body = JSON.stringify(d.payload);
    const timestamp = Math.floor(Date.now() / 1000);
    return this.transport.post(d.url, body, {
      'webhook-id': d.eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': webhookSignature(d.secret, d.eventId, timestamp, body),
    });
  }

  /**
   * The attempt, in a short transaction of its own: the delivery's outcome (unless it was
   * cancelled, or claimed again after its lease, meanwhile), and the receiver's failures in a row.
   */
  private record(subscriptionId: string, d: Claimed, answer: TransportAnswer): Promise<Outcome> {
    return this.dataSource.transaction(async (m) => {
      const now = this.clock.now();
      const attempts = d.attempts + 1;
      const tried = { attempts, lastAttemptAt: now, lastStatusCode: 'status' in answer ? answer.status : null, lastError: 'error' in answer ? answer.error : null };
      const mine = { id: d.id, status: 'PENDING' as const, attempts: d.attempts };
      if ('status' in answer && answer.status >= 200 && answer.status < 300) {
        await m.update(WebhookDeliveryEntity, mine, { ...tried, status: 'DELIVERED', deliveredAt: now, nextAttemptAt: null });
        await m.query(`UPDATE webhook_subscriptions SET consecutive_failures = 0, paused_until = NULL WHERE id = $1 AND consecutive_failures > 0`, [subscriptionId]);
        return 'DELIVERED';
      }
      const next = afterFailure(attempts, now);
      await m.update(WebhookDeliveryEntity, mine, { ...tried, status: next.status, nextAttemptAt: next.status === 'PENDING' ? next.retryAt : null });
      const [[{ failures }]]: [[{ failures: number }]] = await m.query(
        `UPDATE webhook_subscriptions SET consecutive_failures = consecutive_failures + 1 WHERE id = $1 RETURNING consecutive_failures AS failures`,
        [subscriptionId],
      );
      await m.query(`UPDATE webhook_subscriptions SET paused_until = $2 WHERE id = $1`, [subscriptionId, new Date(now.getTime() + retryDelayS(failures) * 1000)]);
      return next.status === 'PENDING' ? 'RETRY' : 'FAILED';
    });
  }
}
