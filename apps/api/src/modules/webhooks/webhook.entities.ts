import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { WebhookDeliveryStatus, WebhookEventType, WebhookNoAnswer } from './webhook.rules';

// The schema is written in migrations/1797800000000-webhooks.ts and 1798011290000-webhook-receivers.ts; the names here keep TypeORM's view of it in step.

/** An integrator's endpoint: where events of `eventTypes` are sent, signed with `secret`. */
@Entity({ name: 'webhook_subscriptions' })
@Index('webhook_subscriptions_page_idx', ['createdAt', 'id'])
@Check('webhook_subscriptions_event_types', `cardinality(event_types) > 0`)
@Check('webhook_subscriptions_disabled', `active = (disabled_at IS NULL)`)
export class WebhookSubscriptionEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) url: string;
  /** Signs every delivery; shown to the admin once, when the subscription is created. */
  @Column({ type: 'text' }) secret: string;
  @Column({ name: 'event_types', type: 'text', array: true }) eventTypes: WebhookEventType[];
  @Column({ type: 'boolean', default: true }) active: boolean;
  @Column({ name: 'created_by', type: 'uuid' })
  @ForeignKey('members', { name: 'webhook_subscriptions_created_by_fkey', onDelete: 'RESTRICT' })
  createdBy: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true }) disabledAt: Date | null;
  /** Attempts in a row that got no 2xx; the first that does resets it. */
  @Column({ name: 'consecutive_failures', type: 'integer', default: 0 }) consecutiveFailures: number;
  /** A failing receiver is left alone until then (the retry back-off of its failures in a row). */
  @Column({ name: 'paused_until', type: 'timestamptz', nullable: true }) pausedUntil: Date | null;
}

/** The outbox: one row per change, written in the change's transaction; never edited. */
@Entity({ name: 'webhook_events' })
@Unique('webhook_events_sequence_key', ['sequence'])
export class WebhookEventEntity {
  @PrimaryColumn('uuid') id: string;
  /** The commit order of events of one subject is the order of their sequence numbers. */
  @Column({ type: 'bigint', generated: 'increment' }) sequence: string;
  @Column({ type: 'text' }) type: WebhookEventType;
  /** What the event is about ('loan:<loanNumber>', 'withdrawal:<id>', 'member:<id>'): the unit of ordering. */
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'jsonb' }) payload: Record<string, unknown>;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt: Date;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}

/** One event for one subscription: sent, retried with back-off, logged. */
@Entity({ name: 'webhook_deliveries' })
@Unique('webhook_deliveries_event_key', ['subscriptionId', 'eventId'])
@Index('webhook_deliveries_due_idx', ['nextAttemptAt'], { where: `status = 'PENDING'` })
@Index('webhook_deliveries_order_idx', ['subscriptionId', 'subject', 'eventSequence'], { where: `status = 'PENDING'` })
@Index('webhook_deliveries_log_idx', ['subscriptionId', 'createdAt', 'id'])
@Check('webhook_deliveries_status_known', `status IN ('PENDING', 'DELIVERED', 'FAILED', 'CANCELLED')`)
@Check('webhook_deliveries_due', `(status = 'PENDING') = (next_attempt_at IS NOT NULL)`)
@Check('webhook_deliveries_last_error_known', `last_error IN ('refused', 'no answer')`)
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'subscription_id', type: 'uuid' })
  @ForeignKey('webhook_subscriptions', { name: 'webhook_deliveries_subscription_id_fkey', onDelete: 'RESTRICT' })
  subscriptionId: string;
  @Column({ name: 'event_id', type: 'uuid' })
  @ForeignKey('webhook_events', { name: 'webhook_deliveries_event_id_fkey', onDelete: 'RESTRICT' })
  eventId: string;
  @Column({ name: 'event_sequence', type: 'bigint' }) eventSequence: string;
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'text', default: 'PENDING' }) status: WebhookDeliveryStatus;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true }) nextAttemptAt: Date | null;
  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true }) lastAttemptAt: Date | null;
  @Column({ name: 'last_status_code', type: 'integer', nullable: true }) lastStatusCode: number | null;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: WebhookNoAnswer | null;
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true }) deliveredAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}

export const WEBHOOK_ENTITIES = [WebhookSubscriptionEntity, WebhookEventEntity, WebhookDeliveryEntity];
