import { createTRPCRouter } from '../../trpc';
import { createApiKeyProcedure } from './create';
import { listApiKeysProcedure } from './list';
import { revokeApiKeyProcedure } from './revoke';

export const apiKeysRouter = createTRPCRouter({
  create: createApiKeyProcedure,
  list: listApiKeysProcedure,
  revoke: revokeApiKeyProcedure,
});
