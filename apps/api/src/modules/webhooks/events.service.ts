import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import type { WebhookEventType } from './webhook.rules';

/** What an event is about: deliveries of one subject go out in the order the events were recorded. */
export type EventSubject = { loanNumber: string } | { withdrawalId: string } | { memberId: string };

function subjectKey(s: EventSubject): string {
  if ('loanNumber' in s) return `loan:${s.loanNumber}`;
  if ('withdrawalId' in s) return `withdrawal:${s.withdrawalId}`;
  return `member:${s.memberId}`;
}

/**
 * The outbox of integrators' events (docs/decisions/020): a service records an event with the
 * manager of the transaction that makes the change, so the event exists exactly when the change
 * does; one delivery per active subscription to its type is written with it, which the delivery
 * job sends after the commit.
 */
@Injectable()
export class EventsService {
  constructor(private readonly clock: Clock) {}

  async record(m: EntityManager, type: WebhookEventType, subject: EventSubject, data: Record<string, unknown>): Promise<void> {
    const id = randomUUID();
    const occurredAt = this.clock.now();
    await m.query(
      `WITH event AS (
         INSERT INTO webhook_events (id, type, subject, payload, occurred_at) VALUES ($1, $2, $3, $4, $5) RETURNING sequence
       )
       INSERT INTO webhook_deliveries (subscription_id, event_id, event_sequence, subject, next_attempt_at)
       SELECT s.id, $1, event.sequence, $3, $5 FROM webhook_subscriptions s, event
       WHERE s.active AND $2 = ANY (s.event_types)`,
      [id, type, subjectKey(subject), JSON.stringify({ id, type, occurredAt: occurredAt.toISOString(), data }), occurredAt],
    );
  }
}
