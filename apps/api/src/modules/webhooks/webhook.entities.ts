import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookDeliveryStatus, WebhookEventType } from './webhook.rules';

/** An integrator's endpoint: where events of `eventTypes` are sent, signed with `secret`. */
@Entity({ name: 'webhook_subscriptions' })
export class WebhookSubscriptionEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) url: string;
  /** Signs every delivery; shown to the admin once, when the subscription is created. */
  @Column({ type: 'text' }) secret: string;
  @Column({ name: 'event_types', type: 'text', array: true }) eventTypes: WebhookEventType[];
  @Column({ type: 'boolean' }) active: boolean;
  @Column({ name: 'created_by', type: 'uuid' }) createdBy: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true }) disabledAt: Date | null;
}

/** The outbox: one row per change, written in the change's transaction; never edited. */
@Entity({ name: 'webhook_events' })
export class WebhookEventEntity {
  @PrimaryColumn('uuid') id: string;
  /** The commit order of events of one subject is the order of their sequence numbers. */
  @Column({ type: 'bigint', insert: false }) sequence: string;
  @Column({ type: 'text' }) type: WebhookEventType;
  /** What the event is about ('loan:<loanNumber>', 'withdrawal:<id>', 'member:<id>'): the unit of ordering. */
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'jsonb' }) payload: Record<string, unknown>;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt: Date;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false }) createdAt: Date;
}

/** One event for one subscription: sent, retried with back-off, logged. */
@Entity({ name: 'webhook_deliveries' })
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'subscription_id', type: 'uuid' }) subscriptionId: string;
  @Column({ name: 'event_id', type: 'uuid' }) eventId: string;
  @Column({ name: 'event_sequence', type: 'bigint' }) eventSequence: string;
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'text' }) status: WebhookDeliveryStatus;
  @Column({ type: 'integer' }) attempts: number;
  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true }) nextAttemptAt: Date | null;
  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true }) lastAttemptAt: Date | null;
  @Column({ name: 'last_status_code', type: 'integer', nullable: true }) lastStatusCode: number | null;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true }) deliveredAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

export const WEBHOOK_ENTITIES = [WebhookSubscriptionEntity, WebhookEventEntity, WebhookDeliveryEntity];
