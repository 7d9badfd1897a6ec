import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The regular holidays fixed by law for 2026 and 2027 (docs/aml.md says which were not confirmed by a proclamation). */
export const REGULAR_HOLIDAYS: readonly (readonly [string, string])[] = [
  ['2026-01-01', "New Year's Day"],
  ['2026-04-02', 'Maundy Thursday'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-09', 'Araw ng Kagitingan'],
  ['2026-05-01', 'Labor Day'],
  ['2026-06-12', 'Independence Day'],
  ['2026-08-31', 'National Heroes Day'],
  ['2026-11-30', 'Bonifacio Day'],
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-30', 'Rizal Day'],
  ['2027-01-01', "New Year's Day"],
  ['2027-03-25', 'Maundy Thursday'],
  ['2027-03-26', 'Good Friday'],
  ['2027-04-09', 'Araw ng Kagitingan'],
  ['2027-05-01', 'Labor Day'],
  ['2027-06-12', 'Independence Day'],
  ['2027-08-30', 'National Heroes Day'],
  ['2027-11-30', 'Bonifacio Day'],
  ['2027-12-25', 'Christmas Day'],
  ['2027-12-30', 'Rizal Day'],
];

/**
 * Reports to the Anti-Money Laundering Council (docs/aml.md): covered and suspicious transaction
 * reports, kept and never deleted; the holidays that working-day due dates skip; the covered
 * threshold and the complaint period as product settings; the credit-data notice acknowledged at
 * application (RA 9510); a complaint's due date (RA 11765).
 */
export class AmlReports1798350000000 implements MigrationInterface {
  name = 'AmlReports1798350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE aml_holidays (
        day date PRIMARY KEY,
        name text NOT NULL CONSTRAINT aml_holidays_name_length CHECK (char_length(name) BETWEEN 1 AND 100),
        added_by uuid CONSTRAINT aml_holidays_added_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        added_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO aml_holidays (day, name) SELECT d::date, n FROM unnest($1::text[], $2::text[]) AS t (d, n)`, [
      REGULAR_HOLIDAYS.map(([d]) => d),
      REGULAR_HOLIDAYS.map(([, n]) => n),
    ]);
    await q.query(`
      CREATE TABLE aml_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CONSTRAINT aml_reports_kind_known CHECK (kind IN ('CTR', 'STR')),
        member_id uuid NOT NULL CONSTRAINT aml_reports_member_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        journal_entry_id uuid CONSTRAINT aml_reports_journal_entry_id_fkey REFERENCES journal_entries (id) ON DELETE RESTRICT,
        transaction_kind text CONSTRAINT aml_reports_transaction_kind_known CHECK (transaction_kind IN ('DISBURSEMENT', 'REPAYMENT', 'CASH_IN')),
        amount_php bigint CONSTRAINT aml_reports_amount_positive CHECK (amount_php > 0),
        occurred_on date NOT NULL,
        due_on date NOT NULL,
        reason_codes text[] NOT NULL DEFAULT '{}',
        narrative text,
        case_id uuid CONSTRAINT aml_reports_case_id_fkey REFERENCES sanctions_cases (id) ON DELETE RESTRICT,
        drafted_by uuid CONSTRAINT aml_reports_drafted_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        filed_reference text,
        filed_by uuid CONSTRAINT aml_reports_filed_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        filed_at timestamptz,
        CONSTRAINT aml_reports_covered_fields CHECK (kind <> 'CTR' OR (journal_entry_id IS NOT NULL AND transaction_kind IS NOT NULL AND amount_php IS NOT NULL)),
        CONSTRAINT aml_reports_suspicious_fields CHECK (kind <> 'STR' OR (journal_entry_id IS NULL AND cardinality(reason_codes) > 0 AND narrative IS NOT NULL)),
        CONSTRAINT aml_reports_filed CHECK ((filed_at IS NULL) = (filed_by IS NULL) AND (filed_at IS NULL) = (filed_reference IS NULL)),
        CONSTRAINT aml_reports_due_after CHECK (due_on > occurred_on)
      )`);
    await q.query(`CREATE UNIQUE INDEX aml_reports_one_per_entry ON aml_reports (journal_entry_id) WHERE journal_entry_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX aml_reports_one_per_case ON aml_reports (case_id) WHERE case_id IS NOT NULL`);
    await q.query(`CREATE INDEX aml_reports_unfiled_idx ON aml_reports (due_on, id) WHERE filed_at IS NULL`);
    await q.query(`CREATE INDEX aml_reports_page_idx ON aml_reports (created_at, id)`);
    await q.query(`CREATE INDEX aml_reports_member_idx ON aml_reports (member_id, created_at)`);
    // Kept at least five years (docs/retention.md): never deleted, and a filed report never changes.
    await q.query(`
      CREATE FUNCTION aml_reports_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.filed_at IS NULL THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'aml_reports are kept: % refused', TG_OP USING ERRCODE = 'integrity_constraint_violation';
      END $$`);
    await q.query(`CREATE TRIGGER aml_reports_keep BEFORE UPDATE OR DELETE ON aml_reports FOR EACH ROW EXECUTE FUNCTION aml_reports_keep()`);
    await q.query(`CREATE TRIGGER aml_reports_no_truncate BEFORE TRUNCATE ON aml_reports FOR EACH STATEMENT EXECUTE FUNCTION aml_reports_keep()`);

    await q.query(`ALTER TABLE product_settings ADD COLUMN covered_above_php bigint NOT NULL DEFAULT 50000000 CONSTRAINT product_settings_covered_positive CHECK (covered_above_php > 0)`);
    await q.query(`ALTER TABLE product_settings ADD COLUMN complaint_due_days integer NOT NULL DEFAULT 30 CONSTRAINT product_settings_complaint_days_range CHECK (complaint_due_days BETWEEN 1 AND 90)`);

    await q.query(`ALTER TABLE loans ADD COLUMN credit_notice_version text`);
    await q.query(`ALTER TABLE loans ADD COLUMN credit_notice_acknowledged_at timestamptz`);
    await q.query(`ALTER TABLE loans ADD CONSTRAINT loans_credit_notice_both CHECK ((credit_notice_version IS NULL) = (credit_notice_acknowledged_at IS NULL))`);

    await q.query(`ALTER TABLE support_tickets ADD COLUMN due_at timestamptz`);
    await q.query(`ALTER TABLE support_tickets ADD CONSTRAINT support_tickets_due_for_complaints CHECK ((topic = 'COMPLAINT') = (due_at IS NOT NULL))`);
    await q.query(`UPDATE support_tickets SET due_at = created_at + interval '30 days' WHERE topic = 'COMPLAINT'`);
    await q.query(`CREATE INDEX support_tickets_due_idx ON support_tickets (due_at) WHERE status <> 'CLOSED' AND due_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX support_tickets_due_idx`);
    await q.query(`ALTER TABLE support_tickets DROP CONSTRAINT support_tickets_due_for_complaints`);
    await q.query(`ALTER TABLE support_tickets DROP COLUMN due_at`);
    await q.query(`ALTER TABLE loans DROP CONSTRAINT loans_credit_notice_both`);
    await q.query(`ALTER TABLE loans DROP COLUMN credit_notice_acknowledged_at`);
    await q.query(`ALTER TABLE loans DROP COLUMN credit_notice_version`);
    await q.query(`ALTER TABLE product_settings DROP COLUMN complaint_due_days`);
    await q.query(`ALTER TABLE product_settings DROP COLUMN covered_above_php`);
    await q.query(`DROP TABLE aml_reports`);
    await q.query(`DROP FUNCTION aml_reports_keep()`);
    await q.query(`DROP TABLE aml_holidays`);
  }
}
