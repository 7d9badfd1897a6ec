import { t } from '@halimbawa/domain';
import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { decode } from 'jsonwebtoken';
import { ExtractJwt } from 'passport-jwt';
import { ActiveSessions, SESSION_ENDED_MESSAGE } from './active-sessions';
import type { AuthMember } from './auth-member';
import { IS_PUBLIC } from './decorators';

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();
/** Past this many tokens the verified ones start over rather than grow without bound. */
const MAX_VERIFIED_TOKENS = 50_000;

interface VerifiedToken {
  member: AuthMember;
  /** The token's `exp`, in ms: jsonwebtoken refuses it from that instant. */
  expiresAt: number;
}

/**
 * Global: every route needs a valid access token unless marked @Public(), and the token's session
 * must still be open (one primary-key lookup, docs/decisions/007).
 *
 * A token's signature, issuer and audience are checked by passport-jwt the first time this instance
 * sees it; after that only its expiry, until then, by its exact text (a changed byte is another
 * token, checked in full). Passport and jsonwebtoken cost about 20 µs of CPU a request (issue 10);
 * the session check still runs on every request, so logging out ends the token at once.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: ActiveSessions,
  ) {
    super();
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [ctx.getHandler(), ctx.getClass()]);
    if (isPublic) return true;
    const request = ctx.switchToHttp().getRequest();
    const member = await this.tokenMember(ctx, request);
    // The same words as an expired token: the web server then tries its refresh token once.
    if (typeof member.sessionId !== 'string' || !(await this.sessions.isActive(member.sessionId, member.id))) {
      throw new UnauthorizedException(SESSION_ENDED_MESSAGE);
    }
    return true;
  }

  /** The member of the request's token: from the tokens verified before while it has not expired, else through passport-jwt. */
  private async tokenMember(ctx: ExecutionContext, request: { user?: AuthMember }): Promise<AuthMember> {
    const token = bearerToken(request);
    const known = token ? this.verified.get(token) : undefined;
    if (known && Date.now() < known.expiresAt) {
      request.user = known.member;
      return known.member;
    }
    if (token) this.verified.delete(token);
    await super.canActivate(ctx);
    const verified = request.user as AuthMember;
    // Frozen: later requests with the same token get this very object.
    const member = Object.freeze({ ...verified, roles: Object.freeze([...verified.roles]) }) as AuthMember;
    request.user = member;
    const exp = (decode(token as string, { json: true }) ?? {}).exp;
    if (typeof exp === 'number') {
      if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.clear();
      this.verified.set(token as string, { member, expiresAt: exp * 1000 });
    }
    return member;
  }

  handleRequest<T>(err: unknown, member: T | false, info: unknown): T {
    if (err || !member) {
      // The web server refreshes once on 401 and otherwise shows this message.
      throw new UnauthorizedException((info as Error | undefined)?.name === 'TokenExpiredError' ? SESSION_ENDED_MESSAGE : t('en', 'apiErrors.signIn'));
    }
    return member;
  }
}
