import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { metricsRegistry } from '../../common/metrics/metrics';
import { AppConfig } from '../../config/app-config';

/**
 * GET /metrics in Prometheus's text format on a listener of its own (METRICS_PORT, bound to
 * METRICS_HOST), apart from the API's port: the operator's network scrapes it, the public and
 * the officers' integrations never reach it. The counters are the process's; the gauges below
 * are read from the database at each scrape.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsServer.name);
  private server: Server | null = null;

  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.metrics) return;
    this.registerDatabaseGauges();
    this.server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      metricsRegistry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text),
        (error: Error) => {
          this.logger.error(`Metrics not read: ${error.message}`);
          res.writeHead(503).end();
        },
      );
    });
    const { port, host } = this.config.metrics;
    await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
    this.logger.log(`Metrics on http://${host}:${this.port}/metrics`);
  }

  /** The port it listens on (METRICS_PORT=0 lets the system choose one, as the tests do). */
  get port(): number | null {
    return (this.server?.address() as AddressInfo | null)?.port ?? null;
  }

  onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  private registerDatabaseGauges(): void {
    const dataSource = this.dataSource;
    // One registry per process: a second app in the same process (the tests) reads its own database.
    for (const name of ['payouts_open', 'ledger_journal_entries']) metricsRegistry.removeSingleMetric(name);
    new Gauge({
      name: 'payouts_open',
      help: 'Withdrawals not yet settled, by state (awaiting the code, queued, at the provider).',
      labelNames: ['state'],
      registers: [metricsRegistry],
      async collect() {
        const rows: { status: string; n: number }[] = await dataSource.query(
          `SELECT status, count(*)::int AS n FROM withdrawals WHERE status IN ('AWAITING_OTP', 'QUEUED', 'PROCESSING') GROUP BY status`,
        );
        this.reset();
        for (const state of ['AWAITING_OTP', 'QUEUED', 'PROCESSING']) this.set({ state }, rows.find((r) => r.status === state)?.n ?? 0);
      },
    });
    new Gauge({
      name: 'ledger_journal_entries',
      help: 'Journal entries in the ledger.',
      registers: [metricsRegistry],
      async collect() {
        const [{ n }]: { n: number }[] = await dataSource.query(`SELECT count(*)::int AS n FROM journal_entries`);
        this.set(n);
      },
    });
  }
}
