// The calls of bench/baseline-server.mjs: per measured call the SQL the app sends (as drizzle
// renders it, postgres.js `unsafe`, prepared unless DATABASE_PREPARE=false, concurrent where the
// app uses Promise.all), the app's in-process caches and its JSON, by hand.
import { createBooking } from './baseline-create.mjs';
import { pricingCalls } from './baseline-pricing.mjs';
import {
  and,
  anyOf,
  arrayLiteral,
  exec,
  failure,
  iso,
  live,
  q,
  readCatalog,
  record,
} from './baseline-sql.mjs';

// The order_by whitelists of the app's list resources (recordList: id, created_at, updated_at + own).
const ORDERS = {
  bookings: ['number', 'expiration_date', 'status', 'responsible'],
  units: ['code', 'building', 'section', 'floor', 'number', 'rooms', 'area', 'status'],
  employees: ['last_name', 'first_name'],
};
const pick = (row, keys) => Object.fromEntries(keys.map((k) => [k, row[k]]));
const fullName = (u) => [u.last_name, u.first_name, u.second_name].filter(Boolean).join(' ');
/** services/bookings/live.ts: the unit statuses a booking sets (an expired one frees them). */
const BOOKING_SET = new Set(['UNIT_STATUS_BOOKED', 'UNIT_STATUS_WAIT_PAYMENT', 'UNIT_STATUS_PAID']);
/** services/bookings/list.ts SEARCH_COUNT_LIMIT. */
const SEARCH_COUNT_LIMIT = 1000;
/** services/units/price.ts currentPriceSql: the unit's base price in force now. */
const CURRENT_PRICE =
  '(select case when bp.fixed_price is not null then bp.fixed_price else round(bp.price_per_sq_m * "units"."area", 2) end ' +
  'from "base_prices" bp where bp.unit = "units"."id" and bp.active and bp.deleted_at is null and bp.valid_from <= now() ' +
  'order by bp.valid_from desc, bp.created_at desc, bp.id desc limit 1)';
const noFilters = (input) => {
  if (input.filter?.filters?.length) throw failure(400, 'the baseline takes no filters here');
};

export async function baselineCalls(sql, env = {}) {
  const catalog = await readCatalog(sql);
  const { columns } = catalog;

  /**
   * packages/api/src/lib/list.ts listPage: the count (of at most `countLimit` rows when given),
   * then the page.
   */
  async function listPage(table, where, values, pagination, countLimit) {
    const { page = 1, limit = 20, order_by = 'id', direction = 'asc' } = pagination ?? {};
    if (!['id', 'created_at', 'updated_at', ...ORDERS[table]].includes(order_by))
      throw failure(400, `unknown order ${order_by}`);
    const dir = direction === 'desc' ? 'desc' : 'asc';
    const w = and([`${q(table)}."deleted_at" is null`, ...where]);
    const n0 = values.length;
    const [totals] = countLimit
      ? await exec(
          sql,
          `select count(*) from (select 1 from ${q(table)} where ${w} limit $${n0 + 1}) "capped"`,
          [...values, countLimit],
        )
      : await exec(sql, `select count(*) from ${q(table)} where ${w}`, values);
    const total = Number(totals.count);
    const offset = (page - 1) * limit;
    const n = values.length;
    const rows = await exec(
      sql,
      `select ${columns(table)} from ${q(table)} where ${w} order by ${q(table)}.${q(order_by)} ${dir}, ` +
        `${q(table)}."id" ${dir} limit $${n + 1}${offset ? ` offset $${n + 2}` : ''}`,
      offset ? [...values, limit, offset] : [...values, limit],
    );
    return {
      rows,
      pagination: { page, limit, page_count: Math.ceil(total / limit), total_count: total },
    };
  }

  /** One statement over a list of ids (`text` gets `$1`, their array literal); none for no ids. */
  const byIds = (ids, text) => (ids.length ? exec(sql, text(1), [arrayLiteral(ids)]) : []);

  /** services/users/names.ts fullNames: from a 30 s cache, the missing ones in one statement. */
  const names = new Map();
  async function fullNames(ids) {
    const now = Date.now();
    const found = new Map();
    const missing = [];
    for (const id of new Set(ids)) {
      const hit = names.get(id);
      if (hit && now - hit.at < 30_000) found.set(id, hit.name);
      else missing.push(id);
    }
    const rows = await byIds(
      missing,
      (n) =>
        `select "id", "first_name", "last_name", "second_name" from "users" where ${anyOf('"users"."id"', n)}`,
    );
    if (names.size > 10_000) names.clear();
    for (const u of rows) {
      found.set(u.id, fullName(u));
      names.set(u.id, { at: now, name: fullName(u) });
    }
    return found;
  }

  /**
   * services/bookings/dto.ts toBookingDtos: the units' statuses and numbers and the people's names,
   * concurrently; keys in the output schema's order (the app's answer passes through it). The
   * customer whole: the bench's callers (manager, head) see contacts.
   */
  async function bookingDtos(rows, now) {
    const [statuses, name] = await Promise.all([
      byIds(
        [...new Set(rows.map((r) => r.unit))],
        (n) => `select "id", "status", "number" from "units" where ${anyOf('"units"."id"', n)}`,
      ),
      fullNames(rows.flatMap((r) => [r.owner, r.responsible])),
    ]);
    const status = new Map(statuses.map((u) => [u.id, u.status]));
    const unitNumber = new Map(statuses.map((u) => [u.id, u.number]));
    return rows.map((b) => {
      const lapsed = b.status === 'BOOKING_STATUS_BOOKED' && b.expiration_date <= now;
      const unitStatus = status.get(b.unit) ?? null;
      return {
        ...record(b),
        unit: b.unit,
        // The unit's number now beside the snapshot's code (the screens name a unit by both).
        unit_data: {
          ...pick(b.unit_data, ['base_price', 'base_price_id', 'code']),
          number: unitNumber.get(b.unit) ?? b.unit_data.number ?? null,
        },
        ...pick(b, ['number', 'crm_deal_id']),
        expiration_date: iso(b.expiration_date),
        ...pick(b, ['comment', 'booking_group', 'owner', 'responsible', 'region']),
        status: lapsed ? 'BOOKING_STATUS_EXPIRED' : b.status,
        // live.ts setByBooking: a status someone else set stays.
        unit_status: lapsed && BOOKING_SET.has(unitStatus) ? 'UNIT_STATUS_AVAILABLE' : unitStatus,
        overdue: b.status === 'BOOKING_STATUS_PAID' && b.expiration_date <= now,
        owner_name: name.get(b.owner) ?? null,
        responsible_name: name.get(b.responsible) ?? null,
        customer:
          b.customer_name && b.customer_phone
            ? { name: b.customer_name, phone: b.customer_phone, email: b.customer_email ?? null }
            : null,
      };
    });
  }

  /**
   * services/bookings/list.ts page(): live bookings unless include_expired, then `more` ($n on);
   * `countLimit`: count at most that many (listPage's capped count).
   */
  async function bookingsPage(filter, pagination, more, moreValues, countLimit) {
    const now = new Date();
    const liveOnly = !filter?.include_expired;
    const { rows, pagination: pages } = await listPage(
      'bookings',
      [...(liveOnly ? [live(1)] : []), ...more(liveOnly ? 2 : 1)],
      [...(liveOnly ? [now.toISOString()] : []), ...moreValues],
      pagination,
      countLimit,
    );
    return { items: await bookingDtos(rows, now), pagination: pages };
  }

  return {
    /** services/users getUser: the user with its role slugs as an array subquery, one statement. */
    async 'users.me'(_input, userId) {
      const [u] = await exec(
        sql,
        `select ${columns('users')}, array(\n  select r."slug" from "user_roles" ur join "roles" r on r."id" = ur."role_id"\n  ` +
          `where ur."user_id" = "users"."id" order by 1) from "users" where ("users"."id" = $1 and "users"."deleted_at" is null)`,
        [userId],
      );
      if (!u) throw failure(404, 'User not found');
      return {
        ...record(u),
        ...pick(u, ['email', 'first_name', 'last_name', 'second_name', 'phone', 'region']),
        birth_date: iso(u.birth_date),
        roles: u.array,
        settings: u.settings,
      };
    },

    /** bookings.list with `responsible` EQ filters (the list the bench asks for). */
    'bookings.list'(input) {
      const people = (input.filter?.filters ?? []).map((f) => {
        if (f.property !== 'responsible' || f.operator !== 'EQ') throw failure(400, 'filter');
        return f.value[0];
      });
      const where = (n) => people.map((_, i) => `"bookings"."responsible" = $${n + i}`);
      return bookingsPage(input.filter, input.pagination, where, people);
    },

    /**
     * bookings.search with a free-text query that is not phone-like (escaped for LIKE, lowered by
     * PostgreSQL; the caller sees contacts: no second check without the phone); over the history
     * (`include_expired`) the count stops at SEARCH_COUNT_LIMIT.
     */
    'bookings.search'(input) {
      const text = input.filter?.query?.trim();
      if (text && /^\+?[\d\s\u00a0().-]+$/.test(text))
        throw failure(400, 'the baseline takes a text query, not a phone');
      const pattern = text ? [`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`] : [];
      const where = (n) => pattern.map(() => `("bookings"."search_text" like lower($${n}))`);
      const cap = text && input.filter?.include_expired ? SEARCH_COUNT_LIMIT : undefined;
      return bookingsPage(input.filter, input.pagination, where, pattern, cap);
    },

    /**
     * units.list without filters (the grid's pages): services/units listUnits, then the page's
     * current prices in one statement (services/units/price.ts unitPrices).
     */
    async 'units.list'(input) {
      noFilters(input);
      const { rows, pagination } = await listPage('units', [], [], input.pagination);
      const priced = rows.length
        ? await exec(
            sql,
            `select "id", ${CURRENT_PRICE} from "units" where ${anyOf('"units"."id"', 1)}`,
            [arrayLiteral(rows.map((u) => u.id))],
          ).values()
        : [];
      const prices = new Map(priced.filter(([, price]) => price !== null));
      const items = rows.map((u) => ({
        ...record(u),
        ...pick(u, ['code', 'name', 'complex', 'building', 'section', 'floor', 'number', 'rooms']),
        area: Number(u.area),
        ...pick(u, ['status', 'second_statuses', 'region', 'plan_url']),
        price: prices.has(u.id) ? Number(prices.get(u.id)) : null,
        queue_length: u.queue_length,
      }));
      return { items, pagination };
    },

    /** directory.employees without filters: the page, then roles and departments concurrently. */
    async 'directory.employees'(input) {
      noFilters(input);
      const { rows, pagination } = await listPage('employees', [], [], input.pagination);
      const [roleRows, departmentRows] = await Promise.all([
        byIds(
          rows.map((r) => r.id),
          (n) =>
            `select "employee_roles"."employee_id", ${columns('staff_roles', true)} from "employee_roles" ` +
            `inner join "staff_roles" on "staff_roles"."id" = "employee_roles"."role_id" ` +
            `where (${anyOf('"employee_roles"."employee_id"', n)} and "staff_roles"."deleted_at" is null) ` +
            `order by "staff_roles"."title" asc, "staff_roles"."id" asc`,
        ),
        byIds(
          [...new Set(rows.map((r) => r.department).filter(Boolean))],
          (n) =>
            `select ${columns('departments')} from "departments" where (${anyOf('"departments"."id"', n)} and "departments"."deleted_at" is null)`,
        ),
      ]);
      const roles = new Map();
      for (const r of roleRows) roles.set(r.employee_id, [...(roles.get(r.employee_id) ?? []), r]);
      const departments = new Map(departmentRows.map((d) => [d.id, d]));
      const items = rows.map((r) => {
        const department = r.department && departments.get(r.department);
        return {
          ...record(r),
          ...pick(r, ['first_name', 'last_name', 'second_name']),
          roles: (roles.get(r.id) ?? []).map((x) => ({ ...record(x), title: x.title })),
          user: r.user,
          department: department ? { ...record(department), name: department.name } : null,
        };
      });
      return { items, pagination };
    },

    'bookings.create': createBooking(sql, catalog, env),

    ...pricingCalls(sql, catalog),
  };
}
