import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Product settings an admin changes through four eyes (/admin/settings): every version kept, the
 * newest in force for new applications. Rows are only inserted; no row means the configuration's
 * values (loans.config.ts, app-config.ts).
 */
export class ProductSettings1797620000000 implements MigrationInterface {
  name = 'ProductSettings1797620000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_settings (
        id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        monthly_rate_bps    integer NOT NULL CONSTRAINT product_settings_rate_range CHECK (monthly_rate_bps BETWEEN 1 AND 1000),
        min_php             bigint NOT NULL,
        max_php             bigint NOT NULL,
        terms               integer[] NOT NULL CONSTRAINT product_settings_terms_given CHECK (cardinality(terms) > 0),
        late_charge_bps     integer NOT NULL CONSTRAINT product_settings_late_charge_range CHECK (late_charge_bps BETWEEN 0 AND 1000),
        four_eyes_above_php bigint NOT NULL CONSTRAINT product_settings_four_eyes_nonneg CHECK (four_eyes_above_php >= 0),
        dti_limit_bps       integer NOT NULL CONSTRAINT product_settings_dti_range CHECK (dti_limit_bps BETWEEN 0 AND 10000),
        made_by             uuid NOT NULL,
        checked_by          uuid NOT NULL,
        effective_at        timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT product_settings_amounts CHECK (min_php > 0 AND max_php >= min_php),
        CONSTRAINT product_settings_four_eyes CHECK (made_by <> checked_by)
      )`);
    await q.query(`CREATE INDEX product_settings_effective_idx ON product_settings (effective_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_settings`);
  }
}
