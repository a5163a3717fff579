// Bulk pricing data for bench/run.mjs (issue 10): on the 10,000 bench units a base price each and
// 1,000,000 condition versions (2 discount + 2 option conditions × 25 versions per unit), with the
// bench's own discounts and options; plain SQL statements like bookings-data.mjs.

// Each condition's versions run back to back (14 days, the last open) from START_DAYS_AGO, so they
// never overlap (the exclusion constraint holds); QUERY_DAYS_AGO falls inside version 7 of each.
export const UNITS = 10_000;
export const CONDITIONS_PER_KIND = 2;
export const VERSIONS = 25;
export const DAYS_PER_VERSION = 14;
export const START_DAYS_AGO = 300;
export const QUERY_DAYS_AGO = 200;

/** When the bench's discounts and options were created: before every condition version. */
const CATALOG_SINCE = `now() - interval '400 days'`;

/** The bench's discount or option number `n` (a stable uuid). */
const ref = (kind, n) => `md5('bench-${kind}-${n}')::uuid`;

/** A condition's id from its unit number, kind and index (md5 as a uuid, stable). */
const conditionId = (kind) => `md5('bench-${kind}-' || u.i || '-' || c)::uuid`;
/** Columns shared by both kinds for unit `u`, condition `c`, version `v`. */
const versionColumns = (kind, byDefault, markup) => `
    ${conditionId(kind)}, u.id,
    case when ${byDefault} then '[{"rule":"RULE_USED_BY_DEFAULT","value":true}]'::jsonb else '[]'::jsonb end,
    ${byDefault}, ${markup},
    '1C-PROMO-' || v, null,
    s.start + make_interval(days => ${DAYS_PER_VERSION} * v),
    case when v = ${VERSIONS - 1} then null else s.start + make_interval(days => ${DAYS_PER_VERSION} * (v + 1)) end,
    s.start, s.start + make_interval(days => ${DAYS_PER_VERSION} * v)`;

const series = `
    from bu u
    cross join generate_series(0, ${CONDITIONS_PER_KIND - 1}) c
    cross join generate_series(0, ${VERSIONS - 1}) v
    cross join lateral (select date_trunc('day', now()) - make_interval(days => ${START_DAYS_AGO})
                               + make_interval(mins => (u.i * 7 + c * 300) % 1440) as start) s`;

const COLUMNS = `id, unit, rules, used_by_default, sum, percent, sum_per_sq_m, reason_id, comment,
                 valid_from, valid_to, created_at, updated_at`;

/** The statements that load the pricing data, in order (the last one is VACUUM ANALYZE). */
export function pricingStatements() {
  return [
    `create temporary table bu as
    select number::int as i, id, area from units where code like 'BN-%'`,
    `create unique index on bu (i)`,
    `insert into discounts (id, description, created_at, updated_at) values
       (${ref('discount', 0)}, 'Скидка при 100% оплате (бенчмарк)', ${CATALOG_SINCE}, ${CATALOG_SINCE}),
       (${ref('discount', 1)}, 'Старт продаж (бенчмарк)', ${CATALOG_SINCE}, ${CATALOG_SINCE})
     on conflict do nothing`,
    `insert into discount_exclusions (discount, excluded) values (${ref('discount', 0)}, ${ref('discount', 1)})
     on conflict do nothing`,
    `insert into options (id, type, description, used_by_default, created_at, updated_at) values
       (${ref('option', 0)}, 'OPTION_TYPE_FACING', 'Чистовая отделка (бенчмарк)', true, ${CATALOG_SINCE}, ${CATALOG_SINCE}),
       (${ref('option', 1)}, 'OPTION_TYPE_FURNITURE', 'Кухонный гарнитур (бенчмарк)', false, ${CATALOG_SINCE}, ${CATALOG_SINCE})
     on conflict do nothing`,
    // Their first versions (migration 0008; the app's openMissingCatalogVersions), exclusions included.
    `insert into discount_versions (id, created_at, updated_at, active, description, exclusions, valid_from, required_comment)
     select d.id, d.created_at, d.updated_at, d.active, d.description,
            coalesce((select jsonb_agg(e.excluded order by e.excluded) from discount_exclusions e where e.discount = d.id), '[]'::jsonb),
            d.created_at, d.required_comment
     from discounts d where d.id in (${ref('discount', 0)}, ${ref('discount', 1)})
       and not exists (select 1 from discount_versions v where v.id = d.id)`,
    `insert into option_versions (id, created_at, updated_at, active, description, exclusions, valid_from, type, used_by_default)
     select o.id, o.created_at, o.updated_at, o.active, o.description, '[]'::jsonb, o.created_at, o.type, o.used_by_default
     from options o where o.id in (${ref('option', 0)}, ${ref('option', 1)})
       and not exists (select 1 from option_versions v where v.id = o.id)`,
    // Base prices a year and a month ago (before every version), 200,000-296,000 ₽/m², 1 in 50 fixed.
    `insert into base_prices (unit, price_per_sq_m, fixed_price, reason_id, created_at, updated_at, valid_from)
    select id, 200000 + (i % 25) * 4000, case when i % 50 = 0 then round(area * 240000, -3) end,
           '1C-PRICE-BENCH', now() - interval '400 days', now() - interval '400 days', now() - interval '400 days'
    from bu`,
    // Discount conditions: c = 0 "100 % payment" (5-7 %), c = 1 "sales start" (2 %, by default on even versions).
    `insert into discount_conditions (${COLUMNS}, discount)
    select ${versionColumns(
      'd',
      '(c = 1 and v % 2 = 0)',
      `null, case when c = 0 then 0.05 + (v % 3) * 0.01 else 0.02 end, null`,
    )},
           case when c = 0 then ${ref('discount', 0)} else ${ref('discount', 1)} end
    ${series}`,
    // Option conditions: c = 0 finishing (per m², the option applies by default), c = 1 kitchen (sum, by default every third version).
    `insert into option_conditions (${COLUMNS}, option)
    select ${versionColumns(
      'o',
      '(c = 1 and v % 3 = 0)',
      `case when c = 1 then 400000 + (v % 5) * 10000 end, null, case when c = 0 then 18000 + (v % 4) * 500 end`,
    )},
           case when c = 0 then ${ref('option', 0)} else ${ref('option', 1)} end
    ${series}`,
    `drop table bu`,
    `vacuum analyze`,
  ];
}

/** The unit (by its bench number) and the date the pricing calls ask for. */
export async function pricingSubject(sql) {
  const [u] = await sql`select id from units where code like 'BN-%' and number = '4242'`;
  const date = new Date(Date.now() - QUERY_DAYS_AGO * 86_400_000);
  date.setUTCHours(12, 0, 0, 0);
  return { unit: u.id, date: date.toISOString() };
}

/** The pricing reads as the web app sends them. */
export const pricingReads = ({ unit, date }) => [
  { name: 'discountConditions.validOn', input: { filter: { date, unit } } },
  { name: 'pricing.quote', input: { unit, date } },
];
