/**
 * The deal after the booking (issue 33, §17): `bookings.advance` per role, the unit following, no
 * expiry from CONTRACT, the history, the `booking.stage_changed` event and the notification.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, demoUserId, notifications } from '@app/db';
import { expireDueBookings } from '../../../src/services/booking-lifecycle';
import { callerAs, expectAppError, PAGE, useTestDb } from '../../helpers';
import { book, bookingRow, HOUR, historyOf, unitStatus } from '../payments/payment-fixtures';
import { endpoint } from '../webhooks/webhook-fixtures';
import { eventTypes } from './deal-fixtures';

const t = useTestDb();

/** A booking of `who`'s (responsible: the sales head, who then hears of each step), paid. */
async function paidBooking(who: 'manager' | 'realtor' = 'manager') {
  const caller = await callerAs(t.db, who);
  const b = await book(t.db, who);
  await caller.bookings.update({ id: b.id, responsible: demoUserId('head') });
  await (await callerAs(t.db, 'manager')).payments.confirmManual({ booking: b.id });
  return bookingRow(t.db, b.id);
}

describe('bookings.advance', () => {
  it('walks PAID → CONTRACT → SIGNED → REGISTERED → COMPLETED with the unit following', async () => {
    const { item: hook } = await endpoint(t.db, 'http://127.0.0.1:9/deals', [
      'booking.stage_changed',
    ]);
    const b = await paidBooking();
    expect(b.deal_stage).toBe('DEAL_STAGE_PAID');
    const manager = await callerAs(t.db, 'manager');
    const date = new Date(Date.now() - 2 * HOUR).toISOString();
    await manager.bookings.advance({
      id: b.id,
      stage: 'DEAL_STAGE_CONTRACT',
      date,
      contract_number: 'ДДУ-17',
    });
    expect(await unitStatus(t.db, b.unit)).toBe('UNIT_STATUS_EXECUTION');
    await manager.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_SIGNED' });
    expect(await unitStatus(t.db, b.unit)).toBe('UNIT_STATUS_EXECUTION');
    await manager.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_REGISTERED' });
    expect(await unitStatus(t.db, b.unit)).toBe('UNIT_STATUS_SOLD');
    await manager.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_COMPLETED' });

    const dto = await manager.bookings.get({ id: b.id });
    expect(dto).toMatchObject({
      deal_stage: 'DEAL_STAGE_COMPLETED',
      status: 'BOOKING_STATUS_PAID',
    });
    expect(dto.deal_steps.map((s) => s.stage)).toEqual([
      'DEAL_STAGE_CONTRACT',
      'DEAL_STAGE_SIGNED',
      'DEAL_STAGE_REGISTERED',
      'DEAL_STAGE_COMPLETED',
    ]);
    expect(dto.deal_steps[0]).toMatchObject({ date, contract_number: 'ДДУ-17' });
    // Still live: in the default list, and the unit still held by it.
    const live = await manager.bookings.list({
      filter: {
        filters: [{ property: 'deal_stage', operator: 'EQ', value: ['DEAL_STAGE_COMPLETED'] }],
      },
      pagination: PAGE,
    });
    expect(live.items.map((i) => i.id)).toContain(b.id);

    const history = (await historyOf(t.db, b.id)).filter((h) => h.property === 'deal_stage');
    expect(history.map((h) => h.new_value)).toEqual([
      'DEAL_STAGE_PAID',
      'DEAL_STAGE_CONTRACT',
      'DEAL_STAGE_SIGNED',
      'DEAL_STAGE_REGISTERED',
      'DEAL_STAGE_COMPLETED',
    ]);
    const step = (await historyOf(t.db, b.id)).find((h) => h.property === 'deal_step');
    expect(step?.new_value).toMatchObject({
      stage: 'DEAL_STAGE_CONTRACT',
      contract_number: 'ДДУ-17',
    });

    expect(await eventTypes(t.db, hook.id)).toEqual(Array(4).fill('booking.stage_changed'));
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.booking, b.id), eq(notifications.kind, 'DEAL_STAGE_CHANGED')));
    expect(told).toHaveLength(4);
    expect(told.every((n) => n.user_id === demoUserId('head'))).toBe(true);
    expect(told.map((n) => (n.data as { stage: string }).stage)).toContain('DEAL_STAGE_SIGNED');

    // COMPLETED is final.
    await expectAppError(
      manager.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_CANCELLED' }),
      'CONFLICT',
      'DEAL_STAGE_NOT_ALLOWED',
    );
  });

  it('refuses skipping, PAID by hand and a step back by a manager (409), nothing changed', async () => {
    const manager = await callerAs(t.db, 'manager');
    const booked = await book(t.db, 'manager');
    await expectAppError(
      manager.bookings.advance({ id: booked.id, stage: 'DEAL_STAGE_PAID' }),
      'CONFLICT',
      'DEAL_STAGE_NOT_ALLOWED',
    );
    await expectAppError(
      manager.bookings.advance({ id: booked.id, stage: 'DEAL_STAGE_CONTRACT' }),
      'CONFLICT',
      'DEAL_STAGE_NOT_ALLOWED',
    );
    const b = await paidBooking();
    await expectAppError(
      manager.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_SIGNED' }),
      'CONFLICT',
      'DEAL_STAGE_NOT_ALLOWED',
    );
    await manager.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_CONTRACT' });
    await expectAppError(
      manager.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_PAID', comment: 'ошибка' }),
      'CONFLICT',
      'DEAL_STAGE_NOT_ALLOWED',
    );
    expect((await bookingRow(t.db, b.id)).deal_stage).toBe('DEAL_STAGE_CONTRACT');
    await expectAppError(
      manager.bookings.advance({
        id: b.id,
        stage: 'DEAL_STAGE_SIGNED',
        date: new Date(Date.now() + 86_400_000).toISOString(),
      }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
  });

  it('a sales head steps back with a comment only; the unit goes back with it', async () => {
    const b = await paidBooking();
    const head = await callerAs(t.db, 'head');
    await head.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_CONTRACT', contract_number: 'A-1' });
    const refused = await expectAppError(
      head.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_PAID' }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(refused.fieldErrors?.comment).toBeDefined();
    await head.bookings.advance({
      id: b.id,
      stage: 'DEAL_STAGE_PAID',
      comment: 'договор переделать',
    });
    const row = await bookingRow(t.db, b.id);
    expect(row).toMatchObject({ deal_stage: 'DEAL_STAGE_PAID', deal_steps: [] });
    expect(await unitStatus(t.db, b.unit)).toBe('UNIT_STATUS_PAID');
    const back = (await historyOf(t.db, b.id)).filter((h) => h.property === 'deal_step').at(-1);
    expect(back?.new_value).toMatchObject({
      stage: 'DEAL_STAGE_PAID',
      comment: 'договор переделать',
    });
  });

  it('realtors: their own bookings up to CONTRACT, no further; another’s is 404', async () => {
    const b = await paidBooking('realtor');
    const realtor = await callerAs(t.db, 'realtor');
    await realtor.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_CONTRACT' });
    await expectAppError(
      realtor.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_SIGNED' }),
      'CONFLICT',
      'DEAL_STAGE_NOT_ALLOWED',
    );
    const other = await paidBooking('manager');
    await expectAppError(
      realtor.bookings.advance({ id: other.id, stage: 'DEAL_STAGE_CONTRACT' }),
      'NOT_FOUND',
      'BOOKING_NOT_FOUND',
    );
    await expectAppError(
      (await callerAs(t.db, 'viewer')).bookings.advance({ id: b.id, stage: 'DEAL_STAGE_SIGNED' }),
      'FORBIDDEN',
    );
  });

  it('realtors cannot cancel their deal past CONTRACT through bookings.update either', async () => {
    const b = await paidBooking('realtor');
    const realtor = await callerAs(t.db, 'realtor');
    const manager = await callerAs(t.db, 'manager');
    await realtor.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_CONTRACT' });
    await manager.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_SIGNED' });
    await expectAppError(
      realtor.bookings.update({ id: b.id, active: false }),
      'CONFLICT',
      'DEAL_STAGE_NOT_ALLOWED',
    );
    expect((await manager.bookings.get({ id: b.id })).deal_stage).toBe('DEAL_STAGE_SIGNED');
    await manager.bookings.update({ id: b.id, active: false });
    expect((await manager.bookings.get({ id: b.id })).deal_stage).toBe('DEAL_STAGE_CANCELLED');
  });

  it('from CONTRACT on a booking never expires nor shows overdue, and stays live', async () => {
    const b = await paidBooking();
    const manager = await callerAs(t.db, 'manager');
    await manager.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_CONTRACT' });
    await t.db
      .update(bookings)
      .set({ expiration_date: new Date(Date.now() - HOUR) })
      .where(eq(bookings.id, b.id));
    await expireDueBookings(t.db);
    const dto = await manager.bookings.get({ id: b.id });
    expect(dto).toMatchObject({
      status: 'BOOKING_STATUS_PAID',
      deal_stage: 'DEAL_STAGE_CONTRACT',
      overdue: false,
    });
    expect(await unitStatus(t.db, b.unit)).toBe('UNIT_STATUS_EXECUTION');
    // The one-live-booking rule still holds: nobody else books the unit.
    await expectAppError(manager.bookings.create({ unit: b.unit }), 'CONFLICT');
  });

  it('CANCELLED ends the booking: the unit back on sale, the deal cancelled, the events told', async () => {
    const { item: hook } = await endpoint(t.db, 'http://127.0.0.1:9/cancel', [
      'booking.stage_changed',
      'booking.cancelled',
    ]);
    const b = await paidBooking();
    const manager = await callerAs(t.db, 'manager');
    await manager.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_CONTRACT' });
    await manager.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_CANCELLED', comment: 'отказ' });
    expect(await bookingRow(t.db, b.id)).toMatchObject({
      status: 'BOOKING_STATUS_CANCELLED',
      active: false,
      deal_stage: 'DEAL_STAGE_CANCELLED',
    });
    expect(await unitStatus(t.db, b.unit)).toBe('UNIT_STATUS_AVAILABLE');
    expect(await eventTypes(t.db, hook.id)).toEqual([
      'booking.stage_changed',
      'booking.cancelled',
      'booking.stage_changed',
    ]);
  });

  it('a cancellation or an expiry by other means cancels the deal too', async () => {
    const manager = await callerAs(t.db, 'manager');
    const b = await book(t.db, 'manager');
    await manager.bookings.update({ id: b.id, active: false });
    expect((await bookingRow(t.db, b.id)).deal_stage).toBe('DEAL_STAGE_CANCELLED');
  });
});

describe('bookings.dealStages', () => {
  it('counts live deals per stage, by responsible and building', async () => {
    const head = await callerAs(t.db, 'head');
    const b = await paidBooking();
    await head.bookings.advance({ id: b.id, stage: 'DEAL_STAGE_CONTRACT' });
    const all = await head.bookings.dealStages({});
    const contract = all.items.find((i) => i.stage === 'DEAL_STAGE_CONTRACT');
    expect(contract?.count).toBeGreaterThanOrEqual(1);
    expect(all.items.map((i) => i.stage)).not.toContain('DEAL_STAGE_CANCELLED');
    const mine = await head.bookings.dealStages({ responsible: [demoUserId('head')] });
    expect(mine.items.find((i) => i.stage === 'DEAL_STAGE_CONTRACT')?.count).toBeGreaterThanOrEqual(
      1,
    );
    const none = await head.bookings.dealStages({ building: ['no such building'] });
    expect(none.items.every((i) => i.count === 0 && i.sum === 0)).toBe(true);
    const summary = await head.dashboard.summary({ from: '2026-01-01', to: '2026-01-31' });
    expect(summary.deal_stages).toEqual(all.items);
  });
});
