import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Client } from 'pg';
import { AppConfig } from '../../config/app-config';

/** How long an open session is trusted without asking the database again, notification or not. */
const ENTRY_TTL_MS = 60_000;
/** Past this many sessions the cache starts over rather than grow without bound. */
const MAX_ENTRIES = 50_000;
/** A session ended on this instance is checked in the database for this long (until its notification has surely arrived). */
const LOCAL_END_BYPASS_MS = 5_000;
const RECONNECT_MS = 1_000;
export const SESSION_ENDED_CHANNEL = 'session_ended';
/** How the listener's connection shows in pg_stat_activity. */
export const SESSION_LISTENER_NAME = 'session-listener';

interface Entry {
  memberId: string;
  until: number;
}

/**
 * The open sessions this instance has seen, so that an authenticated request needs no session
 * query (docs/decisions/007). Trusted only while a dedicated connection LISTENs to `session_ended`
 * (the sessions table's triggers): losing it drops the cache, and checks go to the database
 * until the listener is back. A check whose query overlapped a notification or a lost connection
 * is not cached (`generation`), so an end is never missed between a query and its answer.
 */
@Injectable()
export class SessionCache implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SessionCache.name);
  private readonly open = new Map<string, Entry>();
  /** Sessions and members whose sessions end on this instance, until when: not cached before their notification is surely in. */
  private readonly endingLocally = new Map<string, number>();
  private listener: Client | null = null;
  private listenerReady = false;
  private closed = false;
  private generation = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(private readonly config: AppConfig) {}

  /** Whether the cache is in use: the listener is connected and hears every end. */
  get listening(): boolean {
    return this.listenerReady;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.drop();
    await this.listener?.end().catch(() => undefined);
  }

  /** True when the session is known open; false means "ask the database". */
  has(sessionId: string, memberId: string): boolean {
    const entry = this.open.get(sessionId);
    if (!this.listenerReady || !entry || entry.memberId !== memberId) return false;
    if (entry.until > Date.now()) return true;
    this.open.delete(sessionId);
    return false;
  }

  /** Taken before the database check; `remember` caches its answer only if nothing happened meanwhile. */
  ticket(): number {
    return this.generation;
  }

  remember(sessionId: string, memberId: string, ticket: number): void {
    if (!this.listenerReady || ticket !== this.generation) return;
    if (this.isEndingLocally(sessionId) || this.isEndingLocally(memberId)) return;
    if (this.open.size >= MAX_ENTRIES) this.open.clear();
    this.open.set(sessionId, { memberId, until: Date.now() + ENTRY_TTL_MS });
  }

  /**
   * Called when this instance ends a session (by its id) or every session of a member (by the
   * member's id), before the transaction commits: the notification comes after the commit, and a
   * request in between must not find the session cached.
   */
  ending(sessionOrMemberId: string): void {
    this.generation += 1;
    this.endingLocally.set(sessionOrMemberId, Date.now() + LOCAL_END_BYPASS_MS);
    for (const [id, entry] of this.open) if (id === sessionOrMemberId || entry.memberId === sessionOrMemberId) this.open.delete(id);
  }

  private isEndingLocally(id: string): boolean {
    const until = this.endingLocally.get(id);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.endingLocally.delete(id);
    return false;
  }

  private ended(sessionId: string): void {
    this.generation += 1;
    if (sessionId === '') this.open.clear();
    else this.open.delete(sessionId);
  }

  private drop(): void {
    this.generation += 1;
    this.listenerReady = false;
    this.open.clear();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: SESSION_LISTENER_NAME });
    this.listener = client;
    client.on('notification', (n) => {
      if (n.channel === SESSION_ENDED_CHANNEL) this.ended(n.payload ?? '');
    });
    const lost = (reason: unknown) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.drop();
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn(`Session listener lost (${reason instanceof Error ? reason.message : String(reason)}); checking sessions in the database until it is back.`);
      this.reconnectTimer = setTimeout(() => void this.connect(), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost('connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_ENDED_CHANNEL}`);
      if (this.listener === client && !this.closed) this.listenerReady = true;
    } catch (error) {
      lost(error);
    }
  }
}
