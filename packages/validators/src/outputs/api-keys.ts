import { z } from 'zod';
import { API_KEY_ROLES, API_KEY_STATUSES } from '../api-keys';
import { isoOut, listOutput, recordOutput, savedOutput, uuidOut } from './common';

/** One API key as `apiKeys.list` shows it: never the key itself, never its hash. */
export const apiKeyOut = recordOutput({
  name: z.string(),
  role: z.enum(API_KEY_ROLES),
  /** The key's public part (`bk_<prefix>_…`): tells keys apart in logs and lists. */
  prefix: z.string().meta({ example: 'bk_3f9a0c1d7e2b' }),
  /** The service user the key acts as: the author of its changes in histories. */
  user_id: uuidOut,
  created_by: uuidOut.nullable(),
  created_by_name: z.string().nullable(),
  expires_at: isoOut.nullable(),
  revoked_at: isoOut.nullable(),
  /** Updated at most once a minute per key. */
  last_used_at: isoOut.nullable(),
  status: z.enum(API_KEY_STATUSES),
});
export const apiKeysListOutput = listOutput(apiKeyOut);

/** `apiKeys.create`: the key itself, shown this once (only its hash is kept). */
export const apiKeyCreatedOutput = savedOutput({
  key: z.string().meta({ description: 'The key, shown once', example: 'bk_3f9a0c1d7e2b_…' }),
});
export const apiKeyRevokedOutput = savedOutput();
