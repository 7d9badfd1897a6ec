import { GatewayError, SmsGateway, callGateway, type GatewayAnswer, type GatewayStatus } from './sms-gateway';
import type { SmsSettings } from './sms.config';

/** Twilio's Message statuses for an outbound message (docs/integrations.md, SMS). */
const STATUSES: Record<string, { status: GatewayStatus; final: boolean }> = {
  accepted: { status: 'accepted', final: false },
  scheduled: { status: 'accepted', final: false },
  queued: { status: 'accepted', final: false },
  sending: { status: 'accepted', final: false },
  sent: { status: 'sent', final: false },
  delivered: { status: 'delivered', final: true },
  read: { status: 'delivered', final: true },
  undelivered: { status: 'undelivered', final: true },
  failed: { status: 'undelivered', final: true },
  canceled: { status: 'undelivered', final: true },
};

/**
 * Twilio's REST Messages API (2010-04-01) over plain fetch: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with To, From and Body as a form and HTTP basic
 * auth (Account SID, Auth Token); GET .../Messages/{Sid}.json answers its status.
 */
export class TwilioGateway extends SmsGateway {
  readonly name = 'twilio';

  constructor(
    private readonly settings: NonNullable<SmsSettings['twilio']>,
    private readonly timeoutMs: number,
  ) {
    super();
  }

  async send(to: string, body: string): Promise<GatewayAnswer> {
    return this.answer(await this.call('Messages.json', { method: 'POST', body: new URLSearchParams({ To: to, From: this.settings.from, Body: body }) }));
  }

  async check(ref: string): Promise<GatewayAnswer> {
    return this.answer(await this.call(`Messages/${encodeURIComponent(ref)}.json`, { method: 'GET' }));
  }

  private call(path: string, init: RequestInit): Promise<unknown> {
    const { url, accountSid, authToken } = this.settings;
    const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    return callGateway(this.name, new URL(`/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/${path}`, url), { ...init, headers: { authorization } }, this.timeoutMs);
  }

  private answer(body: unknown): GatewayAnswer {
    const message = body as { sid?: string; status?: string };
    const known = message.status === undefined ? undefined : STATUSES[message.status];
    if (!message.sid || !known) throw new GatewayError(`twilio answered an unknown shape: ${JSON.stringify(body).slice(0, 200)}`);
    return { ref: message.sid, raw: message.status!, ...known };
  }
}
