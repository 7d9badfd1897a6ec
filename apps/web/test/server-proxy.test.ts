// What the web server believes of X-Forwarded-* (server/proxy.mjs): only what the proxies that
// TRUST_PROXY names say, read as the API reads the same variable (loopback by default).
import { describe, expect, it, jest } from '@jest/globals';
import type { IncomingMessage } from 'node:http';

type Proxy = typeof import('../server/proxy.mjs');

/** server/proxy.mjs as loaded with TRUST_PROXY set to `value` (undefined: not set). */
function proxyWith(value: string | undefined): Proxy {
  const before = process.env.TRUST_PROXY;
  if (value === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = value;
  let loaded: Proxy | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Proxy>('../server/proxy.mjs');
  });
  if (before === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = before;
  return loaded as Proxy;
}

/** A request from `peer` with these headers, as node:http gives it. */
const request = (peer: string, headers: Record<string, string>, url = '/dash?x=1') =>
  ({ url, headers: { host: 'web.example:3000', ...headers }, socket: { remoteAddress: peer }, connection: { remoteAddress: peer } }) as unknown as IncomingMessage;

const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'loans.example.ph' };


describe('the web server behind a proxy', () => {
  it('by default believes a proxy on loopback: the browser address, scheme and host it forwards', () => {
    const { clientAddress, requestUrl } = proxyWith(undefined);
    const viaProxy = request('127.0.0.1', forwarded);
    expect(clientAddress(viaProxy)).toBe('203.0.113.7');
    expect(requestUrl(viaProxy)).toBe('https://loans.example.ph/dash?x=1');
  });

  it('ignores the same headers from anyone else', () => {
    const { clientAddress, requestUrl } = proxyWith(undefined);
    const direct = request('198.51.100.20', forwarded);
    expect(clientAddress(direct)).toBe('198.51.100.20');
    expect(requestUrl(direct)).toBe('http://web.example:3000/dash?x=1');
  });

  it('takes the first value of a list, and the Host when no host is forwarded', () => {
    const { requestUrl } = proxyWith('loopback');
    expect(requestUrl(request('127.0.0.1', { 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'a.example, b.example' }))).toBe('https://a.example/dash?x=1');
    expect(requestUrl(request('127.0.0.1', {}))).toBe('http://web.example:3000/dash?x=1');
  });

  it('reads TRUST_PROXY as the API does: names, a number of hops, true and false', () => {
    const chain = { 'x-forwarded-for': '203.0.113.7, 10.0.0.5' };
    expect(proxyWith('uniquelocal').clientAddress(request('10.0.0.9', chain))).toBe('203.0.113.7');
    expect(proxyWith('uniquelocal').clientAddress(request('127.0.0.1', chain))).toBe('127.0.0.1');
    expect(proxyWith('1').clientAddress(request('198.51.100.20', chain))).toBe('10.0.0.5');
    expect(proxyWith('true').clientAddress(request('198.51.100.20', chain))).toBe('203.0.113.7');
    expect(proxyWith('false').clientAddress(request('127.0.0.1', chain))).toBe('127.0.0.1');
    expect(proxyWith('false').requestUrl(request('127.0.0.1', forwarded))).toBe('http://web.example:3000/dash?x=1');
  });
});
