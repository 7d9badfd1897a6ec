import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDatabase, prepareTestDatabase } from './support/database';

interface EmbeddedPostgres {
  url: string;
  stop: () => Promise<void>;
}

// A real dynamic import (swc would turn `import()` into require, which cannot load ESM).
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<{
  startEmbeddedPostgres: () => Promise<EmbeddedPostgres>;
}>;

/**
 * One fresh, migrated and seeded database per test run, on the server of DATABASE_URL when it is
 * set, otherwise in a throwaway embedded PostgreSQL cluster. It is the template of each worker's
 * own database (support/worker-database.ts), so that workers never see each other's rows, jobs
 * or clocks.
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const script = pathToFileURL(resolve(__dirname, '../../../scripts/embedded-postgres.mjs')).href;
    const { startEmbeddedPostgres } = await importEsm(script);
    const pg = await startEmbeddedPostgres();
    serverUrl = pg.url;
    Object.assign(globalThis, { __embeddedPostgres: pg });
  }
  const name = `halimbawa_test_${Date.now()}_${process.pid}`;
  const url = await createDatabase(serverUrl, name);
  Object.assign(globalThis, { __testDatabase: { serverUrl, name } });
  process.env.TEST_SERVER_URL = serverUrl;
  process.env.TEST_TEMPLATE_DATABASE = name;

  await prepareTestDatabase(url);
}
