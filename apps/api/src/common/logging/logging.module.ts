import type { DynamicModule } from '@nestjs/common';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { destination, pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../../config/app-config';

export const REQUEST_ID_HEADER = 'x-request-id';
/** A request id the caller may give (the web server passes its own): short, plain, unambiguous. */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
/** Load balancers' probes would drown the rest. */
const UNLOGGED_PATHS = '/api/v2/health';

/**
 * The caller's request id when it is well formed, else a new one: Fastify's id of the request
 * (createHttpAdapter), which every log line of the request carries and the answer echoes (configureApp).
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The API's one pino logger: JSON lines on `stream` (standard output unless the tests give theirs).
 * A request or reply in a line is written as its id, method, path without the query, and status,
 * never its headers or body: tokens, cookies, passwords, one-time codes and ID numbers travel there.
 */
export function appLogger(config: AppConfig, stream: DestinationStream = destination(1)): Logger {
  return pino(
    {
      level: config.logLevel,
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
    },
    stream,
  );
}

/**
 * Nest's log lines through `logger`, the one Fastify also logs with (createHttpAdapter): nestjs-pino
 * with `useExisting` binds each request's Fastify logger, so a line written while serving a request
 * carries its id (`reqId`). Request lines are Fastify's (RequestLog): pino-http's middleware, run
 * through middie on every request, was a measurable share of the API's CPU.
 */
export function loggingModule(logger: Logger): DynamicModule {
  return LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true });
}

/**
 * Fastify's request lines: one per request once it is answered (none when it arrives), with the
 * request and reply as appLogger writes them and the time; warn for a 4xx, error for a 5xx.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: (req: FastifyRequest) => req.url.startsWith(UNLOGGED_PATHS) });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(req)) return;
    const status = reply.statusCode;
    const level = error || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    req.log[level]({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
