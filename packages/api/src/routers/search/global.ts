import { globalSearchInput } from '@app/validators';
import { globalSearchOutput } from '@app/validators/outputs';
import { globalSearch } from '../../services/search';
import { procedureFor } from '../../trpc';

/** `search.global`: units, bookings and documents for one query (realtors: their own records). */
export const searchGlobalProcedure = procedureFor('search.read')
  .input(globalSearchInput)
  .output(globalSearchOutput)
  .query(({ ctx, input }) => globalSearch(ctx.db, ctx.user, input));
