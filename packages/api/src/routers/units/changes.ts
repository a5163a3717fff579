import { unitChangesInput } from '@app/validators';
import { unitChangesOutput } from '@app/validators/outputs';
import { unitChanges } from '../../services/units';
import { procedureFor } from '../../trpc';

/** The grid's refresh (extra query): the units changed since an earlier answer's version. */
export const unitChangesProcedure = procedureFor('units.read')
  .input(unitChangesInput)
  .output(unitChangesOutput)
  .query(({ ctx, input }) => unitChanges(ctx.db, input));
