import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { ownOnly } from '@app/permissions';
import { documents, units, type Db } from '@app/db';
import { GLOBAL_SEARCH_LIMIT, type GlobalSearchData } from '@app/validators';
import { iso } from '../../lib/dto';
import type { AuthUser } from '../auth';
import { seesContacts } from '../bookings';
import { documentPath } from '../documents';
import { searchBookingsGlobally } from './bookings';
import { searchTerms, type SearchTerms } from './terms';

/**
 * Units by any part of their code (trigram index on lower(code)) or by their number (`50`,
 * `кв. 50`: exact, its own index): the exact code first, then the number's, then by code.
 */
async function searchUnits(db: Db, t: SearchTerms) {
  const code = sql`lower(${units.code})`;
  const byNumber = t.unitNumber !== null ? eq(units.number, t.unitNumber) : undefined;
  return db
    .select({
      id: units.id,
      code: units.code,
      number: units.number,
      complex: units.complex,
      building: units.building,
      status: units.status,
    })
    .from(units)
    .where(and(isNull(units.deleted_at), or(sql`${code} like ${t.contains}`, byNumber)))
    .orderBy(
      sql`${code} = ${t.lower} desc`,
      ...(byNumber ? [sql`${byNumber} desc`] : []),
      asc(units.code),
    )
    .limit(GLOBAL_SEARCH_LIMIT);
}

/**
 * Documents by number: the series number (`123`, `КП-000123`: the unique `seq`) or any part of
 * the printed number; realtors their own, as `documents.list`. Newest first.
 */
async function searchDocuments(db: Db, actor: AuthUser, t: SearchTerms) {
  const rows = await db
    .select({
      id: documents.id,
      number: documents.number,
      kind: documents.kind,
      customer_name: documents.customer_name,
      created_at: documents.created_at,
    })
    .from(documents)
    .where(
      and(
        isNull(documents.deleted_at),
        ownOnly(actor.roles, 'documents.read') ? eq(documents.issued_by, actor.id) : undefined,
        or(
          t.documentSeq !== null ? eq(documents.seq, t.documentSeq) : undefined,
          sql`lower(${documents.number}) like ${t.contains}`,
        ),
      ),
    )
    .orderBy(desc(documents.seq))
    .limit(GLOBAL_SEARCH_LIMIT);
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at), url: documentPath(r.id) }));
}

/**
 * `search.global`: units, bookings and documents for one query, at most 20 of each, within the
 * caller's scope (docs/api.md#search). The three groups are read at once.
 */
export async function globalSearch(
  db: Db,
  actor: AuthUser,
  input: GlobalSearchData,
  now = new Date(),
) {
  const t = searchTerms(input.query, seesContacts(actor));
  if (!t) return { units: [], bookings: [], documents: [] };
  const [u, b, d] = await Promise.all([
    searchUnits(db, t),
    searchBookingsGlobally(db, actor, t, now),
    searchDocuments(db, actor, t),
  ]);
  return { units: u, bookings: b, documents: d };
}
