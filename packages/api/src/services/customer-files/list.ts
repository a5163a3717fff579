import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { bookingQueue, bookings, customers, documents, type Db } from '@app/db';
import type { CustomersListData } from '@app/validators';
import { listPage, mapPage, recordList } from '../../lib/list';
import type { AuthUser } from '../auth';
import { bookingScope, seesContacts, toBookingDtos } from '../bookings';
import { documentScope, toDocumentDtos } from '../documents';
import { queueScope, toQueueEntryDtos } from '../queue';
import { customerNotFound, customerScope, namesCustomer, oneCustomer } from './access';
import { toCustomerRecord } from './dto';

/** The list for callers who see contacts: phone and e-mail filterable, phone orderable. */
const fullList = recordList(
  customers,
  { name: 'string', phone: 'string', email: 'string', owner: 'uuid', merged_into: 'uuid' },
  ['name', 'phone'],
);
/** Read-only callers: no filter by phone or e-mail (a LIKE would read the hidden digits out). */
const maskedList = recordList(customers, { name: 'string', owner: 'uuid', merged_into: 'uuid' }, [
  'name',
]);

/** At most this many of a customer's bookings, queue entries and documents in `customers.get`. */
export const CUSTOMER_FILE_LIMIT = 100;

/**
 * `customers.list`: the list form over customer records (merged ones are inactive, still listed
 * as §3 lists inactive rows); realtors their own customers; read-only callers masked.
 */
export async function listCustomers(db: Db, actor: AuthUser, input: CustomersListData) {
  const resource = seesContacts(actor) ? fullList : maskedList;
  return mapPage(
    await listPage(db, resource, input, [customerScope(actor, 'customers.read')]),
    (rows) => rows.map((r) => toCustomerRecord(actor, r)),
  );
}

/** A customer's record, or 404 when missing or not the caller's to see. */
export async function findCustomer(db: Db, actor: AuthUser, id: string) {
  const [row] = await db.select().from(customers).where(oneCustomer(actor, id));
  if (!row) throw customerNotFound();
  return row;
}

/**
 * `customers.get`: the record with its bookings (buyer or co-buyer, live or ended), queue entries
 * and documents, each as the caller's own list would show it (scope and masking), newest first.
 */
export async function getCustomer(db: Db, actor: AuthUser, id: string, now = new Date()) {
  const row = await findCustomer(db, actor, id);
  const [bookingRows, entryRows, documentRows] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(and(namesCustomer(id), isNull(bookings.deleted_at), bookingScope(actor)))
      .orderBy(desc(bookings.created_at))
      .limit(CUSTOMER_FILE_LIMIT),
    db
      .select()
      .from(bookingQueue)
      .where(
        and(eq(bookingQueue.customer_id, id), isNull(bookingQueue.deleted_at), queueScope(actor)),
      )
      .orderBy(desc(bookingQueue.created_at))
      .limit(CUSTOMER_FILE_LIMIT),
    db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.customer_id, id),
          sql`${documents.deleted_at} is null`,
          documentScope(actor),
        ),
      )
      .orderBy(desc(documents.created_at))
      .limit(CUSTOMER_FILE_LIMIT),
  ]);
  return {
    item: toCustomerRecord(actor, row),
    bookings: await toBookingDtos(db, bookingRows, now, actor),
    queue_entries: await toQueueEntryDtos(db, entryRows, actor),
    documents: await toDocumentDtos(db, documentRows, seesContacts(actor)),
  };
}
