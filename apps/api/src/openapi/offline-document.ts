import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { API_PREFIX, createHttpAdapter } from '../setup';
import { createOpenApiDocument } from './openapi-document';

/**
 * The OpenAPI document from the module graph alone: Nest's preview mode resolves the modules and
 * controllers without running any provider, so nothing connects to PostgreSQL or listens.
 * A development configuration, so the dev routes (outbox, clock, jobs) are documented too.
 */
export async function createOfflineOpenApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://localhost/openapi' });
  // abortOnError: false, so a broken module graph throws its message instead of exiting silently.
  const app = await NestFactory.create(AppModule.register(config), createHttpAdapter(config), { preview: true, logger: false, abortOnError: false });
  try {
    app.setGlobalPrefix(API_PREFIX);
    return createOpenApiDocument(app);
  } finally {
    await app.close();
  }
}
