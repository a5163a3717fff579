/**
 * The demo month (services/demo-month) on a new demo database: bookings in every status, the
 * money adding up, queue entries and a promotion, documents, notifications, a non-zero dashboard;
 * replayed once; never with APP_ENV=production.
 */
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingQueue,
  bookings,
  documents,
  notifications,
  paymentLinks,
  payments,
  type Db,
  rowsOf,
} from '@app/db';
import { BOOKING_STATUSES } from '@app/validators';
import { toDecimal } from '@app/pricing';
import { getEnv } from '../../../src/env';
import { demoMonthWanted, seedDemoMonth } from '../../../src/services/demo-month';
import { callerAs, useTestDb } from '../../helpers';

const t = useTestDb();
const END = new Date();
let took = 0;

const countBy = async <T extends string>(
  db: Db,
  table: typeof bookings | typeof payments,
  col: T,
) =>
  Object.fromEntries(
    (
      rowsOf(
        await db.execute(
          sql`select ${sql.identifier(col)} as k, count(*)::int as n from ${table} group by 1`,
        ),
      ) as { k: string; n: number }[]
    ).map((r) => [r.k, r.n]),
  );

beforeAll(async () => {
  const started = performance.now();
  const result = await seedDemoMonth(t.db, END);
  took = performance.now() - started;
  expect(result?.bookings).toBeGreaterThan(30);
}, 300_000);

describe('the demo month', () => {
  it('leaves bookings in every status, made over thirty days', async () => {
    console.info(`the demo month took ${Math.round(took)} ms`);
    const statuses = await countBy(t.db, bookings, 'status');
    for (const s of BOOKING_STATUSES) expect(statuses[s], s).toBeGreaterThan(0);
    const [span] = await t.db
      .select({ first: sql<string>`min(${bookings.created_at})::text` })
      .from(bookings);
    const days = (END.getTime() - new Date(span?.first as string).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('the money adds up: every PAID booking has its one succeeded fee; refunds are flagged', async () => {
    const fee = getEnv().PAID_BOOKING_FEE;
    const paid = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.status, 'BOOKING_STATUS_PAID'));
    const succeeded = await t.db
      .select({ booking: payments.booking, amount: payments.amount })
      .from(payments)
      .where(eq(payments.status, 'SUCCEEDED'));
    expect(new Set(succeeded.map((p) => p.booking))).toEqual(new Set(paid.map((b) => b.id)));
    const sum = succeeded.reduce((acc, p) => acc.plus(toDecimal(p.amount)), toDecimal('0'));
    expect(sum.eq(toDecimal(fee).times(paid.length))).toBe(true);
    const statuses = await countBy(t.db, payments, 'status');
    expect(statuses.REFUND_REQUIRED).toBeGreaterThan(0);
    expect(statuses.FAILED).toBeGreaterThan(0);
    const providers = await countBy(t.db, payments, 'provider');
    expect(providers.MANUAL).toBeGreaterThan(0);
    expect(providers.SANDBOX).toBeGreaterThan(0);
  });

  it('the dashboard of the last thirty days is not zero, and its paid sum is the ledger’s', async () => {
    const head = await callerAs(t.db, 'head');
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const summary = await head.dashboard.summary({
      from: day(new Date(END.getTime() - 30 * 86_400_000)),
      to: day(END),
    });
    expect(summary.bookings.booked).toBeGreaterThan(0);
    expect(summary.bookings.paid).toBeGreaterThan(0);
    expect(summary.by_responsible.length).toBeGreaterThan(1);
    expect(summary.by_agency.length).toBeGreaterThan(0);
    // The period's payments are the ledger's succeeded ones of those days: here, all of them.
    const [ledger] = await t.db
      .select({ n: count(), sum: sql<string>`sum(${payments.amount})::text` })
      .from(payments)
      .where(eq(payments.status, 'SUCCEEDED'));
    expect(summary.payments.count).toBe(ledger?.n);
    expect(toDecimal(summary.payments.sum).eq(toDecimal(ledger?.sum ?? '0'))).toBe(true);
    expect(summary.payments.count).toBeGreaterThan(5);
    const weeksWithPayments = summary.weeks.filter((w) => w.payments_count > 0);
    expect(weeksWithPayments.length).toBeGreaterThan(2);
  });

  it('queue entries wait, one was promoted into a booking; links, documents and notifications exist', async () => {
    const queue = Object.fromEntries(
      (
        await t.db
          .select({ s: bookingQueue.status, n: count() })
          .from(bookingQueue)
          .groupBy(bookingQueue.status)
      ).map((r) => [r.s, r.n]),
    );
    expect(queue.QUEUE_STATUS_WAITING).toBeGreaterThan(0);
    expect(queue.QUEUE_STATUS_PROMOTED).toBeGreaterThan(0);
    const [links] = await t.db.select({ n: count() }).from(paymentLinks);
    expect(links?.n).toBeGreaterThan(0);
    const kinds = await t.db
      .select({ kind: documents.kind, n: count() })
      .from(documents)
      .groupBy(documents.kind);
    expect(kinds.length).toBe(2);
    const notes = Object.fromEntries(
      (
        await t.db
          .select({ k: notifications.kind, n: count() })
          .from(notifications)
          .groupBy(notifications.kind)
      ).map((r) => [r.k, r.n]),
    );
    for (const k of [
      'BOOKING_EXPIRED',
      'PAYMENT_RECEIVED',
      'PAYMENT_LINK_OPENED',
      'QUEUE_PROMOTED',
    ])
      expect(notes[k], k).toBeGreaterThan(0);
  });

  it('runs once: a second call on a database with bookings changes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(bookings);
    expect(await seedDemoMonth(t.db, new Date())).toBeNull();
    const [after] = await t.db.select({ n: count() }).from(bookings);
    expect(after?.n).toBe(before?.n);
  });
});

describe('never in production', () => {
  it('APP_ENV=production refuses the replay, whatever SEED_DEMO_MONTH says', async () => {
    await expect(seedDemoMonth(t.db, new Date(), { APP_ENV: 'production' })).rejects.toThrow(
      /never replayed with APP_ENV=production/,
    );
    for (const SEED_DEMO_MONTH of ['true', 'false', ''] as const)
      for (const kind of ['pglite', 'postgres'] as const)
        expect(demoMonthWanted({ APP_ENV: 'production', SEED_DEMO_MONTH }, kind)).toBe(false);
  });

  it('unset: PGlite only; true: PostgreSQL too; false: never', () => {
    const dev = (SEED_DEMO_MONTH: 'true' | 'false' | '') => ({
      APP_ENV: 'development' as const,
      SEED_DEMO_MONTH,
    });
    expect(demoMonthWanted(dev(''), 'pglite')).toBe(true);
    expect(demoMonthWanted(dev(''), 'postgres')).toBe(false);
    expect(demoMonthWanted(dev('true'), 'postgres')).toBe(true);
    expect(demoMonthWanted(dev('false'), 'pglite')).toBe(false);
  });
});
