import { sql, type SQL } from 'drizzle-orm';
import {
  discountConditions,
  options,
  discountVersions,
  optionConditions,
  optionVersions,
  type Db,
} from '@app/db';
import type {
  CreateDiscountConditionData,
  CreateOptionConditionData,
  UpdateDiscountConditionData,
  UpdateOptionConditionData,
} from '@app/validators';
import { iso, recordFields, wireNumber, type RecordFields } from '../../../lib/dto';
import { recordList, type ListResource } from '../../../lib/list';
import { catalogDtos } from '../catalog';
import {
  discountDto,
  optionDto,
  type CatalogKind,
  type DiscountDto,
  type OptionDto,
} from '../catalog-dto';

/**
 * Unit conditions: a discount or an option added to a unit with its terms, versioned (schema
 * `discount_conditions`, `option_conditions`). The two kinds are the same record but for the
 * column naming what they add, so the writes and reads work on one kind-free shape,
 * `ConditionVersion` (that column as `ref`), and this table holds what differs, typed per kind.
 */

type DiscountConditionRow = typeof discountConditions.$inferSelect;

/** One version of a unit condition, whatever it adds: `ref` is the discount's or option's id. */
export type ConditionVersion = Omit<DiscountConditionRow, 'discount'> & { ref: string };
/** A version to write (`version` is the database's; a new version is open and not deleted). */
export type NewConditionVersion = Omit<ConditionVersion, 'version' | 'valid_to' | 'deleted_at'>;

/** The wire fields of a condition version, without the discount or option it adds. */
export type ConditionFields = RecordFields & {
  unit: string;
  rules: { rule: string; value: boolean }[];
  used_by_default: boolean;
  sum: number | null;
  percent: number | null;
  sum_per_sq_m: number | null;
  reason_id: string | null;
  comment: string | null;
  valid_from: string;
  valid_to: string | null;
};

/** The Unit discount condition of the contract: its fields and the full Discount. */
export type DiscountConditionDto = ConditionFields & { discount: DiscountDto | null };
/** The Unit option condition of the contract: its fields and the full Option. */
export type OptionConditionDto = ConditionFields & { option: OptionDto | null };

/** What each kind's types are: the rows, the requests, the record it adds and the wire DTO. */
interface KindTypes {
  discount: {
    table: typeof discountConditions;
    item: DiscountDto;
    itemVersion: typeof discountVersions.$inferSelect;
    dto: DiscountConditionDto;
    create: CreateDiscountConditionData;
    update: UpdateDiscountConditionData;
  };
  option: {
    table: typeof optionConditions;
    item: OptionDto;
    itemVersion: typeof optionVersions.$inferSelect;
    dto: OptionConditionDto;
    create: CreateOptionConditionData;
    update: UpdateOptionConditionData;
  };
}

export type ConditionItem<K extends CatalogKind> = KindTypes[K]['item'];
export type ConditionDto<K extends CatalogKind = CatalogKind> = KindTypes[K]['dto'];
/** `discountConditions.create` / `optionConditions.create`'s data. */
export type ConditionCreate<K extends CatalogKind> = KindTypes[K]['create'];
/** `discountConditions.update` / `optionConditions.update`'s data. */
export type ConditionUpdate<K extends CatalogKind> = KindTypes[K]['update'];

type Exclusions = { exclusions: string[]; excludedBy: string[] };

/** What differs between the kinds, each typed by its own kind. */
export interface ConditionKind<K extends CatalogKind> {
  /** The versions' table (every column but `ref` is common to both kinds). */
  table: ConditionTable;
  /** The column naming the discount or option. */
  ref: RefColumn;
  /** The discount's or option's versions (what it was at an instant). */
  itemVersions: typeof discountVersions | typeof optionVersions;
  /** The current-versions list: filters and orders. */
  list: ListResource<KindTypes[K]['table']>;
  /** A version in the kind-free shape. */
  fromRow(row: KindTypes[K]['table']['$inferSelect']): ConditionVersion;
  insert(tx: Db, version: NewConditionVersion): Promise<unknown>;
  /** Every column of a version, the one naming the discount or option as `ref`. */
  columns: ReturnType<typeof versionColumns>;
  /** The discount or option a create names. */
  createRef(input: ConditionCreate<K>): string;
  /** The discount or option an update names (absent when it keeps it). */
  updateRef(input: ConditionUpdate<K>): string | undefined;
  /** The Discounts / Options of rows read by id (any state), with their exclusions. */
  itemDtos(db: Db, ids: string[]): Promise<ConditionItem<K>[]>;
  /** The Discount / Option of a version read at an instant. */
  itemDto(version: KindTypes[K]['itemVersion'], ex: Exclusions): ConditionItem<K>;
  /** The condition with the record it adds, as the contract names it. */
  withItem(fields: ConditionFields, item: ConditionItem<K> | null): ConditionDto<K>;
  /** An option applies by default when it says so; a discount only by the condition's rule. */
  itemByDefault(item: ConditionItem<K>): boolean;
  /**
   * SQL: a condition applies by default (`want`) or not, by its rule or (an option) its option's
   * flag: the option's version joined in validOn (`then`), else its current row (`current`).
   */
  byDefault(want: boolean, option: 'then' | 'current'): SQL;
}

type ConditionTable = typeof discountConditions | typeof optionConditions;
type RefColumn = typeof discountConditions.discount | typeof optionConditions.option;

/** The select of a version's columns in the kind-free shape (`ref` for `discount` / `option`). */
function versionColumns(t: ConditionTable, ref: RefColumn) {
  return {
    version: t.version,
    id: t.id,
    created_at: t.created_at,
    updated_at: t.updated_at,
    deleted_at: t.deleted_at,
    active: t.active,
    unit: t.unit,
    rules: t.rules,
    used_by_default: t.used_by_default,
    sum: t.sum,
    percent: t.percent,
    sum_per_sq_m: t.sum_per_sq_m,
    reason_id: t.reason_id,
    comment: t.comment,
    valid_from: t.valid_from,
    valid_to: t.valid_to,
    changed_by: t.changed_by,
    ref,
  };
}

const conditionProperties = {
  unit: 'uuid',
  sum: 'number',
  percent: 'number',
  sum_per_sq_m: 'number',
  reason_id: 'string',
} as const;
const conditionOrder = ['unit', 'sum', 'percent'];

const flag = (want: boolean, applies: SQL) => (want ? applies : sql`not ${applies}`);
const optionDefaultNow = sql`${optionConditions.option} in (select ${options.id} from ${options} where ${options.used_by_default})`;

export const KINDS: { [K in CatalogKind]: ConditionKind<K> } = {
  discount: {
    table: discountConditions,
    ref: discountConditions.discount,
    itemVersions: discountVersions,
    list: recordList(
      discountConditions,
      { ...conditionProperties, discount: 'uuid' },
      conditionOrder,
    ),
    fromRow: ({ discount, ...row }) => ({ ...row, ref: discount }),
    insert: (tx, { ref, ...v }) => tx.insert(discountConditions).values({ ...v, discount: ref }),
    columns: versionColumns(discountConditions, discountConditions.discount),
    createRef: (input) => input.discount,
    updateRef: (input) => input.discount,
    itemDtos: (db, ids) => catalogDtos(db, 'discount', ids),
    itemDto: discountDto,
    withItem: (fields, item) => ({ ...fields, discount: item }),
    itemByDefault: () => false,
    byDefault: (want) => flag(want, sql`${discountConditions.used_by_default}`),
  },
  option: {
    table: optionConditions,
    ref: optionConditions.option,
    itemVersions: optionVersions,
    list: recordList(optionConditions, { ...conditionProperties, option: 'uuid' }, conditionOrder),
    fromRow: ({ option, ...row }) => ({ ...row, ref: option }),
    insert: (tx, { ref, ...v }) => tx.insert(optionConditions).values({ ...v, option: ref }),
    columns: versionColumns(optionConditions, optionConditions.option),
    createRef: (input) => input.option,
    updateRef: (input) => input.option,
    itemDtos: (db, ids) => catalogDtos(db, 'option', ids),
    itemDto: optionDto,
    withItem: (fields, item) => ({ ...fields, option: item }),
    itemByDefault: (item) => item.used_by_default,
    byDefault: (want, option) =>
      flag(
        want,
        sql`(${optionConditions.used_by_default} or ${option === 'then' ? optionVersions.used_by_default : optionDefaultNow})`,
      ),
  },
};

/** The wire fields of a version (numbers from the exact decimal text, dates as ISO text). */
export const conditionFields = (r: ConditionVersion): ConditionFields => ({
  ...recordFields(r),
  unit: r.unit,
  rules: r.rules,
  used_by_default: r.used_by_default,
  sum: wireNumber(r.sum),
  percent: wireNumber(r.percent),
  sum_per_sq_m: wireNumber(r.sum_per_sq_m),
  reason_id: r.reason_id,
  comment: r.comment,
  valid_from: iso(r.valid_from),
  valid_to: iso(r.valid_to),
});
