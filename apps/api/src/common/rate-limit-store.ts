import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { WallClock } from './clock';

/**
 * Where rate-limit counters live, shared by every API instance (docs/decisions/007). PostgreSQL is
 * the one adapter; a Redis adapter would implement the same four calls.
 */
export abstract class RateLimitStore {
  /** Counts a request in a fixed window of `windowMs`; the count and the window's end. */
  abstract hit(key: string, windowMs: number): Promise<{ hits: number; windowEndsAt: Date; blockedUntil: Date | null }>;
  /** Blocks `key` until `until` (kept if it is blocked longer already). */
  abstract block(key: string, until: Date): Promise<void>;
  /** The latest end of a block among `keys`, or null when none is blocked now. */
  abstract blockedUntil(keys: string[]): Promise<Date | null>;
  abstract forget(key: string): Promise<void>;
}

const SWEEP_EVERY_MS = 10 * 60_000;

/** The counters in the UNLOGGED table rate_limits, each change one statement on its primary key. */
@Injectable()
export class PostgresRateLimitStore extends RateLimitStore implements OnModuleInit, OnModuleDestroy {
  private sweeper?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: WallClock,
  ) {
    super();
  }

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Removes the counters whose window and block are over (any instance may do it). */
  async sweep(): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.query(
      `DELETE FROM rate_limits WHERE window_ends_at <= $1 AND (blocked_until IS NULL OR blocked_until <= $1)`,
      [now],
    );
  }

  async hit(key: string, windowMs: number) {
    const now = this.clock.now();
    const [row]: { hits: number; window_ends_at: Date; blocked_until: Date | null }[] = await this.dataSource.query(
      `INSERT INTO rate_limits AS r (key, hits, window_ends_at)
       VALUES ($1, 1, $2::timestamptz + $3 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_ends_at <= $2 THEN 1 ELSE r.hits + 1 END,
         window_ends_at = CASE WHEN r.window_ends_at <= $2 THEN excluded.window_ends_at ELSE r.window_ends_at END,
         blocked_until = CASE WHEN r.blocked_until > $2 THEN r.blocked_until END
       RETURNING hits, window_ends_at, blocked_until`,
      [key, now, windowMs],
    );
    return { hits: row.hits, windowEndsAt: row.window_ends_at, blockedUntil: row.blocked_until };
  }

  async block(key: string, until: Date): Promise<void> {
    await this.dataSource.query(`UPDATE rate_limits SET blocked_until = greatest(blocked_until, $2) WHERE key = $1`, [key, until]);
  }

  async blockedUntil(keys: string[]): Promise<Date | null> {
    const [row]: { until: Date | null }[] = await this.dataSource.query(
      `SELECT max(blocked_until) AS until FROM rate_limits WHERE key = ANY($1) AND blocked_until > $2`,
      [keys, this.clock.now()],
    );
    return row.until;
  }

  async forget(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
  }
}

const secondsUntil = (instant: Date, now: Date) => Math.max(0, Math.ceil((instant.getTime() - now.getTime()) / 1000));

/** @nestjs/throttler's storage on the shared store: the same fixed windows and blocks as its memory storage. */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: WallClock,
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): ReturnType<ThrottlerStorage['increment']> {
    const fullKey = `throttle:${throttlerName}:${key}`;
    const counted = await this.store.hit(fullKey, ttl);
    const now = this.clock.now();
    let blockedUntil = counted.blockedUntil;
    if (!blockedUntil && counted.hits > limit) {
      blockedUntil = new Date(now.getTime() + blockDuration);
      await this.store.block(fullKey, blockedUntil);
    }
    return {
      totalHits: counted.hits,
      timeToExpire: secondsUntil(counted.windowEndsAt, now),
      isBlocked: blockedUntil !== null,
      timeToBlockExpire: blockedUntil ? secondsUntil(blockedUntil, now) : 0,
    };
  }
}
