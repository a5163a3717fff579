// The pricing calls of bench/baseline-server.mjs: discountConditions.validOn and pricing.quote with
// the SQL the app sends (services/pricing: conditionsValidOn, basePriceOn, pricingQuote) and the
// app's JSON by hand; amounts with decimal.js as @app/pricing computes them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { basePriceOn, exec, failure, iso, q, record } from './baseline-sql.mjs';
import { root } from './lib.mjs';

const Decimal = createRequire(path.join(root, 'packages/pricing/package.json'))('decimal.js');
const D = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });
const roundMoney = (d) => {
  const r = new D(d).toDecimalPlaces(2, D.ROUND_HALF_UP);
  return r.isZero() ? '0.00' : r.toFixed(2);
};
const term = (v) => (v == null ? new D(0) : new D(v));
const num = (s) => (s === null ? null : Number(s));

const KINDS = {
  discount: {
    table: 'discount_conditions',
    items: 'discount_versions',
    owner: 'discount',
  },
  option: {
    table: 'option_conditions',
    items: 'option_versions',
    owner: 'option',
  },
};

export function pricingCalls(sql, { columns, names }) {
  /**
   * conditions.ts conditionsValidOn with a date and a unit (the GiST (unit, interval) index), as
   * drizzle renders `select({ c: t, item, excludedBy }).innerJoin(item, …)` with `item` the
   * discount's / option's version at the date (catalog-versions.ts): both tables' columns
   * qualified, then `excludedBy` (the versions at the date that list it); `exclusions` is the
   * version's own column. The date is three parameters, as drizzle numbers its placeholder.
   */
  const validOnText = Object.fromEntries(
    Object.entries(KINDS).map(([kind, k]) => {
      const [t, item] = [q(k.table), q(k.items)];
      const during = (table, n) =>
        `tstzrange(${table}."valid_from", ${table}."valid_to", '[)') @> $${n}::timestamptz`;
      const excludedBy =
        `coalesce((select jsonb_agg("excluding"."id" order by "excluding"."id") from ${item} "excluding" ` +
        `where "excluding"."exclusions" @> jsonb_build_array(${item}."id") and ${during('"excluding"', 1)}), '[]'::jsonb)`;
      const text =
        `select ${columns(k.table, true)}, ${columns(k.items, true)}, ${excludedBy} ` +
        `from ${t} inner join ${item} on (${item}."id" = ${t}.${q(k.owner)} and ${during(item, 2)}) ` +
        `where (${during(t, 3)} and ${t}."active" = $4 ` +
        `and ${t}."deleted_at" is null and ${item}."active" = $5 and ${item}."deleted_at" is null and ${t}."unit" = $6) ` +
        `order by ${t}."created_at", ${t}."id" limit $7`;
      return [kind, text];
    }),
  );
  /** A joined row (an array: the two tables share column names) as its two records. */
  const namesOf = Object.fromEntries(
    Object.entries(KINDS).map(([kind, k]) => [kind, [names(k.table), names(k.items)]]),
  );
  const split = (kind, values) => {
    const [own, items] = namesOf[kind];
    const c = {};
    const item = {};
    own.forEach((n, i) => (c[n] = values[i]));
    items.forEach((n, i) => (item[n] = values[own.length + i]));
    return { c, item, exclusions: item.exclusions, excludedBy: values.at(-1) };
  };

  async function validOn(kind, date, unit) {
    const rows = await exec(sql, validOnText[kind], [
      date.toISOString(),
      date.toISOString(),
      date.toISOString(),
      true,
      true,
      unit,
      10_000,
    ]).values();
    // conditions/read.ts conditionsInForce: only within the discount's / option's promotion
    // period (catalog-dto.ts periodHolds).
    const holds = ({ [kind]: p }) =>
      (p.valid_from === null || new Date(p.valid_from) <= date) &&
      (p.valid_to === null || date < new Date(p.valid_to));
    return {
      items: rows
        .map((values) => {
          const { c: r, item: i, exclusions, excludedBy } = split(kind, values);
          const own =
            kind === 'discount'
              ? { description: i.description, required_comment: i.required_comment }
              : { type: i.type, description: i.description, used_by_default: i.used_by_default };
          // catalog-dto.ts periodFields: the promotion period (`active_*`) as valid_from / valid_to.
          const period = { valid_from: iso(i.active_from), valid_to: iso(i.active_to) };
          return {
            ...record(r),
            unit: r.unit,
            rules: r.rules,
            used_by_default: r.used_by_default,
            sum: num(r.sum),
            percent: num(r.percent),
            sum_per_sq_m: num(r.sum_per_sq_m),
            reason_id: r.reason_id,
            comment: r.comment,
            valid_from: iso(r.valid_from),
            valid_to: iso(r.valid_to),
            [kind]: { ...record(i), ...own, ...period, exclusions, excludedBy },
          };
        })
        .filter(holds),
    };
  }

  const refOf = (kind, c) => c[kind]?.id ?? '';

  return {
    'discountConditions.validOn'(input) {
      const f = input.filter ?? {};
      if (!f.unit || f.discounts?.length || f.used_by_default !== undefined)
        throw failure(400, 'the baseline takes a date and a unit only');
      return validOn('discount', new Date(f.date), f.unit);
    },

    /** quote.ts pricingQuote without chosen discounts or options (the defaults apply). */
    async 'pricing.quote'(input) {
      if (input.discounts?.length || input.options?.length)
        throw failure(400, 'the baseline quotes the defaults only');
      const date = input.date ? new Date(input.date) : new Date();
      const [unit] = await exec(
        sql,
        `select ${columns('units')} from "units" where ("units"."id" = $1 and "units"."deleted_at" is null)`,
        [input.unit],
      );
      if (!unit) throw failure(404, 'Unit not found');
      const bp = await basePriceOn(sql, columns, unit.id, date);
      if (!bp) throw failure(409, 'This unit has no base price on that date');
      const [discounts, options] = await Promise.all([
        validOn('discount', date, unit.id),
        validOn('option', date, unit.id),
      ]);
      const picked = {
        discount: discounts.items.filter((c) => c.used_by_default),
        option: options.items.filter(
          (c) => c.used_by_default || Boolean(c.option?.used_by_default),
        ),
      };
      // quote.ts assertNoExclusion: from the exclusions the DTOs carry, no statement.
      for (const kind of ['discount', 'option']) {
        const items = picked[kind].map((c) => ({
          id: c[kind]?.id ?? '',
          exclusions: c[kind]?.exclusions ?? [],
        }));
        for (let i = 0; i < items.length; i++)
          for (let j = i + 1; j < items.length; j++)
            if (
              items[i].id !== items[j].id &&
              (items[i].exclusions.includes(items[j].id) ||
                items[j].exclusions.includes(items[i].id))
            )
              throw failure(400, `These ${kind}s exclude each other`);
      }
      const area = unit.area;
      const base =
        bp.fixed_price != null ? new D(bp.fixed_price) : new D(bp.price_per_sq_m).times(area);
      let optionsTotal = new D(0);
      let discountsTotal = new D(0);
      const lines = ['discount', 'option'].flatMap((kind) =>
        picked[kind].map((c) => {
          const amount = term(c.sum)
            .plus(term(c.percent).times(base))
            .plus(term(c.sum_per_sq_m).times(area));
          if (kind === 'option') optionsTotal = optionsTotal.plus(amount);
          else discountsTotal = discountsTotal.plus(amount);
          return {
            condition: c.id,
            kind,
            ref: refOf(kind, c),
            description: c[kind]?.description ?? null,
            amount: Number(roundMoney(amount)),
            signed: Number(roundMoney(kind === 'option' ? amount : amount.neg())),
            chosen: false,
          };
        }),
      );
      const total = base.plus(optionsTotal).minus(discountsTotal);
      return {
        unit: unit.id,
        date: date.toISOString(),
        currency: process.env.CURRENCY ?? 'RUB',
        area: Number(area),
        base_price: {
          id: bp.id,
          price_per_sq_m: Number(bp.price_per_sq_m),
          fixed_price: bp.fixed_price === null ? null : Number(bp.fixed_price),
          amount: Number(roundMoney(base)),
        },
        lines,
        discounts_total: Number(roundMoney(discountsTotal)),
        options_total: Number(roundMoney(optionsTotal)),
        total: Number(roundMoney(D.max(total, 0))),
        available: {
          discounts: discounts.items
            .filter((c) => !picked.discount.includes(c))
            .map((c) => refOf('discount', c)),
          options: options.items
            .filter((c) => !picked.option.includes(c))
            .map((c) => refOf('option', c)),
        },
      };
    },
  };
}
