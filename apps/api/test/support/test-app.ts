import { ApiClient } from '@halimbawa/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { Clock, WallClock, type SettableClock } from '../../src/common/clock';
import { appLogger } from '../../src/common/logging/logging.module';
import { loadConfig } from '../../src/config/app-config';
import { createOpenApiDocument } from '../../src/openapi/openapi-document';
import { configureApp, createHttpAdapter } from '../../src/setup';
import { ResponseContract, reportViolations } from './contract';

export interface RecordedResponse {
  method: string;
  path: string;
  status: number;
  text: string;
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

// Rate limits are kept in the database every test file shares, so each app draws a block of
// 4,096 addresses of its own from a sequence (createTestApp).
let ipBlock = 0;
let ipCounter = 0;
/** A client address of its own, so that per-IP limits of one test never touch another. */
export function freshIp(): string {
  ipCounter += 1;
  const n = ipBlock * 4096 + ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Real time plus what the test moved it on by, so that a test need not wait out a cooldown. Rate
 * limits read it; the business clock (`clock`) never moves it.
 */
export class MovableWallClock extends WallClock {
  private aheadMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.aheadMs);
  }

  /** As if `ms` more had passed (from the real time, not from the last move). */
  setAheadMs(ms: number): void {
    this.aheadMs = ms;
  }
}

export interface TestApp {
  app: NestFastifyApplication;
  /** The business clock (POST /dev/clock): due dates, expiries, jobs. */
  clock: SettableClock;
  /** The wall clock of rate limits, lockouts and cooldowns. */
  wallClock: MovableWallClock;
  dataSource: DataSource;
  /** Every response body the API gave through `call` and `api`, for the secrets check. */
  responses: RecordedResponse[];
  /** Every JSON line the app logged, parsed (LOG_LEVEL info unless the suite sets it). */
  logs: Record<string, unknown>[];
  /** A request under /api/v2 from `ip` (a fresh address unless given). */
  call: (method: Method, path: string, options?: { token?: string; ip?: string }) => request.Test;
  /** The same API over real HTTP, for the fixtures shared with the e2e tests (each request from a fresh address). */
  api: ApiClient;
  close: () => Promise<void>;
}

/** The OpenAPI document's answers, from the first app of the test file (every app has the same routes). */
let contract: ResponseContract | null = null;

/** Drawn once per test file, so that several apps of one suite accept each other's tokens. */
const TEST_SECRETS = { JWT_SECRET: randomBytes(32).toString('hex'), OTP_SECRET: randomBytes(32).toString('hex') };

/**
 * The whole API on the test database with the local fakes (SMS and mail outbox, IP country),
 * the settable clock and a low argon2 cost. `env` overrides configuration for one suite.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    NODE_ENV: 'test',
    ...TEST_SECRETS,
    ARGON2_MEMORY_KIB: '1024',
    RATE_LIMIT_PER_IP: '10000',
    ...env,
  });
  const logs: Record<string, unknown>[] = [];
  const logger = appLogger(config, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const wallClock = new MovableWallClock();
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.register(config, { logger })] })
    .overrideProvider(WallClock)
    .useValue(wallClock)
    .compile();
  // The same HTTP adapter and setup as main.ts.
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config, logger), { bodyParser: false, logger: ['error'] });
  configureApp(app, config);
  // Listening on a port of its own, so that the shared fixtures can reach it with fetch (listen also
  // makes Fastify ready, which supertest needs).
  await app.listen(0, '127.0.0.1');
  const dataSource = app.get(DataSource);
  await dataSource.query('CREATE SEQUENCE IF NOT EXISTS test_ip_block_seq START 1 MAXVALUE 4095');
  [{ n: ipBlock }] = await dataSource.query(`SELECT nextval('test_ip_block_seq')::int AS n`);
  ipCounter = 0;
  const server = app.getHttpServer();
  const responses: RecordedResponse[] = [];
  contract ??= new ResponseContract(createOpenApiDocument(app));
  const checked = contract;
  // The one place every answer of `call` and `api` goes through: recorded, and checked against the document.
  const record = (answer: RecordedResponse) => {
    responses.push(answer);
    reportViolations(checked.check(answer.method, answer.path, answer.status, answer.text));
  };
  const api = new ApiClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`,
    headers: () => ({ 'X-Forwarded-For': freshIp() }),
    onAnswer: (method, path, answer) => record({ method: method.toLowerCase(), path, status: answer.status, text: answer.text }),
  });
  const call = (method: Method, path: string, options: { token?: string; ip?: string } = {}) => {
    const req = request(server)[method](`/api/v2${path}`).set('X-Forwarded-For', options.ip ?? freshIp());
    if (options.token) req.set('Authorization', `Bearer ${options.token}`);
    req.on('response', (res: { status: number; text: string }) => record({ method, path, status: res.status, text: res.text }));
    return req;
  };
  return {
    app,
    clock: app.get(Clock) as SettableClock,
    wallClock,
    dataSource,
    responses,
    logs,
    call,
    api,
    close: () => app.close(),
  };
}
