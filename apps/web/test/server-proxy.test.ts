// What the web server believes of X-Forwarded-* (server.mjs): Express's `trust proxy` set from
// TRUST_PROXY (server/trust-proxy.mjs), so only what the proxies it names say, read as the API
// reads the same variable (loopback by default).
import { describe, expect, it } from '@jest/globals';
import express, { type Request } from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { refuseForeignForms } from '../server/form-guards.mjs';
import { dropUntrustedForwardedHost, trustProxySetting } from '../server/trust-proxy.mjs';

/** A request from `peer` with these headers, as Express sees it with TRUST_PROXY set to `value`. */
function request(value: string | undefined, peer: string, headers: Record<string, string>): Request {
  const app = express();
  app.set('trust proxy', trustProxySetting(value));
  const socket = { remoteAddress: peer };
  const lower = Object.fromEntries(Object.entries({ host: 'web.example:3000', ...headers }).map(([k, v]) => [k.toLowerCase(), v]));
  return Object.create(app.request, { headers: { value: lower }, socket: { value: socket }, connection: { value: socket } }) as Request;
}

const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'loans.example.ph' };

describe('the web server behind a proxy', () => {
  it('by default believes a proxy on loopback: the browser address, scheme and host it forwards', () => {
    const viaProxy = request(undefined, '127.0.0.1', forwarded);
    expect([viaProxy.ip, viaProxy.protocol, viaProxy.hostname]).toEqual(['203.0.113.7', 'https', 'loans.example.ph']);
  });

  it('ignores the same headers from anyone else', () => {
    const direct = request(undefined, '198.51.100.20', forwarded);
    expect([direct.ip, direct.protocol, direct.hostname]).toEqual(['198.51.100.20', 'http', 'web.example']);
  });

  it('takes the first value of a list, and the Host when no host is forwarded', () => {
    const listed = request('loopback', '127.0.0.1', { 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'a.example, b.example' });
    expect([listed.protocol, listed.hostname]).toEqual(['https', 'a.example']);
    expect(request('loopback', '127.0.0.1', {}).hostname).toBe('web.example');
  });

  it('reads TRUST_PROXY as the API does: names, a number of hops, true and false', () => {
    const chain = { 'x-forwarded-for': '203.0.113.7, 10.0.0.5' };
    expect(request('uniquelocal', '10.0.0.9', chain).ip).toBe('203.0.113.7');
    expect(request('uniquelocal', '127.0.0.1', chain).ip).toBe('127.0.0.1');
    expect(request('1', '198.51.100.20', chain).ip).toBe('10.0.0.5');
    expect(request('true', '198.51.100.20', chain).ip).toBe('203.0.113.7');
    expect(request('false', '127.0.0.1', chain).ip).toBe('127.0.0.1');
    expect(request('false', '127.0.0.1', forwarded).hostname).toBe('web.example');
  });
});

// The Origin check of a posted form (server/form-guards.mjs) as server.mjs mounts it: the host a
// form must come from is the X-Forwarded-Host only when a trusted proxy sent it.
describe('the Origin check of a posted form', () => {
  /** The status of a POST with these headers to a server mounted like server.mjs, TRUST_PROXY `value`, reached from loopback. */
  async function post(value: string, headers: Record<string, string>): Promise<{ status: number; forwardedHost: string | null }> {
    const app = express();
    app.set('trust proxy', trustProxySetting(value));
    app.use(dropUntrustedForwardedHost, refuseForeignForms);
    app.post('/', (req, res) => res.status(204).set('X-Seen-Forwarded-Host', req.get('X-Forwarded-Host') ?? 'none').end());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { Host: 'web.example', 'Content-Length': '0', ...headers } }, (res) => {
          res.resume();
          const seen = res.headers['x-seen-forwarded-host'];
          resolve({ status: res.statusCode!, forwardedHost: typeof seen === 'string' && seen !== 'none' ? seen : null });
        });
        req.on('error', reject);
        req.end();
      });
    } finally {
      server.close();
    }
  }
  const hostile = { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' };

  it('refuses a form whose own X-Forwarded-Host names its foreign Origin when no trusted proxy sent it', async () => {
    // This test's client is on loopback: TRUST_PROXY naming another network makes it a stranger.
    expect(await post('10.0.0.0/8', hostile)).toEqual({ status: 403, forwardedHost: null });
    expect(await post('false', hostile)).toEqual({ status: 403, forwardedHost: null });
    expect(await post('10.0.0.0/8', { Origin: 'http://web.example', 'X-Forwarded-Host': 'evil.example' })).toEqual({ status: 204, forwardedHost: null });
  });

  it('believes the host a trusted proxy forwards', async () => {
    expect(await post('loopback', { Origin: 'https://loans.example.ph', 'X-Forwarded-Host': 'loans.example.ph' })).toEqual({ status: 204, forwardedHost: 'loans.example.ph' });
    expect(await post('loopback', { Origin: 'https://web.example', 'X-Forwarded-Host': 'loans.example.ph' })).toEqual({ status: 403, forwardedHost: null });
  });
});
