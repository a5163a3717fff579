import { apiKeysListInput, createApiKeyInput, revokeApiKeyInput } from '@app/validators';
import {
  apiKeyCreatedOutput,
  apiKeyRevokedOutput,
  apiKeysListOutput,
} from '@app/validators/outputs';
import { sample, sampleList } from '../procedure-doc';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/api-keys';
import { createTRPCRouter, procedureFor } from '../trpc';

export const apiKeysRouter = createTRPCRouter({
  /** A key for another system, answered once (sales head). */
  create: procedureFor('apiKeys.manage', {
    summary: 'A key for another system with a role and an optional expiry',
    description:
      'A key for another system with a role and an optional expiry: `{ item, message, key }`, the key shown once.',
    example: { name: `matrix ${sample.n}`, role: 'ROLE_READ_ONLY' },
  })
    .input(createApiKeyInput)
    .output(apiKeyCreatedOutput)
    .mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.user, input)),
  /** The keys, newest first; never a key nor its hash (sales head). */
  list: procedureFor('apiKeys.manage', {
    summary: 'API keys with their `status` and `last_used_at`',
    description:
      'API keys with their `status` and `last_used_at`, list form; never a key nor its hash.',
    appCodes: ['INVALID_FILTER'],
    example: sampleList(),
  })
    .input(apiKeysListInput)
    .output(apiKeysListOutput)
    .query(({ ctx, input }) => listApiKeys(ctx.db, input)),
  /** The key is refused from the next call on, on every instance (sales head). */
  revoke: procedureFor('apiKeys.manage', {
    summary: 'Revokes a key',
    description: 'Revokes a key: refused from the next call on.',
    appCodes: ['API_KEY_NOT_FOUND'],
    example: { id: sample.apiKey },
  })
    .input(revokeApiKeyInput)
    .output(apiKeyRevokedOutput)
    .mutation(({ ctx, input }) => revokeApiKey(ctx.db, ctx.user, input.id)),
});
