import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { Refusal } from '../errors';
import { ActiveSessions } from './active-sessions';
import type { AuthMember, TokenSubject } from './auth-member';
import { IS_PUBLIC } from './decorators';

/**
 * Global: every route needs a valid access token unless marked @Public(). The token only names the
 * member and the session; whether that session is still open, and the member's phone number and
 * roles, are read from the database on every request (docs/product.md §0.1).
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
    const request = ctx.switchToHttp().getRequest<{ user?: TokenSubject | AuthMember }>();
    const claimed = request.user as TokenSubject;
    const current = typeof claimed.sessionId === 'string' && typeof claimed.id === 'string' ? await this.sessions.sessionMember(claimed.sessionId, claimed.id) : null;
    // The same words as an expired token: the web server then tries its refresh token once.
    if (!current) throw Refusal.unauthorized('apiErrors.sessionEnded');
    request.user = Object.freeze({ id: claimed.id, sessionId: claimed.sessionId, phoneNumber: current.phoneNumber, roles: Object.freeze([...current.roles]) }) as AuthMember;
    return true;
  }

  handleRequest<T>(err: unknown, member: T | false, info: unknown): T {
    if (err || !member) {
      // The web server refreshes once on 401 and otherwise shows this message.
      throw Refusal.unauthorized((info as Error | undefined)?.name === 'TokenExpiredError' ? 'apiErrors.sessionEnded' : 'apiErrors.signIn');
    }
    return member;
  }
}
