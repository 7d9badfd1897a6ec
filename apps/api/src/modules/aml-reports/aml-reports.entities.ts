import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { centavosTransformer } from '../../common/centavos.transformer';

// The schema is written in migrations/1798350000000-aml-reports.ts; the names here keep TypeORM's view of it in step.

export const REPORT_KINDS = ['CTR', 'STR'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** The ledger's entry kinds that are covered transactions when above the threshold. */
export const COVERED_ENTRY_KINDS = ['DISBURSEMENT', 'REPAYMENT', 'CASH_IN'] as const;
export type CoveredEntryKind = (typeof COVERED_ENTRY_KINDS)[number];

/** A day that is not a working day for a report's due date (weekends never are). */
@Entity({ name: 'aml_holidays' })
@Check('aml_holidays_name_length', `char_length(name) BETWEEN 1 AND 100`)
export class AmlHolidayEntity {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'aml_holidays_pkey' }) day: string;
  @Column({ type: 'text' }) name: string;
  @Column({ name: 'added_by', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'aml_holidays_added_by_fkey', onDelete: 'RESTRICT' })
  addedBy: string | null;
  @Column({ name: 'added_at', type: 'timestamptz', default: () => 'now()' }) addedAt: Date;
}

/** A covered (CTR) or suspicious (STR) transaction report: kept, never deleted; once filed, never changed. */
@Entity({ name: 'aml_reports' })
@Index('aml_reports_one_per_entry', ['journalEntryId'], { unique: true, where: 'journal_entry_id IS NOT NULL' })
@Index('aml_reports_one_per_case', ['caseId'], { unique: true, where: 'case_id IS NOT NULL' })
@Index('aml_reports_unfiled_idx', ['dueOn', 'id'], { where: 'filed_at IS NULL' })
@Index('aml_reports_page_idx', ['createdAt', 'id'])
@Index('aml_reports_member_idx', ['memberId', 'createdAt'])
@Check('aml_reports_kind_known', `kind IN ('CTR', 'STR')`)
@Check('aml_reports_transaction_kind_known', `transaction_kind IN ('DISBURSEMENT', 'REPAYMENT', 'CASH_IN')`)
@Check('aml_reports_amount_positive', `amount_php > 0`)
@Check('aml_reports_covered_fields', `kind <> 'CTR' OR (journal_entry_id IS NOT NULL AND transaction_kind IS NOT NULL AND amount_php IS NOT NULL)`)
@Check('aml_reports_suspicious_fields', `kind <> 'STR' OR (journal_entry_id IS NULL AND cardinality(reason_codes) > 0 AND narrative IS NOT NULL)`)
@Check('aml_reports_filed', `(filed_at IS NULL) = (filed_by IS NULL) AND (filed_at IS NULL) = (filed_reference IS NULL)`)
@Check('aml_reports_due_after', `due_on > occurred_on`)
export class AmlReportEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) kind: ReportKind;
  @Column({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'aml_reports_member_id_fkey', onDelete: 'RESTRICT' })
  memberId: string;
  @Column({ name: 'journal_entry_id', type: 'uuid', nullable: true })
  @ForeignKey('journal_entries', { name: 'aml_reports_journal_entry_id_fkey', onDelete: 'RESTRICT' })
  journalEntryId: string | null;
  @Column({ name: 'transaction_kind', type: 'text', nullable: true }) transactionKind: CoveredEntryKind | null;
  @Column({ name: 'amount_php', type: 'bigint', nullable: true, transformer: centavosTransformer }) amountPhp: number | null;
  /** The Manila day of the transaction (CTR) or of the draft (STR). */
  @Column({ name: 'occurred_on', type: 'date' }) occurredOn: string;
  @Column({ name: 'due_on', type: 'date' }) dueOn: string;
  @Column({ name: 'reason_codes', type: 'text', array: true, default: () => `'{}'` }) reasonCodes: string[];
  @Column({ type: 'text', nullable: true }) narrative: string | null;
  @Column({ name: 'case_id', type: 'uuid', nullable: true })
  @ForeignKey('sanctions_cases', { name: 'aml_reports_case_id_fkey', onDelete: 'RESTRICT' })
  caseId: string | null;
  /** The compliance officer who drafted it; null when the system did (a covered transaction, a confirmed hit's report). */
  @Column({ name: 'drafted_by', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'aml_reports_drafted_by_fkey', onDelete: 'RESTRICT' })
  draftedBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'filed_reference', type: 'text', nullable: true }) filedReference: string | null;
  @Column({ name: 'filed_by', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'aml_reports_filed_by_fkey', onDelete: 'RESTRICT' })
  filedBy: string | null;
  @Column({ name: 'filed_at', type: 'timestamptz', nullable: true }) filedAt: Date | null;
}

export const AML_REPORT_ENTITIES = [AmlHolidayEntity, AmlReportEntity];
