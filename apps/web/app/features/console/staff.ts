// Who may see which console: roles as the API reports them (GET /member/me), never from the page.
// Shared by the loaders and the navigation. A compliance officer works only in /compliance
// (docs/aml.md): the loan officers' console is not theirs.
import { STAFF_ROLES, type Role, type StaffRole } from '@halimbawa/domain';

/** A loan officer or an admin: the /officer console. */
export function isStaff(roles: readonly Role[]): boolean {
  return roles.includes('LOAN_OFFICER') || roles.includes('ADMIN');
}

export function isAdmin(roles: readonly Role[]): boolean {
  return roles.includes('ADMIN');
}

export function isCompliance(roles: readonly Role[]): boolean {
  return roles.includes('COMPLIANCE');
}

/** Where a staff member lands after signing in (undefined: a member's own home). */
export function consoleHome(roles: readonly Role[]): string | undefined {
  if (isStaff(roles)) return '/officer';
  return isCompliance(roles) ? '/compliance' : undefined;
}

/** The staff roles of `roles`, for the console's header. */
export function staffRoles(roles: readonly Role[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => roles.includes(role));
}
