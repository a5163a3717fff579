/**
 * What a key does (issue 22): its own rate limit apart from people's, its service user as the
 * author of its changes in histories, and a realtor key's scope (its own bookings only).
 */
import { describe, expect, it, vi } from 'vitest';
import { demoUserId } from '@app/db';
import { signAccessToken } from '../../../src/services/auth/tokens';
import { availableUnits, callerAs, useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';
import { appCodeOf, callWithKey, newKey, UNITS_PAGE } from './api-key-fixtures';

const LIMIT = 5;
vi.hoisted(() => {
  process.env.API_KEY_RATE_LIMIT_PER_MINUTE = '5';
});

const t = useTestDb();
const server = useHttpServer(() => t.db);

describe('a key at work', () => {
  it('has its own rate limit: 429 past API_KEY_RATE_LIMIT_PER_MINUTE, other keys and people unaffected', async () => {
    const { key } = await newKey(t.db, 'ROLE_READ_ONLY', 'busy');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++)
      statuses.push((await callWithKey(server.base(), key, 'units.list', UNITS_PAGE)).status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    const refused = await callWithKey(server.base(), key, 'units.list', UNITS_PAGE);
    expect([refused.status, appCodeOf(refused)], refused.text).toEqual([429, 'RATE_LIMITED']);

    const { key: another } = await newKey(t.db, 'ROLE_READ_ONLY', 'quiet');
    expect((await callWithKey(server.base(), another, 'units.list', UNITS_PAGE)).status).toBe(200);
    const person = await signAccessToken(demoUserId('viewer'));
    for (let i = 0; i < LIMIT + 1; i++)
      expect((await callWithKey(server.base(), person, 'units.list', UNITS_PAGE)).status).toBe(200);
  });

  it("is the author of its changes: the booking's history and owner name the key", async () => {
    const { key, name } = await newKey(t.db, 'ROLE_MANAGER', 'CRM sync');
    const [unit] = await availableUnits(t.db, 1);
    const made = await callWithKey(server.base(), key, 'bookings.create', { unit }, 'mutation');
    expect(made.status).toBe(200);
    const booking = (made.body.result?.data as { item: { id: string } }).item.id;

    const head = await callerAs(t.db, 'head');
    const history = await head.bookings.history({
      filter: { bookings: [booking] },
      pagination: { page: 1, limit: 100, order_by: 'id', direction: 'asc' },
    });
    expect(history.items.length).toBeGreaterThan(0);
    expect(new Set(history.items.map((h) => h.user_name))).toEqual(new Set([name]));
    const [listed] = (
      await head.bookings.list({
        filter: { filters: [{ property: 'id', operator: 'EQ', value: [booking] }] },
        pagination: { page: 1, limit: 1, order_by: 'id', direction: 'asc' },
      })
    ).items;
    expect([listed?.owner_name, listed?.responsible_name]).toEqual([name, name]);
  });

  it('with a realtor role sees and changes only its own bookings', async () => {
    const { key } = await newKey(t.db, 'ROLE_REALTOR', 'Agency site');
    const [mine, theirs] = await availableUnits(t.db, 2, 5);
    const made = await callWithKey(
      server.base(),
      key,
      'bookings.create',
      { unit: mine },
      'mutation',
    );
    expect(made.status).toBe(200);
    const own = (made.body.result?.data as { item: { id: string } }).item.id;
    const realtor = await callerAs(t.db, 'realtor');
    const other = (await realtor.bookings.create({ unit: theirs as string })).item.id;

    const listed = await callWithKey(server.base(), key, 'bookings.list', {
      filter: { filters: [{ property: 'id', operator: 'IN', value: [own, other] }] },
      pagination: { page: 1, limit: 10, order_by: 'id', direction: 'asc' },
    });
    expect(listed.status).toBe(200);
    const ids = (listed.body.result?.data as { items: { id: string }[] }).items.map((b) => b.id);
    expect(ids).toEqual([own]);

    const get = await callWithKey(server.base(), key, 'bookings.get', { id: other });
    expect([get.status, appCodeOf(get)]).toEqual([404, 'BOOKING_NOT_FOUND']);
    const price = await callWithKey(server.base(), key, 'basePrices.create', {}, 'mutation');
    expect([price.status, appCodeOf(price)]).toEqual([403, 'FORBIDDEN']);
    const keys = await callWithKey(server.base(), key, 'apiKeys.list', {});
    expect([keys.status, appCodeOf(keys)]).toEqual([403, 'FORBIDDEN']);
  });
});
