import { sql, type SQL } from 'drizzle-orm';
import { bookings, rowsOf, units, type Db } from '@app/db';
import { GLOBAL_SEARCH_LIMIT, type BookingStatus } from '@app/validators';
import type { AuthUser } from '../auth';
import { bookingScope, customerFor, holdsUnit } from '../bookings';
import type { SearchTerms } from './terms';

const MATCHES = ['number', 'crm_deal_id', 'phone', 'name'] as const;
type Matched = (typeof MATCHES)[number];

interface Row {
  id: string;
  number: number;
  status: BookingStatus;
  unit_code: string | null;
  unit_number: string | null;
  crm_deal_id: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  rank: number;
}

/** Byte order's end for a prefix range (`~>=~` / `~<~`, what a pattern-ops btree serves). */
const UPTO = '\u007f';
const startsWith = (expr: SQL, prefix: string) =>
  sql`${expr} ~>=~ ${prefix} and ${expr} ~<~ ${prefix + UPTO}`;

/**
 * A customer's name holds every word, in any order: the trigram index over search_text finds
 * (one bitmap per word, ANDed), the name checks.
 */
const nameHasWords = (words: string[]) =>
  sql.join(
    words.map(
      (w) => sql`${bookings.search_text} like ${w} and lower(${bookings.customer_name}) like ${w}`,
    ),
    sql` and `,
  );

/**
 * The exact paths and the live names, each an index of its own (unique number, lower(deal id),
 * the phone's first and last digits, the live rows' trigrams), as one UNION ALL: rank = which path.
 */
function firstTier(t: SearchTerms, scope: SQL | undefined): SQL[] {
  const where = (cond: SQL) =>
    sql`${cond} and ${bookings.deleted_at} is null${scope ? sql` and ${scope}` : sql``}`;
  // Exact paths are few: no order (the outer query orders), so no walk down the number index.
  const branch = (rank: number, cond: SQL, order = sql``) =>
    sql`(select ${bookings.id} as id, ${rank} as rank from ${bookings} where ${where(cond)}
        ${order} limit ${GLOBAL_SEARCH_LIMIT})`;
  const parts: SQL[] = [];
  if (t.number !== null) parts.push(branch(0, sql`${bookings.number} = ${t.number}`));
  parts.push(
    branch(
      1,
      sql`${bookings.crm_deal_id} is not null and lower(${bookings.crm_deal_id}) = ${t.lower}`,
    ),
  );
  if (t.phone) {
    const phone = sql`${bookings.customer_phone}`;
    for (const start of t.phone.starts)
      parts.push(branch(2, sql`${phone} is not null and ${startsWith(phone, start)}`));
    if (t.phone.ends)
      parts.push(
        branch(
          2,
          sql`${phone} is not null and ${startsWith(sql`reverse(${phone})`, [...t.phone.ends].reverse().join(''))}`,
        ),
      );
  }
  if (t.names)
    parts.push(
      branch(
        3,
        sql`${holdsUnit} and ${nameHasWords(t.words)}`,
        sql`order by ${bookings.number} + 0 desc`,
      ),
    );
  return parts;
}

const select = (hits: SQL, now: Date) => sql`
  select ${bookings.id} as id, ${bookings.number} as number,
    case when ${bookings.status} = 'BOOKING_STATUS_BOOKED' and ${bookings.expiration_date} <= ${now.toISOString()}
         then 'BOOKING_STATUS_EXPIRED' else ${bookings.status} end as status,
    ${bookings.unit_data}->>'code' as unit_code,
    (select ${units.number} from ${units} where ${units.id} = ${bookings.unit}) as unit_number,
    ${bookings.crm_deal_id} as crm_deal_id,
    ${bookings.customer_name} as customer_name, ${bookings.customer_phone} as customer_phone, h.rank
  from (select u.id, min(u.rank) as rank from (${hits}) u group by u.id) h
  join ${bookings} on ${bookings.id} = h.id
  order by h.rank, ${bookings.number} desc
  limit ${GLOBAL_SEARCH_LIMIT}`;

/**
 * The history (bookings that no longer hold their unit) by customer name, newest first, through
 * the names' trigram index. `number + 0`: sorted after the bitmap, never a walk down the number
 * index (which the planner picks for a pattern it thinks common, and which reads the whole table
 * for a rare one).
 */
function history(t: SearchTerms, scope: SQL | undefined, room: number, seen: string[]): SQL {
  const notSeen = seen.length
    ? sql` and ${bookings.id} not in (${sql.join(
        seen.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  return sql`(select ${bookings.id} as id, 3 as rank from ${bookings}
    where not (${holdsUnit}) and ${bookings.deleted_at} is null
      and ${bookings.customer_name} is not null and ${sql.join(
        t.words.map((w) => sql`lower(${bookings.customer_name}) like ${w}`),
        sql` and `,
      )}${notSeen}
      ${scope ? sql`and ${scope}` : sql``}
    order by ${bookings.number} + 0 desc limit ${room})`;
}

/** `search.global`'s bookings: exact paths first, then names (live, then the older history). */
export async function searchBookingsGlobally(db: Db, actor: AuthUser, t: SearchTerms, now: Date) {
  const scope = bookingScope(actor);
  const read = async (hits: SQL) =>
    (rowsOf(await db.execute(select(hits, now))) as Row[]).map((r) => ({
      ...r,
      number: Number(r.number),
      rank: Number(r.rank),
    }));
  // A booking found by several paths is listed once, by its best (min(rank)).
  const best = new Map<string, Row>();
  for (const r of await read(sql.join(firstTier(t, scope), sql` union all `))) best.set(r.id, r);
  // The history only when the first tier left room, and for a query of 3 characters or more.
  const room = GLOBAL_SEARCH_LIMIT - best.size;
  if (room > 0 && t.history)
    for (const r of await read(history(t, scope, room, [...best.keys()])))
      if (!best.has(r.id)) best.set(r.id, r);
  return [...best.values()].map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status,
    unit_code: r.unit_code,
    unit_number: r.unit_number,
    crm_deal_id: r.crm_deal_id,
    customer: dtoCustomer(actor, r),
    matched: MATCHES[r.rank] as Matched,
  }));
}

function dtoCustomer(actor: AuthUser, r: Row) {
  const c = customerFor(actor, {
    name: r.customer_name ?? undefined,
    phone: r.customer_phone ?? undefined,
  });
  return c ? { name: c.name, phone: c.phone } : null;
}
