// What the web server believes of X-Forwarded-* (server.mjs): Express's `trust proxy` set from
// TRUST_PROXY (server/trust-proxy.mjs), so only what the proxies it names say, read as the API
// reads the same variable (loopback by default).
import { describe, expect, it } from '@jest/globals';
import express, { type Request } from 'express';
import { trustProxySetting } from '../server/trust-proxy.mjs';

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
