/**
 * API keys for other systems (`apiKeys.*`, docs/api.md#api-keys): each acts as its own service
 * user with a role; checked on every call by its prefix, with no cache.
 */
export { createApiKey, listApiKeys, revokeApiKey, type ApiKeyDto } from './manage';
export { authenticateApiKey, LAST_USED_PRECISION_MS, type ApiKeyCaller } from './verify';
export { looksLikeApiKey } from './key';
