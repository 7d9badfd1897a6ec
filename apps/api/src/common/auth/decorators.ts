import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@halimbawa/domain';
import type { AuthMember } from './auth-member';

export const IS_PUBLIC = 'isPublic';
export const ROLES_KEY = 'roles';

/** The route needs no access token (everything else does). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The member needs at least one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** The authenticated member, from the access token. */
export const CurrentMember = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthMember => ctx.switchToHttp().getRequest().user,
);
