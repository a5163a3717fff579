/**
 * The role matrix's inputs, one valid input per procedure of `appRouter` (CASES): the example its
 * meta declares (procedure-doc.ts's placeholders filled from the scene), `{}` or none when it needs
 * none, or one of the special cases below (inputs only code can make: tokens, fresh units, fixtures).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import {
  agentId,
  bookings,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  mailOutbox,
  payments,
  SYSTEM_USER_ID,
  units,
  type Db,
} from '@app/db';
import { appRouter } from '../../../src/root';
import { registerPayment } from '../../../src/services/payments';
import type { ProcedureMeta } from '../../../src/trpc';
import {
  anonymousCaller,
  availableUnits,
  callerAs,
  type Caller,
  type DemoKey,
} from '../../helpers';
import { MATRIX_AMO_TOKEN } from './matrix-crm';
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
  /** The customer of the target's booking. */
  customer: string;
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
  /** A customer of the sales head's booking, for `customers.merge` to merge into. */
  spareCustomer: string;
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
async function someUnits(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(units)
    .where(eq(units.status, 'UNIT_STATUS_AVAILABLE'));
  return availableUnits(db, 2, (next() * 2) % Math.max(1, (row?.n ?? 2) - 1));
}
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

/** `bookings.advance`'s scene: both bookings paid (raw SQL), so each allowed cell takes a step. */
async function paidDeals(db: Db, ids: string[]) {
  for (const id of ids)
    await db.execute(
      sql`update bookings set status = 'BOOKING_STATUS_PAID', deal_stage = 'DEAL_STAGE_PAID' where id = ${id}`,
    );
}

/** The next stage of a booking's deal (CONTRACT for one that does not exist): read only. */
async function nextStage(db: Db, id: string): Promise<string> {
  const [b] = await db
    .select({ stage: bookings.deal_stage })
    .from(bookings)
    .where(eq(bookings.id, id));
  const order = [
    'DEAL_STAGE_PAID',
    'DEAL_STAGE_CONTRACT',
    'DEAL_STAGE_SIGNED',
    'DEAL_STAGE_REGISTERED',
  ];
  return order[order.indexOf(b?.stage ?? 'DEAL_STAGE_PAID') + 1] ?? 'DEAL_STAGE_COMPLETED';
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

/**
 * A fresh scene for one procedure's row: the realtor's booking in the realtor's group, the
 * manager's booking in the realtor's group too (put there by the manager, issue 7), and an empty
 * group of the manager's.
 */
/**
 * Before a scene, when few units are left on sale: the earlier scenes' bookings end and every unit
 * goes back on sale (raw SQL, no side effects; their cells have run), so the number of procedures
 * is not bounded by the seed's units.
 */
async function recycleUnits(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(units)
    .where(eq(units.status, 'UNIT_STATUS_AVAILABLE'));
  if ((row?.n ?? 0) >= 40) return;
  await db.execute(
    sql`update bookings set active = false, status = 'BOOKING_STATUS_CANCELLED', deal_stage = 'DEAL_STAGE_CANCELLED' where active`,
  );
  await db.execute(sql`update units set status = 'UNIT_STATUS_AVAILABLE'`);
}

export async function buildScene(db: Db, path = ''): Promise<Scene> {
  await recycleUnits(db);
  const [realtor, manager] = [await callerAs(db, 'realtor'), await callerAs(db, 'manager')];
  const n = next();
  const book = async (caller: typeof realtor, deal: string) =>
    (
      await caller.bookings.create({
        unit: await freeUnit(db),
        crm_deal_id: deal,
        customer: matrixCustomer(),
      })
    ).item.id;
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
  if (path === 'bookings.advance') await paidDeals(db, [ownBooking, otherBooking]);
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
  const customerOf = async (id: string) => (await manager.bookings.get({ id })).customer?.id ?? '';
  const spareCustomer = await customerOf(await book(head, `MATRIX-SPARE-${n}`));
  return {
    spareCustomer,
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
      customer: await customerOf(ownBooking),
    },
    other: {
      ...other,
      ...otherSend,
      booking: otherBooking,
      group: otherGroup,
      unit: otherUnit,
      queue: otherQueue.item.id,
      customer: await customerOf(otherBooking),
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
      customer: randomUUID(),
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

/** Inputs an example cannot say: credentials, tokens, records made or reset for the call. */
const SPECIAL: Record<string, Case> = {
  // The matrix's fake amoCRM takes its own token (matrix-crm.ts).
  'crm.connect': { input: () => ({ credential: MATRIX_AMO_TOKEN }) },
  'auth.login': { input: (_s, _t, who) => ({ login: emailOf(who), password: DEMO_PASSWORD }) },
  'auth.refresh': {
    input: async (s, _t, who) => {
      const anon = await anonymousCaller(s.db);
      const tokens = await anon.auth.login({ login: emailOf(who), password: DEMO_PASSWORD });
      return { refresh_token: tokens.refresh_token };
    },
  },
  'auth.resetPassword': {
    input: async (s) => ({ token: await resetToken(s.db), new_password: 'matrix-password-2' }),
  },
  'bookingQueue.leave': {
    input: async (s, t) => ({ id: await waitingAgain(s.db, t.queue) }),
    owns: 'queue',
  },
  'payments.confirmManual': { input: async (s) => ({ booking: await payableBooking(s.db) }) },
  // Each allowed cell takes the next step of the own deal (PAID → CONTRACT → SIGNED → ...).
  'bookings.advance': {
    input: async (s, t) => ({ id: t.booking, stage: await nextStage(s.db, t.booking) }),
    owns: 'booking',
  },
  // The scene's money to refund (its booking's payment of another amount), read, not made.
  'payments.refund': {
    input: async (s, t) => {
      const [p] = await s.db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.booking, t.booking), eq(payments.status, 'REFUND_REQUIRED')));
      return { id: p?.id, reason: 'matrix' };
    },
  },
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
  // Into the head's customer: the example's `into` is any uuid (a 404 for the role matrix).
  'customers.merge': {
    input: (s, t) => ({ id: t.customer, into: s.spareCustomer }),
    owns: 'customer',
  },
  'customers.mergePreview': {
    input: (s, t) => ({ id: t.customer, into: s.spareCustomer }),
    owns: 'customer',
  },
  ...WEBHOOK_CASES,
};

/** The record an example addresses: the first of these it names (a deal is its booking's). */
const OWNED = [
  'group',
  'queue',
  'link',
  'document',
  'agent',
  'booking',
  'deal',
  'customer',
] as const;
const ownerOf = (text: string): Case['owns'] => {
  const found = OWNED.find((k) => text.includes(`{${k}}`));
  return found === 'deal' ? 'booking' : found;
};

/** The example with its placeholders filled: the target's records, the scene's, fresh values. */
async function filled(example: unknown, s: Scene, t: Target): Promise<unknown> {
  const text = JSON.stringify(example);
  const values: Record<string, () => string> = {
    ...Object.fromEntries(Object.entries(t).map(([k, v]) => [k, () => v])),
    ...Object.fromEntries(Object.entries(s.pricing).map(([k, v]) => [k, () => v])),
    pricedUnit: () => s.own.unit,
    apiKey: () => s.apiKey,
    uuid: () => randomUUID(),
    n: () => String(next()).padStart(7, '0'),
    now: () => new Date().toISOString(),
  };
  if (text.includes('{freeUnit}')) {
    const unit = await freeUnit(s.db);
    values.freeUnit = () => unit;
  }
  const fill = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(/\{(\w+)\}/g, (m, k: string) => values[k]?.() ?? m);
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  return fill(example);
}

type Declared = { _def: { inputs: unknown[]; meta?: ProcedureMeta } };

/** A procedure's case: its special one, else its meta's example, else `{}` or no input. */
function declaredCase(p: Declared): Case {
  const example = p._def.meta?.example;
  if (example === undefined) return { input: () => (p._def.inputs.length ? {} : undefined) };
  return { input: (s, t) => filled(example, s, t), owns: ownerOf(JSON.stringify(example)) };
}

export const SPECIAL_CASES: ReadonlySet<string> = new Set(Object.keys(SPECIAL));

export const CASES: Record<string, Case> = Object.fromEntries(
  Object.entries(appRouter._def.procedures as unknown as Record<string, Declared>).map(
    ([path, p]) => [path, SPECIAL[path] ?? declaredCase(p)],
  ),
);
