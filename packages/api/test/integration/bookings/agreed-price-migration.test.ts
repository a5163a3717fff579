/** Migration 0027: a booking made before the agreed price gets one BASE line from its snapshot. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '@app/db';
import { useTestDb } from '../../helpers';
import { cleanUnit, head } from '../pricing/pricing-fixtures';

const t = useTestDb();

describe('migration 0027', () => {
  it('prices a booking made before from unit_data.base_price, quoted at its creation', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db, '45.67');
    await h.basePrices.create({ unit, price_per_sq_m: 123456.78 }); // 5 638 271.14
    const { item } = await h.bookings.create({ unit });
    const unpriced = await cleanUnit(t.db);
    const bare = await h.bookings.create({ unit: unpriced });
    // As such bookings were: no price column filled.
    await t.db.update(bookings).set({ price: null }).where(eq(bookings.id, item.id));
    const file = fileURLToPath(
      new URL('../../../../db/drizzle/0027_agreed_price.sql', import.meta.url),
    );
    const [, ...data] = readFileSync(file, 'utf8').split('--> statement-breakpoint');
    for (const statement of data) await t.db.execute(sql.raw(statement));

    const b = await h.bookings.get({ id: item.id });
    expect(b.price).toEqual({
      base: 5638271.14,
      total: 5638271.14,
      lines: [
        { kind: 'BASE', id: b.unit_data.base_price_id, description: null, amount: 5638271.14 },
      ],
      quoted_at: b.created_at,
      discounts: [],
      options: [],
    });
    expect((await h.bookings.get({ id: bare.item.id })).price).toBeNull();
  });
});
