// The baseline of bench/bookings.mjs: the smallest server that answers the bookings.list page the
// app answers, over the same SQL. node:http + postgres.js (DATABASE_POOL_SIZE connections), no
// framework, no auth, no rate limit, no ORM mapping. GET /api/trpc/bookings.list?input=<JSON>
// with an optional `responsible` EQ filter; answers tRPC's `{ result: { data: { items, pagination } } }`.
import http from 'node:http';
import postgres from 'postgres';

const url = process.env.DATABASE_URL;
const port = Number(process.env.PORT ?? 3203);
// BASELINE_PREPARE=1: named prepared statements (one round trip per query once cached) instead of
// the unnamed statements drizzle sends (postgres.js then asks for a Describe first: two round trips).
const prepare = process.env.BASELINE_PREPARE === '1';
const sql = postgres(url, {
  max: Number(process.env.DATABASE_POOL_SIZE ?? 32),
  onnotice: () => {},
  connection: { TimeZone: 'UTC' },
});

const COLUMNS =
  '"id", "created_at", "updated_at", "deleted_at", "active", "unit", "unit_data", "number", "crm_deal_id", ' +
  '"expiration_date", "comment", "booking_group", "owner", "responsible", "region", "status", "search_text"';
// The WHERE of packages/api/src/services/bookings/list.ts (listBookings, include_expired false)
// exactly as drizzle renders it, with the responsible filter.
const WHERE =
  'where ("bookings"."deleted_at" is null and ("bookings"."active" = $1 and "bookings"."deleted_at" is null and ' +
  '("bookings"."status" = $2 or ("bookings"."status" = $3 and "bookings"."expiration_date" > $4))) and "bookings"."responsible" = $5)';
const ORDER = new Set([
  'id',
  'created_at',
  'updated_at',
  'number',
  'expiration_date',
  'status',
  'responsible',
]);

function effectiveStatus(b, now) {
  return b.status === 'BOOKING_STATUS_BOOKED' && b.expiration_date <= now
    ? 'BOOKING_STATUS_EXPIRED'
    : b.status;
}

async function list(input) {
  const { page = 1, limit = 20, order_by = 'id', direction = 'asc' } = input.pagination ?? {};
  if (!ORDER.has(order_by)) throw Object.assign(new Error('bad order'), { status: 400 });
  const responsible = input.filter?.filters?.find(
    (f) => f.property === 'responsible' && f.operator === 'EQ',
  )?.value?.[0];
  const now = new Date();
  const dir = direction === 'desc' ? 'desc' : 'asc';
  const params = [true, 'BOOKING_STATUS_PAID', 'BOOKING_STATUS_BOOKED', now, responsible];
  const [totals] = await sql.unsafe(`select count(*) from "bookings" ${WHERE}`, params, {
    prepare,
  });
  const total = Number(totals.count);
  const offset = (page - 1) * limit;
  const rows = await sql.unsafe(
    `select ${COLUMNS} from "bookings" ${WHERE} order by "bookings"."${order_by}" ${dir}, "bookings"."id" ${dir} limit $6` +
      (offset ? ` offset ${Number(offset)}` : ''),
    [...params, limit],
    { prepare },
  );
  const ids = [...new Set(rows.map((r) => r.unit))];
  const statuses = ids.length
    ? await sql.unsafe(
        `select "id", "status" from "units" where "units"."id" in (${ids.map((_, i) => `$${i + 1}`).join(', ')})`,
        ids,
        { prepare },
      )
    : [];
  const byId = new Map(statuses.map((u) => [u.id, u.status]));
  const items = rows.map((b) => {
    const status = effectiveStatus(b, now);
    return {
      id: b.id,
      created_at: b.created_at,
      updated_at: b.updated_at,
      deleted_at: b.deleted_at,
      active: b.active,
      unit: b.unit,
      unit_data: b.unit_data,
      number: b.number,
      crm_deal_id: b.crm_deal_id,
      expiration_date: b.expiration_date,
      comment: b.comment,
      booking_group: b.booking_group,
      owner: b.owner,
      responsible: b.responsible,
      region: b.region,
      status,
      unit_status: status !== b.status ? 'UNIT_STATUS_AVAILABLE' : (byId.get(b.unit) ?? null),
      overdue: b.status === 'BOOKING_STATUS_PAID' && b.expiration_date <= now,
    };
  });
  return {
    items,
    pagination: { page, limit, page_count: Math.ceil(total / limit), total_count: total },
  };
}

const server = http.createServer(async (req, res) => {
  try {
    const u = new URL(req.url, 'http://x');
    if (u.pathname === '/health') return void res.end('ok');
    if (u.pathname !== '/api/trpc/bookings.list') {
      res.statusCode = 404;
      return void res.end();
    }
    const data = await list(JSON.parse(u.searchParams.get('input') ?? '{}'));
    const body = JSON.stringify({ result: { data } });
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (e) {
    res.statusCode = e.status ?? 500;
    res.end(JSON.stringify({ error: { message: String(e.message) } }));
  }
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void sql.end({ timeout: 2 }).then(() => process.exit(0));
});
