import 'reflect-metadata';
import { ConsoleLogger, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source-options';
import { migrate } from './database/migrate';
import { seed } from './database/seed';

const USAGE = 'Usage: node cli.js migrate | seed';

/** `node cli.js migrate` applies pending migrations; `node cli.js seed` adds the demo data. */
async function main(command: string | undefined): Promise<number> {
  Logger.overrideLogger(new ConsoleLogger({ json: true }));
  if (command !== 'migrate' && command !== 'seed') {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(process.env);
  const dataSource = await new DataSource(dataSourceOptions(config.databaseUrl)).initialize();
  try {
    if (command === 'migrate') await migrate(dataSource);
    else await seed(dataSource, config);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).stack}\n`);
    process.exit(1);
  },
);
