import { SetMetadata, applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Role } from '@halimbawa/domain';
import type { AuthMember } from './auth-member';

export const IS_PUBLIC = 'isPublic';
export const ROLES_KEY = 'roles';

/** Read by the OpenAPI document (openapi/audience.ts), which turns it into `security: []` and the "public" tag. */
export const X_PUBLIC = 'x-public';
/** Kept in the OpenAPI document: the roles an operation needs. */
export const X_ROLES = 'x-roles';

/** The route needs no access token (everything else does). */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(X_PUBLIC, true));

/** The member needs at least one of these roles. */
export const Roles = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES_KEY, roles), ApiExtension(X_ROLES, roles));

/** The authenticated member, from the access token. */
export const CurrentMember = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthMember => ctx.switchToHttp().getRequest().user,
);
