import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Client } from 'pg';
import { AppConfig } from '../config/app-config';

const RECONNECT_MS = 1_000;
/** How the listener's connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'cache-listener';

export interface NotifiedCacheOptions {
  /** The NOTIFY channel whose payload is a key to drop, or '' to drop everything. */
  channel: string;
  /** How long an entry is trusted without asking the database again, notification or not. */
  ttlMs: number;
  /** Past this many entries the cache starts over rather than grow without bound. */
  maxEntries: number;
  /** A key changed on this instance is not cached for this long (until its notification has surely arrived). */
  localChangeMs: number;
}

/**
 * One connection per instance that LISTENs on the channel of every NotifiedCache (docs/scaling.md,
 * "What is shared"). While it is down every cache is empty and refuses entries, so reads go to the
 * database; it reconnects by itself.
 */
@Injectable()
export class DatabaseListener implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DatabaseListener.name);
  private readonly caches = new Map<string, NotifiedCache<unknown>>();
  private client: Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(private readonly config: AppConfig) {}

  /** Called by each cache's constructor, before the application starts (and LISTENs). */
  subscribe(cache: NotifiedCache<unknown>): void {
    this.caches.set(cache.channel, cache);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.setUp(false);
    await this.client?.end().catch(() => undefined);
  }

  private setUp(up: boolean): void {
    for (const cache of this.caches.values()) cache.listenerUp(up);
  }

  private async connect(): Promise<void> {
    if (this.closed || this.caches.size === 0) return;
    const client = new Client({ connectionString: this.config.listenDatabaseUrl, application_name: LISTENER_NAME });
    this.client = client;
    client.on('notification', (n) => this.caches.get(n.channel)?.notified(n.payload ?? ''));
    const lost = (reason: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      this.setUp(false);
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn(`Cache listener lost (${reason instanceof Error ? reason.message : String(reason)}); reading from the database until it is back.`);
      this.reconnectTimer = setTimeout(() => void this.connect(), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost('connection ended'));
    try {
      await client.connect();
      await client.query([...this.caches.keys()].map((channel) => `LISTEN ${channel};`).join(' '));
      if (this.client === client && !this.closed) this.setUp(true);
    } catch (error) {
      lost(error);
    }
  }
}

interface Entry<V> {
  value: V;
  until: number;
}

/**
 * A per-instance cache of database reads that NOTIFY empties (triggers notify at commit, so a
 * rolled-back change is never heard). Trusted only while the DatabaseListener is connected. A read
 * whose query overlapped a notification, a lost listener or a change on this instance is not
 * cached (the `ticket`), so a change is never missed between a query and its answer.
 */
export class NotifiedCache<V> {
  readonly channel: string;
  private readonly entries = new Map<string, Entry<V>>();
  /** Keys changed on this instance, until when they are not cached. */
  private readonly changedLocally = new Map<string, number>();
  private generation = 0;
  private ready = false;

  constructor(
    listener: DatabaseListener,
    private readonly options: NotifiedCacheOptions,
  ) {
    this.channel = options.channel;
    listener.subscribe(this as NotifiedCache<unknown>);
  }

  /** Whether the cache is in use: the listener is connected and hears every change. */
  get listening(): boolean {
    return this.ready;
  }

  /** The cached value, or undefined: "ask the database". */
  get(key: string): V | undefined {
    if (!this.ready) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Taken before the database read; `set` caches its answer only if nothing happened meanwhile. */
  ticket(): number {
    return this.generation;
  }

  /** Caches `value` for `key` unless it, or one of `alsoChanging`, changed since `ticket`. */
  set(key: string, value: V, ticket: number, alsoChanging: string[] = []): void {
    if (!this.ready || ticket !== this.generation) return;
    if (this.isChangingLocally(key) || alsoChanging.some((k) => this.isChangingLocally(k))) return;
    if (this.entries.size >= this.options.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until: Date.now() + this.options.ttlMs });
  }

  /**
   * This instance is changing what `key` stands for, before its transaction commits: the
   * notification comes after the commit, and a read in between, or just after, must not be served
   * or cached. Entries whose value `matches` are dropped too.
   */
  changing(key: string, matches?: (value: V) => boolean): void {
    this.generation += 1;
    const now = Date.now();
    if (this.changedLocally.size >= this.options.maxEntries) {
      for (const [k, until] of this.changedLocally) if (until <= now) this.changedLocally.delete(k);
    }
    this.changedLocally.set(key, now + this.options.localChangeMs);
    this.entries.delete(key);
    if (matches) for (const [k, entry] of this.entries) if (matches(entry.value)) this.entries.delete(k);
  }

  /** A notification on the channel: the key changed, or everything did (''). */
  notified(key: string): void {
    this.generation += 1;
    if (key === '') this.entries.clear();
    else this.entries.delete(key);
  }

  /** The listener connected or was lost; while it is lost nothing is cached. */
  listenerUp(up: boolean): void {
    this.generation += 1;
    this.ready = up;
    this.entries.clear();
  }

  private isChangingLocally(key: string): boolean {
    const until = this.changedLocally.get(key);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.changedLocally.delete(key);
    return false;
  }
}
