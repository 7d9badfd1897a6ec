import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { appLogger } from './common/logging/logging.module';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { configureApp, createHttpAdapter } from './setup';

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    // Fail fast, with every problem listed, before anything starts.
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function bootstrap(): Promise<void> {
  const config = readConfig();
  // Nest's own body parsers are replaced in configureApp (with size limits); its start-up lines
  // wait for the JSON logger (configureApp).
  const logger = appLogger(config);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, { logger }), createHttpAdapter(config, logger), { bufferLogs: true, bodyParser: false });
  configureApp(app, config);
  // The server's timeouts are set where it is made (createHttpAdapter, config.server).
  await app.listen(config.port, config.host);
  app.get(Logger).log(`API listening on http://${config.host}:${config.port}/api/v2 (docs at /api/docs)`, 'Bootstrap');
}

void bootstrap();
