import { GatewayError, SmsGateway, callGateway, type GatewayAnswer, type GatewayStatus } from './sms-gateway';
import type { SmsSettings } from './sms.config';

/** Semaphore's message statuses (docs/integrations.md, SMS). Sent is the last it reports. */
const STATUSES: Record<string, { status: GatewayStatus; final: boolean }> = {
  Queued: { status: 'accepted', final: false },
  Pending: { status: 'accepted', final: false },
  Sent: { status: 'sent', final: true },
  Failed: { status: 'undelivered', final: true },
  Refunded: { status: 'undelivered', final: true },
};

interface SemaphoreMessage {
  message_id: number | string;
  status: string;
}

/**
 * Semaphore (Philippine SMS gateway), API v4: POST /api/v4/messages with apikey, number, message
 * and sendername as a form; the answer is a list with one message per number. GET
 * /api/v4/messages/{id}?apikey= answers the message again with its status.
 */
export class SemaphoreGateway extends SmsGateway {
  readonly name = 'semaphore';

  constructor(
    private readonly settings: NonNullable<SmsSettings['semaphore']>,
    private readonly timeoutMs: number,
  ) {
    super();
  }

  async send(to: string, body: string): Promise<GatewayAnswer> {
    const form = new URLSearchParams({ apikey: this.settings.apiKey, number: to.replace(/^\+/, ''), message: body });
    if (this.settings.senderName) form.set('sendername', this.settings.senderName);
    return this.answer(await this.call('/api/v4/messages', { method: 'POST', body: form }));
  }

  async check(ref: string): Promise<GatewayAnswer> {
    const query = new URLSearchParams({ apikey: this.settings.apiKey });
    return this.answer(await this.call(`/api/v4/messages/${encodeURIComponent(ref)}?${query}`, { method: 'GET' }));
  }

  private call(path: string, init: RequestInit): Promise<unknown> {
    return callGateway(this.name, new URL(path, this.settings.url), init, this.timeoutMs);
  }

  private answer(body: unknown): GatewayAnswer {
    const message = (Array.isArray(body) ? body[0] : body) as SemaphoreMessage | undefined;
    const known = message && STATUSES[message.status];
    if (!message || message.message_id === undefined || !known) throw new GatewayError(`semaphore answered an unknown shape: ${JSON.stringify(body).slice(0, 200)}`);
    return { ref: String(message.message_id), raw: message.status, ...known };
  }
}
