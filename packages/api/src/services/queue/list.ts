import { bookingQueue, type Db } from '@app/db';
import type { BookingQueueListData } from '@app/validators';
import { listPage, mapPage, recordList } from '../../lib/list';
import type { AuthUser } from '../auth';
import { queueScope } from './access';
import { toQueueEntryDtos } from './dto';

const queueList = recordList(
  bookingQueue,
  {
    unit: 'uuid',
    status: 'string',
    responsible: 'uuid',
    owner: 'uuid',
    booking: 'uuid',
    seq: 'number',
  },
  ['seq', 'status'],
);

/**
 * `bookingQueue.list`: entries in the list form of every list (filters on unit, status,
 * responsible, owner, booking; `seq` orders a unit's queue). A realtor sees the entries they own
 * or are responsible for; read-only callers see customers' phones masked.
 */
export async function listQueue(db: Db, actor: AuthUser, input: BookingQueueListData) {
  return mapPage(await listPage(db, queueList, input, [queueScope(actor)]), (rows) =>
    toQueueEntryDtos(db, rows, actor),
  );
}
