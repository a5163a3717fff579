import { filtersListInput } from '@app/validators';
import { agentOutput, listOutput } from '@app/validators/outputs';
import { listAgents } from '../../services/directory';
import { procedureFor } from '../../trpc';

/** `directory.agents`: a realtor sees only their own agent record (scoped in the service). */
export const agentsProcedure = procedureFor('directory.agents')
  .input(filtersListInput)
  .output(listOutput(agentOutput))
  .query(({ ctx, input }) => listAgents(ctx.db, input, ctx.user));
