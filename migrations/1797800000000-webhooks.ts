import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks for integrators (docs/decisions/020): the subscriptions an admin manages, the events
 * the services record in the transaction of the change (the outbox), and one delivery per event and
 * subscription that the delivery job sends, retries and logs. Deliveries of one subject (a loan, a
 * withdrawal, a member) go out in the order of `event_sequence`.
 */
export class Webhooks1797800000000 implements MigrationInterface {
  name = 'Webhooks1797800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_subscriptions (
        id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        url          text NOT NULL,
        secret       text NOT NULL,
        event_types  text[] NOT NULL,
        active       boolean NOT NULL DEFAULT true,
        created_by   uuid NOT NULL CONSTRAINT webhook_subscriptions_created_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        created_at   timestamptz NOT NULL DEFAULT now(),
        disabled_at  timestamptz,
        CONSTRAINT webhook_subscriptions_event_types CHECK (cardinality(event_types) > 0),
        CONSTRAINT webhook_subscriptions_disabled CHECK (active = (disabled_at IS NULL))
      )`);
    await q.query(`CREATE INDEX webhook_subscriptions_page_idx ON webhook_subscriptions (created_at, id)`);
    await q.query(`
      CREATE TABLE webhook_events (
        id            uuid PRIMARY KEY,
        sequence      bigserial NOT NULL CONSTRAINT webhook_events_sequence_key UNIQUE,
        type          text NOT NULL,
        subject       text NOT NULL,
        payload       jsonb NOT NULL,
        occurred_at   timestamptz NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subscription_id  uuid NOT NULL CONSTRAINT webhook_deliveries_subscription_id_fkey REFERENCES webhook_subscriptions (id) ON DELETE RESTRICT,
        event_id         uuid NOT NULL CONSTRAINT webhook_deliveries_event_id_fkey REFERENCES webhook_events (id) ON DELETE RESTRICT,
        event_sequence   bigint NOT NULL,
        subject          text NOT NULL,
        status           text NOT NULL DEFAULT 'PENDING',
        attempts         integer NOT NULL DEFAULT 0,
        next_attempt_at  timestamptz,
        last_attempt_at  timestamptz,
        last_status_code integer,
        last_error       text,
        delivered_at     timestamptz,
        created_at       timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT webhook_deliveries_event_key UNIQUE (subscription_id, event_id),
        CONSTRAINT webhook_deliveries_status_known CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED', 'CANCELLED')),
        CONSTRAINT webhook_deliveries_due CHECK ((status = 'PENDING') = (next_attempt_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'PENDING'`);
    await q.query(`CREATE INDEX webhook_deliveries_order_idx ON webhook_deliveries (subscription_id, subject, event_sequence) WHERE status = 'PENDING'`);
    await q.query(`CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (subscription_id, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhook_events`);
    await q.query(`DROP TABLE webhook_subscriptions`);
  }
}
