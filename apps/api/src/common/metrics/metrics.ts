import { Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics in Prometheus's format, on a registry of our own (not prom-client's global
 * one, so that a library registering there cannot collide with or expose through ours). Counters
 * are per process, as Prometheus expects of one scrape target; the gauges read from the database
 * are added by the metrics server of each app (apps/api/src/modules/metrics).
 */
export const metricsRegistry = new Registry();

export const httpRequests = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'API requests by route pattern, method and status, and how long they took.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const jobItems = new Counter({
  name: 'job_items_total',
  help: 'Items the background jobs claimed, finished (committed) and failed, by job.',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const payoutsSettled = new Counter({
  name: 'payouts_settled_total',
  help: 'Withdrawals the payout provider settled, by outcome.',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const channelNotificationsRefused = new Counter({
  name: 'channel_notifications_refused_total',
  help: "Payment channels' and providers' callbacks refused, by channel (or XENDIT) and reason (badSignature, outsideWindow, badCallbackToken, tooMany: from an address turned away for its refusals).",
  labelNames: ['channel', 'reason'] as const,
  registers: [metricsRegistry],
});
