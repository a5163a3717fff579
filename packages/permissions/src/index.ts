/**
 * Who may do what (product.md §5): one table of roles × actions, read by the API's procedure
 * builders and scoping helpers and by the web's navigation and buttons. A rule changes here only.
 */
import type { RoleSlug } from '@app/validators';

/**
 * `all`: every record; `own`: only records the user owns (a realtor's own bookings and what hangs
 * off them, their own agent record, their own documents); `none`: refused with 403.
 */
export type Grant = 'all' | 'own' | 'none';

/** Every user also has ROLE_USER, which by itself grants nothing here. */
export type PermissionRole = Exclude<RoleSlug, 'ROLE_USER'>;

type Row = Readonly<Record<PermissionRole, Grant>>;

const everyone: Row = {
  ROLE_READ_ONLY: 'all',
  ROLE_REALTOR: 'all',
  ROLE_MANAGER: 'all',
  ROLE_SALES_HEAD: 'all',
};
const staffAndViewers: Row = {
  ROLE_READ_ONLY: 'all',
  ROLE_REALTOR: 'none',
  ROLE_MANAGER: 'all',
  ROLE_SALES_HEAD: 'all',
};
const viewersAndOwners: Row = { ...staffAndViewers, ROLE_REALTOR: 'own' };
const bookers: Row = { ...viewersAndOwners, ROLE_READ_ONLY: 'none' };
const staff: Row = { ...staffAndViewers, ROLE_READ_ONLY: 'none' };
const salesHead: Row = { ...staff, ROLE_MANAGER: 'none' };

export const PERMISSIONS = {
  /** Ops 5, 8, 9: one's own profile and the list of roles. */
  'profile.manage': everyone,
  /** Ops 11, 13, 16, 18, `bookings.get`, `bookingGroups.get`: bookings, their groups and history. */
  'bookings.read': viewersAndOwners,
  /** Ops 10, 12, 15, 17: create bookings, edit them, group them (realtors: their own). */
  'bookings.write': bookers,
  /** `units.list`, `units.get`, `units.changes`: the stock. */
  'units.read': everyone,
  /** Op 14: set a unit's status. */
  'units.setStatus': staff,
  /** Op 20: payment links (realtors: of their own bookings). */
  'paymentLinks.read': viewersAndOwners,
  /** Op 19: create a payment link (realtors: for their own bookings). */
  'paymentLinks.create': bookers,
  /** Op 21: confirm an offline payment. */
  'payments.confirm': staff,
  /** `payments.list`: the payments ledger. */
  'payments.read': viewersAndOwners,
  /** Ops 23, 25, 28, 30, 32, 35, 37, `pricing.quote`: prices, discounts, options, conditions. */
  'pricing.read': everyone,
  /** Ops 22, 24, 26, 27, 29, 31, 33, 34, 36 and `basePrices.createMany`. */
  'pricing.write': salesHead,
  /** Ops 38, 39: issue customer documents. */
  'documents.create': bookers,
  /** `documents.list` and the PDF download (realtors: their own documents). */
  'documents.read': viewersAndOwners,
  /** Op 40: partners. */
  'directory.partners': everyone,
  /** Op 42: agents (realtors: their own agent record). */
  'directory.agents': viewersAndOwners,
  /** Ops 41, 43, 44, 45: employees, job roles, departments, the user directory. */
  'directory.staff': staffAndViewers,
  /** Op 6: list users. */
  'users.list': staff,
  /** Op 7: register users. */
  'users.register': salesHead,
  /** Background jobs that failed for good, with their errors. */
  'jobs.read': salesHead,
  /** `/dev/mail`: the development mail outbox (live reset links); never with APP_ENV=production. */
  'dev.outbox': salesHead,
} as const satisfies Record<string, Row>;

export type Action = keyof typeof PERMISSIONS;

export const ROLES = Object.keys(everyone) as PermissionRole[];
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

const rank: Record<Grant, number> = { none: 0, own: 1, all: 2 };

/** The widest grant any of the user's roles gives for `action` (ROLE_USER alone gives none). */
export function grantFor(roles: readonly string[], action: Action): Grant {
  const row: Row = PERMISSIONS[action];
  let best: Grant = 'none';
  for (const role of roles) {
    const g = row[role as PermissionRole];
    if (g && rank[g] > rank[best]) best = g;
  }
  return best;
}

/** May a user with these roles do `action` at all (perhaps only on their own records)? */
export const can = (roles: readonly string[], action: Action): boolean =>
  grantFor(roles, action) !== 'none';

/** Limited to their own records for `action` (a realtor, and nothing more). */
export const ownOnly = (roles: readonly string[], action: Action): boolean =>
  grantFor(roles, action) === 'own';

/** The roles that may do `action`, for documentation and the role matrix. */
export const rolesFor = (action: Action): PermissionRole[] =>
  ROLES.filter((r) => PERMISSIONS[action][r] !== 'none');
