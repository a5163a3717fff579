import { bookingQueueListInput, joinQueueInput, leaveQueueInput } from '@app/validators';
import { listOutput, queueEntryOutput, savedOutput } from '@app/validators/outputs';
import { sample, sampleList } from '../procedure-doc';
import { joinQueue } from '../services/booking-lifecycle';
import { leaveQueue, listQueue } from '../services/queue';
import { createTRPCRouter, procedureFor } from '../trpc';

export const bookingQueueRouter = createTRPCRouter({
  /** Queue a customer for a booked unit; the caller owns the entry. */
  join: procedureFor('bookingQueue.write', {
    summary: 'Queues a customer for a booked unit',
    description:
      'Queues a customer for a booked unit: owner = caller, responsible = given or caller (booking queue).',
    appCodes: [
      'UNIT_NOT_FOUND',
      'UNIT_IS_FREE',
      'UNIT_NOT_AVAILABLE',
      'ALREADY_IN_QUEUE',
      'QUEUE_FULL',
    ],
    example: {
      unit: sample.unit,
      customer: { name: `Очередь ${sample.n}`, phone: `+7998${sample.n}` },
      comment: 'matrix',
    },
  })
    .input(joinQueueInput)
    .output(savedOutput())
    .mutation(({ ctx, input }) => joinQueue(ctx.db, ctx.user, input)),
  /** Queue entries; realtors see their own, read-only callers masked phones. */
  list: procedureFor('bookingQueue.read', {
    summary: 'Queue entries with their `position`',
    description:
      'Queue entries with their `position`, list form (realtors: their own; read-only: masked phones).',
    appCodes: ['INVALID_FILTER', 'INVALID_ORDER'],
    example: sampleList([sample.queue]),
  })
    .input(bookingQueueListInput)
    .output(listOutput(queueEntryOutput))
    .query(({ ctx, input }) => listQueue(ctx.db, ctx.user, input)),
  /** A waiting entry leaves its unit's queue. */
  leave: procedureFor('bookingQueue.write', {
    summary: 'A waiting entry leaves its queue',
    description: 'A waiting entry leaves its queue.',
    appCodes: ['QUEUE_ENTRY_NOT_FOUND', 'QUEUE_ENTRY_NOT_WAITING'],
  })
    .input(leaveQueueInput)
    .output(savedOutput())
    .mutation(({ ctx, input }) => leaveQueue(ctx.db, ctx.user, input)),
});
