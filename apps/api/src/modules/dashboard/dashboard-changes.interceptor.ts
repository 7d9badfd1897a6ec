import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';
import type { AuthMember } from '../../common/auth/auth-member';
import { DashboardCache } from './dashboard-cache';

/**
 * Read-your-own-writes for /dash on this instance: a signed-in member's change request (any method
 * but GET and HEAD) may change their dashboard rows, and the page they are sent to next must show it
 * before the notification arrives. So the member's entry is dropped, and not cached again, from
 * before the handler runs until 5 s after it ended (the second mark: a long request outlasts the first).
 */
@Injectable()
export class DashboardChangesInterceptor implements NestInterceptor {
  constructor(private readonly cache: DashboardCache) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = ctx.switchToHttp().getRequest<{ method: string; user?: AuthMember }>();
    const memberId = request.user?.id;
    if (!memberId || request.method === 'GET' || request.method === 'HEAD') return next.handle();
    this.cache.changing(memberId);
    return next.handle().pipe(finalize(() => this.cache.changing(memberId)));
  }
}
