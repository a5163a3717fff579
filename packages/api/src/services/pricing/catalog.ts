import { and, eq, inArray } from 'drizzle-orm';
import { anyOf, discountExclusions, discounts, optionExclusions, options, type Db } from '@app/db';
import {
  PERIOD_ORDER_MESSAGE,
  periodInOrder,
  type CatalogListData,
  type CreateDiscountData,
  type CreateOptionData,
  type UpdateDiscountData,
  type UpdateOptionData,
} from '@app/validators';
import { badRequest, conflict, notFound, type AppError } from '../../errors';
import { listPage, mapPage, recordList } from '../../lib/list';
import type { AuthUser } from '../auth';
import {
  discountDto,
  optionDto,
  type CatalogKind,
  type DiscountDto,
  type OptionDto,
} from './catalog-dto';
import { listCatalogOn, writeCatalogVersion, type CatalogState } from './catalog-versions';

export { discountDto, optionDto, type CatalogKind, type DiscountDto, type OptionDto };

/**
 * Discounts (`discounts.*`) and options (`options.*`): the same record with exclusions, so one set
 * of functions over a kind. `exclusions` is stored as given ("A excludes B"); `excludedBy` is the
 * same table read backwards, two queries per page whatever its length.
 */

type DiscountRow = typeof discounts.$inferSelect;
type OptionRow = typeof options.$inferSelect;

/** What each kind's types are: its row, its requests and its DTO. */
interface CatalogTypes {
  discount: { row: DiscountRow; create: CreateDiscountData; update: UpdateDiscountData };
  option: { row: OptionRow; create: CreateOptionData; update: UpdateOptionData };
}
export type CatalogRow<K extends CatalogKind> = CatalogTypes[K]['row'];
export type CatalogCreate<K extends CatalogKind> = CatalogTypes[K]['create'];
export type CatalogUpdate<K extends CatalogKind> = CatalogTypes[K]['update'];
/** A record's own fields as a request gives them (no id, no exclusions: they are links). */
type OwnFields<K extends CatalogKind> = Omit<CatalogUpdate<K>, 'id' | 'exclusions'>;

/** What differs between discounts and options, each typed by its own kind. */
interface CatalogKindTable<K extends CatalogKind> {
  /** The records' table (the common columns are queried through it for both kinds). */
  table: typeof discounts | typeof options;
  links: typeof discountExclusions | typeof optionExclusions;
  owner: typeof discountExclusions.discount | typeof optionExclusions.option;
  target: typeof discountExclusions.excluded | typeof optionExclusions.excluded;
  missing: () => AppError;
  label: string;
  insert(tx: Db, values: CatalogCreate<K>, now: Date): Promise<CatalogRow<K>[]>;
  update(tx: Db, id: string, changes: OwnFields<K>, at: Date): Promise<unknown>;
  /** Writes "`id` excludes each of `list`". */
  link(tx: Db, id: string, list: string[]): Promise<unknown>;
  /** The records by id (any state). */
  byIds(db: Db, ids: string[]): Promise<CatalogRow<K>[]>;
  dtos(db: Db, rows: CatalogRow<K>[]): Promise<CatalogDto<K>[]>;
}
export type CatalogDto<K extends CatalogKind> = { discount: DiscountDto; option: OptionDto }[K];

/**
 * A request's own fields as columns: the period's `valid_from` / `valid_to` are stored as
 * `active_from` / `active_to` (schema); absent stays absent (an update leaves it), null clears.
 */
function ownColumns<T extends { valid_from?: Date | null; valid_to?: Date | null }>(
  fields: T,
): Omit<T, 'valid_from' | 'valid_to' | 'exclusions'> & {
  active_from?: Date | null;
  active_to?: Date | null;
} {
  const { valid_from, valid_to, exclusions: _, ...rest } = fields as T & { exclusions?: unknown };
  return {
    ...rest,
    ...(valid_from === undefined ? {} : { active_from: valid_from }),
    ...(valid_to === undefined ? {} : { active_to: valid_to }),
  };
}

const KINDS: { [K in CatalogKind]: CatalogKindTable<K> } = {
  discount: {
    table: discounts,
    links: discountExclusions,
    owner: discountExclusions.discount,
    target: discountExclusions.excluded,
    missing: () => notFound('DISCOUNT_NOT_FOUND', 'Discount not found'),
    label: 'Discount',
    insert: (tx, values, now) =>
      tx
        .insert(discounts)
        .values({ ...ownColumns(values), created_at: now, updated_at: now })
        .returning(),
    update: (tx, id, changes, at) =>
      tx
        .update(discounts)
        .set({ ...ownColumns(changes), updated_at: at })
        .where(eq(discounts.id, id)),
    link: (tx, id, list) =>
      tx.insert(discountExclusions).values(list.map((excluded) => ({ discount: id, excluded }))),
    byIds: (db, ids) => db.select().from(discounts).where(inArray(discounts.id, ids)),
    dtos: (db, rows) => toDiscountDtos(db, rows),
  },
  option: {
    table: options,
    links: optionExclusions,
    owner: optionExclusions.option,
    target: optionExclusions.excluded,
    missing: () => notFound('OPTION_NOT_FOUND', 'Option not found'),
    label: 'Option',
    insert: (tx, values, now) =>
      tx
        .insert(options)
        .values({ ...ownColumns(values), created_at: now, updated_at: now })
        .returning(),
    update: (tx, id, changes, at) =>
      tx
        .update(options)
        .set({ ...ownColumns(changes), updated_at: at })
        .where(eq(options.id, id)),
    link: (tx, id, list) =>
      tx.insert(optionExclusions).values(list.map((excluded) => ({ option: id, excluded }))),
    byIds: (db, ids) => db.select().from(options).where(inArray(options.id, ids)),
    dtos: (db, rows) => toOptionDtos(db, rows),
  },
};

export const catalogMissing = (kind: CatalogKind) => KINDS[kind].missing();

/** `exclusions` and `excludedBy` of many records: two queries. */
export async function exclusionsOf(db: Db, kind: CatalogKind, ids: string[]) {
  const k = KINDS[kind];
  const out = new Map(
    ids.map((id) => [id, { exclusions: [] as string[], excludedBy: [] as string[] }]),
  );
  if (ids.length === 0) return out;
  const [forward, backward] = await Promise.all([
    db.select({ a: k.owner, b: k.target }).from(k.links).where(anyOf(k.owner, ids)),
    db.select({ a: k.owner, b: k.target }).from(k.links).where(anyOf(k.target, ids)),
  ]);
  for (const r of forward) out.get(r.a)?.exclusions.push(r.b);
  for (const r of backward) out.get(r.b)?.excludedBy.push(r.a);
  for (const v of out.values()) {
    v.exclusions.sort();
    v.excludedBy.sort();
  }
  return out;
}

const NO_EX = { exclusions: [], excludedBy: [] };

export async function toDiscountDtos(db: Db, rows: DiscountRow[]): Promise<DiscountDto[]> {
  const ex = await exclusionsOf(
    db,
    'discount',
    rows.map((r) => r.id),
  );
  return rows.map((r) => discountDto(r, ex.get(r.id) ?? NO_EX));
}

export async function toOptionDtos(db: Db, rows: OptionRow[]): Promise<OptionDto[]> {
  const ex = await exclusionsOf(
    db,
    'option',
    rows.map((r) => r.id),
  );
  return rows.map((r) => optionDto(r, ex.get(r.id) ?? NO_EX));
}

/** An exclusion of itself or of an unknown record is a 400 naming the field. */
async function assertExclusions(db: Db, kind: CatalogKind, id: string, list: string[]) {
  const k = KINDS[kind];
  const unique = [...new Set(list)];
  if (unique.includes(id))
    throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
      exclusions: [`A ${kind} cannot exclude itself`],
    });
  if (unique.length === 0) return unique;
  const found = await db.select({ id: k.table.id }).from(k.table).where(anyOf(k.table.id, unique));
  const known = new Set(found.map((f) => f.id));
  const unknown = unique.filter((u) => !known.has(u));
  if (unknown.length > 0)
    throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
      exclusions: [`Unknown ${kind} ${unknown.join(', ')}`],
    });
  return unique;
}

async function writeExclusions(tx: Db, kind: CatalogKind, id: string, list: string[]) {
  const k = KINDS[kind];
  await tx.delete(k.links).where(eq(k.owner, id));
  if (list.length === 0) return;
  await k.link(tx, id, list);
}

async function assertNew(db: Db, kind: CatalogKind, id: string) {
  const k = KINDS[kind];
  const [row] = await db.select({ id: k.table.id }).from(k.table).where(eq(k.table.id, id));
  if (row)
    throw conflict(
      kind === 'discount' ? 'DISCOUNT_EXISTS' : 'OPTION_EXISTS',
      `A ${kind} with this id already exists`,
    );
}

/**
 * `discounts.create` and `options.create`: created with the client's id (an existing id is 409);
 * its first version opens.
 */
export async function createCatalogItem<K extends CatalogKind>(
  db: Db,
  kind: K,
  actor: AuthUser,
  input: CatalogCreate<K>,
  now = new Date(),
) {
  await assertNew(db, kind, input.id);
  const list = await assertExclusions(db, kind, input.id, input.exclusions);
  const k = KINDS[kind];
  await db.transaction(async (tx) => {
    const [row] = await k.insert(tx, input, now);
    if (!row) throw k.missing();
    await writeExclusions(tx, kind, input.id, list);
    await writeCatalogVersion(tx, kind, row, list, actor.id, now);
  });
  return { item: { id: input.id }, message: `${k.label} created` };
}

/**
 * `discounts.update` and `options.update`: `exclusions`, when given, replaces the list. The
 * record's row is locked for the transaction, so two updates at once each close the version the
 * other opened, in turn.
 */
export async function updateCatalogItem<K extends CatalogKind>(
  db: Db,
  kind: K,
  actor: AuthUser,
  input: CatalogUpdate<K>,
  now = new Date(),
  check?: (tx: Db, at: Date) => Promise<void>,
) {
  const k = KINDS[kind];
  const [row] = await db.select({ id: k.table.id }).from(k.table).where(eq(k.table.id, input.id));
  if (!row) throw k.missing();
  const list = input.exclusions
    ? await assertExclusions(db, kind, input.id, input.exclusions)
    : null;
  const { id, exclusions: _, ...patch } = input;
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  await db.transaction(async (tx) => {
    await tx.select({ id: k.table.id }).from(k.table).where(eq(k.table.id, id)).for('update');
    if (list) await writeExclusions(tx, kind, id, list);
    const current =
      list ??
      (await tx.select({ b: k.target }).from(k.links).where(eq(k.owner, id))).map((r) => r.b);
    const [before] = await tx.select().from(k.table).where(eq(k.table.id, id));
    const state = { ...before, ...ownColumns(changes) } as CatalogState;
    assertPeriodInOrder(state, patch);
    const at = await writeCatalogVersion(tx, kind, state, current, actor.id, now);
    await k.update(tx, id, patch, at);
    await check?.(tx, at);
  });
  return { item: { id }, message: `${k.label} updated` };
}

/** A period an update leaves out of order (the bound it gives against the stored one): a 400. */
function assertPeriodInOrder(state: CatalogState, given: { valid_from?: Date | null }) {
  if (periodInOrder(state.active_from, state.active_to)) return;
  const field = given.valid_from ? 'valid_from' : 'valid_to';
  throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
    [field]: [field === 'valid_to' ? PERIOD_ORDER_MESSAGE : 'Must be before valid_to'],
  });
}

/** The period as list properties (filter and order by `valid_from` / `valid_to`). */
const periodProperties = (t: typeof discounts | typeof options) => ({
  valid_from: { expr: t.active_from, kind: 'date' as const },
  valid_to: { expr: t.active_to, kind: 'date' as const },
});

const discountList = recordList(
  discounts,
  { description: 'string', required_comment: 'boolean' },
  ['description', 'valid_from', 'valid_to'],
  periodProperties(discounts),
);
const optionList = recordList(
  options,
  { type: 'string', description: 'string', used_by_default: 'boolean' },
  ['type', 'description', 'valid_from', 'valid_to'],
  periodProperties(options),
);

/** `discounts.list`; with `filter.date`, as they stood then. */
export async function listDiscounts(db: Db, input: CatalogListData) {
  if (input.filter.date) return listCatalogOn(db, 'discount', input, input.filter.date);
  return mapPage(await listPage(db, discountList, input), (rows) => toDiscountDtos(db, rows));
}

/** `options.list`; with `filter.date`, as they stood then. */
export async function listOptions(db: Db, input: CatalogListData) {
  if (input.filter.date) return listCatalogOn(db, 'option', input, input.filter.date);
  return mapPage(await listPage(db, optionList, input), (rows) => toOptionDtos(db, rows));
}

/** The records by id (any state) as DTOs with their exclusions, for conditions. */
export async function catalogDtos<K extends CatalogKind>(
  db: Db,
  kind: K,
  ids: string[],
): Promise<CatalogDto<K>[]> {
  if (ids.length === 0) return [];
  const k = KINDS[kind];
  return k.dtos(db, await k.byIds(db, [...new Set(ids)]));
}

/** The record, when it exists and is not deleted (a condition must name one; an inactive one may be named and simply applies nowhere). */
export async function assertCatalogItem(db: Db, kind: CatalogKind, id: string) {
  const k = KINDS[kind];
  const [row] = await db
    .select()
    .from(k.table)
    .where(and(eq(k.table.id, id)));
  if (!row || row.deleted_at) throw k.missing();
  return row;
}
