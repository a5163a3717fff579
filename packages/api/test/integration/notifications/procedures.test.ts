/**
 * `notifications.list`, `notifications.unread`, `notifications.markRead`: the caller's own only;
 * another user's ids change nothing and tell nothing.
 */
import { describe, expect, it } from 'vitest';
import { demoUserId } from '@app/db';
import { notify } from '../../../src/services/notifications';
import { callerAs, expectAppError, useTestDb } from '../../helpers';

const t = useTestDb();

const page = { page: 1, limit: 100, order_by: 'id', direction: 'desc' as const };
const unreadOnly = { filters: [{ property: 'read', operator: 'EQ' as const, value: [false] }] };

async function tell(who: 'manager' | 'head' | 'realtor', n: number) {
  for (let i = 0; i < n; i++)
    await notify(t.db, {
      kind: 'BOOKING_EXPIRED',
      userIds: [demoUserId(who)],
      data: { number: 9000 + i, unit_code: `P-${who}-${i}` },
    });
}

describe('notifications procedures', () => {
  it('list the caller’s own, newest first, with the read filter; unread counts them', async () => {
    await tell('manager', 3);
    await tell('head', 2);
    const manager = await callerAs(t.db, 'manager');
    const mine = await manager.notifications.list({ pagination: page });
    expect(mine.items.map((n) => n.data.unit_code)).toEqual([
      'P-manager-2',
      'P-manager-1',
      'P-manager-0',
    ]);
    expect(mine.items[0]).toMatchObject({ kind: 'BOOKING_EXPIRED', read: false, read_at: null });
    const unread = await manager.notifications.unread({});
    expect(unread).toEqual({ count: 3, latest: mine.items[0]?.id });
    const none = await (await callerAs(t.db, 'viewer')).notifications.unread({});
    expect(none).toEqual({ count: 0, latest: null });
  });

  it('markRead changes the caller’s own only: another’s ids change nothing', async () => {
    const head = await callerAs(t.db, 'head');
    const manager = await callerAs(t.db, 'manager');
    const heads = await head.notifications.list({ pagination: page });
    const mine = await manager.notifications.list({ pagination: page });
    const stolen = await manager.notifications.markRead({ ids: heads.items.map((n) => n.id) });
    expect(stolen.count).toBe(0);
    expect((await head.notifications.unread({})).count).toBe(heads.items.length);

    const one = mine.items[0]?.id ?? 0;
    expect((await manager.notifications.markRead({ ids: [one, one] })).count).toBe(1);
    expect((await manager.notifications.markRead({ ids: [one] })).count).toBe(0);
    const left = await manager.notifications.list({ filter: unreadOnly, pagination: page });
    expect(left.items.map((n) => n.id)).not.toContain(one);
    expect(left.items).toHaveLength(mine.items.length - 1);
    const read = await manager.notifications.list({
      filter: { filters: [{ property: 'read', operator: 'EQ', value: [true] }] },
      pagination: page,
    });
    expect(read.items.map((n) => [n.id, n.read])).toEqual([[one, true]]);

    expect((await manager.notifications.markRead({ all: true })).count).toBe(left.items.length);
    expect((await manager.notifications.unread({})).count).toBe(0);
    expect((await head.notifications.unread({})).count).toBe(heads.items.length);
  });

  it('refuses an empty markRead and settings.notifications of another shape (400)', async () => {
    const manager = await callerAs(t.db, 'manager');
    await expectAppError(manager.notifications.markRead({ ids: [] }), 'BAD_REQUEST');
    await expectAppError(
      manager.users.updateMe({ settings: { notifications: { BOOKING_EXPIRED: 'no' } } }),
      'BAD_REQUEST',
    );
    await expectAppError(
      manager.users.updateMe({ settings: { notifications: { NOT_A_KIND: false } } }),
      'BAD_REQUEST',
    );
    await manager.users.updateMe({ settings: { notifications: { BOOKING_EXPIRED: false } } });
    expect((await manager.users.me()).settings).toMatchObject({
      notifications: { BOOKING_EXPIRED: false },
    });
  });
});
