import { filtersListInput } from '@app/validators';
import { ANY_ROLE } from '../../lib/roles';
import { listAgents } from '../../services/directory/agents';
import { procedureFor } from '../../trpc';

/** Op 42: a realtor sees only their own agent record (scoped in the service). */
export const agentsProcedure = procedureFor(ANY_ROLE)
  .input(filtersListInput)
  .query(({ ctx, input }) => listAgents(ctx.db, input, ctx.user));
