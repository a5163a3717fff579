/**
 * The booking queue of a unit (`bookingQueue.*`, docs/api.md#booking-queue): customers waiting
 * for a booked unit; when its booking ends, the first in line gets it (promote.ts, called by
 * services/booking-lifecycle `bookingEnded`).
 */
export { joinQueue } from './join';
export { leaveQueue } from './leave';
export { listQueue } from './list';
export { promoteNext } from './promote';
export { toQueueEntryDtos, type QueueEntryDto } from './dto';
export { queueScope } from './access';
