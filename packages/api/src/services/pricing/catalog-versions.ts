import { and, asc, eq, getTableName, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { arrayLiteral, discountVersions, optionVersions, type Db } from '@app/db';
import type { CatalogListData, OptionType } from '@app/validators';
import { listPage, mapPage, recordList, type ListResource, type ListResult } from '../../lib/list';
import {
  discountDto,
  optionDto,
  type CatalogKind,
  type DiscountDto,
  type OptionDto,
} from './catalog-dto';

/**
 * Discounts and options as they stood at an instant (schema `discount_versions`,
 * `option_versions`): every create opens a version, every update closes the open one and opens
 * the next in the same transaction, so the quote and validOn of a past date see the record's
 * `active`, description and exclusions of that date, and the screens' "as of" lists too.
 */
export const VERSIONS = { discount: discountVersions, option: optionVersions } as const;

/** Whether a version's interval holds `at` (SQL: a placeholder, a parameter or an expression). */
export const versionHolds = (
  v: { valid_from: AnyPgColumn; valid_to: AnyPgColumn },
  at: unknown,
): SQL => sql`tstzrange(${v.valid_from}, ${v.valid_to}, '[)') @> ${at}::timestamptz`;

/**
 * `excludedBy` at an instant: the records whose version then lists `id` among its exclusions, as
 * a column of the statement that reads `id`'s version (`exclusions` is the version's own column).
 */
export function excludedByAt(kind: CatalogKind, id: AnyPgColumn, at: unknown) {
  const table = VERSIONS[kind] as typeof discountVersions;
  const other = alias(table, 'excluding');
  const from = sql`${sql.identifier(getTableName(table))} ${sql.identifier('excluding')}`;
  return sql<
    string[]
  >`coalesce((select jsonb_agg(${other.id} order by ${other.id}) from ${from} where ${other.exclusions} @> jsonb_build_array(${id}) and ${versionHolds(other, at)}), '[]'::jsonb)`;
}

export interface CatalogState {
  id: string;
  created_at: Date;
  deleted_at: Date | null;
  active: boolean;
  description: string | null;
  required_comment?: boolean;
  type?: OptionType;
  used_by_default?: boolean;
  /** The promotion period then (kept in each version: a past date reads it as it stood). */
  active_from: Date | null;
  active_to: Date | null;
}

/**
 * Inside the caller's transaction (which holds the record's row lock): closes the open version
 * at `at` and opens one with `state` from `at`. Versions are ordered: the next opens strictly
 * after the open one did. Returns the instant used.
 */
export async function writeCatalogVersion(
  tx: Db,
  kind: CatalogKind,
  state: CatalogState,
  exclusions: string[],
  actor: string | null,
  now: Date,
): Promise<Date> {
  const v = VERSIONS[kind];
  const [open] = await tx
    .select({ valid_from: v.valid_from })
    .from(v)
    .where(and(eq(v.id, state.id), isNull(v.valid_to)));
  const at = !open || now > open.valid_from ? now : new Date(open.valid_from.getTime() + 1);
  if (open)
    await tx
      .update(v)
      .set({ valid_to: at })
      .where(and(eq(v.id, state.id), isNull(v.valid_to)));
  await VERSION_WRITES[kind](tx, state, {
    id: state.id,
    created_at: state.created_at,
    updated_at: at,
    deleted_at: state.deleted_at,
    active: state.active,
    description: state.description,
    exclusions: [...exclusions].sort(),
    valid_from: at,
    changed_by: actor,
    active_from: state.active_from,
    active_to: state.active_to,
  });
  return at;
}

/** The columns both kinds' versions have. */
type CommonVersion = Omit<typeof discountVersions.$inferInsert, 'required_comment'>;

/** Each kind's version insert: the common columns plus its own, from the state. */
const VERSION_WRITES: Record<
  CatalogKind,
  (tx: Db, state: CatalogState, common: CommonVersion) => Promise<unknown>
> = {
  discount: (tx, state, common) =>
    tx
      .insert(discountVersions)
      .values({ ...common, required_comment: Boolean(state.required_comment) }),
  option: async (tx, state, common) => {
    if (!state.type) throw new Error(`Option ${state.id} has no type`);
    await tx.insert(optionVersions).values({
      ...common,
      type: state.type,
      used_by_default: Boolean(state.used_by_default),
    });
  },
};

/** Each kind's "as of" list: its versions' filters and orders, and its DTO. */
interface VersionList<T extends VersionTable, Dto> {
  list: ListResource<T>;
  dto: (row: T['$inferSelect'], ex: { exclusions: string[]; excludedBy: string[] }) => Dto;
}
type VersionTable = typeof discountVersions | typeof optionVersions;
const lists: {
  discount: VersionList<typeof discountVersions, DiscountDto>;
  option: VersionList<typeof optionVersions, OptionDto>;
} = {
  discount: {
    list: recordList(discountVersions, { description: 'string', required_comment: 'boolean' }, [
      'description',
    ]),
    dto: discountDto,
  },
  option: {
    list: recordList(
      optionVersions,
      { type: 'string', description: 'string', used_by_default: 'boolean' },
      ['type', 'description'],
    ),
    dto: optionDto,
  },
};

/**
 * `discounts.list` and `options.list` with `filter.date`: the records as they stood then (their
 * version at that instant; none created later), with `exclusions` and `excludedBy` of that instant:
 * two queries per page.
 */
export function listCatalogOn(
  db: Db,
  kind: 'discount',
  input: CatalogListData,
  at: Date,
): Promise<ListResult<DiscountDto>>;
export function listCatalogOn(
  db: Db,
  kind: 'option',
  input: CatalogListData,
  at: Date,
): Promise<ListResult<OptionDto>>;
export function listCatalogOn(db: Db, kind: CatalogKind, input: CatalogListData, at: Date) {
  return kind === 'discount'
    ? listVersionsOn(db, lists.discount, input, at)
    : listVersionsOn(db, lists.option, input, at);
}

async function listVersionsOn<T extends VersionTable, Dto>(
  db: Db,
  { list, dto }: VersionList<T, Dto>,
  input: CatalogListData,
  at: Date,
) {
  const v: VersionTable = list.table;
  const page = await listPage(db, list, input, [versionHolds(v, at.toISOString())]);
  return mapPage(page, async (rows) => {
    const ids = rows.map((r) => r.id);
    const by = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length > 0) {
      const listing = await db
        .select({ id: v.id, exclusions: v.exclusions })
        .from(v)
        .where(
          and(
            versionHolds(v, at.toISOString()),
            sql`jsonb_exists_any(${v.exclusions}, ${arrayLiteral(ids)}::text[])`,
          ),
        )
        .orderBy(asc(v.id));
      for (const r of listing) for (const x of r.exclusions) by.get(x)?.push(r.id);
    }
    return rows.map((r) => dto(r, { exclusions: r.exclusions, excludedBy: by.get(r.id) ?? [] }));
  });
}
