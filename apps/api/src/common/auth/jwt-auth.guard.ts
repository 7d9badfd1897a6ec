import { t } from '@halimbawa/domain';
import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { verify, type JwtPayload } from 'jsonwebtoken';
import { createSecretKey, type KeyObject } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { ActiveSessions, SESSION_ENDED_MESSAGE } from './active-sessions';
import { JWT_AUDIENCE, JWT_ISSUER, type AccessTokenClaims, type AuthMember } from './auth-member';
import { IS_PUBLIC } from './decorators';

/** `Authorization: Bearer <token>`, the scheme in any case. */
const BEARER = /^bearer\s+(\S+)$/i;

/**
 * Global: every route needs a valid access token unless marked @Public(). The token only names the
 * member and the session; whether that session is still open, and the member's phone number and
 * roles, are read from the database on every request (docs/product.md §0.1). The token is checked
 * with jsonwebtoken itself, as Nest's authentication guide does: passport's strategy around the
 * same call was a measurable share of every request's CPU (docs/benchmarks.md).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  /** A KeyObject made once: given a string, jsonwebtoken would first try it as a public key on every verify. */
  private readonly key: KeyObject;

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: ActiveSessions,
    config: AppConfig,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [ctx.getHandler(), ctx.getClass()]);
    if (isPublic) return true;
    const request = ctx.switchToHttp().getRequest<FastifyRequest & { user?: AuthMember }>();
    const claims = this.verifiedClaims(request.headers.authorization);
    const current = await this.sessions.sessionMember(claims.sid, claims.sub);
    // The same words as an expired token: the web server then tries its refresh token once.
    if (!current) throw new UnauthorizedException(SESSION_ENDED_MESSAGE);
    request.user = Object.freeze({ id: claims.sub, sessionId: claims.sid, phoneNumber: current.phoneNumber, roles: Object.freeze([...current.roles]) }) as AuthMember;
    return true;
  }

  /** The claims of a token this API signed, unexpired, for this audience; else 401. */
  private verifiedClaims(authorization: string | undefined): AccessTokenClaims {
    const token = BEARER.exec(authorization ?? '')?.[1];
    // The web server refreshes once on 401 and otherwise shows this message.
    if (!token) throw new UnauthorizedException(t('en', 'apiErrors.signIn'));
    let claims: JwtPayload | string;
    try {
      claims = verify(token, this.key, { algorithms: ['HS256'], issuer: JWT_ISSUER, audience: JWT_AUDIENCE });
    } catch (error) {
      throw new UnauthorizedException((error as Error).name === 'TokenExpiredError' ? SESSION_ENDED_MESSAGE : t('en', 'apiErrors.signIn'));
    }
    if (typeof claims === 'string' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') throw new UnauthorizedException(t('en', 'apiErrors.signIn'));
    return { sub: claims.sub, sid: claims.sid };
  }
}
