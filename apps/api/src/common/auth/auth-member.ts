import type { Role } from '@halimbawa/domain';

/** Claims of an access token (a short-lived JWT). */
export interface AccessTokenClaims {
  sub: string;
  phone: string;
  roles: Role[];
  /** Session: the refresh-token family this access token was issued with. */
  sid: string;
}

/** The member a request acts for, taken from the verified access token only (docs/product.md §0.1). */
export interface AuthMember {
  id: string;
  phoneNumber: string;
  roles: Role[];
  sessionId: string;
}

export const JWT_ISSUER = 'halimbawa-api';
export const JWT_AUDIENCE = 'halimbawa';
