/**
 * One record by id (`bookings.get`, `bookingGroups.get`) under the lists' access rules, the names
 * records carry, and outputs that are exactly what the JSON wire carries (ISO strings, no Date).
 */
import { describe, expect, it } from 'vitest';
import { demoUserId } from '@app/db';
import { availableUnits, callerAs, expectAppError, PAGE, useTestDb } from '../../helpers';

const t = useTestDb();
const MISSING = '00000000-0000-4000-8000-000000000000';

async function setup() {
  const [u1, u2] = await availableUnits(t.db, 2);
  const manager = await callerAs(t.db, 'manager');
  const realtor = await callerAs(t.db, 'realtor');
  const theirs = await manager.bookings.create({ unit: u1 as string, comment: 'theirs' });
  const mine = await realtor.bookings.create({ unit: u2 as string, comment: 'mine' });
  const group = await realtor.bookingGroups.create({ name: 'Мои', bookings: [mine.item.id] });
  return { manager, realtor, theirs: theirs.item.id, mine: mine.item.id, group: group.item.id };
}

/** The value after a trip over the JSON wire equals the value itself: nothing but JSON in it. */
const wireTrue = (value: unknown) => expect(JSON.parse(JSON.stringify(value))).toStrictEqual(value);

describe('bookings.get and bookingGroups.get', () => {
  it('return one record to whoever may see it in the lists, and 404 to a realtor for another’s', async () => {
    const s = await setup();
    const viewer = await callerAs(t.db, 'viewer');
    const fromList = (await viewer.bookings.list({ filter: { filters: [] }, pagination: PAGE }))
      .items;
    const booking = await viewer.bookings.get({ id: s.theirs });
    expect(booking).toEqual(fromList.find((b) => b.id === s.theirs));
    expect(booking.owner_name).toBeTruthy();
    expect((await s.realtor.bookings.get({ id: s.mine })).comment).toBe('mine');
    await expectAppError(
      s.realtor.bookings.get({ id: s.theirs }),
      'NOT_FOUND',
      'BOOKING_NOT_FOUND',
    );
    await expectAppError(viewer.bookings.get({ id: MISSING }), 'NOT_FOUND', 'BOOKING_NOT_FOUND');

    const group = await s.manager.bookingGroups.get({ id: s.group });
    expect(group).toMatchObject({ name: 'Мои', owner: demoUserId('realtor') });
    expect(group.owner_name).toBeTruthy();
    expect(group.bookings.map((b) => b.id)).toEqual([s.mine]);
    expect((await s.realtor.bookingGroups.get({ id: s.group })).id).toBe(s.group);
    const otherGroup = await s.manager.bookingGroups.create({
      name: 'Чужая',
      bookings: [s.theirs],
    });
    await expectAppError(
      s.realtor.bookingGroups.get({ id: otherGroup.item.id }),
      'NOT_FOUND',
      'BOOKING_GROUP_NOT_FOUND',
    );
  });

  it('still returns a booking after it was cancelled (the card of an ended booking)', async () => {
    const [unit] = await availableUnits(t.db, 1, 10);
    const manager = await callerAs(t.db, 'manager');
    const { item } = await manager.bookings.create({ unit: unit as string });
    await manager.bookings.update({ id: item.id, active: false });
    expect(await manager.bookings.get({ id: item.id })).toMatchObject({
      status: 'BOOKING_STATUS_CANCELLED',
      active: false,
    });
  });

  it('names the author of every history entry', async () => {
    const s = await setup();
    const history = await s.manager.bookings.history({
      filter: { bookings: [s.mine] },
      pagination: { ...PAGE, order_by: 'id' },
    });
    expect(history.items.length).toBeGreaterThan(0);
    const me = await s.realtor.users.me();
    const name = [me.last_name, me.first_name, me.second_name].filter(Boolean).join(' ');
    expect(new Set(history.items.map((e) => e.user_name))).toEqual(new Set([name]));
    expect(history.items.find((e) => e.property === 'owner')).toMatchObject({
      old_value_name: null,
      new_value_name: name,
    });
    expect(history.items.find((e) => e.property === 'status')).toMatchObject({
      old_value_name: null,
      new_value_name: null,
    });
  });

  it('names a former responsible in the history, for a viewer too', async () => {
    const s = await setup();
    const manager = (await s.manager.users.me()).last_name as string;
    const head = (await (await callerAs(t.db, 'head')).users.me()).last_name as string;
    await s.manager.bookings.update({ id: s.theirs, responsible: demoUserId('head') });
    await s.manager.bookings.update({ id: s.theirs, responsible: demoUserId('manager') });
    const viewer = await callerAs(t.db, 'viewer');
    const history = await viewer.bookings.history({
      filter: { bookings: [s.theirs], properties: ['responsible'] },
      pagination: { ...PAGE, order_by: 'id' },
    });
    const named = (name: string) => expect.stringContaining(name);
    expect(history.items.map((e) => [e.old_value_name, e.new_value_name])).toEqual([
      [null, named(manager)],
      [named(manager), named(head)],
      [named(head), named(manager)],
    ]);
  });
});

describe('outputs', () => {
  it('carry ISO strings, never Date objects, so the declared types are what the client receives', async () => {
    const s = await setup();
    const head = await callerAs(t.db, 'head');
    const list = { filter: { filters: [] }, pagination: { ...PAGE, order_by: 'id' } };
    const outputs = await Promise.all([
      head.bookings.get({ id: s.mine }),
      head.bookings.list({ filter: { filters: [], include_expired: true }, pagination: PAGE }),
      head.bookings.history({ filter: { bookings: [s.mine] }, pagination: list.pagination }),
      head.bookingGroups.get({ id: s.group }),
      head.bookingGroups.list(list),
      head.units.list({ ...list, pagination: { ...list.pagination, limit: 5 } }),
      head.units.get({ id: (await head.bookings.get({ id: s.mine })).unit }),
      head.users.me(),
      head.users.list(list),
      head.auth.roles(list),
      head.directory.partners(list),
      head.directory.employees(list),
      head.directory.agents(list),
      head.directory.roles(list),
      head.directory.departments(list),
      head.directory.users({ filter: {}, pagination: { ...PAGE, order_by: 'email' } }),
    ]);
    for (const output of outputs) wireTrue(output);
    const booking = outputs[0];
    expect(new Date(booking.expiration_date).toISOString()).toBe(booking.expiration_date);
  });
});
