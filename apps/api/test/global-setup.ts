import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/config/app-config';
import { seed } from '../src/database/seed';
import { createDatabase, migratedDataSource, silentLogger } from './support/database';

interface EmbeddedPostgres {
  url: string;
  stop: () => Promise<void>;
}

// A real dynamic import (swc would turn `import()` into require, which cannot load ESM).
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<{
  startEmbeddedPostgres: () => Promise<EmbeddedPostgres>;
}>;

/**
 * One fresh, migrated database per test run: on the server of DATABASE_URL when it is set,
 * otherwise in a throwaway embedded PostgreSQL cluster. Test workers inherit DATABASE_URL.
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  let url: string;
  if (serverUrl) {
    const name = `halimbawa_test_${Date.now()}_${process.pid}`;
    url = await createDatabase(serverUrl, name);
    Object.assign(globalThis, { __testDatabase: { serverUrl, name } });
  } else {
    const script = pathToFileURL(resolve(__dirname, '../../../scripts/embedded-postgres.mjs')).href;
    const { startEmbeddedPostgres } = await importEsm(script);
    const pg = await startEmbeddedPostgres();
    url = pg.url;
    Object.assign(globalThis, { __embeddedPostgres: pg });
  }
  process.env.DATABASE_URL = url;
  process.env.TEST_SERVER_URL = serverUrl ?? url;

  const dataSource = await migratedDataSource(url);
  try {
    // Test helpers draw unique phone numbers from it (support/members.ts).
    await dataSource.query('CREATE SEQUENCE test_phone_seq START 1000000');
    await seed(dataSource, loadConfig({ DATABASE_URL: url, NODE_ENV: 'test', ARGON2_MEMORY_KIB: '1024' }), silentLogger);
  } finally {
    await dataSource.destroy();
  }
}
