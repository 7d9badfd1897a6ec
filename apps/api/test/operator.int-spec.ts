import { t as inLanguage } from '@halimbawa/domain';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { HealthController } from '../src/modules/health/health.controller';
import { recipes } from '../src/modules/ledger/ledger.rules';
import { LedgerService } from '../src/modules/ledger/ledger.service';
import { MetricsServer } from '../src/modules/metrics/metrics-server';
import { registerMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

// What an operator runs the API with: probes apart, metrics on a port of their own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_PORT: '0' });
});
afterAll(() => t.close());

async function scrape(): Promise<{ status: number; type: string | null; text: string }> {
  const port = t.app.get(MetricsServer).port;
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('probes', () => {
  it('live and ready answer apart; a process shutting down is live but no longer ready', async () => {
    const other = await createTestApp();
    try {
      expect((await other.call('get', '/health/live')).status).toBe(200);
      expect((await other.call('get', '/health/ready')).status).toBe(200);
      other.app.get(HealthController).onModuleDestroy();
      expect((await other.call('get', '/health/ready')).status).toBe(503);
      expect((await other.call('get', '/health')).status).toBe(503);
      expect((await other.call('get', '/health/live')).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('a request that arrives while the process closes gets the one error body with its code and Retry-After, not the framework\'s', async () => {
    const other = await createTestApp();
    const server = other.app.getHttpServer();
    const { port } = server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    await new Promise((resolve) => socket.once('connect', resolve));
    // A first request whose body is still coming holds the connection open through the close; a
    // second one sent behind it on the same connection arrives while the process closes.
    const body = JSON.stringify({ name: 'Ana', email: 'ana@example.ph', subject: 'Hello', message: 'Sent while closing.' });
    socket.write(`POST /api/v2/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    const closed = other.close();
    await waitUntil(() => !server.listening, 'the server to stop listening');
    socket.write(`${body}GET /api/v2/site HTTP/1.1\r\nHost: x\r\nAccept-Language: fil\r\n\r\n`);
    await new Promise((resolve) => socket.once('close', resolve));
    await closed;
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    const second = answers[1];
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))).toEqual({ code: 'apiErrors.shuttingDown', message: inLanguage('fil', 'apiErrors.shuttingDown') });
  });
});

/** Resolves once `done()` holds, checking every 10 ms; fails after a minute, naming what it waited for. */
async function waitUntil(done: () => boolean, what: string): Promise<void> {
  for (const started = Date.now(); !done(); ) {
    if (Date.now() - started > 60_000) throw new Error(`Waited a minute for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('metrics', () => {
  it('are served on their own port in Prometheus format, and not on the API port', async () => {
    expect((await t.call('get', '/site')).status).toBe(200);
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v2\/site",status="200"\} [1-9]/);
    for (const name of ['job_items_total', 'payouts_settled_total', 'payouts_open', 'ledger_journal_entries']) expect(text).toContain(`# TYPE ${name} `);
    expect((await t.call('get', '/metrics')).status).toBe(404);
    expect((await t.call('get', '/../metrics')).status).toBe(404);
  });

  it('label requests by their route pattern, never by the path a client chose', async () => {
    const m = await registerMember(t);
    const unique = `LN-${Date.now()}`;
    await t.call('get', `/loans/${unique}`, { token: m.accessToken });
    const { text } = await scrape();
    expect(text).not.toContain(unique);
  });

  it('read open payouts and journal entries from the database at each scrape', async () => {
    const entries = async () => Number(/^ledger_journal_entries (\d+)$/m.exec((await scrape()).text)?.[1]);
    const before = await entries();
    // One entry of this test's own, for a member of its own: the next scrape counts it.
    const m = await registerMember(t);
    await t.app.get(LedgerService).postNow(recipes.disbursement({ loanId: randomUUID(), memberId: m.id, amount: 100 }));
    expect(await entries()).toBe(before + 1);
    expect((await scrape()).text).toMatch(/^payouts_open\{state="QUEUED"\} \d+$/m);
  });
});
