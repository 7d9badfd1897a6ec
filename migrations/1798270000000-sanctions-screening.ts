import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sanctions screening (docs/aml.md): the compliance officer's role, the lists kept version by
 * version (the UN consolidated list and hand-entered Anti-Terrorism Council designations), every
 * listed name normalised for trigram matching (pg_trgm), the cases a possible match opens, and the
 * freezes a confirmed one makes.
 */
export class SanctionsScreening1798270000000 implements MigrationInterface {
  name = 'SanctionsScreening1798270000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`ALTER TABLE members DROP CONSTRAINT members_roles_known`);
    await q.query(`ALTER TABLE members ADD CONSTRAINT members_roles_known CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['MEMBER', 'LOAN_OFFICER', 'ADMIN', 'COMPLIANCE']::text[])`);
    await q.query(`
      CREATE TABLE sanctions_list_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        source text NOT NULL CONSTRAINT sanctions_list_versions_source_known CHECK (source IN ('UN', 'ATC')),
        origin text NOT NULL CONSTRAINT sanctions_list_versions_origin_known CHECK (origin IN ('UPLOAD', 'URL', 'MANUAL', 'SEED')),
        generated_at text,
        sha256 text,
        entries integer NOT NULL,
        added integer NOT NULL,
        removed integer NOT NULL,
        changed integer NOT NULL,
        imported_by uuid CONSTRAINT sanctions_list_versions_imported_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        imported_at timestamptz NOT NULL,
        screened_at timestamptz,
        CONSTRAINT sanctions_list_versions_counts CHECK (entries >= 0 AND added >= 0 AND removed >= 0 AND changed >= 0)
      )`);
    await q.query(`CREATE INDEX sanctions_list_versions_page_idx ON sanctions_list_versions (imported_at, id)`);
    await q.query(`
      CREATE TABLE sanctions_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        source text NOT NULL CONSTRAINT sanctions_entries_source_known CHECK (source IN ('UN', 'ATC')),
        ref text NOT NULL,
        kind text NOT NULL CONSTRAINT sanctions_entries_kind_known CHECK (kind IN ('INDIVIDUAL', 'ENTITY')),
        name text NOT NULL,
        aliases jsonb NOT NULL DEFAULT '[]',
        birth_dates jsonb NOT NULL DEFAULT '[]',
        nationalities text[] NOT NULL DEFAULT '{}',
        documents jsonb NOT NULL DEFAULT '[]',
        reference_number text,
        listed_on text,
        basis text,
        content_sha256 text NOT NULL,
        added_in uuid NOT NULL CONSTRAINT sanctions_entries_added_in_fkey REFERENCES sanctions_list_versions (id) ON DELETE RESTRICT,
        removed_in uuid CONSTRAINT sanctions_entries_removed_in_fkey REFERENCES sanctions_list_versions (id) ON DELETE RESTRICT
      )`);
    await q.query(`CREATE UNIQUE INDEX sanctions_entries_current ON sanctions_entries (source, ref) WHERE removed_in IS NULL`);
    await q.query(`
      CREATE TABLE sanctions_names (
        entry_id uuid NOT NULL CONSTRAINT sanctions_names_entry_id_fkey REFERENCES sanctions_entries (id) ON DELETE CASCADE,
        normalised text NOT NULL,
        name text NOT NULL,
        quality text NOT NULL CONSTRAINT sanctions_names_quality_known CHECK (quality IN ('NAME', 'GOOD', 'LOW')),
        CONSTRAINT sanctions_names_pkey PRIMARY KEY (entry_id, normalised)
      )`);
    await q.query(`CREATE INDEX sanctions_names_trgm ON sanctions_names USING gin (normalised gin_trgm_ops)`);
    await q.query(`
      CREATE TABLE sanctions_cases (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL CONSTRAINT sanctions_cases_member_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        entry_id uuid NOT NULL CONSTRAINT sanctions_cases_entry_id_fkey REFERENCES sanctions_entries (id) ON DELETE RESTRICT,
        member_fingerprint text NOT NULL,
        trigger text NOT NULL,
        score integer NOT NULL CONSTRAINT sanctions_cases_score_range CHECK (score BETWEEN 0 AND 100),
        matched_name text NOT NULL,
        member_name text NOT NULL,
        member_birth_date text,
        member_nationality text,
        status text NOT NULL CONSTRAINT sanctions_cases_status_known CHECK (status IN ('OPEN', 'CLEARED', 'CONFIRMED')),
        opened_at timestamptz NOT NULL,
        decided_by uuid CONSTRAINT sanctions_cases_decided_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        decided_at timestamptz,
        decision_reason text,
        CONSTRAINT sanctions_cases_decided CHECK ((status = 'OPEN') = (decided_at IS NULL) AND (status = 'OPEN') = (decided_by IS NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX sanctions_cases_one_open ON sanctions_cases (member_id, entry_id) WHERE status = 'OPEN'`);
    await q.query(`CREATE INDEX sanctions_cases_queue_idx ON sanctions_cases (status, opened_at, id)`);
    await q.query(`CREATE INDEX sanctions_cases_member_idx ON sanctions_cases (member_id, entry_id)`);
    await q.query(`
      CREATE TABLE sanctions_freezes (
        member_id uuid PRIMARY KEY CONSTRAINT sanctions_freezes_member_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        case_id uuid NOT NULL CONSTRAINT sanctions_freezes_case_id_fkey REFERENCES sanctions_cases (id) ON DELETE RESTRICT,
        frozen_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sanctions_freezes`);
    await q.query(`DROP TABLE sanctions_cases`);
    await q.query(`DROP TABLE sanctions_names`);
    await q.query(`DROP TABLE sanctions_entries`);
    await q.query(`DROP TABLE sanctions_list_versions`);
    await q.query(`UPDATE members SET roles = array_remove(roles, 'COMPLIANCE')`);
    await q.query(`UPDATE members SET roles = ARRAY['MEMBER'] WHERE cardinality(roles) = 0`);
    await q.query(`ALTER TABLE members DROP CONSTRAINT members_roles_known`);
    await q.query(`ALTER TABLE members ADD CONSTRAINT members_roles_known CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['MEMBER', 'LOAN_OFFICER', 'ADMIN']::text[])`);
    // The extension stays: other databases' objects may use it, and it holds no data.
  }
}
