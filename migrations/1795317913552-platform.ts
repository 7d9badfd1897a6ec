import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Platform and authentication: members, refresh-token families, OTP challenges, the outbox of
 * SMS and e-mail, contact messages and the audit trail. Money is integer centavos (bigint).
 */
export class Platform1795317913552 implements MigrationInterface {
  name = 'Platform1795317913552';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE members (
        id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        phone_number        text NOT NULL CONSTRAINT members_phone_number_key UNIQUE
                              CONSTRAINT members_phone_number_e164 CHECK (phone_number ~ '^\\+[1-9][0-9]{6,14}$'),
        email               text NOT NULL,
        full_name           text NOT NULL,
        password_hash       text NOT NULL,
        roles               text[] NOT NULL DEFAULT '{MEMBER}'
                              CONSTRAINT members_roles_known CHECK (
                                cardinality(roles) > 0 AND roles <@ ARRAY['MEMBER', 'LOAN_OFFICER', 'ADMIN']::text[]),
        info_state          text NOT NULL DEFAULT 'PERSONAL_INFO'
                              CONSTRAINT members_info_state_known CHECK (info_state IN (
                                'PERSONAL_INFO', 'ADDRESS_INFO', 'REFERENCES_INFO', 'IDENTITY_INFO',
                                'BANK_INFO', 'INFO_COMPLETED')),
        work_place_country  text NOT NULL,
        work_location       text NOT NULL,
        job_title           text NOT NULL,
        job_category        text NOT NULL,
        monthly_net_income  bigint NOT NULL CONSTRAINT members_monthly_net_income_nonneg CHECK (monthly_net_income >= 0),
        ip_address          inet,
        country_register    text,
        company_register    text NOT NULL,
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE refresh_tokens (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id   uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        family_id   uuid NOT NULL,
        token_hash  text NOT NULL CONSTRAINT refresh_tokens_token_hash_key UNIQUE,
        expires_at  timestamptz NOT NULL,
        replaced_at timestamptz,
        revoked_at  timestamptz,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);
    await q.query(`CREATE INDEX refresh_tokens_member_idx ON refresh_tokens (member_id)`);

    await q.query(`
      CREATE TABLE otp_challenges (
        id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id     uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        purpose       text NOT NULL CONSTRAINT otp_challenges_purpose_known CHECK (purpose IN (
                        'CONTRACT_SIGN', 'WITHDRAWAL', 'PASSWORD_RESET', 'BANK_CHANGE')),
        target        text,
        code_hash     text NOT NULL,
        attempts      integer NOT NULL DEFAULT 0 CONSTRAINT otp_challenges_attempts_range CHECK (attempts BETWEEN 0 AND 5),
        expires_at    timestamptz NOT NULL,
        consumed_at   timestamptz,
        superseded_at timestamptz,
        created_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX otp_challenges_member_purpose_idx ON otp_challenges (member_id, purpose, created_at DESC)`);

    await q.query(`
      CREATE TABLE outbound_messages (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "to"        text NOT NULL,
        channel     text NOT NULL CONSTRAINT outbound_messages_channel_known CHECK (channel IN ('sms', 'email')),
        subject     text,
        body        text NOT NULL,
        provider    text NOT NULL,
        provider_ref text,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX outbound_messages_to_idx ON outbound_messages ("to", created_at DESC)`);

    await q.query(`
      CREATE TABLE contact_messages (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name        text NOT NULL,
        email       text NOT NULL,
        message     text NOT NULL,
        status      text NOT NULL DEFAULT 'OPEN' CONSTRAINT contact_messages_status_known CHECK (status IN ('OPEN', 'RESOLVED')),
        ip_address  inet,
        user_agent  text,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC)`);

    await q.query(`
      CREATE TABLE audit_events (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id    uuid,
        action      text NOT NULL,
        target      text,
        ip_address  inet,
        user_agent  text,
        details     jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_events_actor_idx ON audit_events (actor_id, created_at DESC)`);
    await q.query(`CREATE INDEX audit_events_action_idx ON audit_events (action, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_events`);
    await q.query(`DROP TABLE contact_messages`);
    await q.query(`DROP TABLE outbound_messages`);
    await q.query(`DROP TABLE otp_challenges`);
    await q.query(`DROP TABLE refresh_tokens`);
    await q.query(`DROP TABLE members`);
  }
}
