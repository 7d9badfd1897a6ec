import { t } from '@halimbawa/domain';
import { BadRequestException, HttpException, PayloadTooLargeException, type INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { ControlCharactersPipe } from './common/control-characters.pipe';
import { createValidationPipe } from './common/errors';
import { localizeMessages } from './common/localize';
import type { AppConfig } from './config/app-config';
import { createOpenApiDocument } from './openapi/openapi-document';

export const API_PREFIX = 'api/v2';

/** The deepest nesting a JSON body may have: the deepest request DTO needs 3 levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * True when the JSON text nests arrays and objects deeper than `max`, counted on the raw bytes
 * before parsing (brackets inside strings do not count), so a body of thousands of levels never
 * reaches JSON.parse or class-transformer's recursion (issue 11, finding 2).
 */
export function jsonTooDeep(buf: Buffer, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i += 1) {
    const c = buf[i];
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

function refuseDeepJson(_req: unknown, _res: unknown, buf: Buffer): void {
  if (jsonTooDeep(buf)) throw Object.assign(new Error('too deep'), { status: 400, type: 'entity.too.deep' });
}

/** Turns body-parser failures (which happen before any route) into the API's own answers. */
function bodyParserErrors(error: { type?: string; status?: number } | undefined, _req: unknown, _res: unknown, next: (e?: unknown) => void) {
  if (!error) return next();
  if (error.type === 'entity.parse.failed') return next(new BadRequestException(t('en', 'apiErrors.malformedJson')));
  if (error.type === 'entity.too.deep') return next(new BadRequestException(t('en', 'apiErrors.jsonTooDeep')));
  if (error.type === 'entity.too.large') return next(new PayloadTooLargeException(t('en', 'apiErrors.tooLarge')));
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return next(new HttpException(t('en', 'apiErrors.bodyUnreadable'), error.status));
  }
  return next(error);
}

/** Everything main.ts and the tests both need on the HTTP application. */
export function configureApp(app: INestApplication, config: AppConfig): void {
  const express = app as NestExpressApplication;
  express.set('trust proxy', config.trustProxy);
  express.disable('x-powered-by');
  // The answers are private JSON that no cache keeps: no SHA-1 of every body for an ETag.
  express.set('etag', false);
  app.use(localizeMessages);
  express.useBodyParser('json', { limit: '100kb', verify: refuseDeepJson });
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
  // Control characters first, on the values as they came; then the DTOs' declared fields and types.
  app.useGlobalPipes(new ControlCharactersPipe(), createValidationPipe());
  app.enableShutdownHooks();

  SwaggerModule.setup('api/docs', app, createOpenApiDocument(app));
}
