import { filtersListInput } from '@app/validators';
import { listOutput, unitOutput } from '@app/validators/outputs';
import { listUnits } from '../../services/units';
import { procedureFor } from '../../trpc';

/** The local projection of the stock service, list form. */
export const listUnitsProcedure = procedureFor('units.read')
  .input(filtersListInput)
  .output(listOutput(unitOutput))
  .query(({ ctx, input }) => listUnits(ctx.db, input));
