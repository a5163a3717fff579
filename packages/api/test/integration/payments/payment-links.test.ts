/**
 * Payment links (`paymentLinks.*`, docs/api.md#payment-links): what a link is made of, that a
 * booking has exactly one active link (the database holds it), that every way a booking stops being
 * payable revokes its link, who may create and list links.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoUserId, paymentLinks, SYSTEM_USER_ID } from '@app/db';
import { getEnv } from '../../../src/env';
import { isUniqueViolation } from '../../../src/lib/pg-errors';
import { createPaymentLink } from '../../../src/services/payments/links';
import { linkKeys } from '../../../src/services/payments/keys';
import { verifyLinkToken } from '../../../src/services/payments/link-token';
import { callerAs, expectAppError, useTestDb } from '../../helpers';
import {
  actorOf,
  book,
  bookingRow,
  bookWithLink,
  freeUnit,
  historyOf,
  HOUR,
  lapsedBooking,
  linksOf,
} from './payment-fixtures';
import { createBooking, expireDueBookings } from '../../../src/services/booking-lifecycle';

const t = useTestDb();
const pagination = { page: 1, limit: 100, order_by: 'id', direction: 'asc' as const };
const listBy = (property: string, operator: 'IN' | 'EQ', value: string[]) => ({
  filter: { filters: [{ property, operator, value }] },
  pagination,
});
const activeLinks = async (booking: string) =>
  (await linksOf(t.db, booking)).filter((l) => l.revoked_at === null);

describe('paymentLinks.create', () => {
  it('issues a signed link for a booked booking: url, short url, expiry, unit waits for payment, history', async () => {
    const booking = await book(t.db);
    const manager = await callerAs(t.db, 'manager');
    const { item } = await manager.paymentLinks.create({ booking: booking.id });

    const { items } = await manager.paymentLinks.list(listBy('id', 'IN', [item.id]));
    expect(items).toHaveLength(1);
    const dto = items[0] as (typeof items)[number];
    const base = getEnv().PUBLIC_BASE_URL;
    const url = dto.url ?? '';
    expect(url.startsWith(`${base}/pay/`)).toBe(true);
    const token = url.slice(`${base}/pay/`.length);
    expect(verifyLinkToken(token, linkKeys())).toEqual({ ok: true, linkId: item.id });
    expect(dto.short_url).toMatch(
      new RegExp(`^${base.replace(/[.:/]/g, '\\$&')}/s/[0-9A-Za-z]{8}$`),
    );
    expect(dto).toMatchObject({
      booking: booking.id,
      exp_date: booking.expiration_date.toISOString(),
      state: 'ACTIVE',
      revoked_at: null,
      opened_at: null,
    });
    const [row] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.id, item.id));
    expect(dto.short_url?.endsWith(`/s/${row?.short_code}`)).toBe(true);
    expect(row?.created_by).toBe(demoUserId('manager'));

    expect(await (await callerAs(t.db, 'head')).units.get({ id: booking.unit })).toMatchObject({
      status: 'UNIT_STATUS_WAIT_PAYMENT',
    });
    const entries = (await historyOf(t.db, booking.id)).filter((h) => h.entity_id === item.id);
    expect(entries.map((h) => [h.entity_type, h.property, h.new_value, h.user])).toEqual([
      ['PaymentLink', 'link', 1, demoUserId('manager')],
      ['PaymentLink', 'exp_date', dto.exp_date, demoUserId('manager')],
    ]);
    const unitEntry = (await historyOf(t.db, booking.id)).find(
      (h) => h.entity_type === 'Unit' && h.new_value === 'UNIT_STATUS_WAIT_PAYMENT',
    );
    expect(unitEntry).toMatchObject({ property: 'status', old_value: 'UNIT_STATUS_BOOKED' });
  });

  it('a second link revokes the first: exactly one active link, and the database refuses a second one', async () => {
    const { booking, link: first } = await bookWithLink(t.db);
    const manager = await callerAs(t.db, 'manager');
    const { item: second } = await manager.paymentLinks.create({ booking: booking.id });

    const links = await linksOf(t.db, booking.id);
    expect(links).toHaveLength(2);
    expect(links.find((l) => l.id === first.id)?.revoked_at).toBeInstanceOf(Date);
    expect((await activeLinks(booking.id)).map((l) => l.id)).toEqual([second.id]);
    const { items } = await manager.paymentLinks.list(listBy('booking', 'EQ', [booking.id]));
    expect(Object.fromEntries(items.map((l) => [l.id, l.state]))).toEqual({
      [first.id]: 'REVOKED',
      [second.id]: 'ACTIVE',
    });
    const revokedEntry = (await historyOf(t.db, booking.id)).find(
      (h) => h.entity_id === first.id && h.property === 'revoked_at',
    );
    expect(revokedEntry).toMatchObject({ entity_type: 'PaymentLink', old_value: null });

    // The partial unique index, not only the code: a second active row written directly fails.
    const direct = await t.db
      .insert(paymentLinks)
      .values({
        booking: booking.id,
        short_code: 'Zz000000',
        exp_date: booking.expiration_date,
        created_by: demoUserId('manager'),
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(direct, 'payment_links_one_active_per_booking')).toBe(true);
    expect(await activeLinks(booking.id)).toHaveLength(1);
    // A revoked row does not count: the index is partial.
    await t.db.insert(paymentLinks).values({
      booking: booking.id,
      short_code: 'Zz000001',
      exp_date: booking.expiration_date,
      created_by: demoUserId('manager'),
      revoked_at: new Date(),
    });
  });

  it('cancelling the booking revokes its active link', async () => {
    const { booking, link } = await bookWithLink(t.db);
    await (await callerAs(t.db, 'manager')).bookings.update({ id: booking.id, active: false });
    const [row] = await linksOf(t.db, booking.id);
    expect(row?.revoked_at).toBeInstanceOf(Date);
    expect(await activeLinks(booking.id)).toEqual([]);
    expect(
      (await historyOf(t.db, booking.id)).filter(
        (h) => h.entity_id === link.id && h.property === 'revoked_at',
      ),
    ).toHaveLength(1);
    await expectAppError(
      (await callerAs(t.db, 'manager')).paymentLinks.create({ booking: booking.id }),
      'CONFLICT',
      'BOOKING_NOT_PAYABLE',
    );
  });

  it('the sweeper expiring a booking revokes its link, as the system user', async () => {
    const manager = await actorOf(t.db, 'manager');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    const { item } = await createBooking(
      t.db,
      manager,
      { unit: await freeUnit(t.db), expiration_date: new Date(Date.now() - HOUR) },
      twoHoursAgo,
    );
    const { item: link } = await createPaymentLink(
      t.db,
      manager,
      { booking: item.id },
      new Date(twoHoursAgo.getTime() + 60_000),
    );
    expect(await activeLinks(item.id)).toHaveLength(1);
    expect(await expireDueBookings(t.db)).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(t.db, item.id)).status).toBe('BOOKING_STATUS_EXPIRED');
    expect(await activeLinks(item.id)).toEqual([]);
    const entry = (await historyOf(t.db, item.id)).find(
      (h) => h.entity_id === link.id && h.property === 'revoked_at',
    );
    expect(entry?.user).toBe(SYSTEM_USER_ID);
    await expectAppError(
      (await callerAs(t.db, 'manager')).paymentLinks.create({ booking: item.id }),
      'CONFLICT',
      'BOOKING_NOT_PAYABLE',
    );
  });

  it('a payment revokes the link; a paid booking gets no new link', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const manager = await callerAs(t.db, 'manager');
    await manager.payments.confirmManual({ booking: booking.id });
    const [row] = await linksOf(t.db, booking.id);
    expect(row?.id).toBe(link.id);
    expect(row?.revoked_at).toBeInstanceOf(Date);
    const before = await linksOf(t.db, booking.id);
    await expectAppError(
      manager.paymentLinks.create({ booking: booking.id }),
      'CONFLICT',
      'BOOKING_NOT_PAYABLE',
    );
    expect(await linksOf(t.db, booking.id)).toEqual(before);
  });

  it('refuses a lapsed booking before the sweeper ran (409), and writes nothing', async () => {
    const lapsed = await lapsedBooking(t.db);
    const historyBefore = await historyOf(t.db, lapsed.id);
    await expectAppError(
      (await callerAs(t.db, 'head')).paymentLinks.create({ booking: lapsed.id }),
      'CONFLICT',
      'BOOKING_NOT_PAYABLE',
    );
    expect(await linksOf(t.db, lapsed.id)).toEqual([]);
    expect(await historyOf(t.db, lapsed.id)).toEqual(historyBefore);
    expect((await bookingRow(t.db, lapsed.id)).status).toBe('BOOKING_STATUS_BOOKED');
  });

  it('realtors create links for their own bookings only; viewers not at all', async () => {
    const realtor = await callerAs(t.db, 'realtor');
    const own = await book(t.db, 'realtor');
    const { item } = await realtor.paymentLinks.create({ booking: own.id });
    expect((await activeLinks(own.id)).map((l) => l.id)).toEqual([item.id]);

    const others = await book(t.db, 'manager');
    await expectAppError(
      realtor.paymentLinks.create({ booking: others.id }),
      'NOT_FOUND',
      'BOOKING_NOT_FOUND',
    );
    await expectAppError(
      (await callerAs(t.db, 'viewer')).paymentLinks.create({ booking: others.id }),
      'FORBIDDEN',
      'FORBIDDEN',
    );
    expect(await linksOf(t.db, others.id)).toEqual([]);
  });
});

describe('paymentLinks.list', () => {
  it('filters by booking and by id, and shows a realtor the links of their own bookings only', async () => {
    const realtor = await callerAs(t.db, 'realtor');
    const ownBooking = await book(t.db, 'realtor');
    const { item: ownLink } = await realtor.paymentLinks.create({ booking: ownBooking.id });
    const { booking: other, link: otherLink } = await bookWithLink(t.db);
    const head = await callerAs(t.db, 'head');

    const byBooking = await head.paymentLinks.list(listBy('booking', 'EQ', [other.id]));
    expect(byBooking.items.map((l) => l.id)).toEqual([otherLink.id]);
    const byIds = await head.paymentLinks.list(listBy('id', 'IN', [ownLink.id, otherLink.id]));
    expect(byIds.items.map((l) => l.id).sort()).toEqual([ownLink.id, otherLink.id].sort());
    expect(byIds.pagination).toMatchObject({ total_count: 2 });

    const mine = await realtor.paymentLinks.list({ filter: { filters: [] }, pagination });
    expect(mine.items.map((l) => l.id)).toContain(ownLink.id);
    expect(mine.items.map((l) => l.id)).not.toContain(otherLink.id);
    for (const l of mine.items)
      expect((await bookingRow(t.db, l.booking)).owner).toBe(demoUserId('realtor'));
    const asked = await realtor.paymentLinks.list(listBy('id', 'IN', [otherLink.id]));
    expect(asked.items).toEqual([]);
    // The viewer reads every link (read-only role).
    const viewer = await callerAs(t.db, 'viewer');
    expect(
      (await viewer.paymentLinks.list(listBy('id', 'IN', [otherLink.id]))).items.map((l) => l.id),
    ).toEqual([otherLink.id]);
  });
});
