// Who may see the console: staff roles as the API reports them (GET /member/me), never from the
// page. Shared by the loaders and the navigation.
import { STAFF_ROLES, type Role, type StaffRole } from '@halimbawa/domain';

export function isStaff(roles: readonly Role[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly Role[]).includes(role));
}

export function isAdmin(roles: readonly Role[]): boolean {
  return roles.includes('ADMIN');
}

/** The staff roles of `roles`, for the console's header. */
export function staffRoles(roles: readonly Role[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => roles.includes(role));
}
