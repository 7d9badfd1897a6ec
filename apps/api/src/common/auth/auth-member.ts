import type { Role } from '@halimbawa/domain';

/**
 * Claims of an access token (a short-lived JWT): who signed in and in which session, nothing they
 * may do. Roles live in the database only.
 */
export interface AccessTokenClaims {
  sub: string;
  /** Session: the refresh-token family this access token was issued with. */
  sid: string;
}

/** Whom a verified access token names, before the session is checked. */
export interface TokenSubject {
  id: string;
  sessionId: string;
}

/**
 * The member a request acts for: the verified access token's member and session, with their phone
 * number and roles as the database has them now (docs/product.md §0.1).
 */
export interface AuthMember {
  id: string;
  phoneNumber: string;
  roles: Role[];
  sessionId: string;
}

export const JWT_ISSUER = 'halimbawa-api';
export const JWT_AUDIENCE = 'halimbawa';
