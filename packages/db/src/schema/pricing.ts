import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { commonColumns, tstz } from './common';
import { units } from './units';

import type { OptionType } from '@app/validators';

/** Money columns: exact decimals, read as strings (never JS floating point). */
const money = () => numeric({ precision: 16, scale: 2, mode: 'string' });

/**
 * `basePrices.create` and `basePrices.list`: base prices, append-only. A price is in force from its
 * `valid_from` (default: when it was written, the same instant as `created_at`; later: a
 * scheduled price). A unit's price on a date is its newest active row in force then, "newest"
 * by `valid_from`, then `created_at`, then `id`; its current price is that of now.
 */
export const basePrices = pgTable(
  'base_prices',
  {
    ...commonColumns,
    unit: uuid()
      .notNull()
      .references(() => units.id),
    price_per_sq_m: money().notNull(),
    fixed_price: money(),
    reason_id: varchar({ length: 255 }),
    created_by: uuid().references(() => users.id),
    /** In force from this instant (the wire's `valid_from`; rows before it: their `created_at`). */
    valid_from: tstz().notNull().defaultNow(),
  },
  (t) => [
    // `desc` with nulls first, as the queries' `order by … desc` (drizzle's `desc()` alone says
    // nulls last, which the planner cannot use for that order: a sort of every price of the unit).
    index('base_prices_unit_valid_from').on(
      t.unit,
      t.valid_from.desc().nullsFirst(),
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Scheduled prices only (written before they take effect): `units.changes` finds those that
    // fell due since the grid's last version.
    index('base_prices_scheduled')
      .on(t.valid_from)
      .where(sql`${t.valid_from} > ${t.created_at}`),
    check(
      'base_prices_nonnegative',
      sql`${t.price_per_sq_m} >= 0 and coalesce(${t.fixed_price}, 0) >= 0`,
    ),
  ],
);

/**
 * A discount's or option's promotion period (the wire's `valid_from` / `valid_to`, both optional):
 * outside it its conditions apply nowhere. Named `active_*` here because `valid_from`/`valid_to`
 * of the version tables are the versions' own intervals, a different thing.
 */
const periodColumns = { active_from: tstz(), active_to: tstz() };
const periodCheck = (name: string, t: { active_from: AnyPgColumn; active_to: AnyPgColumn }) =>
  check(
    name,
    sql`${t.active_from} is null or ${t.active_to} is null or ${t.active_to} > ${t.active_from}`,
  );

/** `discounts.*`: discounts, created with the client's id. */
export const discounts = pgTable(
  'discounts',
  {
    ...commonColumns,
    id: uuid().primaryKey(),
    description: varchar({ length: 255 }),
    required_comment: boolean().notNull().default(false),
    ...periodColumns,
  },
  (t) => [periodCheck('discounts_period', t)],
);

/** `options.*`: options (facing, furniture, other), created with the client's id. */
export const options = pgTable(
  'options',
  {
    ...commonColumns,
    id: uuid().primaryKey(),
    type: varchar({ length: 32 }).$type<OptionType>().notNull(),
    description: varchar({ length: 255 }),
    used_by_default: boolean().notNull().default(false),
    ...periodColumns,
  },
  (t) => [periodCheck('options_period', t)],
);

/**
 * The versions of a discount or an option, so a past date reads it as it stood then (the quote,
 * validOn, the screens' "as of" switch): every create opens a version and every update closes
 * the open one at that instant and opens the next, deactivation included; `exclusions` is the
 * record's own list then ("A excludes B", sorted). The tables above stay the current state (with
 * the exclusion links and their foreign keys); these are written in the same transaction. The
 * database keeps one record's intervals from overlapping (an exclusion constraint over
 * `tstzrange(valid_from, valid_to)`, in the migration).
 */
const catalogVersionColumns = {
  version: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  id: uuid().notNull(),
  created_at: tstz().notNull(),
  /** When this version was written (its `valid_from`): the record's `updated_at` then. */
  updated_at: tstz().notNull(),
  deleted_at: tstz(),
  active: boolean().notNull(),
  description: varchar({ length: 255 }),
  exclusions: jsonb()
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  valid_from: tstz().notNull(),
  valid_to: tstz(),
  changed_by: uuid().references(() => users.id),
  /** The record's promotion period as it stood in this version. */
  ...periodColumns,
};

export const discountVersions = pgTable(
  'discount_versions',
  {
    ...catalogVersionColumns,
    required_comment: boolean().notNull(),
  },
  (t) => [
    uniqueIndex('discount_versions_current')
      .on(t.id)
      .where(sql`valid_to is null`),
    check(
      'discount_versions_interval',
      sql`${t.valid_to} is null or ${t.valid_to} > ${t.valid_from}`,
    ),
    periodCheck('discount_versions_period', t),
  ],
);

export const optionVersions = pgTable(
  'option_versions',
  {
    ...catalogVersionColumns,
    type: varchar({ length: 32 }).$type<OptionType>().notNull(),
    used_by_default: boolean().notNull(),
  },
  (t) => [
    uniqueIndex('option_versions_current')
      .on(t.id)
      .where(sql`valid_to is null`),
    check(
      'option_versions_interval',
      sql`${t.valid_to} is null or ${t.valid_to} > ${t.valid_from}`,
    ),
    periodCheck('option_versions_period', t),
  ],
);

/** "A excludes B" (stored as given; `excludedBy` is derived by reading it backwards). */
export const discountExclusions = pgTable(
  'discount_exclusions',
  {
    discount: uuid()
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    excluded: uuid()
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.discount, t.excluded] }),
    index().on(t.excluded),
    check('discount_exclusions_not_self', sql`${t.discount} <> ${t.excluded}`),
  ],
);

export const optionExclusions = pgTable(
  'option_exclusions',
  {
    option: uuid()
      .notNull()
      .references(() => options.id, { onDelete: 'cascade' }),
    excluded: uuid()
      .notNull()
      .references(() => options.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.option, t.excluded] }),
    index().on(t.excluded),
    check('option_exclusions_not_self', sql`${t.option} <> ${t.excluded}`),
  ],
);

export interface ConditionRule {
  rule: string;
  value: boolean;
}

/**
 * The columns of a unit condition version (`discountConditions.*`, `optionConditions.*`). Every
 * update closes the current version (`valid_to`) and opens a new one from the same instant;
 * deactivation is a version too. `id` is the condition's (the client's) id, shared by its versions;
 * `version` identifies a row. The database keeps one condition's intervals from overlapping (an
 * exclusion constraint over `tstzrange(valid_from, valid_to)` with btree_gist, in the migration),
 * not only the code.
 */
const conditionColumns = {
  version: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  id: uuid().notNull(),
  created_at: tstz().notNull().defaultNow(),
  updated_at: tstz().notNull().defaultNow(),
  deleted_at: tstz(),
  active: boolean().notNull().default(true),
  unit: uuid()
    .notNull()
    .references(() => units.id),
  rules: jsonb()
    .$type<ConditionRule[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** RULE_USED_BY_DEFAULT, kept as a column for the lists' filter. */
  used_by_default: boolean().notNull().default(false),
  sum: money(),
  percent: numeric({ precision: 9, scale: 8, mode: 'string' }),
  sum_per_sq_m: money(),
  reason_id: varchar({ length: 255 }),
  comment: varchar({ length: 255 }),
  valid_from: tstz().notNull(),
  valid_to: tstz(),
  changed_by: uuid().references(() => users.id),
};

export const discountConditions = pgTable(
  'discount_conditions',
  {
    ...conditionColumns,
    discount: uuid()
      .notNull()
      .references(() => discounts.id),
  },
  (t) => [
    uniqueIndex('discount_conditions_current')
      .on(t.id)
      .where(sql`valid_to is null`),
    // One current, active condition per unit and discount: a quote never counts it twice.
    uniqueIndex('discount_conditions_attached')
      .on(t.unit, t.discount)
      .where(sql`valid_to is null and active and deleted_at is null`),
    index()
      .on(t.unit)
      .where(sql`valid_to is null`),
    index().on(t.discount),
    check('discount_conditions_percent', sql`${t.percent} between 0 and 1`),
    check(
      'discount_conditions_interval',
      sql`${t.valid_to} is null or ${t.valid_to} > ${t.valid_from}`,
    ),
  ],
);

export const optionConditions = pgTable(
  'option_conditions',
  {
    ...conditionColumns,
    option: uuid()
      .notNull()
      .references(() => options.id),
  },
  (t) => [
    uniqueIndex('option_conditions_current')
      .on(t.id)
      .where(sql`valid_to is null`),
    // One current, active condition per unit and option: a quote never counts it twice.
    uniqueIndex('option_conditions_attached')
      .on(t.unit, t.option)
      .where(sql`valid_to is null and active and deleted_at is null`),
    index()
      .on(t.unit)
      .where(sql`valid_to is null`),
    index().on(t.option),
    check('option_conditions_percent', sql`${t.percent} between 0 and 1`),
    check(
      'option_conditions_interval',
      sql`${t.valid_to} is null or ${t.valid_to} > ${t.valid_from}`,
    ),
  ],
);
