import type { RoleSlug } from '@app/validators';

/** What the screens show to whom (product.md §5); the API enforces the same rules. */
export const hasAnyRole = (roles: readonly string[], ...wanted: RoleSlug[]) =>
  roles.some((r) => (wanted as string[]).includes(r));

export const canListUsers = (roles: readonly string[]) =>
  hasAnyRole(roles, 'ROLE_MANAGER', 'ROLE_SALES_HEAD');
export const canRegisterUsers = (roles: readonly string[]) => hasAnyRole(roles, 'ROLE_SALES_HEAD');

export const DIRECTORY_TABS = [
  'partners',
  'employees',
  'agents',
  'roles',
  'departments',
  'users',
] as const;
export type DirectoryTab = (typeof DIRECTORY_TABS)[number];

/** Realtors see partners only; everyone else every directory. */
export function directoryTabsFor(roles: readonly string[]): readonly DirectoryTab[] {
  return hasAnyRole(roles, 'ROLE_MANAGER', 'ROLE_SALES_HEAD', 'ROLE_READ_ONLY')
    ? DIRECTORY_TABS
    : ['partners'];
}

/** Who may book units and edit bookings (realtors: their own; viewers: nobody). */
export const canBook = (roles: readonly string[]) =>
  hasAnyRole(roles, 'ROLE_REALTOR', 'ROLE_MANAGER', 'ROLE_SALES_HEAD');

/** Setting a unit's status (op 14) and choosing another responsible: managers and sales heads. */
export const isStaff = (roles: readonly string[]) =>
  hasAnyRole(roles, 'ROLE_MANAGER', 'ROLE_SALES_HEAD');

/** A realtor (and nothing more) sees and changes only their own bookings; the API enforces it. */
export const ownsOnly = (roles: readonly string[]) =>
  hasAnyRole(roles, 'ROLE_REALTOR') &&
  !hasAnyRole(roles, 'ROLE_MANAGER', 'ROLE_SALES_HEAD', 'ROLE_READ_ONLY');

/** The user directory (op 45), which names responsibles and authors: staff and viewers. */
export const canReadUserDirectory = (roles: readonly string[]) =>
  hasAnyRole(roles, 'ROLE_MANAGER', 'ROLE_SALES_HEAD', 'ROLE_READ_ONLY');
