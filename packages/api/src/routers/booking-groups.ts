import {
  createBookingGroupInput,
  filtersListInput,
  getByIdInput,
  updateBookingGroupInput,
} from '@app/validators';
import { bookingGroupOutput, listOutput, savedOutput } from '@app/validators/outputs';
import { sample, sampleList } from '../procedure-doc';
import { createGroup, getGroup, listGroups, updateGroup } from '../services/booking-groups';
import { createTRPCRouter, procedureFor } from '../trpc';

export const bookingGroupsRouter = createTRPCRouter({
  create: procedureFor('bookings.write', {
    summary: 'Groups bookings under a name',
    description: 'Groups bookings under a name.',
    appCodes: ['VALIDATION_ERROR'],
    example: { name: `matrix ${sample.n}`, bookings: [sample.booking] },
  })
    .input(createBookingGroupInput)
    .output(savedOutput())
    .mutation(({ ctx, input }) => createGroup(ctx.db, ctx.user, input)),
  list: procedureFor('bookings.read', {
    summary: 'Groups with their bookings',
    description: 'Groups with their bookings, list form.',
    appCodes: ['INVALID_FILTER'],
    example: sampleList([sample.group]),
  })
    .input(filtersListInput)
    .output(listOutput(bookingGroupOutput))
    .query(({ ctx, input }) => listGroups(ctx.db, ctx.user, input)),
  /** One booking group with its bookings; realtors see their own only (404 for another's). */
  get: procedureFor('bookings.read', {
    summary: 'One group with its bookings',
    description: 'One group with its bookings.',
    appCodes: ['BOOKING_GROUP_NOT_FOUND'],
    example: { id: sample.group },
  })
    .input(getByIdInput)
    .output(bookingGroupOutput)
    .query(({ ctx, input }) => getGroup(ctx.db, ctx.user, input.id)),
  update: procedureFor('bookings.write', {
    summary: 'Renames a group, replaces its members, deactivates it',
    description: 'Renames a group, replaces its members, deactivates it.',
    appCodes: ['BOOKING_GROUP_NOT_FOUND'],
    example: { id: sample.group, name: `matrix ${sample.n}`, bookings: [sample.booking] },
  })
    .input(updateBookingGroupInput)
    .output(savedOutput())
    .mutation(({ ctx, input }) => updateGroup(ctx.db, ctx.user, input)),
});
