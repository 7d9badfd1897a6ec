import { connect, type AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './support/test-app';

// A short limit, so that the test waits a second or two rather than the production 30 s.
const REQUEST_TIMEOUT_MS = 600;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
});
afterAll(() => t.close());

/**
 * Sends a POST whose declared body arrives one byte every `everyMs`, never finished, and resolves
 * with what the server answered and how long it kept the connection open (at most `giveUpMs`).
 */
function slowBody(everyMs: number, giveUpMs: number): Promise<{ answer: string; closedAfterMs: number | null }> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let drip: NodeJS.Timeout | undefined;
    const finish = (closedAfterMs: number | null) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    socket.on('connect', () => {
      socket.write('POST /api/v2/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      drip = setInterval(() => socket.write(' '), everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(Date.now() - started));
  });
}

describe('server timeouts', () => {
  it('cuts off a body that dribbles in slower than the request timeout allows, with 408', async () => {
    // A byte every 100 ms keeps the socket busy (no idle timeout fires) but never finishes the body.
    // Without the limit the body would dribble on until the test gives up (null), however busy the
    // machine: the server, not the test's patience, ends it.
    const { answer, closedAfterMs } = await slowBody(100, 30_000);
    expect(closedAfterMs).not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still reads an ordinary request', async () => {
    const res = await t.call('get', '/health');
    expect(res.status).toBe(200);
  });
});
