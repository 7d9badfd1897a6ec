import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payment provider's objects behind each payment reference (docs/integrations.md): a reusable
 * payment code per counter and a fixed virtual account, made at the provider the first time the
 * Pay page needs them and kept with the provider's ids, one per reference and channel. And the
 * reconciliation queue's resolution: who marked an unconfirmed payment resolved, when and why.
 */
export class ProviderPaymentCodes1798360000000 implements MigrationInterface {
  name = 'ProviderPaymentCodes1798360000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE provider_payment_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL CONSTRAINT provider_payment_codes_reference_fkey REFERENCES payment_references (reference) ON DELETE RESTRICT,
        provider text NOT NULL,
        channel_code text NOT NULL,
        kind text NOT NULL CONSTRAINT provider_payment_codes_kind_known CHECK (kind IN ('PAYMENT_CODE', 'VIRTUAL_ACCOUNT')),
        payment_request_id text NOT NULL,
        code text NOT NULL CONSTRAINT provider_payment_codes_code_length CHECK (length(code) BETWEEN 1 AND 64),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT provider_payment_codes_channel_key UNIQUE (provider, reference, channel_code),
        CONSTRAINT provider_payment_codes_request_key UNIQUE (provider, payment_request_id)
      )`);
    await q.query(`
      ALTER TABLE provider_payment_discrepancies
        ADD COLUMN resolved_at timestamptz,
        ADD COLUMN resolved_by uuid CONSTRAINT provider_payment_discrepancies_resolved_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        ADD COLUMN resolution text CONSTRAINT provider_payment_discrepancies_resolution_length CHECK (length(resolution) BETWEEN 1 AND 500),
        ADD CONSTRAINT provider_payment_discrepancies_resolved_whole
          CHECK ((resolved_at IS NULL) = (resolved_by IS NULL) AND (resolved_at IS NULL) = (resolution IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE provider_payment_discrepancies DROP CONSTRAINT provider_payment_discrepancies_resolved_whole, DROP COLUMN resolution, DROP COLUMN resolved_by, DROP COLUMN resolved_at`);
    await q.query(`DROP TABLE provider_payment_codes`);
  }
}
