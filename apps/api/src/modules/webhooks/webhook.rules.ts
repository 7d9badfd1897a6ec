import { createHmac, randomBytes } from 'node:crypto';

// The event types and delivery statuses are written once in libs/domain (the admin page offers them).
export { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, isWebhookEventType, type WebhookDeliveryStatus, type WebhookEventType } from '@halimbawa/domain';

/**
 * Why an attempt got no HTTP status, as the delivery log tells it: 'refused' (the host resolved to
 * an address webhooks may not reach) or 'no answer' (the host did not resolve, no connection, or
 * no answer in time). Never the transport's own error text, which would tell what listens inside.
 */
export const WEBHOOK_NO_ANSWER = ['refused', 'no answer'] as const;
export type WebhookNoAnswer = (typeof WEBHOOK_NO_ANSWER)[number];

/** Attempts before a delivery is given up: about 8.5 hours of retries with the back-off below. */
export const WEBHOOK_MAX_ATTEMPTS = 10;
const FIRST_RETRY_S = 30;
const LONGEST_WAIT_S = 6 * 3600;
/** An endpoint that has not answered by then counts as a failed attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Seconds to wait after the `attempts`-th failed attempt: 30 s, doubling, at most 6 hours. */
export function retryDelayS(attempts: number): number {
  return Math.min(FIRST_RETRY_S * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_S);
}

/** What follows a failed attempt: another at `retryAt`, or none (given up). */
export function afterFailure(attempts: number, now: Date): { status: 'PENDING'; retryAt: Date } | { status: 'FAILED' } {
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return { status: 'FAILED' };
  return { status: 'PENDING', retryAt: new Date(now.getTime() + retryDelayS(attempts) * 1000) };
}

/** A new signing secret: 32 random bytes, base64, with the `whsec_` prefix of Standard Webhooks. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The `webhook-signature` header of a delivery (Standard Webhooks): `v1,` and the base64
 * HMAC-SHA256, keyed with the secret's bytes, of `<event id>.<unix seconds>.<raw body>`. Signing
 * the id and the time with the body lets a receiver refuse a replayed or an old delivery.
 */
export function webhookSignature(secret: string, eventId: string, timestampS: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${eventId}.${timestampS}.${body}`).digest('base64')}`;
}

// Controls (C0, DEL, C1) and whitespace: URL parsing drops a CR or LF silently, so such a URL
// would be stored as typed and be one thing to the admin and another to the request.
// eslint-disable-next-line no-control-regex
const NOT_IN_URL = /[\u0000-\u0020\u007f-\u009f\s]/;

/** A subscription's URL: absolute http(s) (https only in production), without credentials, controls or spaces, at most 2,000 characters. */
export function isWebhookUrl(value: unknown, httpsOnly: boolean): value is string {
  if (typeof value !== 'string' || value.length > 2000 || NOT_IN_URL.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const schemes = httpsOnly ? ['https:'] : ['https:', 'http:'];
  return schemes.includes(url.protocol) && url.username === '' && url.password === '';
}
