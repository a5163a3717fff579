import type { RoleSlug } from '@app/validators';

/** Role groups of product.md §5, named for what they may do. */
export const ANY_ROLE: readonly RoleSlug[] = [
  'ROLE_READ_ONLY',
  'ROLE_REALTOR',
  'ROLE_MANAGER',
  'ROLE_SALES_HEAD',
];
export const STAFF: readonly RoleSlug[] = ['ROLE_MANAGER', 'ROLE_SALES_HEAD'];
export const STAFF_AND_VIEWERS: readonly RoleSlug[] = [
  'ROLE_READ_ONLY',
  'ROLE_MANAGER',
  'ROLE_SALES_HEAD',
];
export const SALES_HEAD: readonly RoleSlug[] = ['ROLE_SALES_HEAD'];

export const hasRole = (user: { roles: readonly RoleSlug[] }, ...roles: RoleSlug[]) =>
  user.roles.some((r) => roles.includes(r));
/** Who may book and edit bookings (realtors: their own). */
export const BOOKERS: readonly RoleSlug[] = ['ROLE_REALTOR', 'ROLE_MANAGER', 'ROLE_SALES_HEAD'];
