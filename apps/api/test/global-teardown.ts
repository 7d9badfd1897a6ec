import { dropDatabase, workerDatabasesOf } from './support/database';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis as {
    __embeddedPostgres?: { stop: () => Promise<void> };
    __testDatabase?: { serverUrl: string; name: string };
  };
  if (state.__testDatabase && !state.__embeddedPostgres) {
    const { serverUrl, name } = state.__testDatabase;
    for (const worker of await workerDatabasesOf(serverUrl, name)) await dropDatabase(serverUrl, worker);
    await dropDatabase(serverUrl, name);
  }
  if (state.__embeddedPostgres) await state.__embeddedPostgres.stop();
}
