import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@halimbawa/domain';
import { Refusal } from '../errors';
import type { AuthMember } from './auth-member';
import { ROLES_KEY } from './decorators';

/** Global: enforces @Roles(...) on routes that declare it. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [ctx.getHandler(), ctx.getClass()]);
    if (!required?.length) return true;
    const member: AuthMember | undefined = ctx.switchToHttp().getRequest().user;
    if (member?.roles.some((role) => required.includes(role))) return true;
    throw Refusal.forbidden();
  }
}
