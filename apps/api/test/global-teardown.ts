import { dropDatabase } from './support/database';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis as {
    __embeddedPostgres?: { stop: () => Promise<void> };
    __testDatabase?: { serverUrl: string; name: string };
  };
  if (state.__embeddedPostgres) await state.__embeddedPostgres.stop();
  if (state.__testDatabase) await dropDatabase(state.__testDatabase.serverUrl, state.__testDatabase.name);
}
