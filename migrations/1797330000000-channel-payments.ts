import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS = `'FUNDING', 'DISBURSEMENT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_POST', 'WITHDRAWAL_VOID', 'PAYOUT_SETTLEMENT', 'REPAYMENT', 'REFUND', 'REVERSAL'`;

/**
 * Payments the channels notify (POST /channels/:channel/notify): one row per channel and
 * transaction, with what it paid (a loan, a wallet, or the suspense account for a reference that is
 * not ours) and its receipt number; a receipt number on every repayment from now on; the journal
 * entries of a cash-in and of money held in
 * suspense; a loan payment recorded from a channel's notification has no officer.
 */
export class ChannelPayments1797330000000 implements MigrationInterface {
  name = 'ChannelPayments1797330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_known`);
    await q.query(`ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kind_known CHECK (kind IN (${KINDS}, 'CASH_IN', 'SUSPENSE'))`);
    await q.query(`INSERT INTO ledger_accounts (code, type, allow_negative) VALUES ('PAYMENTS_SUSPENSE', 'liability', false)`);
    await q.query(`ALTER TABLE repayments DROP CONSTRAINT repayments_source_fields`);
    await q.query(`
      ALTER TABLE repayments ADD CONSTRAINT repayments_source_fields CHECK (
        (source = 'WALLET' AND idempotency_key IS NOT NULL AND request_fingerprint IS NOT NULL AND channel IS NULL AND external_ref IS NULL)
        OR (source = 'CHANNEL' AND kind = 'CHANNEL' AND channel IS NOT NULL AND external_ref IS NOT NULL)
      )`);
    await q.query(`CREATE SEQUENCE receipt_serial`);
    await q.query(`ALTER TABLE repayments ADD COLUMN receipt_number text CONSTRAINT repayments_receipt_number_key UNIQUE`);
    await q.query(`
      CREATE TABLE channel_payments (
        id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        channel         text NOT NULL,
        transaction_id  text NOT NULL,
        reference       text NOT NULL,
        amount          bigint NOT NULL,
        fingerprint     text NOT NULL,
        outcome         text NOT NULL,
        member_id       uuid CONSTRAINT channel_payments_member_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        loan_id         uuid CONSTRAINT channel_payments_loan_id_fkey REFERENCES loans (id) ON DELETE RESTRICT,
        repayment_id    uuid CONSTRAINT channel_payments_repayment_id_fkey REFERENCES repayments (id) ON DELETE RESTRICT,
        to_wallet       bigint NOT NULL DEFAULT 0,
        receipt_number  text NOT NULL CONSTRAINT channel_payments_receipt_number_key UNIQUE,
        paid_at         timestamptz NOT NULL,
        created_at      timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT channel_payments_transaction_key UNIQUE (channel, transaction_id),
        CONSTRAINT channel_payments_amounts CHECK (amount > 0 AND to_wallet >= 0 AND to_wallet <= amount),
        CONSTRAINT channel_payments_outcome CHECK (
          (outcome = 'LOAN' AND loan_id IS NOT NULL AND member_id IS NOT NULL AND repayment_id IS NOT NULL)
          OR (outcome = 'WALLET' AND loan_id IS NULL AND member_id IS NOT NULL AND repayment_id IS NULL AND to_wallet = amount)
          OR (outcome = 'SUSPENSE' AND loan_id IS NULL AND member_id IS NULL AND repayment_id IS NULL AND to_wallet = 0)
        )
      )`);
    await q.query(`CREATE INDEX channel_payments_member_idx ON channel_payments (member_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE channel_payments`);
    await q.query(`ALTER TABLE repayments DROP COLUMN receipt_number`);
    await q.query(`DROP SEQUENCE receipt_serial`);
    await q.query(`ALTER TABLE repayments DROP CONSTRAINT repayments_source_fields`);
    await q.query(`
      ALTER TABLE repayments ADD CONSTRAINT repayments_source_fields CHECK (
        (source = 'WALLET' AND idempotency_key IS NOT NULL AND request_fingerprint IS NOT NULL AND channel IS NULL AND external_ref IS NULL)
        OR (source = 'CHANNEL' AND kind = 'CHANNEL' AND channel IS NOT NULL AND external_ref IS NOT NULL AND recorded_by IS NOT NULL)
      )`);
    await q.query(`DELETE FROM ledger_accounts WHERE code = 'PAYMENTS_SUSPENSE'`);
    await q.query(`ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_known`);
    await q.query(`ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kind_known CHECK (kind IN (${KINDS}))`);
  }
}
