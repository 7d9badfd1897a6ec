import { Injectable } from '@nestjs/common';
import { DatabaseListener, NotifiedCache } from '../../database/notified-cache';

export const SESSION_ENDED_CHANNEL = 'session_ended';

/**
 * The open sessions this instance has seen (session id → member id), so that an authenticated
 * request needs no session query (docs/decisions/007), emptied by `session_ended` (the sessions
 * table's triggers). A session is trusted for a minute without asking again; one ended on this
 * instance is checked in the database for 5 s, until its notification has surely arrived.
 */
@Injectable()
export class SessionCache extends NotifiedCache<string> {
  constructor(listener: DatabaseListener) {
    super(listener, { channel: SESSION_ENDED_CHANNEL, ttlMs: 60_000, maxEntries: 50_000, localChangeMs: 5_000 });
  }

  /** True when the session is known open; false means "ask the database". */
  has(sessionId: string, memberId: string): boolean {
    return this.get(sessionId) === memberId;
  }

  /** Caches an open session checked in the database after `ticket`, unless it or its member's sessions ended meanwhile. */
  remember(sessionId: string, memberId: string, ticket: number): void {
    this.set(sessionId, memberId, ticket, [memberId]);
  }

  /**
   * Called when this instance ends a session (by its id) or every session of a member (by the
   * member's id), before the transaction commits.
   */
  ending(sessionOrMemberId: string): void {
    this.changing(sessionOrMemberId, (memberId) => memberId === sessionOrMemberId);
  }
}
