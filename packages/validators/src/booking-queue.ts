import { z } from 'zod';
import { uuid } from './common';
import { customer } from './customers';
import { listInput } from './list';
import { text } from './text';

/** At most this many entries wait in one unit's queue (docs/api.md#booking-queue). */
export const QUEUE_MAX_WAITING = 20;

/** `bookingQueue.join`: a customer waits for a booked unit; `responsible` defaults to the caller. */
export const joinQueueInput = z.object({
  unit: uuid,
  customer,
  responsible: uuid.optional(),
  comment: text(255, { trim: true }).optional(),
});
export type JoinQueueData = z.output<typeof joinQueueInput>;
export type JoinQueueFormValues = z.input<typeof joinQueueInput>;

/** `bookingQueue.leave`: the entry leaves the queue (WAITING only). */
export const leaveQueueInput = z.object({ id: uuid });
export type LeaveQueueData = z.output<typeof leaveQueueInput>;

/** `bookingQueue.list`: the shared list request (filters on unit, status, responsible, owner...). */
export const bookingQueueListInput = listInput({});
export type BookingQueueListData = z.output<typeof bookingQueueListInput>;
