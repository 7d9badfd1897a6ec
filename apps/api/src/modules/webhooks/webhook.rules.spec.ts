import { createHmac } from 'node:crypto';
import { afterFailure, isWebhookUrl, newWebhookSecret, retryDelayS, WEBHOOK_MAX_ATTEMPTS, webhookSignature } from './webhook.rules';

describe('webhook rules', () => {
  it('waits 30 s after the first failure, doubling, never more than 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayS)).toEqual([30, 60, 120, 240]);
    expect(retryDelayS(20)).toBe(6 * 3600);
  });

  it('gives up after the last attempt', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(afterFailure(1, now)).toEqual({ status: 'PENDING', retryAt: new Date('2026-11-27T00:00:30Z') });
    expect(afterFailure(WEBHOOK_MAX_ATTEMPTS, now)).toEqual({ status: 'FAILED' });
  });

  it('signs the event id, the time and the raw body with the secret bytes (Standard Webhooks)', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update('evt.1700000000.{"a":1}').digest('base64');
    expect(webhookSignature(secret, 'evt', 1700000000, '{"a":1}')).toBe(`v1,${expected}`);
    expect(webhookSignature(secret, 'evt', 1700000001, '{"a":1}')).not.toBe(`v1,${expected}`);
  });

  it('takes absolute http(s) URLs without credentials, https only when asked', () => {
    expect(isWebhookUrl('https://erp.example.ph/hooks', true)).toBe(true);
    expect(isWebhookUrl('http://127.0.0.1:8080/hooks', false)).toBe(true);
    expect(isWebhookUrl('http://127.0.0.1:8080/hooks', true)).toBe(false);
    expect(isWebhookUrl('https://user:pw@erp.example.ph/', false)).toBe(false);
    expect(isWebhookUrl('ftp://erp.example.ph/', false)).toBe(false);
    expect(isWebhookUrl('/relative', false)).toBe(false);
    expect(isWebhookUrl(42, false)).toBe(false);
  });

  it('refuses a URL with a line break, another control character or a space inside, which URL parsing would drop or encode', () => {
    for (const bad of ['https://erp.example.ph/a\r\nX-Injected: 1', 'https://erp.example.ph/\n', 'https://erp.\texample.ph/', 'https://erp.example.ph/\u0000', 'https://erp.example.ph/\u0085', 'https://erp.example.ph/a b']) {
      expect(isWebhookUrl(bad, false)).toBe(false);
    }
  });
});
