/**
 * The role matrix's inputs: one valid input per procedure of `appRouter`, keyed by its path. A
 * procedure without an entry fails `role-matrix.test.ts`, so every procedure added later joins it.
 * Who may call what is not written here: it comes from the procedure's meta and the permission table.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import {
  agentId,
  bookings,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  mailOutbox,
  SYSTEM_USER_ID,
  type Db,
} from '@app/db';
import { registerPayment } from '../../../src/services/payments';
import {
  anonymousCaller,
  availableUnits,
  callerAs,
  PAGE,
  type Caller,
  type DemoKey,
} from '../../helpers';
import { WEBHOOK_CASES } from './role-matrix-webhooks.cases';

/** The records a cell acts on: the realtor's own, someone else's (the manager's), or none at all. */
export interface Target {
  booking: string;
  group: string;
  unit: string;
  agent: string;
  /** The booking's CRM deal id, unique, for `bookings.search`. */
  deal: string;
  /** A WAITING entry in the queue of another unit (the owner's, by the owner). */
  queue: string;
  /** A live payment link of another booking of the owner's (only for `paymentLinks.send`). */
  link: string;
  /** A payment schedule the owner issued (only for `documents.send`). */
  document: string;
}

export interface Scene {
  db: Db;
  own: Target;
  other: Target;
  missing: Target;
  /** Pricing records of the sales head's (pricing is not anybody's own): on the own unit, priced. */
  pricing: { discount: string; option: string; discountCondition: string; optionCondition: string };
  /** An API key of the sales head's (keys are nobody's own record). */
  apiKey: string;
}

export interface Case {
  /** A valid input for the cell: `who` is the acting account (anonymous: the viewer's). */
  input: (s: Scene, t: Target, who: DemoKey) => unknown;
  /**
   * The record of the target the procedure addresses. For a realtor (`own` grant) on another's
   * record, a read must leave it out or answer 404, a write must be refused; on their own record a
   * read must show it. Unset: the procedure addresses nobody's record (create, whole lists).
   */
  owns?: keyof Omit<Target, 'deal'>;
}

const MANAGER = { name: 'Анна Петрова', phone: '+7 495 000-00-01', email: 'anna@demo.test' };

let counter = 0;
const next = () => ++counter;
const freeUnit = async (db: Db) => (await availableUnits(db, 1))[0] as string;
/** Two available units, others at each call (the scene's own unit is booked: never among them). */
const someUnits = (db: Db) => availableUnits(db, 2, (next() * 2) % 200);
const pagination = { ...PAGE, order_by: 'id' };
const list = (extra: Record<string, unknown> = {}, ids?: string[]) => ({
  filter: {
    filters: ids ? [{ property: 'id', operator: 'IN' as const, value: ids }] : [],
    ...extra,
  },
  pagination,
});
const byId = (id: string) => list({}, [id]);
const byUnitOf = (unit: string) => ({
  filter: { filters: [{ property: 'unit', operator: 'IN' as const, value: [unit] }] },
  pagination,
});
const matrixCustomer = (n = next()) => ({
  name: `Очередь ${n}`,
  phone: `+7998${String(n).padStart(7, '0')}`,
});
/** The entry waits again (a cell before may have taken it out): raw SQL, no side effects. */
async function waitingAgain(db: Db, id: string): Promise<string> {
  await db.execute(sql`update booking_queue set status = 'QUEUE_STATUS_WAITING' where id = ${id}`);
  return id;
}
const emailOf = (who: DemoKey) => DEMO_ACCOUNTS.find((a) => a.key === who)?.email ?? '';
const newUser = (n = next()) => ({
  email: `matrix-${n}@example.test`,
  password: 'matrix-password-1',
  phone: `+7999${String(n).padStart(7, '0')}`,
  first_name: 'Матрица',
  roles: ['ROLE_READ_ONLY' as const],
});

/** A live reset token for a user registered for the purpose (recovery is limited per address). */
async function resetToken(db: Db): Promise<string> {
  const user = newUser();
  await (await callerAs(db, 'head')).users.register(user);
  await (await anonymousCaller(db)).auth.requestPasswordReset({ email: user.email });
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, user.email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return decodeURIComponent(/token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
}

/** A booked booking that can still be paid (any owner's): each confirmation pays another one. */
async function payableBooking(db: Db): Promise<string> {
  const [b] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'BOOKING_STATUS_BOOKED'),
        eq(bookings.active, true),
        gt(bookings.expiration_date, new Date(Date.now() + 3600_000)),
      ),
    )
    .orderBy(desc(bookings.created_at))
    .limit(1);
  if (!b) throw new Error('no payable booking left');
  return b.id;
}
const byBooking = (booking: string) => ({
  filter: { filters: [{ property: 'booking', operator: 'EQ' as const, value: [booking] }] },
  pagination,
});

/**
 * A fresh scene for one procedure's row: the realtor's booking in the realtor's group, the
 * manager's booking in the realtor's group too (put there by the manager, issue 7), and an empty
 * group of the manager's.
 */
export async function buildScene(db: Db, path = ''): Promise<Scene> {
  const [realtor, manager] = [await callerAs(db, 'realtor'), await callerAs(db, 'manager')];
  const n = next();
  const book = async (caller: typeof realtor, deal: string) =>
    (await caller.bookings.create({ unit: await freeUnit(db), crm_deal_id: deal })).item.id;
  const own = { deal: `MATRIX-OWN-${n}`, agent: agentId('realtor') };
  const other = { deal: `MATRIX-OTHER-${n}`, agent: agentId('egorov') };
  const ownBooking = await book(realtor, own.deal);
  const otherBooking = await book(manager, other.deal);
  // Each booking has a payment link and money to refund (a payment of the wrong amount: the
  // booking stays BOOKED), so the payment lists have rows to show and rows to hide.
  for (const [booking, side] of [
    [ownBooking, 'own'],
    [otherBooking, 'other'],
  ] as const) {
    await manager.paymentLinks.create({ booking });
    await registerPayment(
      db,
      {
        booking,
        provider: 'SANDBOX',
        amount: '1.00',
        currency: 'RUB',
        provider_payment_id: `matrix-${n}-${side}`,
      },
      SYSTEM_USER_ID,
    );
  }
  const group = async (caller: typeof realtor, bookings: string[]) =>
    (await caller.bookingGroups.create({ name: `matrix ${n}`, bookings })).item.id;
  const ownGroup = await group(realtor, [ownBooking]);
  const otherGroup = await group(manager, []);
  await manager.bookingGroups.update({ id: ownGroup, bookings: [ownBooking, otherBooking] });
  const unitOf = async (id: string) => (await manager.bookings.get({ id })).unit;
  const ownUnit = await unitOf(ownBooking);
  const otherUnit = await unitOf(otherBooking);
  // Each waits for the other's unit: a queue is for a unit someone else holds.
  const ownQueue = await realtor.bookingQueue.join({ unit: otherUnit, customer: matrixCustomer() });
  const otherQueue = await manager.bookingQueue.join({ unit: ownUnit, customer: matrixCustomer() });
  const pricing = await pricingScene(db, ownUnit);
  const head = await callerAs(db, 'head');
  const [ownSend, otherSend] = [
    await sendables(db, realtor, path),
    await sendables(db, manager, path),
  ];
  const apiKey = await head.apiKeys.create({ name: `matrix ${n}`, role: 'ROLE_REALTOR' });
  return {
    pricing,
    apiKey: apiKey.item.id,
    db,
    own: {
      ...own,
      ...ownSend,
      booking: ownBooking,
      group: ownGroup,
      unit: ownUnit,
      queue: ownQueue.item.id,
    },
    other: {
      ...other,
      ...otherSend,
      booking: otherBooking,
      group: otherGroup,
      unit: otherUnit,
      queue: otherQueue.item.id,
    },
    missing: {
      queue: randomUUID(),
      booking: randomUUID(),
      group: randomUUID(),
      unit: randomUUID(),
      agent: randomUUID(),
      deal: `MATRIX-NONE-${n}`,
      link: randomUUID(),
      document: randomUUID(),
    },
  };
}

/**
 * What the send procedures name, made only for their rows (a booking with a live link, a schedule
 * with the customer's e-mail), by `owner`: ids that name nothing elsewhere.
 */
async function sendables(db: Db, owner: Caller, path: string) {
  const none = { link: randomUUID(), document: randomUUID() };
  if (path === 'paymentLinks.send') {
    const booking = await owner.bookings.create({ unit: await freeUnit(db) });
    const manager = await callerAs(db, 'manager');
    return {
      ...none,
      link: (await manager.paymentLinks.create({ booking: booking.item.id })).item.id,
    };
  }
  if (path === 'documents.send') {
    const issued = await owner.documents.paymentSchedule({
      items: [
        { date: '2027-01-15T09:00:00.000Z', area: 50, priceSqByMonth: 2000, priceByMonth: 100000 },
      ],
      manager: MANAGER,
      summary: 100000,
      customer: { name: 'Матрица Клиент', phone: '+7 999 000-00-03', email: 'matrix@example.test' },
    });
    return { ...none, document: issued.item.id };
  }
  return none;
}

/** A price, a discount, an option and a condition of each on the unit, made by the sales head. */
async function pricingScene(db: Db, unit: string): Promise<Scene['pricing']> {
  const head = await callerAs(db, 'head');
  const [discount, option, discountCondition, optionCondition] = [
    randomUUID(),
    randomUUID(),
    randomUUID(),
    randomUUID(),
  ];
  await head.basePrices.create({ unit, price_per_sq_m: 150000, reason_id: 'MATRIX' });
  await head.discounts.create({ id: discount, description: 'matrix' });
  await head.options.create({ id: option, type: 'OPTION_TYPE_OTHER', description: 'matrix' });
  await head.discountConditions.create({ id: discountCondition, unit, discount, sum: 1000 });
  await head.optionConditions.create({ id: optionCondition, unit, option, sum: 1000 });
  return { discount, option, discountCondition, optionCondition };
}
const now = () => new Date().toISOString();

export const CASES: Record<string, Case> = {
  health: { input: () => undefined },
  'auth.login': { input: (_s, _t, who) => ({ login: emailOf(who), password: DEMO_PASSWORD }) },
  'auth.refresh': {
    input: async (s, _t, who) => {
      const anon = await anonymousCaller(s.db);
      const tokens = await anon.auth.login({ login: emailOf(who), password: DEMO_PASSWORD });
      return { refresh_token: tokens.refresh_token };
    },
  },
  'auth.requestPasswordReset': { input: () => ({ email: `nobody-${next()}@example.test` }) },
  'auth.resetPassword': {
    input: async (s) => ({ token: await resetToken(s.db), new_password: 'matrix-password-2' }),
  },
  'auth.roles': { input: () => list() },
  'users.me': { input: () => undefined },
  'users.list': { input: () => list() },
  'users.register': { input: () => newUser() },
  'users.updateMe': { input: () => ({ second_name: `Матричная${next()}` }) },
  'directory.partners': { input: () => list() },
  'directory.employees': { input: () => list() },
  'directory.agents': { input: (_s, t) => byId(t.agent), owns: 'agent' },
  'directory.roles': { input: () => list() },
  'directory.departments': { input: () => list() },
  'directory.users': { input: () => ({ filter: {}, pagination }) },
  'bookings.create': {
    input: async (s) => ({
      unit: await freeUnit(s.db),
      customer: { name: 'Матрица Иван', phone: '8 999 123-45-67', email: null },
    }),
  },
  'bookings.list': {
    input: (_s, t) => list({ include_expired: true }, [t.booking]),
    owns: 'booking',
  },
  'bookings.get': { input: (_s, t) => ({ id: t.booking }), owns: 'booking' },
  'bookings.update': {
    input: (_s, t) => ({
      id: t.booking,
      comment: `matrix ${next()}`,
      customer: { name: `Матрица ${next()}`, phone: '+7 (999) 765-43-21' },
    }),
    owns: 'booking',
  },
  'bookings.extend': { input: (_s, t) => ({ id: t.booking }), owns: 'booking' },
  'bookings.search': {
    input: (_s, t) => ({ filter: { query: t.deal, include_expired: true }, pagination }),
    owns: 'booking',
  },
  'bookings.history': {
    input: (_s, t) => ({ filter: { bookings: [t.booking], include_expired: true }, pagination }),
    owns: 'booking',
  },
  'bookingGroups.create': {
    input: (_s, t) => ({ name: `matrix ${next()}`, bookings: [t.booking] }),
    owns: 'booking',
  },
  'bookingGroups.list': { input: (_s, t) => byId(t.group), owns: 'group' },
  'bookingGroups.get': { input: (_s, t) => ({ id: t.group }), owns: 'group' },
  'bookingGroups.update': {
    input: (_s, t) => ({ id: t.group, name: `matrix ${next()}`, bookings: [t.booking] }),
    owns: 'group',
  },
  'bookingQueue.join': {
    input: (_s, t) => ({ unit: t.unit, customer: matrixCustomer(), comment: 'matrix' }),
  },
  'bookingQueue.list': { input: (_s, t) => byId(t.queue), owns: 'queue' },
  'bookingQueue.leave': {
    input: async (s, t) => ({ id: await waitingAgain(s.db, t.queue) }),
    owns: 'queue',
  },
  'units.setStatus': {
    input: async (s) => ({ unit: await freeUnit(s.db), status: 'UNIT_STATUS_UNAVAILABLE' }),
  },
  'units.list': { input: (_s, t) => byId(t.unit) },
  'units.get': { input: (_s, t) => ({ id: t.unit }) },
  'units.changes': { input: () => ({ since: new Date(Date.now() - 60_000).toISOString() }) },
  'jobs.failed': { input: () => ({}) },
  'paymentLinks.create': { input: (_s, t) => ({ booking: t.booking }), owns: 'booking' },
  'paymentLinks.send': {
    input: (_s, t) => ({ id: t.link, email: 'customer@example.test' }),
    owns: 'link',
  },
  'paymentLinks.list': { input: (_s, t) => byBooking(t.booking), owns: 'booking' },
  'payments.confirmManual': { input: async (s) => ({ booking: await payableBooking(s.db) }) },
  'payments.list': { input: (_s, t) => byBooking(t.booking), owns: 'booking' },
  'basePrices.create': {
    input: (s) => ({ unit: s.own.unit, price_per_sq_m: 150000 + next(), reason_id: 'MATRIX' }),
  },
  'basePrices.list': { input: (s) => byUnitOf(s.own.unit) },
  'basePrices.createMany': {
    input: (s) => ({ units: [s.own.unit], percent_change: 1, reason_id: `MATRIX-${next()}` }),
  },
  'discounts.create': { input: () => ({ id: randomUUID(), description: 'matrix' }) },
  'discounts.list': { input: (s) => byId(s.pricing.discount) },
  'discounts.update': {
    input: (s) => ({ id: s.pricing.discount, description: `matrix ${next()}` }),
  },
  'options.create': {
    input: () => ({ id: randomUUID(), type: 'OPTION_TYPE_FACING', description: 'matrix' }),
  },
  'options.list': { input: (s) => byId(s.pricing.option) },
  'options.update': { input: (s) => ({ id: s.pricing.option, description: `matrix ${next()}` }) },
  // Each call other units: the scene's unit has the discount (option) already, and a repeat on
  // one unit would be CONDITION_ALREADY_ATTACHED.
  'discountConditions.create': {
    input: async (s) => ({
      id: randomUUID(),
      unit: (await someUnits(s.db))[0] as string,
      discount: s.pricing.discount,
      sum: 1,
    }),
  },
  'discountConditions.createMany': {
    input: async (s) => ({ units: await someUnits(s.db), discount: s.pricing.discount, sum: 1 }),
  },
  'discountConditions.list': { input: (s) => byId(s.pricing.discountCondition) },
  'discountConditions.update': {
    input: (s) => ({ id: s.pricing.discountCondition, sum: next() }),
  },
  'discountConditions.validOn': { input: (s) => ({ filter: { date: now(), unit: s.own.unit } }) },
  'optionConditions.create': {
    input: async (s) => ({
      id: randomUUID(),
      unit: (await someUnits(s.db))[0] as string,
      option: s.pricing.option,
      sum: 1,
    }),
  },
  'optionConditions.createMany': {
    input: async (s) => ({ units: await someUnits(s.db), option: s.pricing.option, sum: 1 }),
  },
  'optionConditions.list': { input: (s) => byId(s.pricing.optionCondition) },
  'optionConditions.update': { input: (s) => ({ id: s.pricing.optionCondition, sum: next() }) },
  'optionConditions.validOn': { input: (s) => ({ filter: { date: now(), unit: s.own.unit } }) },
  'pricing.quote': {
    input: (s) => ({
      unit: s.own.unit,
      discounts: [s.pricing.discount],
      options: [s.pricing.option],
    }),
  },
  'documents.commercialOffer': {
    input: (s) => ({
      units: [
        {
          unit: s.own.unit,
          options: [{ def: 'Отделка', value: 'White box' }],
          discounts: [s.pricing.discount],
        },
      ],
      manager: MANAGER,
      phone: '+79990000001',
      name: 'Матрица Клиент',
    }),
  },
  'documents.paymentSchedule': {
    // Issued for the target's booking (its unit and customer printed): a realtor may name only
    // their own booking, another's answers as a missing one.
    input: (_s, t) => ({
      items: [
        { date: '2027-01-15T09:00:00.000Z', area: 50, priceSqByMonth: 2000, priceByMonth: 100000 },
      ],
      manager: MANAGER,
      summary: 100000,
      booking: t.booking,
      unit: t.unit,
      customer: { name: 'Матрица Клиент', phone: '+7 999 000-00-02', email: null },
    }),
    owns: 'booking',
  },
  'documents.list': { input: () => list() },
  'documents.send': { input: (_s, t) => ({ id: t.document, language: 'en' }), owns: 'document' },
  ...WEBHOOK_CASES,
  'apiKeys.create': { input: () => ({ name: `matrix ${next()}`, role: 'ROLE_READ_ONLY' }) },
  'apiKeys.list': { input: () => list() },
  'apiKeys.revoke': { input: (s) => ({ id: s.apiKey }) },
  'dashboard.summary': { input: () => ({ from: '2026-01-01', to: '2026-12-31' }) },
  // The target booking by its unique CRM deal id: a realtor finds their own, never another's.
  'search.global': { input: (_s, t) => ({ query: t.deal }), owns: 'booking' },
  'notifications.list': { input: () => list({}) },
  'notifications.unread': { input: () => ({}) },
  'notifications.markRead': { input: () => ({ ids: [1, 2, 3] }) },
};
