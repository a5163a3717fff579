/**
 * Each procedure's summary and description in the OpenAPI document (docs/api.md#procedures,
 * the contract's words), keyed by procedure path; the document test fails when one lacks them.
 */
export const PROCEDURE_TEXT: Readonly<
  Record<string, readonly [summary: string, description: string]>
> = {
  health: [
    'Liveness and database reachability',
    'Liveness and database reachability: `{ status: "ok", db: "ok" }`.',
  ],
  'auth.login': [
    'Signs in with e-mail or phone and password',
    'E-mail or phone and password → access and refresh tokens.',
  ],
  'auth.refresh': [
    'Exchanges a refresh token for a new token pair',
    'A refresh token → a new token pair (the old one is spent).',
  ],
  'auth.requestPasswordReset': [
    'E-mails a recovery link',
    'E-mails a recovery link; the same answer for an unknown address.',
  ],
  'auth.resetPassword': [
    'Sets a new password with the e-mailed token',
    'Sets a new password with the e-mailed token; ends every session.',
  ],
  'auth.roles': [
    'The roles a user can have',
    'The roles a user can have (`title`, `slug`), list form.',
  ],
  'users.me': ['The caller’s own user record', 'The caller’s own user record.'],
  'users.list': ['Users, list form', 'Users, list form.'],
  'users.register': ['Creates a user with roles', 'Creates a user with roles.'],
  'users.updateMe': [
    'Changes the caller’s name, phone, region, birth date, settings',
    'Changes the caller’s name, phone, region, birth date, settings (merged key by key).',
  ],
  'directory.partners': ['Partner agencies', 'Partner agencies.'],
  'directory.employees': [
    'The developer’s employees with their department and job roles',
    'The developer’s employees with their department and job roles.',
  ],
  'directory.agents': [
    'Agency agents with their partners',
    'Agency agents with their partners (realtors: their own record).',
  ],
  'directory.roles': ['Job roles', 'Job roles.'],
  'directory.departments': ['Departments', 'Departments.'],
  'directory.users': [
    'The combined user directory, by `full_name`',
    'The combined user directory, by `full_name`.',
  ],
  'bookings.create': [
    'Books a unit',
    'Books a unit: owner = caller, responsible = given or caller, price snapshot, optional `customer`.',
  ],
  'bookings.list': [
    'Bookings, list form',
    'Bookings, list form; `include_expired` (default false).',
  ],
  'bookings.get': ['One booking, live or ended', 'One booking, live or ended.'],
  'bookings.update': [
    'Edits a live booking',
    'Edits a live booking (CRM deal, comment, expiration, responsible, `customer`: null removes it); `active: false` cancels it.',
  ],
  'bookings.extend': [
    'Extends a live booking by one click',
    'One-click extension `{ id }` (from a reminder): + `BOOKING_HOLD_WORKING_DAYS` working days, capped at `BOOKING_MAX_HOLD_WORKING_DAYS` from now (sales heads: no cap), at least an hour more; the change is `bookings.update`’s; answers `{ item, message, expiration_date }`.',
  ],
  'bookings.search': [
    'Bookings by text, responsible, region and expiry',
    'Bookings by text (number, CRM deal, comment, unit code, customer name and phone digits), responsible, region, expiration range.',
  ],
  'bookings.history': [
    'History entries of bookings, by booking, date, user, property',
    'History entries of bookings, by booking, date, user, property.',
  ],
  'bookingGroups.create': ['Groups bookings under a name', 'Groups bookings under a name.'],
  'bookingGroups.list': ['Groups with their bookings', 'Groups with their bookings, list form.'],
  'bookingGroups.get': ['One group with its bookings', 'One group with its bookings.'],
  'bookingGroups.update': [
    'Renames a group, replaces its members, deactivates it',
    'Renames a group, replaces its members, deactivates it.',
  ],
  'bookingQueue.join': [
    'Queues a customer for a booked unit',
    'Queues a customer for a booked unit: owner = caller, responsible = given or caller (booking queue).',
  ],
  'bookingQueue.list': [
    'Queue entries with their `position`',
    'Queue entries with their `position`, list form (realtors: their own; read-only: masked phones).',
  ],
  'bookingQueue.leave': ['A waiting entry leaves its queue', 'A waiting entry leaves its queue.'],
  'units.setStatus': [
    'Sets a unit’s status and adds or removes second statuses',
    'Sets a unit’s status and adds or removes second statuses.',
  ],
  'units.list': [
    'The local projection of the stock, list form',
    'The local projection of the stock, list form, with each unit’s current price.',
  ],
  'units.get': [
    'One unit with the live booking that holds it',
    'One unit with the live booking that holds it (and `queue_length`, as every unit).',
  ],
  'units.changes': [
    'The units changed since an earlier answer’s version',
    'The units changed since an earlier answer’s version (the grid’s refresh).',
  ],
  'jobs.failed': [
    'Background jobs that failed for good in the last 7 days, with their errors',
    'Background jobs that failed for good in the last 7 days, with their errors.',
  ],
  'paymentLinks.create': [
    'Revokes the booking’s active link, issues a new one, unit to WAIT_PAYMENT',
    'Revokes the booking’s active link, issues a new one, unit to WAIT_PAYMENT.',
  ],
  'paymentLinks.list': [
    'Payment links with their `state`',
    'Payment links with their `state`, list form.',
  ],
  'paymentLinks.send': [
    'E-mails a live link and its QR code to the customer',
    'E-mails a live link and its QR code to the customer (sending).',
  ],
  'payments.confirmManual': [
    'Registers an office payment',
    'Registers an office payment (`MANUAL`): booking PAID, unit PAID, expiration extended, link revoked.',
  ],
  'payments.list': [
    'The payments ledger with totals over the filtered range',
    'The payments ledger with totals over the filtered range.',
  ],
  'basePrices.create': [
    'A new base price for a unit',
    'A new base price for a unit (`valid_from` default now; a later one schedules it: scheduled prices).',
  ],
  'basePrices.list': [
    'Base prices, scheduled ones included',
    'Base prices, scheduled ones included, list form.',
  ],
  'basePrices.createMany': [
    'Reprices a selection of units, all or nothing',
    'Reprices a selection of units, all or nothing (`valid_from` as `basePrices.create`; a percent change starts from the price in force then).',
  ],
  'discounts.create': [
    'Creates a discount with the client’s id and its exclusions',
    'Creates a discount with the client’s id and its exclusions; optional period `valid_from` / `valid_to`.',
  ],
  'discounts.list': [
    'Discounts with `exclusions` and derived `excludedBy`',
    'Discounts with `exclusions` and derived `excludedBy`.',
  ],
  'discounts.update': [
    'Changes a discount',
    'Changes a discount; optional period `valid_from` / `valid_to`.',
  ],
  'options.create': [
    'Creates an option with the client’s id and its exclusions',
    'Creates an option with the client’s id and its exclusions; optional period `valid_from` / `valid_to`.',
  ],
  'options.list': [
    'Options with `exclusions` and derived `excludedBy`',
    'Options with `exclusions` and derived `excludedBy`.',
  ],
  'options.update': [
    'Changes an option',
    'Changes an option; optional period `valid_from` / `valid_to`.',
  ],
  'discountConditions.create': [
    'Attaches a discount to a unit with its amount',
    'Attaches a discount to a unit with its amount (sum, percent, per sq m).',
  ],
  'discountConditions.createMany': [
    'Attaches one discount to 1..5000 units with the same terms',
    'Attaches one discount to 1..5000 units with the same terms (`units` instead of `unit`, no `id`), all or nothing; `dry_run: true` writes nothing and answers a preview of the new totals (conditions on many units).',
  ],
  'discountConditions.list': [
    'Current versions of discount conditions',
    'Current versions of discount conditions.',
  ],
  'discountConditions.update': [
    'A new version of a discount condition',
    'A new version of a discount condition.',
  ],
  'discountConditions.validOn': [
    'Discount conditions as they stood on a date',
    'Discount conditions as they stood on a date (`{ items }` only).',
  ],
  'optionConditions.create': [
    'Attaches an option to a unit with its amount',
    'Attaches an option to a unit with its amount.',
  ],
  'optionConditions.createMany': [
    'Attaches one option to 1..5000 units, as `discountConditions.createMany`',
    'Attaches one option to 1..5000 units, as `discountConditions.createMany`.',
  ],
  'optionConditions.list': [
    'Current versions of option conditions',
    'Current versions of option conditions.',
  ],
  'optionConditions.update': [
    'A new version of an option condition',
    'A new version of an option condition.',
  ],
  'optionConditions.validOn': [
    'Option conditions as they stood on a date',
    'Option conditions as they stood on a date (`{ items }` only).',
  ],
  'pricing.quote': [
    'A unit’s price on a date with chosen discounts and options',
    'A unit’s price on a date with chosen discounts and options: base price, each line, total.',
  ],
  'documents.commercialOffer': [
    'Issues a commercial offer PDF',
    'Issues a commercial offer PDF: `{ item, message, url, public_url }`.',
  ],
  'documents.paymentSchedule': [
    'Issues a payment schedule PDF',
    'Issues a payment schedule PDF: `{ item, message, url }`.',
  ],
  'documents.list': ['Issued documents', 'Issued documents: what, by whom, for whom.'],
  'documents.send': [
    'E-mails a document’s PDF',
    'E-mails a document’s PDF (and an offer’s public link) to the customer (sending).',
  ],
  'webhookEndpoints.create': [
    'Registers a webhook endpoint',
    'Registers an endpoint `{ url, events, description? }`: `{ item, message, secret }`, the secret shown only now (webhooks).',
  ],
  'webhookEndpoints.list': [
    'Webhook endpoints',
    'Endpoints (never their secrets) with `failing_since`, `disabled_reason`, `previous_secret_expires_at`, list form.',
  ],
  'webhookEndpoints.update': [
    'Changes `url`, `events`, `description`, `active`',
    'Changes `url`, `events`, `description`, `active` (`true` also re-enables one the system disabled).',
  ],
  'webhookEndpoints.rotateSecret': [
    'Rotates an endpoint’s signing secret',
    'A new secret (`{ item, message, secret }`); the old one signs beside it for 24 hours.',
  ],
  'webhookDeliveries.list': [
    'Webhook deliveries',
    'Deliveries (one per event and endpoint) with their attempts, newest first; filters `endpoint`, `event_type`, `status`.',
  ],
  'webhookDeliveries.replay': [
    'Sends a delivery again, same `webhook-id` and body, fresh retry schedule',
    'Sends a delivery again, same `webhook-id` and body, fresh retry schedule.',
  ],
  'webhookDeliveries.replayFailed': [
    'Sends an endpoint’s failed deliveries again',
    '`{ endpoint, since }`: every FAILED delivery of the endpoint created since then, again (at most 5000 a call): `{ message, count }`.',
  ],
  'apiKeys.create': [
    'A key for another system with a role and an optional expiry',
    'A key for another system with a role and an optional expiry: `{ item, message, key }`, the key shown once.',
  ],
  'apiKeys.list': [
    'API keys with their `status` and `last_used_at`',
    'API keys with their `status` and `last_used_at`, list form; never a key nor its hash.',
  ],
  'apiKeys.revoke': ['Revokes a key', 'Revokes a key: refused from the next call on.'],
  'dashboard.summary': [
    'The sales figures',
    'The sales figures: live bookings, expiring today and tomorrow, overdue paid, the stock, and a period’s bookings and payments in total, per responsible, per agency and per week (dashboard); realtors: their own bookings.',
  ],
  'search.global': [
    'Units by code, bookings by number, CRM deal or customer',
    'Units by code, bookings by number, CRM deal or customer (name, phone digits), documents by number: at most 20 each, grouped (search); realtors: their own bookings and documents.',
  ],
  'notifications.list': [
    'The caller’s own notifications',
    'The caller’s own notifications, list form, newest first.',
  ],
  'notifications.unread': [
    'The caller’s unread count and latest notifications',
    '`{ count, latest }`: the caller’s unread count and newest id (the bell polls it).',
  ],
  'notifications.markRead': [
    'Marks notifications read',
    '`{ ids }` or `{ all: true }`: the caller’s own turn read; others’ ids change nothing; `{ message, count }`.',
  ],
};

/** Each tag's (namespace's) description. */
export const TAG_TEXT: Readonly<Record<string, string>> = {
  health: 'Liveness and database reachability.',
  auth: 'Signing in, token refresh, password recovery and roles.',
  users: 'The caller’s own record and the users of the service.',
  directory: 'Partners, agents, employees, departments and job roles.',
  bookings: 'Bookings of units: create, read, edit, extend, search and history.',
  bookingGroups: 'Named groups of bookings.',
  bookingQueue: 'The queue of customers waiting for a booked unit.',
  units: 'The local projection of the stock and unit statuses.',
  jobs: 'Background jobs that failed.',
  paymentLinks: 'Payment links sent to customers.',
  payments: 'The payments ledger and office payments.',
  basePrices: 'Base prices of units, scheduled ones included.',
  discounts: 'The discount catalogue.',
  options: 'The option catalogue.',
  discountConditions: 'Discounts attached to units, versioned by validity period.',
  optionConditions: 'Options attached to units, versioned by validity period.',
  pricing: 'A unit’s price quote.',
  documents: 'Commercial offers and payment schedules (PDF).',
  webhookEndpoints: 'Endpoints that receive outgoing webhooks.',
  webhookDeliveries: 'Outgoing webhook deliveries and replays.',
  apiKeys: 'API keys for other systems.',
  dashboard: 'The sales figures.',
  search: 'Search across units, bookings and customers.',
  notifications: 'The caller’s in-app notifications.',
  files: 'Plain routes outside tRPC answering files: Excel exports and issued PDFs.',
  webhooks: 'Outgoing events, signed per Standard Webhooks 1.0.',
};
