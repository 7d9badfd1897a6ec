import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'PENDING_REVIEW', 'APPROVED', 'REJECTED', 'CANCELLED', 'CONTRACT_SIGNED', 'DISBURSED', 'PAID_OFF', 'OVERDUE', 'DEFAULTED'`;
const REJECT_REASONS = `'LOW_INCOME', 'HIGH_DSR', 'KYC_FAILED', 'AGE_OUT_OF_RANGE', 'INCOMPLETE_DOCUMENTS', 'OTHER_POLICY'`;

/**
 * Loans (docs/product.md §3, §4, §7): the application with its pre-screening, the officer's
 * decision, the signed contract and the repayment schedule.
 *
 * What the database itself enforces:
 * - a status from the catalogue, and the dates and fields each status needs;
 * - at most one loan per member that is not REJECTED, CANCELLED or PAID_OFF (a partial unique
 *   index: two concurrent applications cannot both succeed);
 * - the figures agree: total to repay = principal + interest, and (checked at commit by deferred
 *   constraint triggers) the schedule's principal column sums to the principal and its interest
 *   column to the total interest;
 * - the signed contract is stored once, never changed, with its SHA-256.
 * Loan numbers ('HLC-2026-000123') take their digits from the sequence loan_number_seq.
 */
export class Loans1795600000000 implements MigrationInterface {
  name = 'Loans1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE loan_number_seq START 1`);
    await q.query(`
      CREATE TABLE loans (
        id                        uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        loan_number               text NOT NULL CONSTRAINT loans_loan_number_key UNIQUE,
        member_id                 uuid NOT NULL CONSTRAINT loans_member_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        status                    text NOT NULL,
        currency                  text NOT NULL CONSTRAINT loans_currency_fkey REFERENCES currencies (currency_code) ON DELETE RESTRICT,
        exchange_rate             numeric(20, 10) NOT NULL,
        rate_source               text NOT NULL,
        rate_fetched_at           timestamptz NOT NULL,
        amount                    bigint NOT NULL,
        amount_php                bigint NOT NULL,
        installment_count         integer NOT NULL,
        monthly_rate_bps          integer NOT NULL,
        instalment                bigint NOT NULL,
        total_interest            bigint NOT NULL,
        total_repay               bigint NOT NULL,
        eir_monthly               numeric(14, 12) NOT NULL,
        eir_yearly                numeric(14, 12) NOT NULL,
        applied_amount            bigint NOT NULL,
        applied_amount_php        bigint NOT NULL,
        applied_installment_count integer NOT NULL,
        prescreen                 jsonb NOT NULL,
        applied_at                timestamptz NOT NULL,
        approved_at               timestamptz,
        approved_by               uuid CONSTRAINT loans_approved_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        rejected_at               timestamptz,
        rejected_by               uuid CONSTRAINT loans_rejected_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        rejection_reason_code     text,
        signed_at                 timestamptz,
        contract_sha256           text,
        disbursed_at              timestamptz,
        disbursement_notified_at  timestamptz,
        cancelled_at              timestamptz,
        closed_at                 timestamptz,
        closure_reason            text,
        created_at                timestamptz NOT NULL DEFAULT now(),
        updated_at                timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT loans_status_known CHECK (status IN (${STATUSES})),
        CONSTRAINT loans_loan_number_format CHECK (loan_number ~ '^[A-Z0-9]{1,10}-[0-9]{4}-[0-9]{6,}$'),
        CONSTRAINT loans_rate_positive CHECK (exchange_rate > 0),
        CONSTRAINT loans_amounts_positive CHECK (amount > 0 AND amount_php > 0 AND applied_amount > 0 AND applied_amount_php > 0),
        CONSTRAINT loans_terms_valid CHECK (installment_count BETWEEN 1 AND 600 AND applied_installment_count BETWEEN 1 AND 600 AND monthly_rate_bps BETWEEN 0 AND 10000),
        CONSTRAINT loans_figures_agree CHECK (instalment > 0 AND total_interest >= 0 AND total_repay = amount_php + total_interest),
        CONSTRAINT loans_approval_within_application CHECK (amount_php <= applied_amount_php AND installment_count <= applied_installment_count),
        CONSTRAINT loans_rejection_reason CHECK ((status = 'REJECTED') = (rejection_reason_code IS NOT NULL) AND (rejection_reason_code IS NULL OR rejection_reason_code IN (${REJECT_REASONS}))),
        CONSTRAINT loans_approved_has_date CHECK (status IN ('PENDING_REVIEW', 'REJECTED', 'CANCELLED') OR approved_at IS NOT NULL),
        CONSTRAINT loans_signed_has_contract CHECK ((signed_at IS NULL) = (contract_sha256 IS NULL) AND (contract_sha256 IS NULL OR contract_sha256 ~ '^[0-9a-f]{64}$')),
        CONSTRAINT loans_signed_status CHECK (status NOT IN ('CONTRACT_SIGNED', 'DISBURSED', 'OVERDUE', 'DEFAULTED', 'PAID_OFF') OR signed_at IS NOT NULL),
        CONSTRAINT loans_disbursed_has_date CHECK (status NOT IN ('DISBURSED', 'OVERDUE', 'DEFAULTED', 'PAID_OFF') OR disbursed_at IS NOT NULL),
        CONSTRAINT loans_closure_reason_known CHECK (closure_reason IS NULL OR closure_reason IN ('MEMBER_CANCELLED', 'COOLING_OFF', 'REPAID')),
        CONSTRAINT loans_closed_when_final CHECK ((status IN ('REJECTED', 'CANCELLED', 'PAID_OFF')) = (closed_at IS NOT NULL))
      )`);
    // docs/product.md §4: at most one loan that is not REJECTED, CANCELLED or PAID_OFF per member.
    await q.query(`CREATE UNIQUE INDEX loans_one_open_per_member ON loans (member_id) WHERE status NOT IN ('REJECTED', 'CANCELLED', 'PAID_OFF')`);
    await q.query(`CREATE INDEX loans_member_idx ON loans (member_id, applied_at)`);
    await q.query(`CREATE INDEX loans_status_idx ON loans (status, applied_at)`);
    await q.query(`CREATE INDEX loans_to_disburse_idx ON loans (signed_at) WHERE status = 'CONTRACT_SIGNED'`);
    await q.query(`CREATE INDEX loans_to_notify_idx ON loans (disbursed_at) WHERE disbursed_at IS NOT NULL AND disbursement_notified_at IS NULL`);

    await q.query(`
      CREATE TABLE loan_schedule (
        loan_id         uuid NOT NULL CONSTRAINT loan_schedule_loan_id_fkey REFERENCES loans (id) ON DELETE CASCADE,
        number          integer NOT NULL,
        due_date        date,
        principal       bigint NOT NULL,
        interest        bigint NOT NULL,
        total           bigint NOT NULL,
        paid_principal  bigint NOT NULL DEFAULT 0,
        paid_interest   bigint NOT NULL DEFAULT 0,
        paid_at         timestamptz,
        CONSTRAINT loan_schedule_pkey PRIMARY KEY (loan_id, number),
        CONSTRAINT loan_schedule_number_positive CHECK (number >= 1),
        CONSTRAINT loan_schedule_figures CHECK (principal >= 0 AND interest >= 0 AND total = principal + interest),
        CONSTRAINT loan_schedule_paid_range CHECK (paid_principal BETWEEN 0 AND principal AND paid_interest BETWEEN 0 AND interest)
      )`);

    // The schedule sums exactly to the loan's figures, checked when the transaction commits (so a
    // loan and its rows can be written, or an approval can requote them, in any order).
    await q.query(`
      CREATE FUNCTION loans_check_schedule() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        target uuid := (to_jsonb(coalesce(NEW, OLD)) ->> TG_ARGV[0])::uuid;
        l record;
        p numeric;
        i numeric;
        n integer;
      BEGIN
        SELECT amount_php, total_interest, installment_count INTO l FROM loans WHERE id = target;
        IF NOT FOUND THEN
          RETURN NULL;
        END IF;
        SELECT coalesce(sum(principal), 0), coalesce(sum(interest), 0), count(*) INTO p, i, n FROM loan_schedule WHERE loan_id = target;
        IF n <> l.installment_count OR p <> l.amount_php OR i <> l.total_interest THEN
          RAISE EXCEPTION 'the schedule of loan % does not match its figures (% rows, principal %, interest %)', target, n, p, i
            USING ERRCODE = 'check_violation', CONSTRAINT = 'loan_schedule_matches_loan';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER loans_schedule_matches AFTER INSERT OR UPDATE ON loans
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION loans_check_schedule('id')`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER loan_schedule_matches AFTER INSERT OR UPDATE OR DELETE ON loan_schedule
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION loans_check_schedule('loan_id')`);

    // The signed contract: the PDF exactly as the member signed it, written once.
    await q.query(`
      CREATE TABLE loan_contracts (
        loan_id     uuid PRIMARY KEY CONSTRAINT loan_contracts_loan_id_fkey REFERENCES loans (id) ON DELETE RESTRICT,
        sha256      text NOT NULL,
        pdf         bytea NOT NULL,
        signed_at   timestamptz NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT loan_contracts_sha256_format CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        CONSTRAINT loan_contracts_sha256_matches CHECK (sha256 = encode(sha256(pdf), 'hex'))
      )`);
    await q.query(`
      CREATE FUNCTION loan_contracts_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'a signed contract is never changed: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(`CREATE TRIGGER loan_contracts_write_once BEFORE UPDATE OR DELETE ON loan_contracts FOR EACH ROW EXECUTE FUNCTION loan_contracts_refuse_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE loan_contracts`);
    await q.query(`DROP TABLE loan_schedule`);
    await q.query(`DROP TABLE loans`);
    await q.query(`DROP FUNCTION loan_contracts_refuse_change()`);
    await q.query(`DROP FUNCTION loans_check_schedule()`);
    await q.query(`DROP SEQUENCE loan_number_seq`);
  }
}
