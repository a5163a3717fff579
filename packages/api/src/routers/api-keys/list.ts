import { apiKeysListInput } from '@app/validators';
import { apiKeysListOutput } from '@app/validators/outputs';
import { listApiKeys } from '../../services/api-keys';
import { procedureFor } from '../../trpc';

/** `apiKeys.list`: the keys, newest first; never a key nor its hash (sales head). */
export const listApiKeysProcedure = procedureFor('apiKeys.manage')
  .input(apiKeysListInput)
  .output(apiKeysListOutput)
  .query(({ ctx, input }) => listApiKeys(ctx.db, input));
