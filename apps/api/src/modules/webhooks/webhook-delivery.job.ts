import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { runClaimLoop } from '../../common/jobs/claim-loop';
import { PolledJob } from '../../common/jobs/polled-job';
import { AppConfig } from '../../config/app-config';
import { WebhookTransport } from './webhook-transport';
import { WebhookDeliveryEntity, WebhookEventEntity, WebhookSubscriptionEntity } from './webhook.entities';
import { afterFailure, webhookSignature } from './webhook.rules';

/** What one run did: delivered, to be tried again later, given up. */
export interface WebhookRun {
  delivered: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the due webhook deliveries (docs/decisions/020), at least once and in order per subject:
 * a delivery is claimed (FOR UPDATE SKIP LOCKED) only when no earlier delivery of the same
 * subscription and subject is still pending, and it is sent while its row stays locked, so no
 * other instance sends it meanwhile. A 2xx is DELIVERED; anything else is retried with back-off
 * (webhook.rules) until the last attempt, then FAILED. A crash after the send and before the
 * commit sends it again: receivers tell repeats apart by the `webhook-id` header.
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
    const outcomes = await runClaimLoop(this.dataSource, this.logger, {
      what: 'Webhook delivery',
      claim: (m, skip) => this.claim(m, skip),
      idOf: (d) => d.id,
      process: (m, d) => this.send(m, d),
    }, { stop: this.stopping.signal });
    const count = (outcome: string) => outcomes.filter((o) => o === outcome).length;
    return { delivered: count('DELIVERED'), retrying: count('RETRY'), failed: count('FAILED') };
  }

  private async claim(m: EntityManager, skip: string[]): Promise<WebhookDeliveryEntity | null> {
    const rows: { id: string }[] = await m.query(
      `SELECT d.id FROM webhook_deliveries d
       WHERE d.status = 'PENDING' AND d.next_attempt_at <= $1 AND NOT (d.id = ANY ($2::uuid[]))
         AND NOT EXISTS (
           SELECT 1 FROM webhook_deliveries e
           WHERE e.subscription_id = d.subscription_id AND e.subject = d.subject AND e.status = 'PENDING' AND e.event_sequence < d.event_sequence
         )
       ORDER BY d.event_sequence
       LIMIT 1
       FOR UPDATE OF d SKIP LOCKED`,
      [this.clock.now(), skip],
    );
    return rows.length ? m.findOneByOrFail(WebhookDeliveryEntity, { id: rows[0].id }) : null;
  }

  private async send(m: EntityManager, d: WebhookDeliveryEntity): Promise<'DELIVERED' | 'RETRY' | 'FAILED'> {
    const [event, subscription] = await Promise.all([
      m.findOneByOrFail(WebhookEventEntity, { id: d.eventId }),
      m.findOneByOrFail(WebhookSubscriptionEntity, { id: d.subscriptionId }),
    ]);
    const body = JSON.stringify(event.payload);
    const timestamp = Math.floor(Date.now() / 1000);
    const answer = await this.transport.post(subscription.url, body, {
      'webhook-id': event.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': webhookSignature(subscription.secret, event.id, timestamp, body),
    });
    const now = this.clock.now();
    const attempts = d.attempts + 1;
    const tried = { attempts, lastAttemptAt: now, lastStatusCode: 'status' in answer ? answer.status : null, lastError: 'error' in answer ? answer.error.slice(0, 500) : null };
    if ('status' in answer && answer.status >= 200 && answer.status < 300) {
      await m.update(WebhookDeliveryEntity, { id: d.id }, { ...tried, status: 'DELIVERED', deliveredAt: now, nextAttemptAt: null });
      return 'DELIVERED';
    }
    const next = afterFailure(attempts, now);
    await m.update(WebhookDeliveryEntity, { id: d.id }, { ...tried, status: next.status, nextAttemptAt: next.status === 'PENDING' ? next.retryAt : null });
    return next.status === 'PENDING' ? 'RETRY' : 'FAILED';
  }
}
