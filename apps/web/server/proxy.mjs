// What a request says about the browser behind a proxy, believed only from the proxies TRUST_PROXY
// names (as the API reads it: 'loopback' by default, a list of addresses or names such as
// 'uniquelocal', a number of hops, 'true' or 'false'), with proxy-addr as Express did.
import proxyaddr from 'proxy-addr';

function trustOf(value) {
  if (value === 'true') return () => true;
  if (value === 'false') return () => false;
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return proxyaddr.compile(value.split(',').map((name) => name.trim()));
}

const trust = trustOf(process.env.TRUST_PROXY ?? 'loopback');

/** The browser's address: X-Forwarded-For's as far as the trusted proxies go. */
export function clientAddress(req) {
  return proxyaddr(req, trust);
}

const firstOf = (header) => header?.split(',')[0].trim() || undefined;

/** The URL the browser asked for: scheme and host from X-Forwarded-Proto and -Host when a trusted proxy sent them. */
export function requestUrl(req) {
  const proxied = trust(req.socket.remoteAddress, 0);
  const scheme = (proxied && firstOf(req.headers['x-forwarded-proto'])) || (req.socket.encrypted ? 'https' : 'http');
  const host = (proxied && firstOf(req.headers['x-forwarded-host'])) || req.headers.host || 'localhost';
  return `${scheme}://${host}${req.url}`;
}
