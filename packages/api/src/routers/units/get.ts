import { unitGetInput } from '@app/validators';
import { ANY_ROLE } from '../../lib/roles';
import { getUnitCard } from '../../services/units/units';
import { procedureFor } from '../../trpc';

/** One unit with the live booking that holds it. */
export const getUnitProcedure = procedureFor(ANY_ROLE)
  .input(unitGetInput)
  .query(({ ctx, input }) => getUnitCard(ctx.db, ctx.user, input.id));
