import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

// The schema is written in migrations/1798270000000-sanctions-screening.ts; the names here keep TypeORM's view of it in step.

export const SANCTIONS_SOURCES = ['UN', 'ATC'] as const;
export type SanctionsSource = (typeof SANCTIONS_SOURCES)[number];
export type ListOrigin = 'UPLOAD' | 'URL' | 'MANUAL' | 'SEED';
export const CASE_STATUSES = ['OPEN', 'CLEARED', 'CONFIRMED'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
/** Where a screening was asked for. */
export type ScreeningTrigger = 'SIGNUP' | 'LOAN_APPROVAL' | 'DISBURSEMENT' | 'PAYOUT' | 'LIST_CHANGE';

/** A date of birth as listed: an exact date, a year, or a range of years. */
export interface ListedBirthDate {
  type: string | null;
  date: string | null;
  year: number | null;
  fromYear: number | null;
  toYear: number | null;
}

export interface ListedAlias {
  quality: 'GOOD' | 'LOW';
  name: string;
}

export interface ListedDocument {
  type: string | null;
  number: string | null;
  country: string | null;
}

/** One import of a list (or one designation entered by hand), with what it changed. */
@Entity({ name: 'sanctions_list_versions' })
@Index('sanctions_list_versions_page_idx', ['importedAt', 'id'])
@Check('sanctions_list_versions_source_known', `source IN ('UN', 'ATC')`)
@Check('sanctions_list_versions_origin_known', `origin IN ('UPLOAD', 'URL', 'MANUAL', 'SEED')`)
@Check('sanctions_list_versions_counts', `entries >= 0 AND added >= 0 AND removed >= 0 AND changed >= 0`)
export class SanctionsListVersionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  source: SanctionsSource;

  @Column({ type: 'text' })
  origin: ListOrigin;

  /** The list's own date (CONSOLIDATED_LIST dateGenerated), as published. */
  @Column({ name: 'generated_at', type: 'text', nullable: true })
  generatedAt: string | null;

  @Column({ type: 'text', nullable: true })
  sha256: string | null;

  /** Entries current after this version. */
  @Column({ type: 'integer' })
  entries: number;

  @Column({ type: 'integer' })
  added: number;

  @Column({ type: 'integer' })
  removed: number;

  /** Entries kept under the same reference whose content changed (screened again as new). */
  @Column({ type: 'integer' })
  changed: number;

  @Column({ name: 'imported_by', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'sanctions_list_versions_imported_by_fkey', onDelete: 'RESTRICT' })
  importedBy: string | null;

  @Column({ name: 'imported_at', type: 'timestamptz' })
  importedAt: Date;

  /** When every member was screened against it (the screening job), or null while it waits. */
  @Column({ name: 'screened_at', type: 'timestamptz', nullable: true })
  screenedAt: Date | null;
}

/** A listed person or entity. A change of content is a new row: a case names exactly what was seen. */
@Entity({ name: 'sanctions_entries' })
@Index('sanctions_entries_current', ['source', 'ref'], { unique: true, where: 'removed_in IS NULL' })
@Check('sanctions_entries_source_known', `source IN ('UN', 'ATC')`)
@Check('sanctions_entries_kind_known', `kind IN ('INDIVIDUAL', 'ENTITY')`)
export class SanctionsEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  source: SanctionsSource;

  /** The list's own key: the UN's DATAID, or the designation's reference. */
  @Column({ type: 'text' })
  ref: string;

  @Column({ type: 'text' })
  kind: 'INDIVIDUAL' | 'ENTITY';

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'jsonb', default: [] })
  aliases: ListedAlias[];

  @Column({ name: 'birth_dates', type: 'jsonb', default: [] })
  birthDates: ListedBirthDate[];

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  nationalities: string[];

  @Column({ type: 'jsonb', default: [] })
  documents: ListedDocument[];

  @Column({ name: 'reference_number', type: 'text', nullable: true })
  referenceNumber: string | null;

  @Column({ name: 'listed_on', type: 'text', nullable: true })
  listedOn: string | null;

  /** Why listed: the UN list's type, or the Anti-Terrorism Council resolution. */
  @Column({ type: 'text', nullable: true })
  basis: string | null;

  @Column({ name: 'content_sha256', type: 'text' })
  contentSha256: string;

  @Column({ name: 'added_in', type: 'uuid' })
  @ForeignKey('sanctions_list_versions', { name: 'sanctions_entries_added_in_fkey', onDelete: 'RESTRICT' })
  addedIn: string;

  @Column({ name: 'removed_in', type: 'uuid', nullable: true })
  @ForeignKey('sanctions_list_versions', { name: 'sanctions_entries_removed_in_fkey', onDelete: 'RESTRICT' })
  removedIn: string | null;
}

/** Each name and alias of an entry, normalised (docs/aml.md) and indexed for trigram similarity. */
@Entity({ name: 'sanctions_names' })
@Index('sanctions_names_trgm', { synchronize: false })
@Check('sanctions_names_quality_known', `quality IN ('NAME', 'GOOD', 'LOW')`)
export class SanctionsNameEntity {
  @PrimaryColumn({ name: 'entry_id', type: 'uuid', primaryKeyConstraintName: 'sanctions_names_pkey' })
  @ForeignKey('sanctions_entries', { name: 'sanctions_names_entry_id_fkey', onDelete: 'CASCADE' })
  entryId: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'sanctions_names_pkey' })
  normalised: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  quality: 'NAME' | 'GOOD' | 'LOW';
}

/** A possible match between a member and a list entry, until a compliance officer decides it. */
@Entity({ name: 'sanctions_cases' })
@Index('sanctions_cases_one_open', ['memberId', 'entryId'], { unique: true, where: `status = 'OPEN'` })
@Index('sanctions_cases_queue_idx', ['status', 'openedAt', 'id'])
@Index('sanctions_cases_member_idx', ['memberId', 'entryId'])
@Check('sanctions_cases_score_range', `score BETWEEN 0 AND 100`)
@Check('sanctions_cases_status_known', `status IN ('OPEN', 'CLEARED', 'CONFIRMED')`)
@Check('sanctions_cases_decided', `(status = 'OPEN') = (decided_at IS NULL) AND (status = 'OPEN') = (decided_by IS NULL)`)
export class SanctionsCaseEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'sanctions_cases_member_id_fkey', onDelete: 'RESTRICT' })
  memberId: string;

  @Column({ name: 'entry_id', type: 'uuid' })
  @ForeignKey('sanctions_entries', { name: 'sanctions_cases_entry_id_fkey', onDelete: 'RESTRICT' })
  entryId: string;

  /** What was screened of the member (name, birth date, nationality): a false positive stays decided until it changes. */
  @Column({ name: 'member_fingerprint', type: 'text' })
  memberFingerprint: string;

  @Column({ type: 'text' })
  trigger: ScreeningTrigger;

  @Column({ type: 'integer' })
  score: number;

  @Column({ name: 'matched_name', type: 'text' })
  matchedName: string;

  @Column({ name: 'member_name', type: 'text' })
  memberName: string;

  @Column({ name: 'member_birth_date', type: 'text', nullable: true })
  memberBirthDate: string | null;

  @Column({ name: 'member_nationality', type: 'text', nullable: true })
  memberNationality: string | null;

  @Column({ type: 'text' })
  status: CaseStatus;

  @Column({ name: 'opened_at', type: 'timestamptz' })
  openedAt: Date;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'sanctions_cases_decided_by_fkey', onDelete: 'RESTRICT' })
  decidedBy: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decision_reason', type: 'text', nullable: true })
  decisionReason: string | null;
}

/** A member whose confirmed hit froze every money path (docs/aml.md). */
@Entity({ name: 'sanctions_freezes' })
export class SanctionsFreezeEntity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid', primaryKeyConstraintName: 'sanctions_freezes_pkey' })
  @ForeignKey('members', { name: 'sanctions_freezes_member_id_fkey', onDelete: 'RESTRICT' })
  memberId: string;

  @Column({ name: 'case_id', type: 'uuid' })
  @ForeignKey('sanctions_cases', { name: 'sanctions_freezes_case_id_fkey', onDelete: 'RESTRICT' })
  caseId: string;

  @Column({ name: 'frozen_at', type: 'timestamptz' })
  frozenAt: Date;
}

export const SANCTIONS_ENTITIES = [SanctionsListVersionEntity, SanctionsEntryEntity, SanctionsNameEntity, SanctionsCaseEntity, SanctionsFreezeEntity];
