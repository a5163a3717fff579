/**
 * A payment link's token is a bearer credential: the booking history names a link by its number
 * (never its addresses), says why it closed, and lists give read-only callers no address. Links
 * recorded before (their `url` and `short_url` in the history) are renamed by migration 0025.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingHistory, demoUserId } from '@app/db';
import { getEnv } from '../../../src/env';
import { markOpened } from '../../../src/services/payments/public-link';
import { registerPayment } from '../../../src/services/payments/register';
import { callerAs, useTestDb, type DemoKey } from '../../helpers';
import { book, historyOf, linksOf, tokenOf } from './payment-fixtures';

const t = useTestDb();
const ofBooking = (booking: string) => ({
  filter: { filters: [{ property: 'booking', operator: 'IN' as const, value: [booking] }] },
  pagination: { page: 1, limit: 100, order_by: 'id', direction: 'asc' as const },
});
const historyQuery = (booking: string) => ({
  filter: { bookings: [booking], include_system: true, include_expired: true },
  pagination: { page: 1, limit: 100, order_by: 'id', direction: 'asc' as const },
});

/** A realtor's booking with two links (the first replaced), the second opened, sent and paid by. */
async function paidByLink() {
  const booking = await book(t.db, 'realtor');
  const manager = await callerAs(t.db, 'manager');
  const { item: first } = await manager.paymentLinks.create({ booking: booking.id });
  const { item: second } = await manager.paymentLinks.create({ booking: booking.id });
  const secrets = [await tokenOf(t.db, first.id), await tokenOf(t.db, second.id)];
  await markOpened(t.db, second.id);
  await manager.paymentLinks.send({ id: second.id, email: 'buyer@example.test' });
  await registerPayment(
    t.db,
    {
      booking: booking.id,
      provider: 'SANDBOX',
      amount: getEnv().PAID_BOOKING_FEE,
      currency: getEnv().CURRENCY,
      payment_link: second.id,
    },
    demoUserId('manager'),
  );
  for (const l of await linksOf(t.db, booking.id)) secrets.push(l.short_code);
  return { booking, first: first.id, second: second.id, secrets };
}

describe('the booking history names payment links', () => {
  it('by number, never by a token or a short code, for every role that reads it', async () => {
    const { booking, first, second, secrets } = await paidByLink();
    expect(secrets).toHaveLength(4);
    for (const who of ['head', 'manager', 'realtor', 'viewer'] as DemoKey[]) {
      const { items } = await (
        await callerAs(t.db, who)
      ).bookings.history(historyQuery(booking.id));
      const text = JSON.stringify(items);
      expect(items.length, who).toBeGreaterThan(5);
      for (const secret of secrets) expect(text, who).not.toContain(secret);
      expect(text, who).not.toMatch(/\/(pay|s)\//);
    }
    const rows = (await historyOf(t.db, booking.id)).filter((h) => h.entity_type === 'PaymentLink');
    const of = (id: string) =>
      rows.filter((h) => h.entity_id === id).map((h) => [h.property, h.new_value]);
    expect(of(first)).toEqual([
      ['link', 1],
      ['exp_date', expect.any(String)],
      ['revoked_at', expect.any(String)],
      ['revoked_reason', 'REPLACED'],
    ]);
    expect(of(second)).toEqual([
      ['link', 2],
      ['exp_date', expect.any(String)],
      ['opened_at', expect.any(String)],
      ['sent_to', 'buyer@example.test'],
      ['revoked_at', expect.any(String)],
      ['revoked_reason', 'PAID'],
    ]);
  });

  it('a cancelled booking’s link closed because the booking ended', async () => {
    const booking = await book(t.db);
    const manager = await callerAs(t.db, 'manager');
    const { item } = await manager.paymentLinks.create({ booking: booking.id });
    await manager.bookings.update({ id: booking.id, active: false });
    const reason = (await historyOf(t.db, booking.id)).find(
      (h) => h.entity_id === item.id && h.property === 'revoked_reason',
    );
    expect(reason?.new_value).toBe('BOOKING_ENDED');
  });
});

describe('paymentLinks.list', () => {
  it('gives read-only callers no address; those who send links get both', async () => {
    const { booking, secrets } = await paidByLink();
    const seen = await (await callerAs(t.db, 'viewer')).paymentLinks.list(ofBooking(booking.id));
    expect(seen.items.map((l) => [l.url, l.short_url, l.state]).sort()).toEqual([
      [null, null, 'PAID'],
      [null, null, 'REVOKED'],
    ]);
    for (const secret of secrets) expect(JSON.stringify(seen)).not.toContain(secret);
    for (const who of ['realtor', 'manager', 'head'] as DemoKey[]) {
      const { items } = await (await callerAs(t.db, who)).paymentLinks.list(ofBooking(booking.id));
      expect(items.every((l) => l.url?.includes('/pay/') && l.short_url?.includes('/s/'))).toBe(
        true,
      );
    }
  });
});

describe('migration 0025', () => {
  it('renames the links recorded by address and says which closed because paid', async () => {
    const { booking, first, second } = await paidByLink();
    // The history as it was written before: addresses, no reasons.
    await t.db
      .delete(bookingHistory)
      .where(
        and(
          eq(bookingHistory.booking, booking.id),
          sql`${bookingHistory.property} in ('link', 'revoked_reason')`,
        ),
      );
    const legacy = (await historyOf(t.db, booking.id)).find((h) => h.entity_id === first);
    if (!legacy) throw new Error('no entry of the first link');
    const at = { ...legacy, id: undefined };
    for (const [entity_id, n] of [
      [first, 1],
      [second, 2],
    ] as const)
      await t.db.insert(bookingHistory).values([
        { ...at, entity_id, property: 'url', new_value: `https://x/pay/${entity_id}.k.sig${n}` },
        { ...at, entity_id, property: 'short_url', new_value: `https://x/s/code${n}` },
      ]);

    const file = fileURLToPath(
      new URL('../../../../db/drizzle/0025_history_names_links.sql', import.meta.url),
    );
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));

    const rows = await historyOf(t.db, booking.id);
    expect(JSON.stringify(rows)).not.toMatch(/\/(pay|s)\//);
    const named = rows.filter((h) => h.property === 'link').map((h) => [h.entity_id, h.new_value]);
    expect(named).toEqual([
      [first, 1],
      [second, 2],
    ]);
    const reasons = rows.filter((h) => h.property === 'revoked_reason');
    expect(reasons.map((h) => [h.entity_id, h.new_value])).toEqual([[second, 'PAID']]);
  });
});
