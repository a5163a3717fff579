import { createApiKeyInput } from '@app/validators';
import { apiKeyCreatedOutput } from '@app/validators/outputs';
import { createApiKey } from '../../services/api-keys';
import { procedureFor } from '../../trpc';

/** `apiKeys.create`: a key for another system, answered once (sales head). */
export const createApiKeyProcedure = procedureFor('apiKeys.manage')
  .input(createApiKeyInput)
  .output(apiKeyCreatedOutput)
  .mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.user, input));
