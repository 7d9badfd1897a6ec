import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment references (docs/decisions/015-payment-references.md): one per loan and one per member's
 * wallet, twelve digits with a Luhn check digit, drawn from one serial and made on first use.
 */
export class PaymentReferences1797320000000 implements MigrationInterface {
  name = 'PaymentReferences1797320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE payment_reference_serial MAXVALUE 9999999999`);
    await q.query(`
      CREATE TABLE payment_references (
        reference   text PRIMARY KEY,
        kind        text NOT NULL,
        member_id   uuid NOT NULL CONSTRAINT payment_references_member_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        loan_id     uuid CONSTRAINT payment_references_loan_id_fkey REFERENCES loans (id) ON DELETE RESTRICT,
        created_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payment_references_format CHECK (reference ~ '^[12][0-9]{11}$'),
        CONSTRAINT payment_references_kind CHECK ((kind = 'LOAN' AND loan_id IS NOT NULL AND reference LIKE '1%') OR (kind = 'WALLET' AND loan_id IS NULL AND reference LIKE '2%'))
      )`);
    await q.query(`CREATE UNIQUE INDEX payment_references_loan_key ON payment_references (loan_id) WHERE kind = 'LOAN'`);
    await q.query(`CREATE UNIQUE INDEX payment_references_wallet_key ON payment_references (member_id) WHERE kind = 'WALLET'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_references`);
    await q.query(`DROP SEQUENCE payment_reference_serial`);
  }
}
