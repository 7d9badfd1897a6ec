// Two API instances behind the web server, one of them stopped: every call is answered by the
// other, and the stopped one is asked once, then passed over for a few seconds (lib/api.server.ts).
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

let live: Server;
let liveCalls = 0;
let stoppedPort = 0;
let api: typeof import('~/lib/api.server');

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  live = createServer((_req, res) => {
    liveCalls += 1;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
  });
  const livePort = await listen(live);
  // A port nothing listens on any more: connections to it are refused.
  const stopped = createServer();
  stoppedPort = await listen(stopped);
  await new Promise((resolve) => stopped.close(resolve));
  process.env.API_URL = `http://127.0.0.1:${stoppedPort}/api/v2, http://127.0.0.1:${livePort}/api/v2`;
  api = await import('~/lib/api.server');
});
afterAll(() => new Promise((resolve) => live.close(resolve)));

it('answers every call from the running instance, GETs and POSTs alike', async () => {
  const results = await Promise.all([
    ...Array.from({ length: 4 }, () => api.publicGet('/site')),
    ...Array.from({ length: 4 }, () => api.publicPost('/contact', { name: 'Ana', email: 'ana@example.ph', subject: 'Hi', message: 'Hello' } as never)),
  ]);
  expect(results.map((r) => r.ok)).toEqual(Array(8).fill(true));
  expect(liveCalls).toBe(8);
  // The stopped instance is passed over now: the next calls go straight to the running one.
  expect(api.nextApiUrl()).toContain(`:${(live.address() as AddressInfo).port}/`);
  expect(api.nextApiUrl()).toContain(`:${(live.address() as AddressInfo).port}/`);
});
