/**
 * What the booking card's payment panel reads: the fee a link charges (on paymentLinks.list, so
 * the panel shows it before a link exists), a link paid by reading PAID rather than REVOKED, and
 * a replaced link's revocation recorded as its own history entry beside the new link's creation.
 */
import { describe, expect, it } from 'vitest';
import { demoUserId } from '@app/db';
import { registerPayment } from '../../../src/services/payments/register';
import { callerAs, useTestDb } from '../../helpers';
import { book, bookWithLink, historyOf, linksOf } from './payment-fixtures';

const t = useTestDb();
const ofBooking = (booking: string) => ({
  filter: { filters: [{ property: 'booking', operator: 'IN' as const, value: [booking] }] },
  pagination: { page: 1, limit: 20, order_by: 'created_at', direction: 'asc' as const },
});

describe('paymentLinks.list for the panel', () => {
  it('carries the fee a link charges, before any link exists (manager and realtor)', async () => {
    const booking = await book(t.db, 'realtor');
    for (const who of ['manager', 'realtor'] as const) {
      const list = await (await callerAs(t.db, who)).paymentLinks.list(ofBooking(booking.id));
      expect(list.items).toEqual([]);
      expect(list.fee).toEqual({ amount: 50000, currency: 'RUB' });
    }
  });

  it('a link the customer paid by reads PAID (also once the paid booking is cancelled); a replaced one REVOKED', async () => {
    const manager = await callerAs(t.db, 'manager');
    const { booking, link: replaced } = await bookWithLink(t.db);
    const { item: paidBy } = await manager.paymentLinks.create({ booking: booking.id });
    const r = await registerPayment(
      t.db,
      {
        booking: booking.id,
        provider: 'SANDBOX',
        amount: '50000.00',
        currency: 'RUB',
        payment_link: paidBy.id,
      },
      demoUserId('manager'),
    );
    expect(r.applied).toBe(true);
    const states = async () =>
      Object.fromEntries(
        (await manager.paymentLinks.list(ofBooking(booking.id))).items.map((l) => [l.id, l.state]),
      );
    expect(await states()).toEqual({ [replaced.id]: 'REVOKED', [paidBy.id]: 'PAID' });
    await manager.bookings.update({ id: booking.id, active: false });
    expect(await states()).toEqual({ [replaced.id]: 'REVOKED', [paidBy.id]: 'PAID' });
  });

  it('a link not paid by stays REVOKED when the booking is paid at the office', async () => {
    const manager = await callerAs(t.db, 'manager');
    const { booking, link } = await bookWithLink(t.db);
    await manager.payments.confirmManual({ booking: booking.id });
    const { items } = await manager.paymentLinks.list(ofBooking(booking.id));
    expect(items.map((l) => [l.id, l.state])).toEqual([[link.id, 'REVOKED']]);
  });
});

describe('booking history of a replaced link', () => {
  it('the old link’s revocation is its own entry (PaymentLink, the old id, revoked_at), written with the new link', async () => {
    const { booking, link: old } = await bookWithLink(t.db);
    const { item } = await (
      await callerAs(t.db, 'manager')
    ).paymentLinks.create({ booking: booking.id });
    const [, fresh] = await linksOf(t.db, booking.id);
    const entries = (await historyOf(t.db, booking.id)).filter(
      (h) => h.entity_type === 'PaymentLink' && h.date.getTime() === fresh?.created_at.getTime(),
    );
    expect(entries.map((h) => [h.entity_id, h.property])).toEqual([
      [old.id, 'revoked_at'],
      [old.id, 'revoked_reason'],
      [item.id, 'link'],
      [item.id, 'exp_date'],
    ]);
    const revoked = entries[0];
    expect(revoked?.old_value).toBeNull();
    expect(revoked?.new_value).toBe(fresh?.created_at.toISOString());
    expect(revoked?.user).toBe(demoUserId('manager'));
    const [oldNow] = await linksOf(t.db, booking.id);
    expect(oldNow?.revoked_at?.getTime()).toBe(fresh?.created_at.getTime());
  });
});
