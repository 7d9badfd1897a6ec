import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SMS go through an outbox: the row is written in the transaction that caused the message, and a
 * job hands it to the gateways (SMS_PROVIDERS, one after the other when one fails) with retries,
 * then asks the gateway how it went. The row keeps where it stands (`status`, the gateway's own
 * word in `gateway_status`), how many rounds it took (`attempts`), when it is next due
 * (`next_attempt_at`, null when nothing more is to be done) and the last failure. Rows written
 * before were handed over at once: they read as sent.
 */
export class SmsOutboxDelivery1798290000000 implements MigrationInterface {
  name = 'SmsOutboxDelivery1798290000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE outbound_messages
        ADD COLUMN kind text NOT NULL DEFAULT 'notice',
        ADD COLUMN status text NOT NULL DEFAULT 'sent',
        ADD COLUMN gateway_status text,
        ADD COLUMN attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN next_attempt_at timestamptz,
        ADD COLUMN last_error text,
        ADD CONSTRAINT outbound_messages_kind_known CHECK (kind IN ('notice', 'code')),
        ADD CONSTRAINT outbound_messages_status_known CHECK (status IN ('queued', 'accepted', 'sent', 'delivered', 'undelivered', 'failed')),
        ADD CONSTRAINT outbound_messages_attempts_counted CHECK (attempts >= 0)`);
    await q.query(`CREATE INDEX outbound_messages_due_idx ON outbound_messages (next_attempt_at) WHERE next_attempt_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX outbound_messages_due_idx`);
    await q.query(`
      ALTER TABLE outbound_messages
        DROP COLUMN kind, DROP COLUMN status, DROP COLUMN gateway_status, DROP COLUMN attempts, DROP COLUMN next_attempt_at, DROP COLUMN last_error`);
  }
}
