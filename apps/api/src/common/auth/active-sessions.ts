import type { Role } from '@halimbawa/domain';

/** What the database says of an open session's member, read on every authenticated request. */
export interface SessionMember {
  phoneNumber: string;
  roles: Role[];
}

/**
 * The member of an open session (implemented by the auth module's sessions), or null when the
 * session ended or its member is gone. Read on every authenticated request, so that logout, a
 * password change or reset, refresh-token reuse, deleting the member and a change of roles take
 * effect on the next request: a token proves who signed in, never what they may do.
 */
export abstract class ActiveSessions {
  abstract sessionMember(sessionId: string, memberId: string): Promise<SessionMember | null>;
}
