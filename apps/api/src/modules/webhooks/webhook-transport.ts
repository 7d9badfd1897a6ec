import { Injectable } from '@nestjs/common';
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { AppConfig } from '../../config/app-config';
import { webhookAddressAllowed } from './webhook-address';
import { WEBHOOK_TIMEOUT_MS, type WebhookNoAnswer } from './webhook.rules';

/** What an endpoint answered: its HTTP status, or why there was none (WEBHOOK_NO_ANSWER). */
export type TransportAnswer = { status: number } | { error: WebhookNoAnswer };

/** A lookup that answers only the address already checked, so that the connection goes where the check looked. */
function pinnedLookup(checked: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: LookupAddress[]) => void)(null, [checked]);
    else callback(null, checked.address, checked.family);
  };
}

/**
 * Sends one delivery to an integrator's endpoint. The host is resolved here, at every attempt,
 * and every address it has must be allowed (webhook-address.ts); the connection is then made to
 * the first of them through a pinned lookup, so a name that resolves differently a moment later
 * (DNS rebinding) cannot lead it elsewhere. Redirects are not followed and the answer's body is
 * never read. Its own class so that the delivery job never calls the network itself.
 */
@Injectable()
export class WebhookTransport {
  constructor(private readonly config: AppConfig) {}

  async post(url: string, body: string, headers: Record<string, string>): Promise<TransportAnswer> {
    const target = new URL(url);
    // URL keeps an IPv6 host in brackets; the resolver wants it bare. A numeric host is already
    // in dotted form (WHATWG URL reads 2130706433, 127.1 and 0x7f.1 as 127.0.0.1).
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    const addresses = await lookup(host, { all: true, verbatim: true }).catch(() => [] as LookupAddress[]);
    if (addresses.length === 0) return { error: 'no answer' };
    if (!addresses.every((a) => webhookAddressAllowed(a.address, this.config.webhooks.allowedNetworks))) return { error: 'refused' };
    const options: RequestOptions = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Halimbawa-Webhooks/1', ...headers },
      lookup: pinnedLookup(addresses[0]),
      // A connection of its own: a pooled socket would skip the lookup.
      agent: false,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    };
    return new Promise<TransportAnswer>((resolve) => {
      const req = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, options, (res) => {
        resolve({ status: res.statusCode ?? 0 });
        res.destroy();
      });
      req.on('error', () => resolve({ error: 'no answer' }));
      req.end(body);
    });
  }
}
