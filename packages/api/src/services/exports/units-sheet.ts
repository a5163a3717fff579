import { and, asc, sql } from 'drizzle-orm';
import { units } from '@app/db';
import { filtersListInput, type FiltersListInput } from '@app/validators';
import { defaultPriceSql, defaultQuotes } from '../pricing';
import { unitsWhere, type UnitRow } from '../units';
import { col, defineKind, num, roomsCell, word, type ExportContext } from './kind';
import { EXPORT_PAGE_SIZE, keysetPages } from './pages';

/**
 * The units `units.list`'s filter selects (its `price` the total with the default conditions at
 * `at`, as the grid shows), page by page, in the order of `orderBy`.
 */
async function unitPages(
  ctx: ExportContext,
  filter: FiltersListInput['filter'],
  orderBy: 'grid' | 'code',
) {
  const where = unitsWhere(filter, await defaultPriceSql(ctx.db, filter, false, ctx.at));
  const key =
    orderBy === 'grid'
      ? [units.complex, units.building, units.section, units.floor, units.number, units.id]
      : [units.code, units.id];
  const read = (after: UnitRow | undefined) =>
    ctx.db
      .select()
      .from(units)
      .where(
        and(
          where,
          after
            ? sql`(${sql.join(key, sql`, `)}) > (${sql.join(
                key.map(
                  (c) =>
                    sql`${after[c.name as keyof UnitRow] as string | number}::${sql.raw(c.getSQLType())}`,
                ),
                sql`, `,
              )})`
            : undefined,
        ),
      )
      .orderBy(...key.map((c) => asc(c)))
      .limit(EXPORT_PAGE_SIZE);
  return { where, pages: () => keysetPages(read) };
}

/**
 * The availability grid as a table (`units.list`'s filter: the /units screen's building, rooms,
 * statuses, area and price): complex, building, section, floor, number, with the status and the
 * current price; sorted as the grid reads.
 */
export const unitsKind = defineKind({
  action: 'units.read',
  filter: filtersListInput.shape.filter,
  columns: ({ exports: { columns: c } }) => [
    col(c.complex, 'text', 22),
    col(c.building, 'text', 10),
    col(c.section, 'integer', 8),
    col(c.floor, 'integer', 7),
    col(c.unitNumber, 'text', 8),
    col(c.unitCode, 'text', 14),
    col(c.rooms, 'integer', 8),
    col(c.area, 'area', 11),
    col(c.status, 'text', 18),
    col(c.price, 'money', 18),
    col(c.queue, 'integer', 10),
  ],
  source: async (ctx, filter) => {
    const { where, pages } = await unitPages(ctx, filter, 'grid');
    return {
      table: units,
      where,
      async *pages() {
        for await (const rows of pages()) {
          // `price` as units.list has it: the total with the default conditions now.
          const quotes = await defaultQuotes(ctx.db, rows, ctx.at);
          yield rows.map((u) => [
            u.complex,
            u.building,
            u.section,
            u.floor,
            u.number,
            u.code,
            roomsCell(ctx.m, u.rooms),
            num(u.area),
            word(ctx.m.unitStatus, u.status),
            num(quotes.get(u.id)?.total ?? quotes.get(u.id)?.base_price),
            u.queue_length,
          ]);
        }
      },
    };
  },
});

/**
 * The price list (the /pricing base prices table's filter, `units.list`'s): each unit's area, its
 * base price and the total with the conditions that apply by default, the figures `pricing.quote`
 * gives at `at` (now, or the screen's "as of" instant: services/pricing `defaultQuotes`, the same
 * calculation, three statements a page).
 */
export const priceListKind = defineKind({
  action: 'pricing.read',
  dated: true,
  filter: filtersListInput.shape.filter,
  columns: ({ exports: { columns: c } }) => [
    col(c.unitCode, 'text', 14),
    col(c.unitName, 'text', 26),
    col(c.building, 'text', 10),
    col(c.section, 'integer', 8),
    col(c.floor, 'integer', 7),
    col(c.rooms, 'integer', 8),
    col(c.area, 'area', 11),
    col(c.basePrice, 'money', 18),
    col(c.total, 'money', 20),
    col(c.status, 'text', 18),
  ],
  source: async (ctx, filter) => {
    const { where, pages } = await unitPages(ctx, filter, 'code');
    return {
      table: units,
      where,
      async *pages() {
        for await (const rows of pages()) {
          const quotes = await defaultQuotes(ctx.db, rows, ctx.at);
          yield rows.map((u) => {
            const q = quotes.get(u.id);
            return [
              u.code,
              u.name,
              u.building,
              u.section,
              u.floor,
              roomsCell(ctx.m, u.rooms),
              num(u.area),
              num(q?.base_price),
              num(q?.total),
              word(ctx.m.unitStatus, u.status),
            ];
          });
        }
      },
    };
  },
});
