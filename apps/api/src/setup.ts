import { BadRequestException, HttpException, PayloadTooLargeException, type INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { createValidationPipe } from './common/errors';
import type { AppConfig } from './config/app-config';
import { createOpenApiDocument } from './openapi/openapi-document';

export const API_PREFIX = 'api/v2';

/** Turns body-parser failures (which happen before any route) into the API's own answers. */
function bodyParserErrors(error: { type?: string; status?: number } | undefined, _req: unknown, _res: unknown, next: (e?: unknown) => void) {
  if (!error) return next();
  if (error.type === 'entity.parse.failed') return next(new BadRequestException('Malformed JSON body.'));
  if (error.type === 'entity.too.large') return next(new PayloadTooLargeException('The request is too large.'));
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return next(new HttpException('The request body could not be read.', error.status));
  }
  return next(error);
}

/** Everything main.ts and the tests both need on the HTTP application. */
export function configureApp(app: INestApplication, config: AppConfig): void {
  const express = app as NestExpressApplication;
  express.set('trust proxy', config.trustProxy);
  express.disable('x-powered-by');
  express.useBodyParser('json', { limit: '100kb' });
  express.useBodyParser('urlencoded', { limit: '100kb', extended: false });
  app.use(bodyParserErrors);
  app.use(
    helmet({
      // Swagger UI at /api/docs needs its inline styles; the API serves no other HTML.
      contentSecurityPolicy: {
        directives: {
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          // Outside production the API is served over plain http (loopback).
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
    }),
  );
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  SwaggerModule.setup('api/docs', app, createOpenApiDocument(app));
}
