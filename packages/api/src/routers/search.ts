import { globalSearchInput } from '@app/validators';
import { globalSearchOutput } from '@app/validators/outputs';
import { sample } from '../procedure-doc';
import { globalSearch } from '../services/search';
import { createTRPCRouter, procedureFor } from '../trpc';

export const searchRouter = createTRPCRouter({
  /** Units, bookings and documents for one query (realtors: their own records). */
  global: procedureFor('search.read', {
    summary: 'Units by code, bookings by number, CRM deal or customer',
    description:
      'Units by code, bookings by number, CRM deal or customer (name, phone digits), documents by number: at most 20 each, grouped (search); realtors: their own bookings and documents.',
    example: { query: sample.deal },
  })
    .input(globalSearchInput)
    .output(globalSearchOutput)
    .query(({ ctx, input }) => globalSearch(ctx.db, ctx.user, input)),
});
