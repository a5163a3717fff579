/**
 * `bookings.search` over the whole history counts at most SEARCH_COUNT_LIMIT matches (the count
 * is what grew with the table); the live-only search and the lists count exactly.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '@app/db';
import { listPage } from '../../../src/lib/list';
import { bookingList, SEARCH_COUNT_LIMIT } from '../../../src/services/bookings/list';
import { availableUnits, callerAs, useTestDb } from '../../helpers';

const t = useTestDb();
const pagination = { page: 1, limit: 2, order_by: 'number', direction: 'desc' as const };

describe('a search’s count', () => {
  it('stops at the count limit given, the page unchanged', async () => {
    const manager = await callerAs(t.db, 'manager');
    for (const unit of await availableUnits(t.db, 4))
      await manager.bookings.create({ unit, comment: 'счётчик поиска' });
    const like = sql`${bookings.search_text} like '%счётчик поиска%'`;
    const input = { filter: { filters: [] }, pagination };
    const exact = await listPage(t.db, bookingList, input, [like]);
    const capped = await listPage(t.db, bookingList, input, [like], {}, 3);
    expect(exact.pagination).toMatchObject({ total_count: 4, page_count: 2 });
    expect(capped.pagination).toMatchObject({ total_count: 3, page_count: 2 });
    expect(capped.items.map((r) => r.id)).toEqual(exact.items.map((r) => r.id));
  });

  it('counts bookings.search exactly under the limit, live only or the whole history', async () => {
    expect(SEARCH_COUNT_LIMIT).toBe(1000);
    const head = await callerAs(t.db, 'head');
    const live = await head.bookings.search({
      filter: { query: 'счётчик поиска' },
      pagination: { ...pagination, limit: 100 },
    });
    expect(live.pagination.total_count).toBe(4);
    const [one] = live.items;
    await t.db
      .update(bookings)
      .set({ status: 'BOOKING_STATUS_EXPIRED' })
      .where(eq(bookings.id, (one as { id: string }).id));
    const all = await head.bookings.search({
      filter: { query: 'счётчик поиска', include_expired: true },
      pagination: { ...pagination, limit: 100 },
    });
    expect(all.pagination.total_count).toBe(4);
    expect(
      (await head.bookings.search({ filter: { query: 'счётчик поиска' }, pagination })).pagination
        .total_count,
    ).toBe(3);
  });
});
