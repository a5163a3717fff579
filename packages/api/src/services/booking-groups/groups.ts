import { and, eq, isNull } from 'drizzle-orm';
import { anyOf, bookingGroups, bookings, type Db } from '@app/db';
import type {
  CreateBookingGroupData,
  FiltersListInput,
  UpdateBookingGroupData,
} from '@app/validators';
import { badRequest, notFound } from '../../errors';
import { recordFields } from '../../lib/dto';
import { listPage, mapPage, recordList } from '../../lib/list';
import type { AuthUser } from '../auth';
import {
  assertMayChange,
  bookingScope,
  mayChange,
  readsOwnOnly,
  recordHistory,
  toBookingDtos,
} from '../bookings';
import { fullNames } from '../users';

const groupList = recordList(bookingGroups, { name: 'string', owner: 'uuid' }, ['name']);

const groupNotFound = () => notFound('BOOKING_GROUP_NOT_FOUND', 'Booking group not found');

/**
 * Locks the named bookings the actor may group; 400 names the bad entries. A booking the actor may
 * not change (a realtor naming another's) is a bad entry like a missing id, so existence is not told.
 */
async function lockMembers(tx: Db, actor: AuthUser, ids: string[]) {
  const unique = [...new Set(ids)];
  const locked = unique.length
    ? await tx
        .select()
        .from(bookings)
        .where(and(anyOf(bookings.id, unique), isNull(bookings.deleted_at)))
        .for('update')
    : [];
  const rows = locked.filter((r) => mayChange(actor, r));
  const found = new Set(rows.map((r) => r.id));
  const missing = Object.fromEntries(
    ids.flatMap((id, i) => (found.has(id) ? [] : [[`bookings.${i}`, ['No booking with this id']]])),
  );
  if (Object.keys(missing).length > 0)
    throw badRequest('VALIDATION_ERROR', 'Some bookings do not exist', missing);
  return rows;
}

/** Moves bookings into (or out of, with null) a group, with a history entry on each. */
async function setGroup(
  tx: Db,
  rows: (typeof bookings.$inferSelect)[],
  group: string | null,
  user: string,
  date: Date,
) {
  const moving = rows.filter((r) => r.booking_group !== group);
  if (moving.length === 0) return;
  await tx
    .update(bookings)
    .set({ booking_group: group, updated_at: date })
    .where(
      anyOf(
        bookings.id,
        moving.map((r) => r.id),
      ),
    );
  for (const r of moving) {
    await recordHistory(
      tx,
      { booking: r.id, entity_type: 'Booking', entity_id: r.id, user, date },
      [['booking_group', r.booking_group, group]],
    );
  }
}

/** `bookingGroups.create`: groups bookings under a name. */
export async function createGroup(
  db: Db,
  actor: AuthUser,
  input: CreateBookingGroupData,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const members = await lockMembers(tx, actor, input.bookings);
    const [group] = await tx
      .insert(bookingGroups)
      .values({ name: input.name, owner: actor.id, created_at: now, updated_at: now })
      .returning({ id: bookingGroups.id });
    const id = (group as { id: string }).id;
    await setGroup(tx, members, id, actor.id, now);
    return { item: { id }, message: 'Booking group created' };
  });
}

/**
 * `bookingGroups.update`: rename, (de)activate, or replace the members. The new list replaces only
 * the members the actor may change: a manager's booking in a realtor's group stays when the realtor
 * edits it.
 */
export async function updateGroup(
  db: Db,
  actor: AuthUser,
  input: UpdateBookingGroupData,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select()
      .from(bookingGroups)
      .where(and(eq(bookingGroups.id, input.id), isNull(bookingGroups.deleted_at)))
      .for('update');
    if (!group) throw groupNotFound();
    assertMayChange(actor, group, groupNotFound);
    if (input.bookings) {
      const members = await lockMembers(tx, actor, input.bookings);
      const keep = new Set(members.map((m) => m.id));
      const current = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.booking_group, group.id))
        .for('update');
      await setGroup(
        tx,
        current.filter((c) => !keep.has(c.id) && mayChange(actor, c)),
        null,
        actor.id,
        now,
      );
      await setGroup(tx, members, group.id, actor.id, now);
    }
    await tx
      .update(bookingGroups)
      .set({
        name: input.name ?? group.name,
        active: input.active ?? group.active,
        updated_at: now,
      })
      .where(eq(bookingGroups.id, group.id));
    return { item: { id: group.id }, message: 'Booking group updated' };
  });
}

/** Groups the actor may see: realtors their own (the permission table). */
const groupScope = (actor: AuthUser) =>
  readsOwnOnly(actor) ? eq(bookingGroups.owner, actor.id) : undefined;

/**
 * Groups with the bookings the actor may see as full Booking objects (a realtor: their own, even in
 * their own group): one query for all the members.
 */
async function toGroupDtos(
  db: Db,
  actor: AuthUser,
  groups: (typeof bookingGroups.$inferSelect)[],
  now: Date,
) {
  const ids = groups.map((g) => g.id);
  const members = ids.length
    ? await db
        .select()
        .from(bookings)
        .where(
          and(anyOf(bookings.booking_group, ids), isNull(bookings.deleted_at), bookingScope(actor)),
        )
        .orderBy(bookings.number)
    : [];
  const [dtos, names] = await Promise.all([
    toBookingDtos(db, members, now, actor),
    fullNames(
      db,
      groups.map((g) => g.owner),
    ),
  ]);
  return groups.map((g) => ({
    ...recordFields(g),
    name: g.name,
    owner: g.owner,
    owner_name: names.get(g.owner) ?? null,
    bookings: dtos.filter((d) => d.booking_group === g.id),
  }));
}

/** `bookingGroups.list`: groups with their bookings. Realtors see their own groups. */
export async function listGroups(
  db: Db,
  actor: AuthUser,
  input: FiltersListInput,
  now = new Date(),
) {
  const page = await listPage(db, groupList, input, [groupScope(actor)]);
  return mapPage(page, (groups) => toGroupDtos(db, actor, groups, now));
}

/** `bookingGroups.get`: one group under the same access rules as the list. */
export async function getGroup(db: Db, actor: AuthUser, id: string, now = new Date()) {
  const rows = await db
    .select()
    .from(bookingGroups)
    .where(and(eq(bookingGroups.id, id), isNull(bookingGroups.deleted_at), groupScope(actor)));
  const [group] = await toGroupDtos(db, actor, rows, now);
  if (!group) throw groupNotFound();
  return group;
}
