import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions that end when they should, and rate limits shared by every API instance.
 *
 * - `sessions`: one row per sign-in (the refresh-token family; its id is the access token's `sid`).
 *   Every authenticated request looks its row up by primary key, so an access token stops working
 *   as soon as `ended_at` is set (logout, password change or reset, refresh-token reuse) or the
 *   member is deleted (the row goes with the member). The families that exist already become
 *   sessions, ended when every token of theirs was revoked.
 * - `rate_limits`: counters of the request limits and of failed attempts, keyed by limit and client.
 *   UNLOGGED: counters are worth no WAL and no replica; a crash only forgets them.
 */
export class SessionsRateLimits1795900000000 implements MigrationInterface {
  name = 'SessionsRateLimits1795900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sessions (
        id         uuid PRIMARY KEY,
        member_id  uuid NOT NULL CONSTRAINT sessions_member_id_fkey REFERENCES members (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        ended_at   timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_member_idx ON sessions (member_id)`);
    await q.query(`
      INSERT INTO sessions (id, member_id, created_at, ended_at)
      SELECT family_id, member_id, min(created_at), CASE WHEN bool_and(revoked_at IS NOT NULL) THEN max(revoked_at) END
        FROM refresh_tokens GROUP BY family_id, member_id`);
    await q.query(`
      ALTER TABLE refresh_tokens ADD CONSTRAINT refresh_tokens_family_id_fkey
        FOREIGN KEY (family_id) REFERENCES sessions (id) ON DELETE CASCADE`);

    await q.query(`
      CREATE UNLOGGED TABLE rate_limits (
        key            text PRIMARY KEY,
        hits           integer NOT NULL CONSTRAINT rate_limits_hits_positive CHECK (hits >= 0),
        window_ends_at timestamptz NOT NULL,
        blocked_until  timestamptz
      )`);
    // For the sweep of counters whose window and block are over.
    await q.query(`CREATE INDEX rate_limits_window_ends_idx ON rate_limits (window_ends_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limits`);
    await q.query(`ALTER TABLE refresh_tokens DROP CONSTRAINT refresh_tokens_family_id_fkey`);
    await q.query(`DROP TABLE sessions`);
  }
}
