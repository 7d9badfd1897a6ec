import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook receivers back off on their own (docs/decisions/020): a subscription counts its failed
 * attempts in a row and is left alone until `paused_until`, so a dead receiver's other deliveries
 * wait instead of each spending a timeout. The delivery log's `last_error` says only 'refused' or
 * 'no answer': the transport's error texts kept before (which told what listens inside) become
 * 'no answer'.
 */
export class WebhookReceivers1798011290000 implements MigrationInterface {
  name = 'WebhookReceivers1798011290000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE webhook_subscriptions
        ADD COLUMN consecutive_failures integer NOT NULL DEFAULT 0,
        ADD COLUMN paused_until timestamptz`);
    await q.query(`UPDATE webhook_deliveries SET last_error = 'no answer' WHERE last_error IS NOT NULL`);
    await q.query(`ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_last_error_known CHECK (last_error IN ('refused', 'no answer'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_last_error_known`);
    await q.query(`ALTER TABLE webhook_subscriptions DROP COLUMN paused_until, DROP COLUMN consecutive_failures`);
  }
}
