import { t } from '@halimbawa/domain';
import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService, TokenExpiredError } from '@nestjs/jwt';
import type { Request } from 'express';
import { ActiveSessions, SESSION_ENDED_MESSAGE } from './active-sessions';
import type { AccessTokenClaims, AuthMember } from './auth-member';
import { IS_PUBLIC } from './decorators';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Global: every route needs a valid access token unless marked @Public(), and the token's session
 * must still be open (docs/decisions/007). The token is verified here with the auth module's
 * JwtService (HS256, issuer and audience checked there), not through passport, which built a
 * strategy wrapper and a callback chain per request (issue 10's profile).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly sessions: ActiveSessions,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [ctx.getHandler(), ctx.getClass()]);
    if (isPublic) return true;
    const req = ctx.switchToHttp().getRequest<Request & { user?: AuthMember }>();
    const member = this.member(req.headers.authorization);
    // The same words as an expired token: the web server then tries its refresh token once.
    if (!(await this.sessions.isActive(member.sessionId, member.id))) throw new UnauthorizedException(SESSION_ENDED_MESSAGE);
    req.user = member;
    return true;
  }

  /** The member of a valid `Bearer` access token; 401 otherwise (an expired one in the words the web server refreshes on). */
  private member(authorization: string | undefined): AuthMember {
    const token = authorization ? BEARER.exec(authorization)?.[1] : undefined;
    let claims: AccessTokenClaims | undefined;
    try {
      if (token) claims = this.jwt.verify<AccessTokenClaims>(token);
    } catch (error) {
      if (error instanceof TokenExpiredError) throw new UnauthorizedException(SESSION_ENDED_MESSAGE);
    }
    if (!claims || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') throw new UnauthorizedException(t('en', 'apiErrors.signIn'));
    return { id: claims.sub, phoneNumber: claims.phone, roles: claims.roles, sessionId: claims.sid };
  }
}
