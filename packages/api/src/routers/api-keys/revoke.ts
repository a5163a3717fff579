import { revokeApiKeyInput } from '@app/validators';
import { apiKeyRevokedOutput } from '@app/validators/outputs';
import { revokeApiKey } from '../../services/api-keys';
import { procedureFor } from '../../trpc';

/** `apiKeys.revoke`: the key is refused from the next call on, on every instance (sales head). */
export const revokeApiKeyProcedure = procedureFor('apiKeys.manage')
  .input(revokeApiKeyInput)
  .output(apiKeyRevokedOutput)
  .mutation(({ ctx, input }) => revokeApiKey(ctx.db, ctx.user, input.id));
