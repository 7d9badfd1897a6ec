import { applyDecorators, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { normalisePhone } from '@halimbawa/domain';
import { AppConfig } from '../config/app-config';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** The account a request tries: the body's phone number, else the signed-in member. */
function accountOf(req: { body?: Record<string, unknown>; user?: { id: string } }): string {
  const body = req.body ?? {};
  if (typeof body.phoneNumber === 'string') {
    const phone = normalisePhone(typeof body.phoneCountry === 'string' ? body.phoneCountry : '', body.phoneNumber);
    return phone.ok ? phone.e164 : body.phoneNumber;
  }
  return req.user?.id ?? '';
}

/**
 * Two limits per route, in memory per API instance: by client IP, and by client IP + account
 * (so guessing one member's password or code is slow without locking out a whole office).
 */
export const RateLimitModule = ThrottlerModule.forRootAsync({
  inject: [AppConfig],
  useFactory: (config: AppConfig) => ({
    errorMessage: RATE_LIMIT_MESSAGE,
    throttlers: [
      { name: 'ip', ttl: config.rateLimit.windowS * 1000, limit: config.rateLimit.perIp, getTracker: (req) => String(req.ip) },
      {
        name: 'account',
        ttl: config.rateLimit.windowS * 1000,
        limit: config.rateLimit.perAccount,
        getTracker: (req) => `${String(req.ip)}|${accountOf(req)}`,
      },
    ],
  }),
});

/** Rate-limits the route by IP and by IP + account; `perIpOnly` for routes that guess nothing. */
export const RateLimited = (options: { perIpOnly?: boolean } = {}) =>
  applyDecorators(UseGuards(ThrottlerGuard), ...(options.perIpOnly ? [SkipThrottle({ account: true })] : []));
