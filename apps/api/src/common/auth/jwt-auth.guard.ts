import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from './decorators';

/** Global: every route needs a valid access token unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  canActivate(ctx: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [ctx.getHandler(), ctx.getClass()]);
    return isPublic ? true : super.canActivate(ctx);
  }

  handleRequest<T>(err: unknown, member: T | false, info: unknown): T {
    if (err || !member) {
      // The web server refreshes once on 401 and otherwise shows this message.
      throw new UnauthorizedException((info as Error | undefined)?.name === 'TokenExpiredError' ? 'Your login has expired.' : 'Please sign in.');
    }
    return member;
  }
}
