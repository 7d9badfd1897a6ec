import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account activation: the five wizard sections, the identity documents (stored under
 * random keys; only their metadata is here), the KYC review, and the member's bank accounts with
 * the history of OTP-confirmed changes.
 */
export class Kyc1795400000000 implements MigrationInterface {
  name = 'Kyc1795400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE member_personal (
        member_id       uuid PRIMARY KEY
                          CONSTRAINT member_personal_member_id_fkey REFERENCES members (id) ON DELETE CASCADE,
        gender          text NOT NULL CONSTRAINT member_personal_gender_known CHECK (gender IN ('Male', 'Female')),
        first_name      text NOT NULL,
        middle_name     text,
        last_name       text NOT NULL,
        birth_date      date NOT NULL,
        marital_status  text NOT NULL,
        nationality     text NOT NULL,
        is_agree        boolean NOT NULL CONSTRAINT member_personal_is_agree_ticked CHECK (is_agree),
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE member_address (
        member_id          uuid PRIMARY KEY
                             CONSTRAINT member_address_member_id_fkey REFERENCES members (id) ON DELETE CASCADE,
        country_residence  text NOT NULL,
        province           text NOT NULL,
        town               text NOT NULL,
        street_address     text NOT NULL,
        postal_code        text,
        created_at         timestamptz NOT NULL DEFAULT now(),
        updated_at         timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE member_references (
        member_id          uuid PRIMARY KEY
                             CONSTRAINT member_references_member_id_fkey REFERENCES members (id) ON DELETE CASCADE,
        ref_full_name1     text NOT NULL,
        ref_relationship1  text NOT NULL,
        ref_phone_number1  text NOT NULL,
        ref_full_name2     text,
        ref_relationship2  text,
        ref_phone_number2  text,
        created_at         timestamptz NOT NULL DEFAULT now(),
        updated_at         timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE member_identity (
        member_id            uuid PRIMARY KEY
                               CONSTRAINT member_identity_member_id_fkey REFERENCES members (id) ON DELETE CASCADE,
        identity_type        text NOT NULL,
        other_identity_type  text,
        identity_number      text NOT NULL,
        kyc_status           text NOT NULL DEFAULT 'PENDING'
                               CONSTRAINT member_identity_kyc_status_known CHECK (kyc_status IN ('PENDING', 'VERIFIED', 'REJECTED')),
        kyc_reason_code      text,
        submitted_at         timestamptz NOT NULL DEFAULT now(),
        reviewed_by          uuid CONSTRAINT member_identity_reviewed_by_fkey REFERENCES members (id) ON DELETE SET NULL,
        reviewed_at          timestamptz,
        created_at           timestamptz NOT NULL DEFAULT now(),
        updated_at           timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT member_identity_reason_when_rejected CHECK ((kyc_status = 'REJECTED') = (kyc_reason_code IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX member_identity_review_queue_idx ON member_identity (kyc_status, submitted_at)`);

    await q.query(`
      CREATE TABLE identity_documents (
        id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id     uuid NOT NULL CONSTRAINT identity_documents_member_id_fkey REFERENCES members (id) ON DELETE CASCADE,
        kind          text NOT NULL CONSTRAINT identity_documents_kind_known CHECK (kind IN ('ID_FRONT', 'ID_BACK', 'SELFIE')),
        storage_key   text NOT NULL CONSTRAINT identity_documents_storage_key_key UNIQUE,
        content_type  text NOT NULL
                        CONSTRAINT identity_documents_content_type_known CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
        size_bytes    integer NOT NULL CONSTRAINT identity_documents_size_range CHECK (size_bytes BETWEEN 1 AND 8388608),
        sha256        text NOT NULL CONSTRAINT identity_documents_sha256_hex CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        width         integer NOT NULL,
        height        integer NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        replaced_at   timestamptz
      )`);
    // At most one current document of each kind per member.
    await q.query(`CREATE UNIQUE INDEX identity_documents_current_key ON identity_documents (member_id, kind) WHERE replaced_at IS NULL`);
    await q.query(`CREATE INDEX identity_documents_member_idx ON identity_documents (member_id, created_at)`);

    await q.query(`
      CREATE TABLE member_bank_accounts (
        id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id       uuid NOT NULL CONSTRAINT member_bank_accounts_member_id_fkey REFERENCES members (id) ON DELETE CASCADE,
        status          text NOT NULL
                          CONSTRAINT member_bank_accounts_status_known CHECK (status IN ('ACTIVE', 'PENDING_OTP', 'REPLACED', 'ABANDONED')),
        bank_name       text NOT NULL,
        bank_kind       text NOT NULL CONSTRAINT member_bank_accounts_kind_known CHECK (bank_kind IN ('bank', 'ewallet')),
        account_name    text NOT NULL,
        account_number  text NOT NULL,
        confirmed_at    timestamptz,
        changed_at      timestamptz,
        replaced_at     timestamptz,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
    // One account receives withdrawals at a time.
    await q.query(`CREATE UNIQUE INDEX member_bank_accounts_active_key ON member_bank_accounts (member_id) WHERE status = 'ACTIVE'`);
    await q.query(`CREATE INDEX member_bank_accounts_member_idx ON member_bank_accounts (member_id, status)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE member_bank_accounts`);
    await q.query(`DROP TABLE identity_documents`);
    await q.query(`DROP TABLE member_identity`);
    await q.query(`DROP TABLE member_references`);
    await q.query(`DROP TABLE member_address`);
    await q.query(`DROP TABLE member_personal`);
  }
}
