/**
 * Every notification kind at its cause, in its cause's transaction (docs/api.md#notifications):
 * expiry, payment, first opening of a link, a disabled webhook endpoint; its e-mail in the user's
 * language unless off; nothing when rolled back or for the actor.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoUserId } from '@app/db';
import { endpointDisabled, notify } from '../../../src/services/notifications';
import { confirmManualPayment } from '../../../src/services/payments/confirm';
import { markOpened } from '../../../src/services/payments/public-link';
import { attemptDelivery } from '../../../src/services/webhooks';
import { callerAs, expectAppError, useTestDb } from '../../helpers';
import { actorOf, book, bookWithLink, lapsedBooking } from '../payments/payment-fixtures';
import { deliveriesOf, emit, endpoint, FAST, receiver } from '../webhooks/webhook-fixtures';
import { mailsTo, noticesOf, setSettings } from './notification-fixtures';
import { expireDueBookings } from '../../../src/services/booking-lifecycle';

const t = useTestDb();

describe('notifications at their causes', () => {
  it('BOOKING_EXPIRED: the sweep tells the responsible once, with an e-mail in Russian', async () => {
    const b = await lapsedBooking(t.db);
    expect(await expireDueBookings(t.db)).toBeGreaterThanOrEqual(1);
    expect(await expireDueBookings(t.db)).toBe(0);
    const got = await noticesOf(t.db, 'BOOKING_EXPIRED', b.id);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      user_id: b.responsible,
      read_at: null,
      data: { number: b.number, unit_code: b.unit_data.code, unit_number: b.unit_data.number },
    });
    const mails = await mailsTo(t.db, 'manager', `№\u00a0${b.number} `);
    expect(mails).toHaveLength(1);
    // The unit named as everywhere: its number and its code.
    expect(mails[0]?.subject).toBe(
      `Бронь №\u00a0${b.number} (кв.\u00a0${b.unit_data.number} · ${b.unit_data.code}) истекла`,
    );
    expect(mails[0]?.text).toContain(`/bookings/${b.id}`);
    expect(mails[0]?.html).toContain(`/bookings/${b.id}`);
    expect(mails[0]?.html).not.toMatch(/<img|<script/i);
  });

  it('BOOKING_EXPIRED: a lazy expiry (an edit of a lapsed booking) tells too, though the edit is refused', async () => {
    const b = await lapsedBooking(t.db);
    const manager = await callerAs(t.db, 'manager');
    await expectAppError(
      manager.bookings.update({ id: b.id, comment: 'late' }),
      'CONFLICT',
      'BOOKING_NOT_ACTIVE',
    );
    expect(await noticesOf(t.db, 'BOOKING_EXPIRED', b.id)).toHaveLength(1);
  });

  it('a cancellation tells nothing; a rolled-back change leaves no notification and no e-mail', async () => {
    const b = await book(t.db);
    await (await callerAs(t.db, 'manager')).bookings.update({ id: b.id, active: false });
    expect(await noticesOf(t.db, 'BOOKING_EXPIRED', b.id)).toHaveLength(0);
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, {
          kind: 'BOOKING_EXPIRED',
          userIds: [b.responsible],
          booking: b.id,
          data: { number: b.number, unit_code: 'ROLLBACK-1' },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await noticesOf(t.db, 'BOOKING_EXPIRED', b.id)).toHaveLength(0);
    expect(await mailsTo(t.db, 'manager', 'ROLLBACK-1')).toHaveLength(0);
  });

  it('PAYMENT_RECEIVED: a confirmed payment tells the responsible (English for an English user)', async () => {
    await setSettings(t.db, 'manager', { locale: 'en' });
    try {
      const b = await book(t.db);
      await confirmManualPayment(t.db, await actorOf(t.db, 'head'), {
        booking: b.id,
        order: randomUUID(),
      });
      const got = await noticesOf(t.db, 'PAYMENT_RECEIVED', b.id);
      expect(got).toHaveLength(1);
      expect(got[0]?.data).toMatchObject({ amount: '50000.00', status: 'SUCCEEDED' });
      const [mail] = await mailsTo(t.db, 'manager', `booking №\u00a0${b.number} `);
      expect(mail?.subject).toMatch(/^Payment of .*50,000\.00.* received for booking №\u00a0/);
      expect(mail?.text).toContain('Hello,');
    } finally {
      await setSettings(t.db, 'manager', {});
    }
  });

  it('PAYMENT_RECEIVED: the responsible who confirmed it is not told of it', async () => {
    const b = await book(t.db);
    await confirmManualPayment(t.db, await actorOf(t.db, 'manager'), {
      booking: b.id,
      order: randomUUID(),
    });
    expect(b.responsible).toBe(demoUserId('manager'));
    expect(await noticesOf(t.db, 'PAYMENT_RECEIVED', b.id)).toHaveLength(0);
    expect(await mailsTo(t.db, 'manager', `№${b.number} `)).toHaveLength(0);
  });

  it('notify() never tells its actor, whoever else it tells', async () => {
    const b = await book(t.db);
    const told = await notify(t.db, {
      kind: 'BOOKING_EXPIRED',
      userIds: [demoUserId('manager'), demoUserId('head')],
      actor: demoUserId('manager'),
      booking: b.id,
      data: { number: b.number, unit_code: b.unit_data.code },
    });
    expect(told).toBe(1);
    const got = await noticesOf(t.db, 'BOOKING_EXPIRED', b.id);
    expect(got.map((n) => n.user_id)).toEqual([demoUserId('head')]);
  });

  it('PAYMENT_LINK_OPENED: once, at the first opening, however often the link is opened', async () => {
    const { booking, link } = await bookWithLink(t.db);
    await markOpened(t.db, link.id);
    await markOpened(t.db, link.id);
    const got = await noticesOf(t.db, 'PAYMENT_LINK_OPENED', booking.id);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ user_id: booking.responsible, data: { link: link.id } });
  });

  it('turned off in settings.notifications: the notification stays, no e-mail', async () => {
    await setSettings(t.db, 'manager', { notifications: { PAYMENT_LINK_OPENED: false } });
    try {
      const { booking, link } = await bookWithLink(t.db);
      await markOpened(t.db, link.id);
      expect(await noticesOf(t.db, 'PAYMENT_LINK_OPENED', booking.id)).toHaveLength(1);
      expect(await mailsTo(t.db, 'manager', `№\u00a0${booking.number} `)).toHaveLength(0);
    } finally {
      await setSettings(t.db, 'manager', {});
    }
  });

  it('WEBHOOK_ENDPOINT_DISABLED: every active sales head, once, when a 410 disables the endpoint', async () => {
    const r = await receiver((_q, res) => {
      res.statusCode = 410;
      res.end('gone');
    });
    const { item } = await endpoint(t.db, r.url(), ['queue.promoted']);
    await emit(t.db);
    await emit(t.db);
    const [first, second] = await deliveriesOf(t.db, item.id);
    await attemptDelivery(t.db, first?.id ?? '', endpointDisabled, FAST);
    await attemptDelivery(t.db, second?.id ?? '', endpointDisabled, FAST);
    const got = (await noticesOf(t.db, 'WEBHOOK_ENDPOINT_DISABLED')).filter(
      (n) => n.data.endpoint === item.id,
    );
    expect(got.map((n) => n.user_id)).toEqual([demoUserId('head')]);
    expect(got[0]?.data).toMatchObject({ url: r.url(), reason: 'GONE' });
    expect(await mailsTo(t.db, 'head', r.url())).toHaveLength(1);
  });
});
