import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * One statement outside any transaction, straight through the DataSource's own pg pool: for the
 * reads every request makes (the wallet, the session check), without a TypeORM query runner, its
 * logger and its event broadcast per statement (issue 10's profile). Rows come parsed as pg parses
 * them, as `dataSource.query` answers them.
 */
export async function poolQuery<Row>(dataSource: DataSource, sql: string, params: unknown[]): Promise<Row[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  return (await pool.query(sql, params)).rows as Row[];
}
