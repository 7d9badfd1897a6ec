import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reconciliation queue of payments a provider's callback announced but the provider did not
 * confirm when asked back (docs/integrations.md): nothing was credited for them. One row per
 * provider payment: a callback delivered again finds it and adds nothing.
 */
export class ProviderPaymentDiscrepancies1798280000000 implements MigrationInterface {
  name = 'ProviderPaymentDiscrepancies1798280000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE provider_payment_discrepancies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider text NOT NULL,
        payment_id text NOT NULL,
        reason text NOT NULL CONSTRAINT provider_payment_discrepancies_reason_known
          CHECK (reason IN ('NOT_FOUND', 'NOT_SUCCEEDED', 'AMOUNT_DIFFERS', 'CURRENCY_DIFFERS', 'REFERENCE_DIFFERS', 'UNKNOWN_CHANNEL')),
        claimed jsonb NOT NULL,
        confirmed jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT provider_payment_discrepancies_payment_key UNIQUE (provider, payment_id)
      )`);
    await q.query(`CREATE INDEX provider_payment_discrepancies_created_idx ON provider_payment_discrepancies (created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE provider_payment_discrepancies`);
  }
}
