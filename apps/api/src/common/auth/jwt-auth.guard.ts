import { t } from '@halimbawa/domain';
import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ActiveSessions, SESSION_ENDED_MESSAGE } from './active-sessions';
import type { AuthMember } from './auth-member';
import { IS_PUBLIC } from './decorators';

/**
 * Global: every route needs a valid access token unless marked @Public(), and the token's session
 * must still be open (one primary-key lookup, docs/decisions/007).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: ActiveSessions,
  ) {
    super();
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [ctx.getHandler(), ctx.getClass()]);
    if (isPublic) return true;
    await super.canActivate(ctx);
    const member: AuthMember = ctx.switchToHttp().getRequest().user;
    // The same words as an expired token: the web server then tries its refresh token once.
    if (typeof member.sessionId !== 'string' || !(await this.sessions.isActive(member.sessionId, member.id))) {
      throw new UnauthorizedException(SESSION_ENDED_MESSAGE);
    }
    return true;
  }

  handleRequest<T>(err: unknown, member: T | false, info: unknown): T {
    if (err || !member) {
      // The web server refreshes once on 401 and otherwise shows this message.
      throw new UnauthorizedException((info as Error | undefined)?.name === 'TokenExpiredError' ? SESSION_ENDED_MESSAGE : t('en', 'apiErrors.signIn'));
    }
    return member;
  }
}
