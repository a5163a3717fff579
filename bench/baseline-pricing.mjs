// The pricing calls of bench/baseline-server.mjs: discountConditions.validOn and pricing.quote with
// the SQL the app sends (packages/api/src/services/pricing: conditions.ts conditionsValidOn,
// catalog.ts catalogRows / exclusionsOf, base-prices.ts basePriceOn, quote.ts pricingQuote) and
// the app's JSON, by hand; the amounts with decimal.js as @app/pricing computes them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { anyOf, arrayLiteral, exec, failure, iso, q, record } from './baseline-sql.mjs';
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
    items: 'discounts',
    links: 'discount_exclusions',
    owner: 'discount',
  },
  option: {
    table: 'option_conditions',
    items: 'options',
    links: 'option_exclusions',
    owner: 'option',
  },
};

export function pricingCalls(sql, { columns }) {
  /** catalog.ts exclusionsOf: forward and backward, concurrently. */
  async function exclusionsOf(kind, ids) {
    const k = KINDS[kind];
    const out = new Map(ids.map((id) => [id, { exclusions: [], excludedBy: [] }]));
    if (ids.length === 0) return out;
    const text = (col) =>
      `select ${q(k.owner)}, "excluded" from ${q(k.links)} where ${anyOf(`${q(k.links)}.${q(col)}`, 1)}`;
    const [forward, backward] = await Promise.all([
      exec(sql, text(k.owner), [arrayLiteral(ids)]),
      exec(sql, text('excluded'), [arrayLiteral(ids)]),
    ]);
    for (const r of forward) out.get(r[k.owner])?.exclusions.push(r.excluded);
    for (const r of backward) out.get(r.excluded)?.excludedBy.push(r[k.owner]);
    for (const v of out.values()) {
      v.exclusions.sort();
      v.excludedBy.sort();
    }
    return out;
  }

  /** conditions.ts toConditionDtos: catalogRows (`in ($1, …)`), then their DTOs with exclusions. */
  async function conditionDtos(kind, rows) {
    const k = KINDS[kind];
    const ids = [...new Set(rows.map((r) => r[k.owner]))];
    const items = ids.length
      ? await exec(
          sql,
          `select ${columns(k.items)} from ${q(k.items)} where ${q(k.items)}."id" in (${ids.map((_, i) => `$${i + 1}`).join(', ')})`,
          ids,
        )
      : [];
    const ex = await exclusionsOf(
      kind,
      items.map((i) => i.id),
    );
    const byId = new Map(
      items.map((r) => {
        const e = ex.get(r.id) ?? { exclusions: [], excludedBy: [] };
        const own =
          kind === 'discount'
            ? { description: r.description, required_comment: r.required_comment }
            : { type: r.type, description: r.description, used_by_default: r.used_by_default };
        return [r.id, { ...record(r), ...own, exclusions: e.exclusions, excludedBy: e.excludedBy }];
      }),
    );
    return rows.map((r) => ({
      ...record(r),
      unit: r.unit,
      [kind]: byId.get(r[k.owner]) ?? null,
      rules: r.rules,
      used_by_default: r.used_by_default,
      sum: num(r.sum),
      percent: num(r.percent),
      sum_per_sq_m: num(r.sum_per_sq_m),
      reason_id: r.reason_id,
      comment: r.comment,
      valid_from: iso(r.valid_from),
      valid_to: iso(r.valid_to),
    }));
  }

  /** conditions.ts conditionsValidOn with a date and a unit (the GiST (unit, interval) index). */
  async function validOn(kind, date, unit) {
    const t = q(KINDS[kind].table);
    const rows = await exec(
      sql,
      `select ${columns(KINDS[kind].table)} from ${t} where (tstzrange(${t}."valid_from", ${t}."valid_to", '[)') @> $1::timestamptz ` +
        `and ${t}."active" = $2 and ${t}."deleted_at" is null and ${t}."unit" = $3) order by ${t}."created_at", ${t}."id" limit $4`,
      [date.toISOString(), true, unit, 10_000],
    );
    return { items: await conditionDtos(kind, rows) };
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
      const [bp] = await exec(
        sql,
        `select ${columns('base_prices')} from "base_prices" where ("base_prices"."unit" = $1 and "base_prices"."active" = $2 ` +
          `and "base_prices"."deleted_at" is null and "base_prices"."created_at" <= $3) ` +
          `order by "base_prices"."created_at" desc, "base_prices"."id" desc limit $4`,
        [unit.id, true, date.toISOString(), 1],
      );
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
      for (const kind of ['discount', 'option']) {
        const refs = picked[kind].map((c) => refOf(kind, c));
        const ex = await exclusionsOf(kind, refs);
        for (let i = 0; i < refs.length; i++)
          for (let j = i + 1; j < refs.length; j++)
            if (
              refs[i] !== refs[j] &&
              (ex.get(refs[i])?.exclusions.includes(refs[j]) ||
                ex.get(refs[j])?.exclusions.includes(refs[i]))
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
