import type { RouterOutputs } from '~/trpc/client';

/** A key as `apiKeys.list` sends it (never the key, never its hash). */
export type ApiKey = RouterOutputs['apiKeys']['list']['items'][number];

/**
 * API_KEY_ROLES of @app/validators, copied because importing values from there brings zod into
 * the screen's first load; a unit test keeps the copy equal.
 */
export const KEY_ROLES = ['ROLE_MANAGER', 'ROLE_REALTOR', 'ROLE_READ_ONLY'] as const;
