import { workerDatabase } from './database';

// Before any test file's own beforeAll: DATABASE_URL is this worker's database (test/global-setup.ts).
beforeAll(async () => {
  const server = process.env.TEST_SERVER_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!server || !template) throw new Error('the integration tests need test/global-setup.ts to run first');
  process.env.DATABASE_URL = await workerDatabase(server, template, process.env.JEST_WORKER_ID ?? '1');
});
