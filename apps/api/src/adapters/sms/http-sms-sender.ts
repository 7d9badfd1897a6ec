import { SmsSender } from './sms-sender';

/**
 * A generic HTTP SMS gateway: POST {to, body} as JSON with a bearer token; the answer may carry
 * {id}. Most Philippine gateways (Semaphore, Movider, Twilio behind a relay) fit with a thin relay.
 */
export class HttpSmsSender extends SmsSender {
  readonly provider = 'http';

  constructor(
    private readonly url: string,
    private readonly token: string | null,
  ) {
    super();
  }

  async send(to: string, body: string): Promise<string | null> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to, body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    const answer = (await res.json().catch(() => ({}))) as { id?: unknown };
    return answer.id === undefined ? null : String(answer.id);
  }
}
