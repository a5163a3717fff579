/**
 * Guarantees under parallel requests. On PostgreSQL (CI sets DATABASE_URL) the calls below really
 * run at once on separate pooled connections. On PGlite they would run one after another and pass
 * whether or not the guarantee holds, so a PGlite run leaves them out and says why.
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  bookingHistory,
  bookings,
  DEMO_PASSWORD,
  demoUserId,
  SYSTEM_USER_ID,
  units,
} from '@app/db';
import { loadAuthUser } from '../../../src/services/auth/current-user';
import { toPublicError } from '../../../src/lib/public-error';
import {
  anonymousCaller,
  availableUnits,
  callerAs,
  NEEDS_POSTGRES,
  onPostgres,
  useTestDb,
} from '../../helpers';
import { createBooking, expireDueBookings } from '../../../src/services/booking-lifecycle';

const t = useTestDb();

/** Runs calls at once and tallies the outcomes as 'ok' or the appCode of the failure. */
async function tally(calls: Promise<unknown>[]): Promise<Record<string, number>> {
  const settled = await Promise.allSettled(calls);
  const out: Record<string, number> = {};
  for (const s of settled) {
    const key = s.status === 'fulfilled' ? 'ok' : toPublicError(s.reason).appCode;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

describe.runIf(onPostgres)(`under concurrency (${NEEDS_POSTGRES})`, () => {
  it('rotates a refresh token once when it is presented many times at once, and treats the rest as reuse', async () => {
    const anon = await anonymousCaller(t.db);
    const { refresh_token } = await anon.auth.login({
      login: 'manager@demo.test',
      password: DEMO_PASSWORD,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => anon.auth.refresh({ refresh_token })),
    );
    const winners = results.filter((r) => r.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .map((r) => toPublicError((r as PromiseRejectedResult).reason).appCode),
    ).toEqual(Array(5).fill('REFRESH_TOKEN_REUSED'));
    // The reuse revoked the family, including the winner's new token.
    const next = (winners[0] as PromiseFulfilledResult<{ refresh_token: string }>).value
      .refresh_token;
    expect(await tally([anon.auth.refresh({ refresh_token: next })])).toEqual({
      REFRESH_TOKEN_REVOKED: 1,
    });
  });

  it('registers one user when the same e-mail is registered many times at once; the others get 409', async () => {
    const head = await callerAs(t.db, 'head');
    const calls = Array.from({ length: 6 }, (_, i) =>
      head.users.register({
        email: 'race@test.local',
        password: 'secret-123',
        phone: `+7999200000${i}`,
        first_name: 'Гонка',
        roles: [],
      }),
    );
    expect(await tally(calls)).toEqual({ ok: 1, USER_EXISTS: 5 });
  });

  it('counts login attempts atomically: exactly 10 of 15 parallel attempts reach the password check', async () => {
    // One account from one address: its limit is 10 a minute (services/auth/session.ts).
    const results = await tally(
      Array.from({ length: 15 }, (_, i) =>
        anonymousCaller(t.db, { 'x-forwarded-for': '203.0.113.201' }).then((c) =>
          c.auth.login({ login: 'nobody@race.test', password: `whatever-${i}` }),
        ),
      ),
    );
    expect(results).toEqual({ INVALID_CREDENTIALS: 10, RATE_LIMITED: 5 });
  });

  it('books a unit once when many managers book it at the same second: one success, the rest 409', async () => {
    const [unit] = await availableUnits(t.db, 1);
    const callers = await Promise.all(
      (
        ['head', 'manager', 'realtor', 'head', 'manager', 'realtor', 'head', 'manager'] as const
      ).map((w) => callerAs(t.db, w)),
    );
    const results = await tally(callers.map((c) => c.bookings.create({ unit: unit as string })));
    expect(results).toEqual({ ok: 1, UNIT_ALREADY_BOOKED: 7 });
    const live = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.unit, unit as string));
    expect(live).toHaveLength(1);
    expect(
      (
        await t.db
          .select({ s: units.status })
          .from(units)
          .where(eq(units.id, unit as string))
      )[0]?.s,
    ).toBe('UNIT_STATUS_BOOKED');
  });

  it('expires each lapsed booking exactly once when two sweepers run at once', async () => {
    const ids = await availableUnits(t.db, 30, 5);
    const actor = await loadAuthUser(t.db, demoUserId('manager'));
    const made: string[] = [];
    for (const unit of ids) {
      const { item } = await createBooking(
        t.db,
        actor as NonNullable<typeof actor>,
        { unit, expiration_date: new Date(Date.now() - 60_000) },
        new Date(Date.now() - 3600_000),
      );
      made.push(item.id);
    }
    const [a, b] = await Promise.all([
      expireDueBookings(t.db, new Date(), 4),
      expireDueBookings(t.db, new Date(), 4),
    ]);
    expect(a + b).toBe(30);
    const entries = await t.db
      .select({ booking: bookingHistory.booking })
      .from(bookingHistory)
      .where(inArray(bookingHistory.booking, made));
    const systemStatusEntries = (
      await t.db.select().from(bookingHistory).where(inArray(bookingHistory.booking, made))
    ).filter(
      (e) => e.user === SYSTEM_USER_ID && e.entity_type === 'Booking' && e.property === 'status',
    );
    expect(entries.length).toBeGreaterThan(0);
    expect(systemStatusEntries).toHaveLength(30);
    expect(new Set(systemStatusEntries.map((e) => e.booking)).size).toBe(30);
    const freed = await t.db.select({ s: units.status }).from(units).where(inArray(units.id, ids));
    expect(freed.every((u) => u.s === 'UNIT_STATUS_AVAILABLE')).toBe(true);
  });
});
