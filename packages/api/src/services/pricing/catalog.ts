import { and, eq, inArray } from 'drizzle-orm';
import { anyOf, discountExclusions, discounts, optionExclusions, options, type Db } from '@app/db';
import type {
  CatalogListData,
  CreateDiscountData,
  CreateOptionData,
  UpdateDiscountData,
  UpdateOptionData,
} from '@app/validators';
import { badRequest, conflict, notFound } from '../../errors';
import { listPage, mapPage, recordList } from '../../lib/list';
import type { AuthUser } from '../auth';
import {
  discountDto,
  optionDto,
  type CatalogKind,
  type DiscountDto,
  type OptionDto,
} from './catalog-dto';
import { listCatalogOn, writeCatalogVersion } from './catalog-versions';

export { discountDto, optionDto, type CatalogKind, type DiscountDto, type OptionDto };

/**
 * Discounts (`discounts.*`) and options (`options.*`): the same record with exclusions, so one set
 * of functions over a kind. `exclusions` is stored as given ("A excludes B"); `excludedBy` is the
 * same table read backwards, two queries per page whatever its length.
 */

const KINDS = {
  discount: {
    table: discounts,
    links: discountExclusions,
    owner: discountExclusions.discount,
    target: discountExclusions.excluded,
    missing: () => notFound('DISCOUNT_NOT_FOUND', 'Discount not found'),
    label: 'Discount',
  },
  option: {
    table: options,
    links: optionExclusions,
    owner: optionExclusions.option,
    target: optionExclusions.excluded,
    missing: () => notFound('OPTION_NOT_FOUND', 'Option not found'),
    label: 'Option',
  },
} as const;

type DiscountRow = typeof discounts.$inferSelect;
type OptionRow = typeof options.$inferSelect;

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
  const rows = list.map((excluded) =>
    kind === 'discount' ? { discount: id, excluded } : { option: id, excluded },
  );
  await tx.insert(k.links).values(rows as never);
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
export async function createCatalogItem(
  db: Db,
  kind: CatalogKind,
  actor: AuthUser,
  input: CreateDiscountData | CreateOptionData,
  now = new Date(),
) {
  await assertNew(db, kind, input.id);
  const list = await assertExclusions(db, kind, input.id, input.exclusions);
  const k = KINDS[kind];
  await db.transaction(async (tx) => {
    const { exclusions: _, ...values } = input;
    const [row] = await tx
      .insert(k.table)
      .values({ ...values, created_at: now, updated_at: now } as never)
      .returning();
    await writeExclusions(tx, kind, input.id, list);
    await writeCatalogVersion(tx, kind, row as never, list, actor.id, now);
  });
  return { item: { id: input.id }, message: `${k.label} created` };
}

/**
 * `discounts.update` and `options.update`: `exclusions`, when given, replaces the list. The
 * record's row is locked for the transaction, so two updates at once each close the version the
 * other opened, in turn.
 */
export async function updateCatalogItem(
  db: Db,
  kind: CatalogKind,
  actor: AuthUser,
  input: UpdateDiscountData | UpdateOptionData,
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
    const state = { ...before, ...changes } as Parameters<typeof writeCatalogVersion>[2];
    const at = await writeCatalogVersion(tx, kind, state, current, actor.id, now);
    await tx
      .update(k.table)
      .set({ ...changes, updated_at: at } as never)
      .where(eq(k.table.id, id));
    await check?.(tx, at);
  });
  return { item: { id }, message: `${k.label} updated` };
}

const discountList = recordList(discounts, { description: 'string', required_comment: 'boolean' }, [
  'description',
]);
const optionList = recordList(
  options,
  { type: 'string', description: 'string', used_by_default: 'boolean' },
  ['type', 'description'],
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

/** The records by id (any state), for conditions and quotes. */
export async function catalogRows(db: Db, kind: CatalogKind, ids: string[]) {
  if (ids.length === 0) return [];
  const k = KINDS[kind];
  return db
    .select()
    .from(k.table)
    .where(inArray(k.table.id, [...new Set(ids)]));
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
