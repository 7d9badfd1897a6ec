import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { createDatabase, dropDatabase, migratedDataSource } from './support/database';

const serverUrl = () => process.env.TEST_SERVER_URL!;

describe('migrations', () => {
  const name = `halimbawa_migrations_${Date.now()}`;
  let url: string;
  beforeAll(async () => {
    url = await createDatabase(serverUrl(), name);
  });
  afterAll(() => dropDatabase(serverUrl(), name));

  it('apply, revert to an empty schema, and apply again', async () => {
    const dataSource = await migratedDataSource(url);
    try {
      const tables = async () =>
        (await dataSource.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY 1`)).map(
          (r: { table_name: string }) => r.table_name,
        );
      // Every module's migration adds its tables; other modules' tables may be there too.
      const applied = await tables();
      expect(applied).toEqual(
        expect.arrayContaining([
          'audit_events',
          'contact_messages',
          'identity_documents',
          'member_address',
          'member_bank_accounts',
          'member_identity',
          'member_personal',
          'member_references',
          'members',
          'otp_challenges',
          'outbound_messages',
          'refresh_tokens',
        ]),
      );
      while ((await dataSource.query('SELECT count(*)::int AS n FROM migrations'))[0].n > 0) await dataSource.undoLastMigration();
      expect(await tables()).toEqual([]);
      await dataSource.runMigrations();
      expect(await tables()).toEqual(applied);
    } finally {
      await dataSource.destroy();
    }
  });

  it('match the entities exactly (TypeORM would change nothing)', async () => {
    const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
