import { Injectable } from '@nestjs/common';
import { WEBHOOK_TIMEOUT_MS } from './webhook.rules';

/** What an endpoint answered: its HTTP status, or why there was none. */
export type TransportAnswer = { status: number } | { error: string };

/**
 * Sends one delivery to an integrator's endpoint. Its own class so that the delivery job never
 * calls fetch itself and a test can stand in for the network.
 */
@Injectable()
export class WebhookTransport {
  async post(url: string, body: string, headers: Record<string, string>): Promise<TransportAnswer> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'user-agent': 'Halimbawa-Webhooks/1', ...headers },
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      // The answer's body is never read: only its status counts.
      await res.body?.cancel();
      return { status: res.status };
    } catch (error) {
      return { error: ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message };
    }
  }
}
