import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeGatewayName = 'semaphore' | 'twilio';

/** What a fake gateway took, as it took it (the form fields it was sent). */
export interface FakeSms {
  gateway: FakeGatewayName;
  id: string;
  fields: Record<string, string>;
  /** Status reads so far: the first answers the sending status, later ones the delivered one. */
  checks: number;
}

/** The keys the fakes accept (the dev and test configuration uses them). */
export const FAKE_KEYS = { semaphoreApiKey: 'fake-semaphore-key', twilioAccountSid: 'AC00000000000000000000000000000000', twilioAuthToken: 'fake-twilio-token' };

/**
 * Semaphore's and Twilio's SMS endpoints as they document them, on one local port, for `npm start`
 * and the tests (never the network). `fail(gateway)` makes one answer 500 until `fail(gateway,
 * false)`; over HTTP, POST or DELETE /_fake/fail/{gateway}. Messages start Pending (Semaphore) or
 * queued (Twilio) and read Sent or delivered from the second status read on.
 */
export class SmsGatewayFakes {
  readonly sent: FakeSms[] = [];
  private readonly failing = new Set<FakeGatewayName>();
  private server: Server | null = null;
  private nextId = 1000;

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('The SMS gateway fakes are not listening.');
    return `http://127.0.0.1:${address.port}`;
  }

  /** The configuration that sends through these fakes, Semaphore first. */
  env(): Record<string, string> {
    return {
      SMS_PROVIDERS: 'semaphore,twilio',
      SEMAPHORE_URL: this.url,
      SEMAPHORE_API_KEY: FAKE_KEYS.semaphoreApiKey,
      SEMAPHORE_SENDER_NAME: 'HALIMBAWA',
      TWILIO_URL: this.url,
      TWILIO_ACCOUNT_SID: FAKE_KEYS.twilioAccountSid,
      TWILIO_AUTH_TOKEN: FAKE_KEYS.twilioAuthToken,
      TWILIO_FROM: 'HALIMBAWA',
    };
  }

  fail(gateway: FakeGatewayName, on = true): void {
    if (on) this.failing.add(gateway);
    else this.failing.delete(gateway);
  }

  async listen(port = 0, host = '127.0.0.1'): Promise<this> {
    const server = createServer((req, res) => void this.handle(req, res).catch(() => reply(res, 500, { error: 'fake failed' })));
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    this.server = server;
    return this;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const control = /^\/_fake\/fail\/(semaphore|twilio)$/.exec(url.pathname);
    if (control) {
      this.fail(control[1] as FakeGatewayName, req.method !== 'DELETE');
      return reply(res, 204, null);
    }
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    if (url.pathname.startsWith('/api/v4/messages')) return this.semaphore(req, res, url, form);
    const twilio = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages(?:\/([^/]+))?\.json$/.exec(url.pathname);
    if (twilio) return this.twilio(req, res, twilio[1], twilio[2], form);
    reply(res, 404, { error: 'Not found' });
  }

  private semaphore(req: IncomingMessage, res: ServerResponse, url: URL, form: Record<string, string>): void {
    if (this.failing.has('semaphore')) return reply(res, 500, { error: 'Server Error' });
    const apikey = form.apikey ?? url.searchParams.get('apikey');
    if (apikey !== FAKE_KEYS.semaphoreApiKey) return reply(res, 401, { apikey: ['The apikey is invalid.'] });
    const id = /^\/api\/v4\/messages\/(\d+)$/.exec(url.pathname)?.[1];
    if (req.method === 'GET' && id) {
      const sms = this.find('semaphore', id);
      if (!sms) return reply(res, 404, { message: 'Message not found.' });
      sms.checks += 1;
      return reply(res, 200, [this.semaphoreMessage(sms, sms.checks > 1 ? 'Sent' : 'Pending')]);
    }
    if (req.method !== 'POST' || url.pathname !== '/api/v4/messages') return reply(res, 404, { message: 'Not found.' });
    const problems: Record<string, string[]> = {};
    if (!/^(09|639)\d{9}$/.test(form.number ?? '')) problems.number = ['The number format is invalid.'];
    if (!form.message) problems.message = ['The message field is required.'];
    if (Object.keys(problems).length > 0) return reply(res, 422, problems);
    const sms = this.record('semaphore', form);
    reply(res, 200, [this.semaphoreMessage(sms, 'Queued')]);
  }

  private semaphoreMessage(sms: FakeSms, status: string): Record<string, unknown> {
    const at = new Date().toISOString().slice(0, 19).replace('T', ' ');
    return {
      message_id: Number(sms.id),
      user_id: 1,
      user: 'fake@halimbawa.example',
      account_id: 1,
      account: 'Fake account',
      recipient: sms.fields.number,
      message: sms.fields.message,
      sender_name: sms.fields.sendername ?? 'SEMAPHORE',
      network: 'Globe',
      status,
      type: 'Single',
      source: 'Api',
      created_at: at,
      updated_at: at,
    };
  }

  private twilio(req: IncomingMessage, res: ServerResponse, accountSid: string, sid: string | undefined, form: Record<string, string>): void {
    const error = (status: number, code: number, message: string) => reply(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    if (this.failing.has('twilio')) return error(500, 20500, 'Internal Server Error');
    const expected = `Basic ${Buffer.from(`${FAKE_KEYS.twilioAccountSid}:${FAKE_KEYS.twilioAuthToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected || accountSid !== FAKE_KEYS.twilioAccountSid) return error(401, 20003, 'Authenticate');
    if (req.method === 'GET' && sid) {
      const sms = this.find('twilio', sid);
      if (!sms) return error(404, 20404, `The requested resource /2010-04-01/Accounts/${accountSid}/Messages/${sid}.json was not found`);
      sms.checks += 1;
      return reply(res, 200, this.twilioMessage(sms, sms.checks > 1 ? 'delivered' : 'sent'));
    }
    if (req.method !== 'POST' || sid) return error(405, 20004, 'Method not allowed');
    if (!/^\+\d{8,15}$/.test(form.To ?? '')) return error(400, 21211, `The 'To' number ${form.To ?? ''} is not a valid phone number.`);
    if (!form.From) return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.");
    if (!form.Body) return error(400, 21602, 'Message body is required.');
    const sms = this.record('twilio', form, `SM${String(this.nextId).padStart(32, '0')}`);
    reply(res, 201, this.twilioMessage(sms, 'queued'));
  }

  private twilioMessage(sms: FakeSms, status: string): Record<string, unknown> {
    return {
      sid: sms.id,
      account_sid: FAKE_KEYS.twilioAccountSid,
      to: sms.fields.To,
      from: sms.fields.From,
      body: sms.fields.Body,
      status,
      direction: 'outbound-api',
      api_version: '2010-04-01',
      num_segments: '1',
      error_code: null,
      error_message: null,
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${FAKE_KEYS.twilioAccountSid}/Messages/${sms.id}.json`,
    };
  }

  private record(gateway: FakeGatewayName, fields: Record<string, string>, id = String(this.nextId)): FakeSms {
    this.nextId += 1;
    const sms: FakeSms = { gateway, id, fields, checks: 0 };
    this.sent.push(sms);
    return sms;
  }

  private find(gateway: FakeGatewayName, id: string): FakeSms | undefined {
    return this.sent.find((s) => s.gateway === gateway && s.id === id);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  if (body === null) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
