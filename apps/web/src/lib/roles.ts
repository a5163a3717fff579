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
