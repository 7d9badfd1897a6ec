import type { OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import type { WallClock } from './clock';
import { RateLimitStore } from './rate-limit-store';

// A counter is a hash {hits, ends, blocked} (milliseconds since the epoch) that Redis expires when
// both its window and its block are over; each script runs atomically.
const HIT = `
local now, win = tonumber(ARGV[1]), tonumber(ARGV[2])
local h = redis.call('HMGET', KEYS[1], 'hits', 'ends', 'blocked')
local hits, ends, blocked = tonumber(h[1]), tonumber(h[2]), tonumber(h[3])
if not hits or ends <= now then hits, ends = 1, now + win else hits = hits + 1 end
if blocked and blocked <= now then blocked = nil; redis.call('HDEL', KEYS[1], 'blocked') end
redis.call('HSET', KEYS[1], 'hits', hits, 'ends', ends)
redis.call('PEXPIREAT', KEYS[1], math.max(ends, blocked or 0))
return {hits, ends, blocked or 0}`;
const BLOCK = `
local untilMs = tonumber(ARGV[1])
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local blocked = tonumber(redis.call('HGET', KEYS[1], 'blocked'))
if blocked and blocked >= untilMs then return 0 end
redis.call('HSET', KEYS[1], 'blocked', untilMs)
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends')) or 0
redis.call('PEXPIREAT', KEYS[1], math.max(ends, untilMs))
return 1`;

/** The counters in Redis (REDIS_URL): the same four calls as PostgresRateLimitStore. */
export class RedisRateLimitStore extends RateLimitStore implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly clock: WallClock,
  ) {
    super();
    this.redis = new Redis(url, { keyPrefix: 'rate:', lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit();
  }

  async hit(key: string, windowMs: number) {
    const [hits, ends, blocked] = (await this.redis.eval(HIT, 1, key, this.clock.now().getTime(), windowMs)) as number[];
    return { hits, windowEndsAt: new Date(ends), blockedUntil: blocked ? new Date(blocked) : null };
  }

  async block(key: string, until: Date): Promise<void> {
    await this.redis.eval(BLOCK, 1, key, until.getTime());
  }

  async blockedUntil(keys: string[]): Promise<Date | null> {
    const now = this.clock.now().getTime();
    const values = await Promise.all(keys.map((key) => this.redis.hget(key, 'blocked')));
    const latest = Math.max(0, ...values.map(Number).filter((ms) => ms > now));
    return latest ? new Date(latest) : null;
  }

  async forget(key: string): Promise<void> {
    await this.redis.del(key);
  }
}
