// Every loader and action of a console page (/officer, /admin) starts with `requireStaff` or
// `requireAdmin`: a visitor goes to sign in; a signed-in member without the role gets the same 404
// as an unknown address, so nothing tells a member that the console exists.
import { t as translate } from '@halimbawa/domain';
import { json, type AppLoadContext } from '@remix-run/node';
import type { ApiClient } from '~/lib/api.server';
import type { Member } from '~/lib/api/types';
import { loadMember, requireMember } from '~/lib/member.server';
import { isAdmin, isCompliance, isStaff } from './staff';

export interface Staff {
  api: ApiClient;
  member: Member;
}

/** The 404 of a console page, thrown to the root's error boundary (the ordinary 404 page). */
export function consoleNotFound(): Response {
  return json({ notFound: true }, { status: 404 });
}

async function requireRole(request: Request, context: AppLoadContext | undefined, allowed: (roles: Member['roles']) => boolean): Promise<Staff> {
  const api = await requireMember(request, context);
  const member = await loadMember(api);
  if (!allowed(member.roles)) throw consoleNotFound();
  return { api, member };
}

/** A loan officer or an admin. */
export function requireStaff(request: Request, context?: AppLoadContext): Promise<Staff> {
  return requireRole(request, context, isStaff);
}

/** An admin only. */
export function requireAdmin(request: Request, context?: AppLoadContext): Promise<Staff> {
  return requireRole(request, context, isAdmin);
}

/**
 * A compliance officer only (docs/aml.md): anyone else signed in, staff and members alike, gets
 * 403, as the API answers them on every /compliance operation.
 */
export async function requireCompliance(request: Request, context?: AppLoadContext): Promise<Staff> {
  const api = await requireMember(request, context);
  const member = await loadMember(api);
  if (!isCompliance(member.roles)) throw json(translate(api.lang, 'compliance.forbidden'), { status: 403 });
  return { api, member };
}
