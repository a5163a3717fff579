import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingGroups, bookingHistory, bookings, demoUserId } from '@app/db';
import { availableUnits, callerAs, expectAppError, PAGE, useTestDb } from '../../helpers';

/**
 * Issue 7, low: a realtor saw in full, and could detach, a manager's booking that the manager put
 * into the realtor's group; 403 against 404 told whether a booking id exists.
 */
const t = useTestDb();
const MISSING = '00000000-0000-4000-8000-000000000000';
let used = 0;
const nextUnit = async () => (await availableUnits(t.db, 1, used++))[0] as string;

/** A realtor's group holding the realtor's booking and, put there by the manager, the manager's. */
async function mixedGroup() {
  const [realtor, manager] = [await callerAs(t.db, 'realtor'), await callerAs(t.db, 'manager')];
  const mine = (await realtor.bookings.create({ unit: await nextUnit() })).item.id;
  const theirs = (await manager.bookings.create({ unit: await nextUnit() })).item.id;
  const group = (await realtor.bookingGroups.create({ name: 'Семья Орловых', bookings: [mine] }))
    .item.id;
  await manager.bookingGroups.update({ id: group, bookings: [mine, theirs] });
  return { realtor, manager, mine, theirs, group };
}

/** Everything a refused call must leave as it was: the bookings, groups and history rows. */
const world = async () => ({
  bookings: await t.db.select().from(bookings).orderBy(bookings.id),
  groups: await t.db.select().from(bookingGroups).orderBy(bookingGroups.id),
  history: (await t.db.select({ id: bookingHistory.id }).from(bookingHistory)).length,
});

describe("a manager's booking in a realtor's group", () => {
  it('is left out of the group for the realtor, and shown to the manager', async () => {
    const { realtor, manager, mine, theirs, group } = await mixedGroup();
    const members = (g: { bookings: { id: string }[] }) => g.bookings.map((b) => b.id).sort();
    expect(members(await realtor.bookingGroups.get({ id: group }))).toEqual([mine]);
    const listed = await realtor.bookingGroups.list({
      filter: { filters: [{ property: 'id', operator: 'EQ', value: [group] }] },
      pagination: { ...PAGE, order_by: 'name' },
    });
    expect(listed.items.map(members)).toEqual([[mine]]);
    expect(JSON.stringify(listed)).not.toContain(theirs);
    expect(members(await manager.bookingGroups.get({ id: group }))).toEqual([mine, theirs].sort());
  });

  it('stays in the group when the realtor replaces the members they see', async () => {
    const { realtor, manager, mine, theirs, group } = await mixedGroup();
    const historyOfTheirs = () =>
      t.db
        .select()
        .from(bookingHistory)
        .where(eq(bookingHistory.booking, theirs))
        .orderBy(asc(bookingHistory.id));
    const before = await historyOfTheirs();
    await realtor.bookingGroups.update({ id: group, name: 'Орловы', bookings: [] });
    const after = await manager.bookingGroups.get({ id: group });
    expect(after.name).toBe('Орловы');
    expect(after.bookings.map((b) => b.id)).toEqual([theirs]);
    expect(await historyOfTheirs()).toEqual(before);
    expect((await realtor.bookings.get({ id: mine })).booking_group).toBeNull();
  });

  it('cannot be named by the realtor: the same 400 as a missing id, and nothing changes', async () => {
    const { realtor, mine, theirs, group } = await mixedGroup();
    const before = await world();
    for (const id of [theirs, MISSING]) {
      const update = await expectAppError(
        realtor.bookingGroups.update({ id: group, bookings: [mine, id] }),
        'BAD_REQUEST',
        'VALIDATION_ERROR',
      );
      expect(update.fieldErrors).toEqual({ 'bookings.1': ['No booking with this id'] });
      const create = await expectAppError(
        realtor.bookingGroups.create({ name: 'x', bookings: [id] }),
        'BAD_REQUEST',
        'VALIDATION_ERROR',
      );
      expect(create.fieldErrors).toEqual({ 'bookings.0': ['No booking with this id'] });
    }
    expect(await world()).toEqual(before);
  });
});

describe("another's booking or group answers as a missing one", () => {
  it("bookings.update: 404 BOOKING_NOT_FOUND for a realtor on another's booking, 403 for a viewer", async () => {
    const { realtor, theirs } = await mixedGroup();
    const before = await world();
    for (const id of [theirs, MISSING])
      await expectAppError(
        realtor.bookings.update({ id, comment: 'mine now', active: false }),
        'NOT_FOUND',
        'BOOKING_NOT_FOUND',
      );
    await expectAppError(
      (await callerAs(t.db, 'viewer')).bookings.update({ id: theirs, comment: 'x' }),
      'FORBIDDEN',
      'FORBIDDEN',
    );
    expect(await world()).toEqual(before);
  });

  it("bookingGroups.update: 404 BOOKING_GROUP_NOT_FOUND for a realtor on another's group", async () => {
    const { realtor, manager, theirs } = await mixedGroup();
    const other = (await manager.bookingGroups.create({ name: 'Менеджер', bookings: [] })).item.id;
    await manager.bookingGroups.update({ id: other, bookings: [theirs] });
    const before = await world();
    for (const id of [other, MISSING])
      await expectAppError(
        realtor.bookingGroups.update({ id, name: 'mine now', active: false, bookings: [] }),
        'NOT_FOUND',
        'BOOKING_GROUP_NOT_FOUND',
      );
    expect(await world()).toEqual(before);
    expect((await manager.bookingGroups.get({ id: other })).owner).toBe(demoUserId('manager'));
  });
});
