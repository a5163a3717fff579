import { filtersListInput } from '@app/validators';
import { listOutput, partnerOutput } from '@app/validators/outputs';
import { listPartners } from '../../services/directory';
import { procedureFor } from '../../trpc';

/** `directory.partners`: every role (realtors pick the agency of a customer). */
export const partnersProcedure = procedureFor('directory.partners')
  .input(filtersListInput)
  .output(listOutput(partnerOutput))
  .query(({ ctx, input }) => listPartners(ctx.db, input));
