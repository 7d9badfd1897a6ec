// TRUST_PROXY as Express's `trust proxy` setting, read as the API reads the same variable:
// 'loopback' by default, a comma-separated list of addresses, ranges or names such as
// 'uniquelocal', a number of hops, 'true' or 'false'.
export function trustProxySetting(value = 'loopback') {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Drops X-Forwarded-Host unless a proxy TRUST_PROXY names sent it, so that what reads it after
 * (the Origin check of server/form-guards.mjs, the port of Remix's request URL, the CSRF check in
 * app/lib/csrf.server.ts) sees only a host a trusted proxy forwarded, and otherwise the Host. The
 * trust is Express's own, compiled from the `trust proxy` setting (what req.hostname asks).
 */
export function dropUntrustedForwardedHost(req, _res, next) {
  if (req.headers['x-forwarded-host'] !== undefined && !req.app.get('trust proxy fn')(req.socket.remoteAddress, 0)) {
    delete req.headers['x-forwarded-host'];
  }
  next();
}
