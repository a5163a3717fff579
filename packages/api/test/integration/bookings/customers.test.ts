/**
 * The customer on a booking (docs/api.md#customers): set, replaced and removed, the phone read as
 * people write it, found by name and phone digits, masked for read-only users on every read path
 * (lists, card, groups, history), whole in webhooks, and scoped for realtors like the bookings.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEvents } from '@app/db';
import { WEBHOOK_PAYLOADS } from '@app/validators/outputs';
import { phoneDigits } from '../../../src/services/bookings/list';
import { availableUnits, callerAs, expectAppError, PAGE, useTestDb } from '../../helpers';
import { endpoint } from '../webhooks/webhook-fixtures';

const t = useTestDb();
let used = 0;
const nextUnit = async () => {
  const [id] = await availableUnits(t.db, 1, used++);
  return id as string;
};
const search = async (who: 'head' | 'manager' | 'realtor' | 'viewer', query: string) =>
  (
    await (await callerAs(t.db, who)).bookings.search({ filter: { query }, pagination: PAGE })
  ).items.map((b) => b.id);
const history = async (who: 'manager' | 'viewer', booking: string) =>
  (
    await (
      await callerAs(t.db, who)
    ).bookings.history({
      filter: { bookings: [booking], properties: ['customer'] },
      pagination: { page: 1, limit: 100, order_by: 'id', direction: 'asc' },
    })
  ).items.map((h) => [h.old_value, h.new_value]);

const PETROV = { name: 'Петров Пётр Петрович', phone: '+79161234567', email: 'petrov@example.ru' };

describe('a booking’s customer', () => {
  it('is set on create (phone as people write it), replaced, left, and removed by null', async () => {
    const manager = await callerAs(t.db, 'manager');
    const { item } = await manager.bookings.create({
      unit: await nextUnit(),
      customer: {
        name: '  Петров Пётр Петрович ',
        phone: '8 (916) 123-45-67',
        email: PETROV.email,
      },
    });
    expect((await manager.bookings.get({ id: item.id })).customer).toMatchObject(PETROV);

    await manager.bookings.update({ id: item.id, comment: 'без покупателя не трогаем' });
    expect((await manager.bookings.get({ id: item.id })).customer).toMatchObject(PETROV);

    const next = { name: 'Сидорова Анна', phone: '+7 916 765 43 21', email: null };
    await manager.bookings.update({ id: item.id, customer: next });
    const replaced = { name: 'Сидорова Анна', phone: '+79167654321', email: null };
    expect((await manager.bookings.get({ id: item.id })).customer).toMatchObject(replaced);

    await manager.bookings.update({ id: item.id, customer: null });
    expect((await manager.bookings.get({ id: item.id })).customer).toBeNull();
    // Every change is one `customer` entry in the booking's history, the create included.
    expect(await history('manager', item.id)).toMatchObject([
      [null, PETROV],
      [PETROV, replaced],
      [replaced, null],
    ]);
  });

  it('refuses a phone that cannot be read, an empty name and a bad e-mail, by field', async () => {
    const manager = await callerAs(t.db, 'manager');
    const unit = await nextUnit();
    for (const [customer, field] of [
      [{ name: 'Иванов', phone: '12345' }, 'customer.phone'],
      [{ name: 'Иванов', phone: '+1 212 555 0100' }, 'customer.phone'],
      [{ name: '   ', phone: '+79161234567' }, 'customer.name'],
      [{ name: 'Иванов', phone: '+79161234567', email: 'not-an-email' }, 'customer.email'],
    ] as const) {
      const e = await expectAppError(
        manager.bookings.create({ unit, customer }),
        'BAD_REQUEST',
        'VALIDATION_ERROR',
      );
      expect(Object.keys(e.fieldErrors ?? {})).toEqual([field]);
    }
    const { item } = await manager.bookings.create({ unit });
    const e = await expectAppError(
      manager.bookings.update({ id: item.id, customer: { name: 'Иванов', phone: '999' } }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(Object.keys(e.fieldErrors ?? {})).toEqual(['customer.phone']);
    expect((await manager.bookings.get({ id: item.id })).customer).toBeNull();
  });

  it('is found by search: part of the name in any case, the phone digits in any spelling', async () => {
    const manager = await callerAs(t.db, 'manager');
    const { item } = await manager.bookings.create({
      unit: await nextUnit(),
      customer: { name: 'Смирнова Ольга', phone: '+7 903 555-12-34' },
    });
    const other = await manager.bookings.create({
      unit: await nextUnit(),
      customer: { name: 'Кузьмин Олег', phone: '+7 926 000-11-22' },
    });
    for (const q of [
      'смирнова',
      'СМИРНОВА ОЛЬГА',
      '903 555',
      '9035551234',
      '89035551234',
      '8 903 555-12-34',
      '+7 (903) 555-12',
      '79035551234',
    ]) {
      const found = await search('manager', q);
      expect([q, found.includes(item.id), found.includes(other.item.id)]).toEqual([q, true, false]);
    }
    expect(await search('manager', 'Кузьмин')).toEqual([other.item.id]);
  });

  it('reads a query as phone digits only when it looks like a phone', () => {
    expect(phoneDigits('8 999 123')).toBe('7999123');
    expect(phoneDigits('89991234567')).toBe('79991234567');
    expect(phoneDigits('+7 (999) 123-45-67')).toBe('79991234567');
    expect(phoneDigits('999 123')).toBe('999123');
    // As typed already: a booking number, or digits as stored.
    expect(phoneDigits('8123')).toBeNull();
    expect(phoneDigits('999123')).toBeNull();
    expect(phoneDigits('Петров')).toBeNull();
    expect(phoneDigits('12')).toBeNull();
  });

  it('is masked for read-only users on every read path, and their search skips the phone', async () => {
    const [manager, viewer] = [await callerAs(t.db, 'manager'), await callerAs(t.db, 'viewer')];
    const unit = await nextUnit();
    const { item } = await manager.bookings.create({
      unit,
      customer: { name: 'Орлов Игорь', phone: '+7 915 246-80-13', email: 'orlov@example.ru' },
    });
    await manager.bookings.update({
      id: item.id,
      customer: { name: 'Орлов Игорь', phone: '+7 915 246-80-99', email: null },
    });
    const { item: group } = await manager.bookingGroups.create({
      name: 'Орловы',
      bookings: [item.id],
    });
    const masked = { name: 'Орлов Игорь', phone: '+7 915 ***-**-99', email: null };

    expect((await viewer.bookings.get({ id: item.id })).customer).toMatchObject(masked);
    const listed = await viewer.bookings.list({ filter: { filters: [] }, pagination: PAGE });
    expect(listed.items.find((b) => b.id === item.id)?.customer).toMatchObject(masked);
    expect((await viewer.units.get({ id: unit })).booking?.customer).toMatchObject(masked);
    expect((await viewer.bookingGroups.get({ id: group.id })).bookings[0]?.customer).toMatchObject(
      masked,
    );
    const groups = await viewer.bookingGroups.list({
      filter: { filters: [] },
      pagination: { ...PAGE, order_by: 'name' },
    });
    expect(groups.items.find((g) => g.id === group.id)?.bookings[0]?.customer).toMatchObject(masked);
    expect(await history('viewer', item.id)).toMatchObject([
      [null, { name: 'Орлов Игорь', phone: '+7 915 ***-**-13', email: null }],
      [{ name: 'Орлов Игорь', phone: '+7 915 ***-**-13', email: null }, masked],
    ]);
    // The manager sees it whole, everywhere.
    expect((await manager.units.get({ id: unit })).booking?.customer).toMatchObject({
      name: 'Орлов Игорь',
      phone: '+79152468099',
      email: null,
    });

    // By name, yes; by the digits they cannot see, no (that would read the mask out digit by
    // digit). The manager finds it by either.
    expect(await search('viewer', 'орлов')).toContain(item.id);
    for (const q of ['915 246', '89152468099', '2468099'])
      expect([q, await search('viewer', q)]).toEqual([q, []]);
    expect(await search('manager', '2468099')).toContain(item.id);
  });

  it('is scoped for realtors with their bookings', async () => {
    const [manager, realtor] = [await callerAs(t.db, 'manager'), await callerAs(t.db, 'realtor')];
    const own = await realtor.bookings.create({
      unit: await nextUnit(),
      customer: { name: 'Белова Мария', phone: '+7 917 111-22-33', email: 'm@example.ru' },
    });
    const others = await manager.bookings.create({
      unit: await nextUnit(),
      customer: { name: 'Белов Сергей', phone: '+7 917 444-55-66' },
    });
    expect((await realtor.bookings.get({ id: own.item.id })).customer).toMatchObject({
      name: 'Белова Мария',
      phone: '+79171112233',
      email: 'm@example.ru',
    });
    expect(await search('realtor', 'белов')).toEqual([own.item.id]);
    expect(await search('realtor', '917 444')).toEqual([]);
    await expectAppError(
      realtor.bookings.update({ id: others.item.id, customer: null }),
      'NOT_FOUND',
      'BOOKING_NOT_FOUND',
    );
    expect((await manager.bookings.get({ id: others.item.id })).customer?.name).toBe(
      'Белов Сергей',
    );
  });

  it('goes whole to webhooks (the CRM), in the payload schema', async () => {
    const { item: hook } = await endpoint(t.db, 'http://127.0.0.1:9/customers', [
      'booking.created',
      'booking.updated',
    ]);
    const manager = await callerAs(t.db, 'manager');
    const { item } = await manager.bookings.create({
      unit: await nextUnit(),
      customer: { name: 'Волков Андрей', phone: '+7 999 000-00-01', email: 'v@example.ru' },
    });
    await manager.bookings.update({ id: item.id, customer: null });
    const rows = await t.db
      .select({ body: webhookEvents.body })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event))
      .where(eq(webhookDeliveries.endpoint, hook.id))
      .orderBy(asc(webhookEvents.created_at), asc(webhookEvents.sequence));
    const bodies = rows.map((r) => JSON.parse(r.body) as { type: 'booking.created'; data: object });
    expect(bodies.map((b) => [b.type, (b.data as { customer: unknown }).customer])).toMatchObject([
      ['booking.created', { name: 'Волков Андрей', phone: '+79990000001', email: 'v@example.ru' }],
      ['booking.updated', null],
    ]);
    for (const b of bodies) expect(WEBHOOK_PAYLOADS[b.type].safeParse(b).success).toBe(true);
  });
});
