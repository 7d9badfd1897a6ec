// Who may see the console: staff roles as the API reports them (GET /member/me), never from the
// page. Shared by the loaders and the navigation.
import type { Role } from '@halimbawa/domain';

export const STAFF_ROLES = ['LOAN_OFFICER', 'ADMIN'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

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
