import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type Channel = 'sms' | 'email';

/** Every SMS and e-mail the API sent, whichever adapter delivered it. */
@Entity({ name: 'outbound_messages' })
@Index('outbound_messages_to_idx', ['to', 'createdAt'])
@Check('outbound_messages_channel_known', `channel IN ('sms', 'email')`)
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

  /** Which adapter delivered it: outbox (the local fake), http, smtp. */
  @Column({ type: 'text' })
  provider: string;

  @Column({ name: 'provider_ref', type: 'text', nullable: true })
  providerRef: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
