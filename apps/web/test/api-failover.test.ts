// Two API instances behind the web server, one of them stopped: every call is answered by the
// other (a refused connection never reached an instance, so it is sent again), and the pool weighs
// the stopped one down so that it is asked less and less (lib/api/transport.server.ts).
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import diagnostics from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

let live: Server;
let liveCalls = 0;
let stoppedPort = 0;
let api: typeof import('~/lib/api.server');
/** Connections undici could not open (undici's documented diagnostics channel). */
let refused = 0;
diagnostics.subscribe('undici:client:connectError', () => {
  refused += 1;
});

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

const calls = () =>
  Promise.all([
    ...Array.from({ length: 4 }, () => api.publicGet('/site')),
    ...Array.from({ length: 4 }, () => api.publicPost('/contact', { name: 'Ana', email: 'ana@example.ph', subject: 'Hi', message: 'Hello' } as never)),
  ]);

it('answers every call from the running instance, GETs and POSTs alike, and asks the stopped one less and less', async () => {
  const first = await calls();
  expect(first.map((r) => r.ok)).toEqual(Array(8).fill(true));
  expect(liveCalls).toBe(8);
  const refusedAtFirst = refused;
  expect(refusedAtFirst).toBeGreaterThan(0);
  for (let round = 0; round < 5; round += 1) expect((await calls()).every((r) => r.ok)).toBe(true);
  expect(liveCalls).toBe(48);
  // Half the first calls met the stopped instance; far fewer of the next 40 did.
  expect((refused - refusedAtFirst) / 40).toBeLessThan(refusedAtFirst / 8);
});
