/**
 * What payments do when a booking changes under them: a paid booking that is cancelled keeps the
 * customer's money visible as a refund to make; an active link's deadline follows its booking's.
 */
import { describe, expect, it } from 'vitest';
import { callerAs, PAGE, useTestDb } from '../../helpers';
import { book, historyOf, linksOf, paymentsOf } from './payment-fixtures';

const t = useTestDb();

describe('cancelling a paid booking', () => {
  it('turns its applied payment into REFUND_REQUIRED, in the history and the ledger', async () => {
    const b = await book(t.db);
    const manager = await callerAs(t.db, 'manager');
    const { item } = await manager.payments.confirmManual({ booking: b.id });
    await manager.bookings.update({ id: b.id, active: false });

    const [p] = await paymentsOf(t.db, b.id);
    expect(p).toMatchObject({
      id: item.id,
      status: 'REFUND_REQUIRED',
      reason: 'BOOKING_CANCELLED',
    });
    const flagged = (await historyOf(t.db, b.id)).filter(
      (h) => h.entity_type === 'Payment' && h.entity_id === item.id && h.property === 'status',
    );
    expect(flagged.map((h) => h.new_value)).toEqual(['SUCCEEDED', 'REFUND_REQUIRED']);

    const ledger = await (
      await callerAs(t.db, 'head')
    ).payments.list({
      filter: { filters: [{ property: 'booking', operator: 'IN', value: [b.id] }] },
      pagination: { ...PAGE, order_by: 'created_at' },
    });
    expect(ledger.items.map((i) => i.status)).toEqual(['REFUND_REQUIRED']);
    expect(ledger.totals).toMatchObject({
      succeeded: 0,
      refund_required: 50000,
      refund_required_count: 1,
    });
  });

  it('leaves alone the payments of a booking that has no payment', async () => {
    const b = await book(t.db);
    const manager = await callerAs(t.db, 'manager');
    await manager.paymentLinks.create({ booking: b.id });
    await manager.bookings.update({ id: b.id, active: false });
    expect(await paymentsOf(t.db, b.id)).toEqual([]);
  });
});

describe('extending a booking with an active link', () => {
  it("moves the link's exp_date with the booking's expiration, with a history entry", async () => {
    const b = await book(t.db);
    const manager = await callerAs(t.db, 'manager');
    await manager.paymentLinks.create({ booking: b.id });
    const later = new Date(b.expiration_date.getTime() + 24 * 3600_000);
    await manager.bookings.update({ id: b.id, expiration_date: later.toISOString() });

    const [link] = await linksOf(t.db, b.id);
    expect(link?.exp_date.toISOString()).toBe(later.toISOString());
    const moved = (await historyOf(t.db, b.id)).filter(
      (h) => h.entity_type === 'PaymentLink' && h.property === 'exp_date' && h.old_value !== null,
    );
    expect(moved.map((h) => [h.old_value, h.new_value])).toEqual([
      [b.expiration_date.toISOString(), later.toISOString()],
    ]);
    const listed = await manager.paymentLinks.list({
      filter: { filters: [{ property: 'booking', operator: 'IN', value: [b.id] }] },
      pagination: { ...PAGE, order_by: 'created_at' },
    });
    expect(listed.items[0]).toMatchObject({ exp_date: later.toISOString(), state: 'ACTIVE' });
  });

  it('leaves revoked links as they were', async () => {
    const b = await book(t.db);
    const manager = await callerAs(t.db, 'manager');
    await manager.paymentLinks.create({ booking: b.id });
    await manager.paymentLinks.create({ booking: b.id });
    const later = new Date(b.expiration_date.getTime() + 24 * 3600_000);
    await manager.bookings.update({ id: b.id, expiration_date: later.toISOString() });
    const [first, second] = await linksOf(t.db, b.id);
    expect(first?.exp_date.toISOString()).toBe(b.expiration_date.toISOString());
    expect(second?.exp_date.toISOString()).toBe(later.toISOString());
  });
});
