import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { loadConfig } from '../../src/config/app-config';
import { migrate } from '../../src/database/migrate';
import { seed } from '../../src/database/seed';

const quiet = new Logger('test');
quiet.log = () => undefined;

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const dataSource = await new DataSource({ type: 'postgres', url: serverUrl }).initialize();
  try {
    await dataSource.query(sql);
  } finally {
    await dataSource.destroy();
  }
}

/** Creates an empty database on the server of `serverUrl` and returns its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The per-worker copies of the template database `template` (support/worker-database.ts). */
export async function workerDatabasesOf(serverUrl: string, template: string): Promise<string[]> {
  const dataSource = await new DataSource({ type: 'postgres', url: serverUrl }).initialize();
  try {
    const rows: { datname: string }[] = await dataSource.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${template}_w%`]);
    return rows.map((r) => r.datname);
  } finally {
    await dataSource.destroy();
  }
}

/**
 * This worker's database: a copy of the run's template, made on its first test file. Several
 * workers then run at once without one's rows, jobs or moved clock reaching another's tests.
 */
export async function workerDatabase(serverUrl: string, template: string, workerId: string): Promise<string> {
  const name = `${template}_w${workerId}`;
  const dataSource = await new DataSource({ type: 'postgres', url: serverUrl }).initialize();
  try {
    const [exists] = await dataSource.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
    if (!exists) await dataSource.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await dataSource.destroy();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** Opens a DataSource on `url` with the app's options, runs the migrations, and returns it. */
export async function migratedDataSource(url: string): Promise<DataSource> {
  const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  await migrate(dataSource, quiet);
  return dataSource;
}

export const silentLogger = quiet;

/** Migrates and seeds a new database as the tests expect it (the demo officer, the test sequences). */
export async function prepareTestDatabase(url: string): Promise<void> {
  const dataSource = await migratedDataSource(url);
  try {
    // Test helpers draw unique phone numbers from it (support/members.ts).
    await dataSource.query('CREATE SEQUENCE test_phone_seq START 1000000');
    await seed(dataSource, loadConfig({ DATABASE_URL: url, NODE_ENV: 'test', ARGON2_MEMORY_KIB: '1024' }), quiet);
  } finally {
    await dataSource.destroy();
  }
}
