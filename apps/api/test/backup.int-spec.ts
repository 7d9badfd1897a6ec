import { disbursedLoan, officerToken } from '@halimbawa/testing';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase, prepareTestDatabase } from './support/database';
import { createKycTestApp } from './support/kyc';
import { WHOLE_DATABASE, ledgerProblems } from './support/ledger-invariants';
import { verifiedMember } from './support/loans';
import { startSystemPostgres, type SystemPostgres } from './support/system-postgres';

// `npm run backup` and `npm run restore`, round trip: on the system's PostgreSQL, whose pg_dump
// and pg_restore are of its own version.
const SCRIPT = resolve(__dirname, '../../../scripts/backup.mjs');

let server: SystemPostgres;
const folders: string[] = [];
beforeAll(async () => {
  server = await startSystemPostgres();
});
afterAll(async () => {
  server?.stop();
  await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
});

async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'halimbawa-backup-'));
  folders.push(dir);
  return dir;
}

function script(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', PG_BIN_DIR: server.binDir, ...env } });
}

async function filesOf(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  return Object.fromEntries(
    await Promise.all(names.map(async (e) => [join(e.parentPath, e.name).slice(dir.length), createHash('sha256').update(await readFile(join(e.parentPath, e.name))).digest('hex')])),
  );
}

it('restores the database and the documents: the same wallet, a ledger that balances, the same files', async () => {
  const sourceUrl = await createDatabase(server.url, 'source');
  await prepareTestDatabase(sourceUrl);
  const source = await createKycTestApp({ DATABASE_URL: sourceUrl, DISBURSE_DELAY_S: '0' });
  const officer = await officerToken(source.api);
  const m = await verifiedMember(source, officer);
  await disbursedLoan(source.api, m, officer);
  const before = await source.call('get', '/wallet', { token: m.accessToken });
  expect(before.status).toBe(200);
  expect(before.body.balance).toBeGreaterThan(0);
  const documentsBefore = await filesOf(source.documentsDir);
  expect(Object.keys(documentsBefore).length).toBeGreaterThan(0);

  const out = join(await folder(), 'backup');
  const made = script(['backup', '--out', out], { DATABASE_URL: sourceUrl, DOCUMENTS_DIR: source.documentsDir });
  expect({ status: made.status, stderr: made.stderr }).toEqual({ status: 0, stderr: '' });
  await source.close();

  const restoredUrl = await createDatabase(server.url, 'restored');
  const restoredDocuments = await folder();
  const restored = script(['restore', out], { DATABASE_URL: restoredUrl, DOCUMENTS_DIR: restoredDocuments });
  expect({ status: restored.status, stderr: restored.stderr }).toEqual({ status: 0, stderr: '' });

  const target = await createKycTestApp({ DATABASE_URL: restoredUrl });
  try {
    expect(await ledgerProblems(target.dataSource, WHOLE_DATABASE)).toEqual([]);
    const after = await target.call('get', '/wallet', { token: m.accessToken });
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    console.log(`backup round trip: wallet ${JSON.stringify(before.body)} before, ${JSON.stringify(after.body)} after`);
  } finally {
    await target.close();
  }
  expect(await filesOf(restoredDocuments)).toEqual(documentsBefore);
});

it('refuses a damaged backup before touching the database', async () => {
  const sourceUrl = await createDatabase(server.url, 'damaged_source');
  const out = join(await folder(), 'backup');
  expect(script(['backup', '--out', out], { DATABASE_URL: sourceUrl, DOCUMENTS_DIR: await folder() }).status).toBe(0);
  await writeFile(join(out, 'documents.tar'), 'damaged');
  const refused = script(['restore', out], { DATABASE_URL: sourceUrl, DOCUMENTS_DIR: await folder() });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('does not match its SHA-256');
});
