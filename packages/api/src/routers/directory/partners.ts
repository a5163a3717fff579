import { filtersListInput } from '@app/validators';
import { ANY_ROLE } from '../../lib/roles';
import { listPartners } from '../../services/directory/partners';
import { procedureFor } from '../../trpc';

/** Op 40: every role (realtors pick the agency of a customer). */
export const partnersProcedure = procedureFor(ANY_ROLE)
  .input(filtersListInput)
  .query(({ ctx, input }) => listPartners(ctx.db, input));
