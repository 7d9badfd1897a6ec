import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

// Written in migrations/1795500000000-ledger-currencies.ts; the names keep TypeORM in step with it.

/** A currency a loan may be applied for in (docs/product.md §3). PHP is the base and is always active. */
@Entity({ name: 'currencies' })
@Check('currencies_code_format', `currency_code ~ '^[A-Z]{3}$'`)
@Check('currencies_php_active', `currency_code <> 'PHP' OR active`)
export class CurrencyEntity {
  @PrimaryColumn({ name: 'currency_code', type: 'text' })
  currencyCode: string;

  @Column({ name: 'currency_name', type: 'text' })
  currencyName: string;

  @Column({ name: 'currency_symbol', type: 'text' })
  currencySymbol: string;

  @Column({ name: 'country_name', type: 'text' })
  countryName: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

export type RateSource = 'seed' | 'admin' | 'http' | 'fake';

/**
 * One observation of a rate: units of the currency per 1 PHP, with where it came from and when.
 * Rows are appended; the latest (by fetched_at, then created_at) is the rate in force.
 */
@Entity({ name: 'exchange_rates' })
@Index('exchange_rates_latest_idx', ['currencyCode', 'fetchedAt', 'createdAt'])
@Check('exchange_rates_rate_positive', `rate > 0`)
@Check('exchange_rates_source_known', `source IN ('seed', 'admin', 'http', 'fake')`)
@Check('exchange_rates_php_is_one', `currency_code <> 'PHP' OR rate = 1`)
export class ExchangeRateEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'currency_code', type: 'text' })
  currencyCode: string;

  @ManyToOne(() => CurrencyEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'currency_code', foreignKeyConstraintName: 'exchange_rates_currency_code_fkey' })
  currency?: CurrencyEntity;

  /** numeric(20, 10), read as its decimal text; never a float. */
  @Column({ type: 'numeric', precision: 20, scale: 10 })
  rate: string;

  @Column({ type: 'text' })
  source: RateSource;

  @Column({ name: 'fetched_at', type: 'timestamptz', default: () => 'now()' })
  fetchedAt: Date;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}

export const CURRENCY_ENTITIES = [CurrencyEntity, ExchangeRateEntity];
