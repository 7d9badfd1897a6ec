import { applyDecorators, Global, Injectable, Module, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ApiExtension, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard, ThrottlerModule, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { normalisePhone } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { WallClock } from './clock';
import { Refusal } from './errors';
import { PostgresRateLimitStore, RateLimitStore, SharedThrottlerStorage } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';

/** The OpenAPI extension naming the throttlers that count an operation (read by openapi/refusals.ts). */
export const X_RATE_LIMIT = 'x-rate-limit';

/** The account a request tries: the body's phone number, else the signed-in member. */
function accountOf(req: { body?: Record<string, unknown>; user?: { id: string } }): string {
  const body = req.body ?? {};
  if (typeof body.phoneNumber === 'string') {
    const phone = normalisePhone(typeof body.phoneCountry === 'string' ? body.phoneCountry : '', body.phoneNumber);
    return phone.ok ? phone.e164 : body.phoneNumber;
  }
  return req.user?.id ?? '';
}

/** Failures of one address on one account are remembered this long (unless the account signs in from there). */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;
/** The longest cooldown, however many failures. */
export const MAX_COOLDOWN_MS = 60 * 60_000;

/**
 * How long a key cools down after its `failures`-th failure: nothing below the limit, then the
 * window (a minute), doubling with each further failure, at most an hour.
 */
export function cooldownMs(failures: number, limit: number, windowMs: number): number {
  if (failures < limit) return 0;
  return Math.min(windowMs * 2 ** Math.min(failures - limit, 30), MAX_COOLDOWN_MS);
}

/**
 * Wrong staff sign-in codes an account may have before its sign-in waits: three codes' tries
 * (docs/decisions/019).
 */
export const STAFF_CODE_FAILURES = 15;

/**
 * What a failed-attempt limit guards: signing in, finishing a password reset, changing the
 * password, finishing a registration (a wrong code); and asking for a reset or sign-up code, where
 * every request counts (`spend`), since anyone who knows the number may ask; and a contact message,
 * counted per e-mail address (the acknowledgement goes there); a support ticket or message, counted
 * per member (staff's time); and a staff sign-in's code, counted per account across sign-ins.
 */
export type AttemptedAction = 'login' | 'recover' | 'chpwd' | 'signup' | 'recover-code' | 'signup-code' | 'contact' | 'support' | 'staff-code';

/**
 * Failed attempts (a wrong password or code), counted per account and address, per address, and
 * for signing in also per account from any address (so that a new address per try gains nothing),
 * each with a growing cooldown, in the store every instance shares. Successes are not counted.
 * A cooldown that others caused never locks the member out: signing in with the right password
 * during one asks for a code sent to the member's own phone instead (AuthService.login,
 * docs/decisions/007).
 */
@Injectable()
export class FailedAttempts {
  constructor(
    private readonly store: RateLimitStore,
    private readonly config: AppConfig,
    private readonly clock: WallClock,
  ) {}

  private keys(action: AttemptedAction, account: string, ip: string | null) {
    const { perAccount, perIp, windowS } = this.config.rateLimit;
    // Only someone with the staff member's password gets to enter a code: its failures count for
    // the account from any address, and its wait is the account's own (a new address or a new
    // sign-in per try gains nothing).
    if (action === 'staff-code') return [{ key: `failed:${action}:${account}@*`, limit: STAFF_CODE_FAILURES, memoryMs: FAILURE_MEMORY_MS }];
    return [
      { key: `failed:${action}:${account}@${ip ?? ''}`, limit: perAccount, memoryMs: FAILURE_MEMORY_MS },
      // Half the address's request allowance: the address cools down for failures while its requests
      // still pass, so that a member behind it can answer the code that lets them in.
      { key: `failed:${action}:@${ip ?? ''}`, limit: Math.max(1, Math.floor(perIp / 2)), memoryMs: windowS * 1000 },
      // Twice the per-address allowance: the member's own typos from one place never reach it first.
      ...(action === 'login' ? [{ key: `failed:${action}:${account}@*`, limit: perAccount * 2, memoryMs: FAILURE_MEMORY_MS }] : []),
    ];
  }

  /** Until when this address cools down for this account, or at all, or the account does from anywhere; null when it does not. */
  blockedUntil(action: AttemptedAction, account: string, ip: string | null): Promise<Date | null> {
    return this.store.blockedUntil(this.keys(action, account, ip).map((k) => k.key));
  }

  /** A 429 to retry when the cooldown that `until` ends is over. */
  tooManyAttempts(until: Date): Refusal {
    return Refusal.retryLater('apiErrors.tooManyAttempts', Math.max(1, Math.ceil((until.getTime() - this.clock.now().getTime()) / 1000)));
  }

  /** 429 while this address cools down for this account, or at all (or the account does, signing in). */
  async assertAllowed(action: AttemptedAction, account: string, ip: string | null): Promise<void> {
    const until = await this.blockedUntil(action, account, ip);
    if (until) throw this.tooManyAttempts(until);
  }

  /** Counts a failure; answers when the cooldown it began ends, or null when it began none (below the limit, or one was running already). */
  async recordFailure(action: AttemptedAction, account: string, ip: string | null): Promise<Date | null> {
    const windowMs = this.config.rateLimit.windowS * 1000;
    let began: Date | null = null;
    for (const { key, limit, memoryMs } of this.keys(action, account, ip)) {
      const { hits, blockedUntil } = await this.store.hit(key, memoryMs);
      const cooldown = cooldownMs(hits, limit, windowMs);
      if (cooldown === 0) continue;
      const until = new Date(this.clock.now().getTime() + cooldown);
      await this.store.block(key, until);
      if (!blockedUntil && (!began || until > began)) began = until;
    }
    return began;
  }

  /**
   * A request that costs whether or not it succeeds (an SMS code): 429 while this address cools
   * down, else counted like a failure. Replaces an hourly quota per account, which a third party
   * could spend (docs/decisions/007).
   */
  async spend(action: AttemptedAction, account: string, ip: string | null): Promise<void> {
    await this.assertAllowed(action, account, ip);
    await this.recordFailure(action, account, ip);
  }

  /**
   * The account proved itself from this address: its earlier failures, from there and from
   * anywhere, are forgiven (the address's own count stays).
   */
  async recordSuccess(action: AttemptedAction, account: string, ip: string | null): Promise<void> {
    for (const { key } of this.keys(action, account, ip).filter((k) => k.key.startsWith(`failed:${action}:${account}@`))) await this.store.forget(key);
  }
}

/**
 * Two request limits per route, counted in the shared store: by client IP, and by client IP +
 * account (so a burst at one member's number from one address is slow without touching others).
 */
@Global()
@Module({
  providers: [
    {
      provide: RateLimitStore,
      inject: [AppConfig, DataSource, WallClock],
      // PostgreSQL by default; Redis when REDIS_URL is set (docs/decisions/007).
      useFactory: (config: AppConfig, dataSource: DataSource, clock: WallClock) =>
        config.redisUrl ? new RedisRateLimitStore(config.redisUrl, clock) : new PostgresRateLimitStore(dataSource, clock),
    },
    FailedAttempts,
  ],
  exports: [RateLimitStore, FailedAttempts],
})
class RateLimitStoreModule {}

@Global()
@Module({
  imports: [
    RateLimitStoreModule,
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStoreModule],
      inject: [AppConfig, RateLimitStore, WallClock],
      useFactory: (config: AppConfig, store: RateLimitStore, clock: WallClock) => ({
        storage: new SharedThrottlerStorage(store, clock),
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
    }),
  ],
  exports: [RateLimitStoreModule],
})
export class RateLimitModule {}

/** The request limits' 429 as every other refusal: a code, and Retry-After when the limit ends (and no other). */
@Injectable()
class RequestLimitGuard extends ThrottlerGuard {
  protected override throwThrottlingException(_context: ExecutionContext, limit: ThrottlerLimitDetail): Promise<void> {
    throw Refusal.retryLater('apiErrors.tooManyAttempts', Math.max(1, limit.timeToBlockExpire));
  }

  /** The refusal's one `Retry-After` says how long to wait; the throttler's own `Retry-After-<name>` would say it twice. */
  protected override setResponseHeader(res: Record<string, unknown>, name: string, value: string | number): void {
    if (!name.startsWith('Retry-After-')) super.setResponseHeader(res, name, value);
  }
}

/** Rate-limits the route by IP and by IP + account; `perIpOnly` for routes that guess nothing or count failures instead. */
export const RateLimited = (options: { perIpOnly?: boolean } = {}) =>
  applyDecorators(
    UseGuards(RequestLimitGuard),
    ...(options.perIpOnly ? [SkipThrottle({ account: true })] : []),
    // The OpenAPI document lists the throttlers' headers on every answer (openapi/refusals.ts).
    ApiExtension(X_RATE_LIMIT, options.perIpOnly ? ['ip'] : ['ip', 'account']),
    ApiTooManyRequestsResponse({ description: 'Too many requests from this address or for this account (`apiErrors.tooManyAttempts`).' }),
  );
