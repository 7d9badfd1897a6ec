// Backup and restore of a whole product: the database (pg_dump's custom format) and the identity
// documents kept on local storage (DOCUMENTS_DIR; a bucket keeps its own versions). A backup is a
// folder with database.dump, documents.tar and manifest.json (what, when, SHA-256 of each file).
//
//   npm run backup  [-- --out DIR]     DIR defaults to backups/<UTC time>
//   npm run restore -- DIR             into DATABASE_URL (emptied first) and DOCUMENTS_DIR
//
// DATABASE_URL names the database (for `npm start`'s embedded one, while it runs:
// postgres://postgres:postgres@127.0.0.1:54329/halimbawa). pg_dump and pg_restore come from PG_BIN_DIR
// or PATH and must be of the server's major version or newer: pg_dump refuses an older one.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { root } from './api-processes.mjs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
const [command, folder] = positionals;
const databaseUrl = process.env.DATABASE_URL;
const documentsDir = resolve(root, process.env.DOCUMENTS_DIR ?? '.data/documents');

function fail(message) {
  console.error(`[backup] ${message}`);
  process.exit(1);
}

function tool(name) {
  return process.env.PG_BIN_DIR ? join(process.env.PG_BIN_DIR, name) : name;
}

/** Runs a command, failing with its own words when it fails. */
function run(file, args, options = {}) {
  const result = spawnSync(file, args, { encoding: 'utf8', ...options });
  if (result.error) fail(`${file} could not run: ${result.error.message}`);
  if (result.status !== 0) fail(`${file} failed: ${(result.stderr || result.stdout).trim()}`);
  return result.stdout;
}

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** The server's major version, and a refusal when pg_dump is older (it would refuse anyway, less clearly). */
async function checkVersions() {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  const [{ server_version_num: num }] = (await client.query('SHOW server_version_num')).rows;
  await client.end();
  const server = Math.floor(Number(num) / 10000);
  const dump = Number(/(\d+)(?:\.\d+)?/.exec(run(tool('pg_dump'), ['--version']))?.[1]);
  if (dump < server) fail(`pg_dump ${dump} cannot read a PostgreSQL ${server} server: set PG_BIN_DIR to the bin folder of PostgreSQL ${server} or newer.`);
  return server;
}

async function backup() {
  const out = resolve(root, values.out ?? join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
  if (existsSync(out) && readdirSync(out).length > 0) fail(`${out} is not empty.`);
  mkdirSync(out, { recursive: true, mode: 0o700 });
  const server = await checkVersions();
  run(tool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(out, 'database.dump')}`, databaseUrl]);
  const hasDocuments = existsSync(documentsDir);
  run('tar', ['-cf', join(out, 'documents.tar'), '-C', hasDocuments ? documentsDir : out, ...(hasDocuments ? ['.'] : ['--files-from=/dev/null'])]);
  const files = Object.fromEntries(['database.dump', 'documents.tar'].map((name) => [name, sha256(join(out, name))]));
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify({ takenAt: new Date().toISOString(), postgresMajor: server, files }, null, 2)}\n`);
  console.log(`[backup] written to ${out}`);
}

async function restore() {
  if (!folder) fail('name the backup folder: npm run restore -- DIR');
  const dir = resolve(root, folder);
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  for (const [name, hash] of Object.entries(manifest.files)) {
    if (sha256(join(dir, name)) !== hash) fail(`${name} does not match its SHA-256 in manifest.json: the backup is damaged.`);
  }
  await checkVersions();
  run(tool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${databaseUrl}`, join(dir, 'database.dump')]);
  mkdirSync(documentsDir, { recursive: true, mode: 0o700 });
  run('tar', ['-xf', join(dir, 'documents.tar'), '-C', documentsDir]);
  console.log(`[backup] restored ${dir} (taken ${manifest.takenAt})`);
}

if (!databaseUrl) fail('DATABASE_URL is required.');
if (command === 'backup') await backup();
else if (command === 'restore') await restore();
else fail('usage: backup.mjs backup [--out DIR] | restore DIR');
