/**
 * Who may do what (docs/api.md#roles): one table of roles × actions, read by the API's procedure
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
  /** `users.me`, `users.updateMe` and `auth.roles`: one's own profile and the list of roles. */
  'profile.manage': everyone,
  /** The reads of `bookings.*` and `bookingGroups.*`: bookings, their groups and history. */
  'bookings.read': viewersAndOwners,
  /**
   * `bookings.create`, `bookings.update`, `bookingGroups.create`, `bookingGroups.update`: create
   * bookings, edit them, group them (realtors: their own).
   */
  'bookings.write': bookers,
  /**
   * A customer's full phone and e-mail wherever a customer is shown (bookings, their history,
   * groups, the unit card, the queue, documents); without it (read-only) the name, the phone
   * masked and no e-mail. Not a procedure: the DTOs ask it. Realtors see only their own bookings'
   * customers anyway (their reads are scoped).
   */
  'customers.contacts': bookers,
  /**
   * `bookingQueue.list`: units' booking queues (realtors: the entries they own or are responsible
   * for; read-only: customers' phones masked).
   */
  'bookingQueue.read': viewersAndOwners,
  /**
   * `bookingQueue.join`, `bookingQueue.leave`: queue a customer for a booked unit, take an entry out
   * (realtors: the entries they own or are responsible for).
   */
  'bookingQueue.write': bookers,
  /** `units.list`, `units.get`, `units.changes`: the stock. */
  'units.read': everyone,
  /** `units.setStatus`: set a unit's status. */
  'units.setStatus': staff,
  /** `paymentLinks.list`: payment links (realtors: of their own bookings). */
  'paymentLinks.read': viewersAndOwners,
  /** `paymentLinks.create`: create a payment link (realtors: for their own bookings). */
  'paymentLinks.create': bookers,
  /** `paymentLinks.send`: e-mail a live payment link to the customer (realtors: their own bookings'). */
  'paymentLinks.send': bookers,
  /** `payments.confirmManual`: confirm an offline payment. */
  'payments.confirm': staff,
  /** `payments.refund`: refund a REFUND_REQUIRED payment through its provider, with a reason. */
  'payments.refund': salesHead,
  /** `payments.list`: the payments ledger. */
  'payments.read': viewersAndOwners,
  /** The reads of pricing, `pricing.quote`: prices, discounts, options, conditions. */
  'pricing.read': everyone,
  /**
   * The writes of `basePrices.*`, `discounts.*`, `options.*`, `discountConditions.*`,
   * `optionConditions.*`, the bulk ones included (`basePrices.createMany`,
   * `discountConditions.createMany`, `optionConditions.createMany` and their dry runs).
   */
  'pricing.write': salesHead,
  /** `documents.commercialOffer` and `documents.paymentSchedule`: issue customer documents. */
  'documents.create': bookers,
  /** `documents.list` and the PDF download (realtors: their own documents). */
  'documents.read': viewersAndOwners,
  /** `documents.send`: e-mail a document to the customer (realtors: the documents they issued). */
  'documents.send': bookers,
  /** `directory.partners`: partners. */
  'directory.partners': everyone,
  /** `directory.agents`: agents (realtors: their own agent record). */
  'directory.agents': viewersAndOwners,
  /** The other `directory.*`: employees, job roles, departments, the user directory. */
  'directory.staff': staffAndViewers,
  /** `users.list`: list users. */
  'users.list': staff,
  /** `users.register`: register users. */
  'users.register': salesHead,
  /** Background jobs that failed for good, with their errors. */
  'jobs.read': salesHead,
  /**
   * `webhookEndpoints.*` and `webhookDeliveries.*`: outgoing webhooks, their secrets and their
   * delivery log.
   */
  'webhooks.manage': salesHead,
  /** `apiKeys.create`, `apiKeys.list`, `apiKeys.revoke`: keys other systems call the API with. */
  'apiKeys.manage': salesHead,
  /** `dashboard.summary`: the sales figures (realtors: of their own bookings). */
  'dashboard.read': viewersAndOwners,
  /**
   * `search.global`: the header's search over units, bookings and documents (realtors: their own
   * bookings and documents, every unit; read-only: phones masked, no search by phone digits).
   */
  'search.read': viewersAndOwners,
  /**
   * `notifications.list`, `notifications.unread`, `notifications.markRead`: one's own
   * notifications (every role; the service never shows another user's).
   */
  'notifications.manage': everyone,
  /** `/dev/mail`: the development mail outbox (live reset links); never with APP_ENV=production. */
  'dev.outbox': salesHead,
  /**
   * `bookings.advance`: move a booking's deal a step (realtors: their own, up to CONTRACT; a step
   * back: sales heads only, the service's rule).
   */
  'bookings.advance': bookers,
  /**
   * `customers.list`, `customers.get`: customer records (realtors: the customers of their own
   * bookings and queue entries; read-only: phones masked, no e-mail, no filter by either).
   */
  'customers.read': viewersAndOwners,
  /** `customers.update`: correct a customer's name, phone, e-mail (realtors: their own customers). */
  'customers.write': bookers,
  /** `customers.merge`, `customers.mergePreview`: merge a duplicate into another customer. */
  'customers.merge': salesHead,
  /**
   * `crm.*`: the CRM connection (its credential, the stage map, a test call) and its outbox
   * (pending and failed changes, replay).
   */
  'crm.manage': salesHead,
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
