import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type Channel = 'sms' | 'email';
/** A code a request waits for (sent at once, 503 when no gateway takes it) or a notice (sent by the outbox job). */
export type SmsKind = 'notice' | 'code';
/** queued (in our outbox), then what the gateway says (accepted, sent, delivered, undelivered), or failed (given up). */
export type SmsStatus = 'queued' | 'accepted' | 'sent' | 'delivered' | 'undelivered' | 'failed';

/** Every SMS and e-mail the API sent, whichever adapter delivered it. */
@Entity({ name: 'outbound_messages' })
@Index('outbound_messages_to_idx', ['to', 'createdAt'])
@Check('outbound_messages_channel_known', `channel IN ('sms', 'email')`)
@Check('outbound_messages_kind_known', `kind IN ('notice', 'code')`)
@Check('outbound_messages_status_known', `status IN ('queued', 'accepted', 'sent', 'delivered', 'undelivered', 'failed')`)
@Check('outbound_messages_attempts_counted', `attempts >= 0`)
@Index('outbound_messages_due_idx', ['nextAttemptAt'], { where: 'next_attempt_at IS NOT NULL' })
export class OutboundMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** E.164 phone for SMS, address for e-mail. */
  @Column({ type: 'text' })
  to: string;

  @Column({ type: 'text' })
  channel: Channel;

  @Column({ type: 'text', nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  body: string;

  /** Which adapter took it: outbox (the local fake), semaphore, twilio, smtp; for a queued SMS the first gateway to try. */
  @Column({ type: 'text' })
  provider: string;

  @Column({ name: 'provider_ref', type: 'text', nullable: true })
  providerRef: string | null;

  @Column({ type: 'text', default: 'notice' })
  kind: SmsKind;

  @Column({ type: 'text', default: 'sent' })
  status: SmsStatus;

  /** The gateway's own word for the status (Semaphore's Pending, Twilio's queued). */
  @Column({ name: 'gateway_status', type: 'text', nullable: true })
  gatewayStatus: string | null;

  /** Rounds through the gateways so far. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When the outbox job next sends it or asks about it; null once nothing more is to be done. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
