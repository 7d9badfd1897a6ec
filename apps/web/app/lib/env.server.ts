// Server configuration, read and validated once at start-up. Only `publicEnv()` reaches the
// browser (through the root loader); everything else stays on the server.

import { randomBytes } from 'node:crypto';

export interface ServerEnv {
  NODE_ENV: 'production' | 'development' | 'test';
  /**
   * A real deployment: NODE_ENV production without DEV_TOOLS. It needs SESSION_SECRET, sets
   * Secure cookies and hides the dev outbox.
   */
  isProduction: boolean;
  /**
   * The product's dev tools (the /dev/outbox page, a session secret drawn per process, cookies without
   * Secure for plain http on localhost): on under NODE_ENV development or test, and in a
   * production build only with DEV_TOOLS=1, which scripts/start.mjs sets outside production.
   */
  devTools: boolean;
  /** Rotating secrets: the first signs new cookies, all of them verify old ones. */
  SESSION_SECRETS: string[];
  /**
   * Base URLs of the API instances, without a trailing slash, e.g. http://127.0.0.1:3001/api/v2:
   * API_URL is one URL or a comma-separated list of instances that differ only in their origin,
   * which undici's BalancedPool takes in turn (docs/scaling.md).
   */
  API_URLS: string[];
  /** Milliseconds before a call to the API is abandoned as 'No Server Response'. */
  API_TIMEOUT_MS: number;
  /** Origins (scheme://host[:port]) besides the request's own that may post forms. */
  TRUSTED_ORIGINS: string[];
}

class EnvError extends Error {}

function readEnv(): ServerEnv {
  const raw = process.env;
  const nodeEnv = raw.NODE_ENV === 'production' ? 'production' : raw.NODE_ENV === 'test' ? 'test' : 'development';
  const devTools = nodeEnv !== 'production' || raw.DEV_TOOLS === '1';
  const isProduction = !devTools;
  const problems: string[] = [];

  const secrets = (raw.SESSION_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (secrets.length === 0) {
    if (isProduction) problems.push('SESSION_SECRET is required in production (comma-separated, newest first).');
    // Drawn for this process alone outside production: no secret is a constant anyone can read.
    else secrets.push(randomBytes(32).toString('base64url'));
  } else if (isProduction && secrets.some((s) => s.length < 32)) {
    problems.push('Each SESSION_SECRET must be at least 32 characters in production.');
  }

  const apiUrls = (raw.API_URL ?? 'http://127.0.0.1:3001/api/v2')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (apiUrls.length === 0) problems.push('API_URL must name at least one http(s) URL.');
  for (const apiUrl of apiUrls) {
    try {
      const u = new URL(apiUrl);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
    } catch {
      problems.push(`API_URL must be an http(s) URL (or a comma-separated list of them), got "${apiUrl}".`);
    }
  }

  // The pool picks an instance by its origin; the path is the same for all.
  if (new Set(apiUrls.map((url) => URL.canParse(url) && new URL(url).pathname)).size > 1) {
    problems.push('Every API_URL in the list must have the same path (e.g. /api/v2), only the origins may differ.');
  }

  const timeout = Number(raw.API_TIMEOUT_MS ?? 15000);
  if (!Number.isFinite(timeout) || timeout < 100) problems.push('API_TIMEOUT_MS must be a number of milliseconds >= 100.');

  const trusted = (raw.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);

  if (problems.length) {
    throw new EnvError(`Invalid web configuration:\n - ${problems.join('\n - ')}`);
  }
  return {
    NODE_ENV: nodeEnv,
    isProduction,
    devTools,
    SESSION_SECRETS: secrets,
    API_URLS: apiUrls,
    API_TIMEOUT_MS: timeout,
    TRUSTED_ORIGINS: trusted,
  };
}

export const env: ServerEnv = readEnv();

/** The explicit subset of configuration the browser may see. */
export interface PublicEnv {
  isProduction: boolean;
}

export function publicEnv(): PublicEnv {
  return { isProduction: env.isProduction };
}
