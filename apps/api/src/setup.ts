import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger as PinoInstance } from 'pino';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import { ControlCharactersPipe } from './common/control-characters.pipe';
import { refusalBody } from './common/all-exceptions.filter';
import { Refusal, createValidationPipe } from './common/errors';
import { appLogger, RequestLog, requestIdOf } from './common/logging/logging.module';
import { requestLanguage } from './common/language';
import { httpRequests } from './common/metrics/metrics';
import { wordMessages } from './common/said';
import type { AppConfig } from './config/app-config';
import { DashboardCache } from './modules/dashboard/dashboard-cache';
import { dropOwnDashboardChanges } from './modules/dashboard/dashboard-changes';
import { createOpenApiDocument } from './openapi/openapi-document';

export const API_PREFIX = 'api/v2';

/** The deepest nesting a JSON body may have: the deepest request DTO needs 3 levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * True when the JSON text nests arrays and objects deeper than `max`, counted on the raw bytes
 * before parsing (brackets inside strings do not count), so a body of thousands of levels never
 * reaches JSON.parse or class-transformer's recursion.
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

/** The largest JSON or form body the API reads (multipart uploads have multer's own limits; a route may set its own, see registerBodyParsers). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** JSON as body-parser read it (strict: an object or an array; an empty body is `{}`), nesting at most MAX_JSON_DEPTH. */
function parseJson(buf: Buffer): unknown {
  const text = buf.toString('utf8').trim();
  if (text === '') return {};
  if (text[0] !== '{' && text[0] !== '[') throw Refusal.badRequest('apiErrors.malformedJson');
  if (jsonTooDeep(buf)) throw Refusal.badRequest('apiErrors.jsonTooDeep');
  try {
    return JSON.parse(text);
  } catch {
    throw Refusal.badRequest('apiErrors.malformedJson');
  }
}

/**
 * The bodies the API reads: JSON and simple forms within BODY_LIMIT_BYTES, read by Fastify (413 on
 * the declared length before reading anything, or once the bytes pass the limit; the filter words
 * Fastify's errors as ours). Any other type is left unread, as Express left it: multipart for multer
 * in DocumentUploadInterceptor (which reads `req.raw`), anything else answered by validation as a
 * missing body.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body's bytes as received. */
    rawBody?: Buffer;
  }
}

function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  const asBuffer = { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES } as const;
  fastify.addContentTypeParser('application/json', asBuffer, async (req: FastifyRequest, body: Buffer) => {
    // Kept as received: a channel's signature is over these bytes (POST /channels/:channel/notify).
    req.rawBody = body;
    return parseJson(body);
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', asBuffer, async (_req: FastifyRequest, body: Buffer) => parseQueryString(body.toString('utf8')));
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null));
  // A route that takes more (a settlement file) says so with @RouteConfig({ bodyLimit }).
  fastify.addHook('onRoute', (route) => {
    const { bodyLimit } = (route.config ?? {}) as { bodyLimit?: number };
    if (bodyLimit) route.bodyLimit = bodyLimit;
  });
}

/**
 * The HTTP layer: Fastify (Express alone cost about the whole `/health` budget). Routes
 * match as Express matched them, whatever the case and with or without a trailing slash; `req.ip`
 * honours X-Forwarded-For only from the proxies TRUST_PROXY names (the web server). A URL Fastify
 * cannot route (a broken %-escape) is answered like every other error: `{code, message}`, no framework text.
 * A request must arrive whole within API_REQUEST_TIMEOUT_MS (config.server). Fastify logs with
 * `logger`, the one AppModule's Nest logger writes through (loggingModule).
 */
export function createHttpAdapter(config: AppConfig, logger: PinoInstance = appLogger(config)): FastifyAdapter {
  const { requestTimeoutMs, idleTimeoutMs, keepAliveTimeoutMs } = config.server;
  return new FastifyAdapter({
    loggerInstance: logger,
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Fastify leaves Node's whole-request timeout off: a client sending a byte every few seconds
    // would hold its connection (and a parser) for as long as it liked. Node answers 408 and closes.
    requestTimeout: requestTimeoutMs,
    connectionTimeout: idleTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(requestTimeoutMs, 10_000),
      // Node checks the two timeouts above on this interval (30 s by default, which would let a
      // slow request run up to twice its limit).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestTimeoutMs / 4))),
    },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Fastify's own answer while closing is a 503 without our body; configureApp answers it instead.
    return503OnClosing: false,
    frameworkErrors: (_error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      void reply.code(400).send(refusalBody(Refusal.badRequest('apiErrors.badRequest'), requestLanguage(req)));
    },
  });
}

/**
 * The headers a helmet middleware sets, read once from a response it is run on: ours are the same
 * for every request (no nonce, no function among the directives), so they are set as they are.
 */
function secureHeaders(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const response = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader: () => undefined };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be read once');
  return headers;
}

/** Everything main.ts and the tests both need on the HTTP application. */
export function configureApp(app: NestFastifyApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();
  registerBodyParsers(fastify);
  // Labelled by the route's pattern (`/api/v2/loans/:loanNumber`), never the path a client chose.
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Request-Id', req.id);
    done();
  });
  // A request that arrives while the process shuts down (on a kept-alive connection) is turned
  // away like every other refusal: {code, message} with Retry-After, so that a client or the web
  // server can try another instance.
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onRequest', (req, reply, done) => {
    if (!closing) return done();
    const refusal = Refusal.unavailable('apiErrors.shuttingDown');
    void reply
      .code(refusal.getStatus())
      .header('Connection', 'close')
      .header('Retry-After', String(refusal.retryAfterS))
      .send(refusalBody(refusal, requestLanguage(req)));
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    httpRequests.observe({ method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  const headers = secureHeaders(
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
  // helmet's headers on the raw response in a hook, so that every answer has them (the passthrough
  // handlers and multer's included), without helmet's thirteen middlewares on every request.
  fastify.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  fastify.addHook('preSerialization', wordMessages);
  fastify.addHook('onSend', dropOwnDashboardChanges(app.get(DashboardCache)));
  app.setGlobalPrefix(API_PREFIX);
  // Control characters first, on the values as they came; then the DTOs' declared fields and types.
  app.useGlobalPipes(new ControlCharactersPipe(), createValidationPipe());
  app.enableShutdownHooks();

  SwaggerModule.setup('api/docs', app, createOpenApiDocument(app));
}
