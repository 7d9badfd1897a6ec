import { randomUUID } from 'node:crypto';
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
});

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
