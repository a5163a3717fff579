// Bulk data for bench/run.mjs: 10,000 units and 100,000 bookings in SQL (generate_series) on top
// of the demo seed, as plain statements without parameters, so the same text loads PostgreSQL
// (postgres.js `unsafe`) and PGlite (`exec`). The spread: bench/README.md, `pnpm bench` step 1.

export const UNITS = 10_000;
/** BOOKINGS=1000000: the 1M-booking mode (bench:search); the history grows, the live part stays. */
export const BOOKINGS = Number(process.env.BOOKINGS ?? 100_000);

const SURNAMES = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
  'Орлов',
  'Андреев',
  'Макаров',
  'Никитин',
  'Захаров',
  'Зайцев',
  'Соловьёв',
  'Борисов',
  'Яковлев',
  'Григорьев',
];
const NOTES = [
  'ипотека Сбербанк',
  'ипотека ВТБ',
  'семейная ипотека',
  '100% оплата',
  'рассрочка на 12 мес.',
  'trade-in квартиры',
  'материнский капитал',
  'ждёт одобрения банка',
  'перезвонить после 18:00',
  'просит скидку',
  'агентство «Этажи»',
];

/** The text the search measurement looks for: a surname in ~3% of the comments (and its feminine form). */
export const SEARCH_QUERY = 'Соколов';

const literal = (s) => `'${String(s).replace(/'/g, "''")}'`;
const textArray = (list) => `array[${list.map(literal).join(', ')}]::text[]`;
const userId = (key) => `(select id from users where email = ${literal(`${key}@demo.test`)})`;

/** The owner, responsible, CRM id and comment columns of booking number `k` (an SQL expression). */
const common = (k) => `
    case when ${k} % 4 = 0 then ${userId('realtor')} when ${k} % 4 = 1 then ${userId('head')} else ${userId('manager')} end,
    case when ${k} % 8 = 0 then ${userId('realtor')} when ${k} % 3 = 0 then ${userId('head')} else ${userId('manager')} end,
    case when ${k} % 3 = 0 then null else 'CRM-' || (200000 + ${k}) end,
    case when ${k} % 9 = 0 then null
         else 'Клиент ' || (${textArray(SURNAMES)})[${k} % ${SURNAMES.length} + 1]
              || case when (${k} / ${SURNAMES.length}) % 2 = 0 then 'а' else '' end
              || ', ' || (${textArray(NOTES)})[(${k} / 7) % ${NOTES.length} + 1] end`;

const FIRST_NAMES = ['Анна', 'Иван', 'Мария', 'Пётр', 'Ольга', 'Сергей', 'Елена'];

/**
 * The customer columns (name, phone) of booking number `k`: the comment's surname with a first
 * name, and a phone `+7916…` spread over the numbers; none where the comment is empty.
 */
const customer = (k) => `
    case when ${k} % 9 = 0 then null
         else (${textArray(SURNAMES)})[${k} % ${SURNAMES.length} + 1]
              || case when (${k} / ${SURNAMES.length}) % 2 = 0 then 'а' else '' end
              || ' ' || (${textArray(FIRST_NAMES)})[(${k} / 3) % ${FIRST_NAMES.length} + 1] end,
    case when ${k} % 9 = 0 then null
         else '+7916' || lpad(((${k}::bigint * 7907) % 10000000)::text, 7, '0') end`;

/**
 * The statements that load the bulk data, in order (the last one is VACUUM ANALYZE); `total`
 * bookings (BOOKINGS by default): the history grows, the 3,000 live ones stay.
 */
export function bulkStatements(total = BOOKINGS) {
  const region = '(select region from units where region is not null order by code limit 1)';
  // History first, oldest first, so booking numbers (sequence default) grow with created_at.
  const history = total - Math.round(UNITS * 0.3);
  return [
    // Units: BN-<building 1..10>-<section 1..4>-<floor 01..25>-<position 01..10>; `number` keeps i.
    `insert into units (code, name, complex, building, section, floor, number, rooms, area, status, region)
    select 'BN-' || (i / 1000 + 1) || '-' || ((i / 250) % 4 + 1) || '-' || lpad(((i / 10) % 25 + 1)::text, 2, '0')
             || '-' || lpad((i % 10 + 1)::text, 2, '0'),
           'Квартира ' || (i % 4) || '-комн.', 'ЖК «Бенчмарк»', (i / 1000 + 1)::text, (i / 250) % 4 + 1,
           (i / 10) % 25 + 1, i::text, i % 4, (25 + (i % 4) * 18 + (i * 7 % 100) / 10.0)::numeric(10, 2),
           case when i % 10 in (0, 1) then 'UNIT_STATUS_BOOKED' when i % 10 = 2 then 'UNIT_STATUS_PAID'
                when i % 20 = 19 then 'UNIT_STATUS_SOLD' else 'UNIT_STATUS_AVAILABLE' end,
           ${region}
    from generate_series(0, ${UNITS - 1}) i`,
    `create temporary table bu as
    select number::int as i, id, code, status, region from units where code like 'BN-%'`,
    `create unique index on bu (i)`,
    `insert into bookings (unit, unit_data, expiration_date, status, active, created_at, updated_at,
                          owner, responsible, crm_deal_id, comment, customer_name, customer_phone, region)
    select u.id, jsonb_build_object('base_price', null, 'base_price_id', null, 'code', u.code),
           h.created + make_interval(days => 3 + h.k % 7),
           case when h.k % 5 < 3 then 'BOOKING_STATUS_EXPIRED' else 'BOOKING_STATUS_CANCELLED' end,
           h.k % 5 < 3, h.created, h.created + make_interval(days => 1 + h.k % 3),
           ${common('h.k')}, ${customer('h.k')}, u.region
    from (select k, now() - make_interval(days => 12 + k % 720, mins => (k * 13) % 1440) as created
          from generate_series(1, ${history}) k) h
    join bu u on u.i = (h.k::bigint * 7919) % ${UNITS}
    order by h.created`,
    // Live bookings: one per unit held as BOOKED or PAID. PAID ones run from 2 days overdue to 12 days ahead.
    `insert into bookings (unit, unit_data, expiration_date, status, created_at, updated_at,
                          owner, responsible, crm_deal_id, comment, customer_name, customer_phone, region)
    select u.id, jsonb_build_object('base_price', null, 'base_price_id', null, 'code', u.code), l.exp,
           case when u.status = 'UNIT_STATUS_PAID' then 'BOOKING_STATUS_PAID' else 'BOOKING_STATUS_BOOKED' end,
           l.created, l.created, ${common('u.i')}, ${customer('u.i')}, u.region
    from bu u
    cross join lateral (select case when u.status = 'UNIT_STATUS_PAID'
                                    then now() + make_interval(days => u.i % 14 - 2, mins => (u.i * 37) % 1440)
                                    else now() + make_interval(days => 1 + u.i % 5, mins => (u.i * 37) % 1440) end as exp,
                               now() - make_interval(days => u.i % 3, mins => (u.i * 37) % 1440) as created) l
    where u.status in ('UNIT_STATUS_BOOKED', 'UNIT_STATUS_PAID')
    order by l.created`,
    `drop table bu`,
    // VACUUM as well as ANALYZE: the visibility map and hint bits as autovacuum would leave them.
    `vacuum analyze`,
  ];
}
