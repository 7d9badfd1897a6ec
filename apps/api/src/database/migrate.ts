import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

// Any fixed number: every instance that migrates takes the same lock.
const MIGRATION_LOCK_KEY = 7_310_551_200;

/** Runs the pending migrations; several instances starting at once wait for each other. */
export async function migrate(dataSource: DataSource, logger = new Logger('Migrate')): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    logger.log(applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}.` : 'The database is up to date.');
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}
