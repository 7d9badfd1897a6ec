import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { destination, type DestinationStream } from 'pino';
import type { AppConfig } from '../../config/app-config';

export const REQUEST_ID_HEADER = 'x-request-id';
/** A request id the caller may give (the web server passes its own): short, plain, unambiguous. */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The caller's request id when it is well formed, else a new one: Fastify's id of the request
 * (createHttpAdapter), which pino-http logs and the answer echoes (configureApp).
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * One JSON line per request (pino-http through nestjs-pino) and every Nest log line in the same
 * stream, each with the request's id. A request line holds the method, the path without its query
 * and the status, never headers or bodies: tokens, cookies, passwords, one-time codes and ID
 * numbers travel only there.
 */
export function loggingModule(config: AppConfig, stream: DestinationStream = destination(1)): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: [
      {
        level: config.logLevel,
        genReqId: requestIdOf,
        serializers: {
          req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
          res: (res: { statusCode: number }) => ({ status: res.statusCode }),
        },
        customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
        // Load balancers' probes would drown the rest.
        autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/v2/health') },
      },
      stream,
    ],
  });
}
