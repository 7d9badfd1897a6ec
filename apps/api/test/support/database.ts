import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { migrate } from '../../src/database/migrate';

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
