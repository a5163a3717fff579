import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, demoUserId, units } from '@app/db';
import { loadAuthUser } from '../../../src/services/auth/current-user';
import { availableUnits, callerAs, expectAppError, PAGE, useTestDb } from '../../helpers';
import { createBooking } from '../../../src/services/booking-lifecycle';

const t = useTestDb();
const unitsPool = (() => {
  let used = 0;
  return async (n = 1) => {
    const ids = await availableUnits(t.db, n, used);
    used += n;
    return ids;
  };
})();
const unitRow = async (id: string) => (await t.db.select().from(units).where(eq(units.id, id)))[0];
const list = async (who: 'head' | 'manager' | 'realtor' | 'viewer', include_expired = false) =>
  (await callerAs(t.db, who)).bookings.list({
    filter: { filters: [], include_expired },
    pagination: PAGE,
  });

describe('bookings.create', () => {
  it('books an available unit: number from the sequence, owner, unit status, snapshot', async () => {
    const [unit] = await unitsPool();
    const manager = await callerAs(t.db, 'manager');
    // The demo units are priced (the seed): the snapshot takes the current base price.
    const { base_price: price } = await manager.units.get({ id: unit as string });
    expect(price).toBeGreaterThan(0);
    const res = await manager.bookings.create({
      unit: unit as string,
      crm_deal_id: 'DEAL-1',
      comment: 'Семья Петровых',
    });
    expect(res.message).toMatch(/№\u00a0\d+/);
    const page = await list('manager');
    const b = page.items.find((i) => i.id === res.item.id);
    expect(b).toMatchObject({
      unit,
      status: 'BOOKING_STATUS_BOOKED',
      unit_status: 'UNIT_STATUS_BOOKED',
      owner: demoUserId('manager'),
      responsible: demoUserId('manager'),
      owner_name: 'Кузнецов Дмитрий Андреевич',
      responsible_name: 'Кузнецов Дмитрий Андреевич',
      crm_deal_id: 'DEAL-1',
      comment: 'Семья Петровых',
      active: true,
      deleted_at: null,
      unit_data: {
        base_price: price,
        base_price_id: expect.any(String),
        code: (await unitRow(unit as string))?.code,
        // The unit's number beside its code: every screen names the unit «кв. 50 · code».
        number: (await unitRow(unit as string))?.number,
      },
    });
    expect(b?.number).toBeGreaterThanOrEqual(1000);
    expect((await unitRow(unit as string))?.status).toBe('UNIT_STATUS_BOOKED');
    const [u2] = await unitsPool();
    const second = await manager.bookings.create({ unit: u2 as string });
    const numbers = (await list('manager')).items
      .filter((i) => [res.item.id, second.item.id].includes(i.id))
      .map((i) => i.number);
    expect(numbers[1]).toBe((numbers[0] as number) + 1);
  });

  it('holds the unit for BOOKING_HOLD_WORKING_DAYS working days by default', async () => {
    const [unit] = await unitsPool();
    const actor = await loadAuthUser(t.db, demoUserId('manager'));
    // Friday 12:00 Moscow + 3 working days = Wednesday 12:00 Moscow.
    const now = new Date('2026-11-20T09:00:00.000Z');
    const { item } = await createBooking(
      t.db,
      actor as NonNullable<typeof actor>,
      { unit: unit as string },
      now,
    );
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, item.id));
    expect(row?.expiration_date.toISOString()).toBe('2026-11-25T09:00:00.000Z');
  });

  it('answers 409 UNIT_ALREADY_BOOKED for a booked unit and UNIT_NOT_AVAILABLE for a sold one', async () => {
    const [a, b] = await unitsPool(2);
    const head = await callerAs(t.db, 'head');
    await head.bookings.create({ unit: a as string });
    await expectAppError(
      (await callerAs(t.db, 'manager')).bookings.create({ unit: a as string }),
      'CONFLICT',
      'UNIT_ALREADY_BOOKED',
    );
    await head.units.setStatus({ unit: b as string, status: 'UNIT_STATUS_SOLD' });
    await expectAppError(
      head.bookings.create({ unit: b as string }),
      'CONFLICT',
      'UNIT_NOT_AVAILABLE',
    );
    await expectAppError(
      head.bookings.create({ unit: '00000000-0000-4000-8000-000000000000' }),
      'NOT_FOUND',
      'UNIT_NOT_FOUND',
    );
  });

  it('enforces the documented limits with field messages and changes nothing', async () => {
    const [unit] = await unitsPool();
    const head = await callerAs(t.db, 'head');
    const e = await expectAppError(
      head.bookings.create({
        unit: unit as string,
        crm_deal_id: 'x'.repeat(256),
        comment: 'y'.repeat(256),
        expiration_date: 'tomorrow',
      }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(Object.keys(e.fieldErrors ?? {}).sort()).toEqual([
      'comment',
      'crm_deal_id',
      'expiration_date',
    ]);
    const past = await expectAppError(
      head.bookings.create({ unit: unit as string, expiration_date: '2020-01-01T00:00:00Z' }),
      'BAD_REQUEST',
    );
    expect(past.fieldErrors).toEqual({ expiration_date: ['Must be in the future'] });
    const nobody = await expectAppError(
      head.bookings.create({
        unit: unit as string,
        responsible: '00000000-0000-4000-8000-000000000000',
      }),
      'BAD_REQUEST',
    );
    expect(nobody.fieldErrors).toHaveProperty('responsible');
    await expectAppError(
      head.bookings.create({ unit: 'not-a-uuid' }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect((await unitRow(unit as string))?.status).toBe('UNIT_STATUS_AVAILABLE');
  });

  it('lets realtors book (as owner) and refuses viewers', async () => {
    const [unit] = await unitsPool();
    await expectAppError(
      (await callerAs(t.db, 'viewer')).bookings.create({ unit: unit as string }),
      'FORBIDDEN',
      'FORBIDDEN',
    );
    const { item } = await (
      await callerAs(t.db, 'realtor')
    ).bookings.create({ unit: unit as string, responsible: demoUserId('manager') });
    const b = (await list('realtor')).items.find((i) => i.id === item.id);
    expect(b).toMatchObject({
      owner: demoUserId('realtor'),
      responsible: demoUserId('manager'),
      responsible_name: 'Кузнецов Дмитрий Андреевич',
    });
  });
});

describe('bookings.list and search', () => {
  it('shows realtors only their own bookings, everyone else all of them', async () => {
    const [u1, u2] = await unitsPool(2);
    const mine = await (await callerAs(t.db, 'realtor')).bookings.create({ unit: u1 as string });
    const theirs = await (await callerAs(t.db, 'manager')).bookings.create({ unit: u2 as string });
    const realtorIds = (await list('realtor')).items.map((i) => i.id);
    expect(realtorIds).toContain(mine.item.id);
    expect(realtorIds).not.toContain(theirs.item.id);
    expect((await list('realtor')).items.every((i) => i.owner === demoUserId('realtor'))).toBe(
      true,
    );
    const viewerIds = (await list('viewer')).items.map((i) => i.id);
    expect(viewerIds).toEqual(expect.arrayContaining([mine.item.id, theirs.item.id]));
  });

  it('filters by the whitelisted properties and paginates', async () => {
    const head = await callerAs(t.db, 'head');
    const all = await head.bookings.list({
      filter: { filters: [], include_expired: true },
      pagination: { ...PAGE, limit: 2 },
    });
    expect(all.pagination.page_count).toBe(Math.ceil(all.pagination.total_count / 2));
    const byOwner = await head.bookings.list({
      filter: {
        filters: [{ property: 'owner', operator: 'EQ', value: [demoUserId('realtor')] }],
        include_expired: true,
      },
      pagination: PAGE,
    });
    expect(byOwner.items.length).toBeGreaterThan(0);
    expect(byOwner.items.every((b) => b.owner === demoUserId('realtor'))).toBe(true);
    await expectAppError(
      head.bookings.list({
        filter: {
          filters: [{ property: 'search_text', operator: 'LIKE', value: ['x'] }],
          include_expired: false,
        },
        pagination: PAGE,
      }),
      'BAD_REQUEST',
      'INVALID_FILTER',
    );
  });

  it('searches by number, unit code, CRM deal and comment, and by responsible and expiration range', async () => {
    const [unit] = await unitsPool();
    const head = await callerAs(t.db, 'head');
    const { item } = await head.bookings.create({
      unit: unit as string,
      crm_deal_id: 'CRM-777-XYZ',
      comment: 'Ипотека Сбербанк',
    });
    const b = (await list('head')).items.find((i) => i.id === item.id);
    const search = (filter: Record<string, unknown>) =>
      head.bookings.search({ filter: { include_expired: false, ...filter }, pagination: PAGE });
    for (const query of [String(b?.number), b?.unit_data.code as string, 'crm-777', 'сбербанк']) {
      expect(
        (await search({ query })).items.map((i) => i.id),
        query,
      ).toContain(item.id);
    }
    expect((await search({ query: 'no-such-thing-anywhere' })).items).toHaveLength(0);
    expect((await search({ responsible: [demoUserId('viewer')] })).items).toHaveLength(0);
    expect((await search({ responsible: [demoUserId('head')] })).items.map((i) => i.id)).toContain(
      item.id,
    );
    const exp = new Date(b?.expiration_date as string);
    const around = {
      expiration_date_from: new Date(exp.getTime() - 1000).toISOString(),
      expiration_date_to: new Date(exp.getTime() + 1000).toISOString(),
    };
    expect((await search(around)).items.map((i) => i.id)).toContain(item.id);
    expect(
      (
        await search({
          expiration_date_to: new Date(exp.getTime() - 1000).toISOString(),
          query: 'CRM-777',
        })
      ).items,
    ).toHaveLength(0);
  });
});

describe('bookings.update', () => {
  it('edits the booking and records each changed property in the history', async () => {
    const [unit] = await unitsPool();
    const manager = await callerAs(t.db, 'manager');
    const { item } = await manager.bookings.create({ unit: unit as string, comment: 'old' });
    const expiration = new Date(Date.now() + 5 * 86400_000).toISOString();
    await manager.bookings.update({
      id: item.id,
      comment: 'new',
      crm_deal_id: 'D-2',
      expiration_date: expiration,
      responsible: demoUserId('head'),
    });
    const b = (await list('manager')).items.find((i) => i.id === item.id);
    expect(b).toMatchObject({
      comment: 'new',
      crm_deal_id: 'D-2',
      responsible: demoUserId('head'),
    });
    expect(b?.expiration_date).toBe(expiration);
    const history = await manager.bookings.history({
      filter: {
        bookings: [item.id],
        properties: ['comment', 'responsible'],
        include_expired: false,
        include_system: false,
      },
      pagination: { ...PAGE, order_by: 'id' },
    });
    expect(history.items.map((h) => [h.property, h.old_value, h.new_value])).toEqual([
      ['responsible', null, demoUserId('manager')],
      ['comment', null, 'old'],
      ['comment', 'old', 'new'],
      ['responsible', demoUserId('manager'), demoUserId('head')],
    ]);
    expect(history.items.every((h) => h.entity_type === 'Booking' && h.entity_id === item.id)).toBe(
      true,
    );
  });

  it('keeps a number-looking text in the history as text (an amoCRM deal number, a comment "007")', async () => {
    const [unit] = await unitsPool();
    const manager = await callerAs(t.db, 'manager');
    const { item } = await manager.bookings.create({ unit: unit as string, comment: '007' });
    await manager.bookings.update({ id: item.id, crm_deal_id: '28731945' });
    const history = await manager.bookings.history({
      filter: {
        bookings: [item.id],
        properties: ['comment', 'crm_deal_id'],
        include_expired: false,
        include_system: false,
      },
      pagination: { ...PAGE, order_by: 'id' },
    });
    expect(history.items.map((h) => [h.property, h.new_value])).toEqual([
      ['comment', '007'],
      ['crm_deal_id', '28731945'],
    ]);
  });

  it('cancels with active: false: status CANCELLED, unit back on sale, out of the default list', async () => {
    const [unit] = await unitsPool();
    const manager = await callerAs(t.db, 'manager');
    const { item } = await manager.bookings.create({ unit: unit as string });
    await manager.bookings.update({ id: item.id, active: false });
    expect((await unitRow(unit as string))?.status).toBe('UNIT_STATUS_AVAILABLE');
    expect((await list('manager')).items.map((i) => i.id)).not.toContain(item.id);
    const cancelled = (await list('manager', true)).items.find((i) => i.id === item.id);
    expect(cancelled).toMatchObject({
      status: 'BOOKING_STATUS_CANCELLED',
      active: false,
      unit_status: 'UNIT_STATUS_AVAILABLE',
    });
    await expectAppError(
      manager.bookings.update({ id: item.id, comment: 'too late' }),
      'CONFLICT',
      'BOOKING_NOT_ACTIVE',
    );
    await expect(manager.bookings.create({ unit: unit as string })).resolves.toHaveProperty(
      'item.id',
    );
  });

  it("lets a realtor change only their own bookings (another's answers 404, as a missing id)", async () => {
    const [unit] = await unitsPool();
    const { item } = await (
      await callerAs(t.db, 'manager')
    ).bookings.create({ unit: unit as string });
    const realtor = await callerAs(t.db, 'realtor');
    await expectAppError(
      realtor.bookings.update({ id: item.id, comment: 'mine now' }),
      'NOT_FOUND',
      'BOOKING_NOT_FOUND',
    );
    await expectAppError(
      (await callerAs(t.db, 'viewer')).bookings.update({ id: item.id, comment: 'x' }),
      'FORBIDDEN',
    );
    await expectAppError(
      realtor.bookings.update({ id: '00000000-0000-4000-8000-000000000000', comment: 'x' }),
      'NOT_FOUND',
      'BOOKING_NOT_FOUND',
    );
    await expectAppError(
      realtor.bookings.update({ id: item.id, comment: 'z'.repeat(256) }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
  });
});
