/**
 * customers.* per role (docs/api.md#customers): realtors their own customers only, read-only
 * masked and no filter by phone or e-mail; update; a merge moves everything, its preview says what.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingHistory, customers } from '@app/db';
import { callerAs, expectAppError, useTestDb, type Caller } from '../../helpers';
import { buyer, LIST, nextUnit } from './customers-fixtures';

const t = useTestDb();
const byPhone = (phone: string) => ({
  filter: { filters: [{ property: 'phone', operator: 'EQ' as const, value: [phone] }] },
  pagination: LIST,
});
const byId = (id: string) => ({
  filter: { filters: [{ property: 'id', operator: 'IN' as const, value: [id] }] },
  pagination: LIST,
});
const MANAGER = { name: 'Анна Петрова', phone: '+7 495 000-00-01', email: 'anna@demo.test' };

let realtor: Caller, manager: Caller, viewer: Caller, head: Caller;
const own = { ...buyer('Свой'), email: 'own@example.ru' };
const other = { ...buyer('Чужой'), email: 'other@example.ru' };
let ownId = '';
let otherId = '';
let ownBooking = '';

beforeAll(async () => {
  realtor = await callerAs(t.db, 'realtor');
  manager = await callerAs(t.db, 'manager');
  viewer = await callerAs(t.db, 'viewer');
  head = await callerAs(t.db, 'head');
  ownBooking = (await realtor.bookings.create({ unit: await nextUnit(t.db), customer: own })).item
    .id;
  await manager.bookings.create({ unit: await nextUnit(t.db), customer: other });
  ownId = (await realtor.bookings.get({ id: ownBooking })).customer?.id as string;
  otherId = (await manager.customers.list(byPhone(other.phone))).items[0]?.id as string;
});

describe('customers.list and customers.get per role', () => {
  it('shows managers and heads everyone whole, with filters by phone, name and e-mail', async () => {
    for (const who of [manager, head]) {
      const { items } = await who.customers.list(byPhone(own.phone));
      expect(items).toMatchObject([
        { id: ownId, name: own.name, phone: own.phone, email: own.email },
      ]);
      const named = await who.customers.list({
        filter: { filters: [{ property: 'name', operator: 'LIKE', value: ['чужой'] }] },
        pagination: LIST,
      });
      expect(named.items.map((c) => c.id)).toContain(otherId);
      const mailed = await who.customers.list({
        filter: { filters: [{ property: 'email', operator: 'EQ', value: [other.email] }] },
        pagination: LIST,
      });
      expect(mailed.items.map((c) => c.id)).toEqual([otherId]);
    }
  });

  it('shows a realtor the customers of their own bookings only; another’s is missing', async () => {
    expect((await realtor.customers.list(byId(ownId))).items.map((c) => c.id)).toEqual([ownId]);
    expect((await realtor.customers.list(byId(otherId))).items).toEqual([]);
    const all = await realtor.customers.list({ filter: { filters: [] }, pagination: LIST });
    expect(all.items.map((c) => c.id)).not.toContain(otherId);
    const got = await realtor.customers.get({ id: ownId });
    expect(got.bookings.map((b) => b.id)).toEqual([ownBooking]);
    await expectAppError(realtor.customers.get({ id: otherId }), 'NOT_FOUND', 'CUSTOMER_NOT_FOUND');
    await expectAppError(
      realtor.customers.update({ id: otherId, name: 'Нет' }),
      'NOT_FOUND',
      'CUSTOMER_NOT_FOUND',
    );
  });

  it('shows read-only callers the phone masked, no e-mail, and refuses filters by phone or e-mail', async () => {
    const { items } = await viewer.customers.list(byId(ownId));
    expect(items).toMatchObject([{ id: ownId, name: own.name, email: null }]);
    expect(items[0]?.phone).toMatch(/^\+7 977 \*\*\*-\*\*-\d\d$/);
    const got = await viewer.customers.get({ id: ownId });
    expect(got.item.email).toBeNull();
    expect(got.item.phone).not.toBe(own.phone);
    expect(got.bookings[0]?.customer?.phone).toBe(items[0]?.phone);
    expect(JSON.stringify(got)).not.toContain(own.phone.slice(2));
    expect(JSON.stringify(got)).not.toContain(own.email);
    for (const property of ['phone', 'email']) {
      const e = await expectAppError(
        viewer.customers.list({
          filter: { filters: [{ property, operator: 'LIKE', value: ['9'] }] },
          pagination: LIST,
        }),
        'BAD_REQUEST',
        'INVALID_FILTER',
      );
      expect(Object.keys(e.fieldErrors ?? {})).toEqual(['filter.filters.0.property']);
    }
    await expectAppError(
      viewer.customers.list({
        filter: { filters: [] },
        pagination: { ...LIST, order_by: 'phone' },
      }),
      'BAD_REQUEST',
      'INVALID_ORDER',
    );
    await expectAppError(
      viewer.customers.update({ id: ownId, name: 'X' }),
      'FORBIDDEN',
      'FORBIDDEN',
    );
  });
});

describe('customers.update', () => {
  it('corrects the record and the buyer of its live bookings, with history; a taken phone is 409', async () => {
    const c = buyer('Опечатка');
    const { item } = await manager.bookings.create({ unit: await nextUnit(t.db), customer: c });
    const id = (await manager.bookings.get({ id: item.id })).customer?.id as string;
    const fixed = buyer('Исправлен');
    await manager.customers.update({
      id,
      name: fixed.name,
      phone: fixed.phone,
      email: 'f@example.ru',
    });
    const card = await manager.bookings.get({ id: item.id });
    expect(card.customer).toEqual({
      id,
      name: fixed.name,
      phone: fixed.phone,
      email: 'f@example.ru',
    });
    const history = await t.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.booking, item.id));
    expect(history.filter((h) => h.property === 'customer')).toHaveLength(2);
    // The booking is found by the new phone's digits.
    const found = await manager.bookings.search({
      filter: { query: fixed.phone.slice(2) },
      pagination: { ...LIST, order_by: 'number' },
    });
    expect(found.items.map((b) => b.id)).toContain(item.id);
    await expectAppError(
      manager.customers.update({ id, phone: own.phone }),
      'CONFLICT',
      'CUSTOMER_PHONE_TAKEN',
    );
  });
});

describe('customers.merge', () => {
  it('previews, then moves bookings (buyer and co-buyer), queue entries and documents', async () => {
    const dup = buyer('Дубль');
    const keep = buyer('Основной');
    const a = await manager.bookings.create({ unit: await nextUnit(t.db), customer: dup });
    const bCard = await manager.bookings.create({
      unit: await nextUnit(t.db),
      customer: keep,
      co_buyers: [dup],
    });
    const heldUnit = (await manager.bookings.get({ id: a.item.id })).unit;
    const entry = await realtor.bookingQueue.join({ unit: heldUnit, customer: dup });
    const doc = await manager.documents.paymentSchedule({
      items: [
        { date: '2027-01-15T09:00:00.000Z', area: 50, priceSqByMonth: 2000, priceByMonth: 100000 },
      ],
      manager: MANAGER,
      summary: 100000,
      customer: { name: dup.name, phone: dup.phone },
    });
    const dupId = (await manager.bookings.get({ id: a.item.id })).customer?.id as string;
    const keepId = (await manager.bookings.get({ id: bCard.item.id })).customer?.id as string;
    const input = { id: dupId, into: keepId };

    await expectAppError(manager.customers.merge(input), 'FORBIDDEN', 'FORBIDDEN');
    await expectAppError(realtor.customers.mergePreview(input), 'FORBIDDEN', 'FORBIDDEN');
    const preview = await head.customers.mergePreview(input);
    expect(preview.customer.id).toBe(dupId);
    expect(preview.into.id).toBe(keepId);
    expect(preview.bookings.map((m) => m.id).sort()).toEqual([a.item.id, bCard.item.id].sort());
    expect(preview.queue_entries.map((m) => m.id)).toEqual([entry.item.id]);
    expect(preview.documents.map((m) => m.id)).toEqual([doc.item.id]);

    const merged = await head.customers.merge(input);
    expect(merged.item.id).toBe(keepId);
    const after = await head.customers.get({ id: keepId });
    expect(after.bookings.map((b) => b.id).sort()).toEqual([a.item.id, bCard.item.id].sort());
    expect(after.queue_entries.map((e) => e.id)).toEqual([entry.item.id]);
    expect(after.documents.map((d) => d.id)).toEqual([doc.item.id]);
    // The booking where both were named keeps one of them: the buyer.
    const both = await head.bookings.get({ id: bCard.item.id });
    expect(both.co_buyers).toEqual([]);
    const gone = await head.customers.get({ id: dupId });
    expect(gone.item).toMatchObject({ merged_into: keepId, active: false });
    expect([gone.bookings, gone.queue_entries, gone.documents]).toEqual([[], [], []]);
    // The duplicate's phone names the kept customer from now on.
    const again = await manager.bookings.create({ unit: await nextUnit(t.db), customer: dup });
    expect((await manager.bookings.get({ id: again.item.id })).customer?.id).toBe(keepId);
    await expectAppError(head.customers.merge(input), 'CONFLICT', 'CUSTOMER_MERGED');
    await expectAppError(
      head.customers.update({ id: dupId, name: 'X' }),
      'CONFLICT',
      'CUSTOMER_MERGED',
    );
    await expectAppError(
      head.customers.merge({ id: keepId, into: keepId }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    const [row] = await t.db.select().from(customers).where(eq(customers.id, dupId));
    expect(row?.merged_into).toBe(keepId);
  });
});
