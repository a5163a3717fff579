import { z } from 'zod';
import { dateTime, uuid } from './common';
import { filtersSchema, paginationSchema } from './list';
import { text } from './text';

/** The roles an API key may act with (never a sales head's: keys cannot manage keys or prices). */
export const API_KEY_ROLES = ['ROLE_MANAGER', 'ROLE_REALTOR', 'ROLE_READ_ONLY'] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

/** What a key is, as the list shows it: in use, revoked, or past its `expires_at`. */
export const API_KEY_STATUSES = ['active', 'revoked', 'expired'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/** The name of a key: who uses it (`CRM`, `Site`), shown in histories as the author of its changes. */
export const apiKeyName = text(100, { trim: true }).min(1, 'Required');

/** `apiKeys.create` and its dialog: a name, a role, and an optional expiry in the future. */
export const createApiKeyInput = z.object({
  name: apiKeyName,
  role: z.enum(API_KEY_ROLES, 'Must be one of ROLE_MANAGER, ROLE_REALTOR, ROLE_READ_ONLY'),
  expires_at: dateTime.refine((d) => d > new Date(), 'Must be in the future').optional(),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInput>;
export type CreateApiKeyData = z.output<typeof createApiKeyInput>;

/**
 * `apiKeys.list`: the shared list request, newest first unless asked otherwise. Filter properties:
 * `id`, `created_at`, `updated_at`, `active`, `name`, `role`, `prefix`, `created_by`,
 * `expires_at`, `revoked_at`, `last_used_at`.
 */
export const apiKeysListInput = z
  .object({
    filter: z.object({ filters: filtersSchema }).prefault({}),
    pagination: paginationSchema
      .extend({
        order_by: paginationSchema.shape.order_by.unwrap().default('created_at'),
        direction: paginationSchema.shape.direction.unwrap().default('desc'),
      })
      .prefault({}),
  })
  .prefault({});
export type ApiKeysListInput = z.infer<typeof apiKeysListInput>;

/** `apiKeys.revoke`: the key's id. */
export const revokeApiKeyInput = z.object({ id: uuid });
