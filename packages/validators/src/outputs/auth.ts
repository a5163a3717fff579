import { z } from 'zod';
import { messageOutput, recordOutput } from './common';

/** `health`: liveness and database reachability. */
export const healthOutput = z
  .strictObject({ status: z.literal('ok'), db: z.literal('ok') })
  .meta({ id: 'Health' });

/** `auth.login`, `auth.refresh`: a token pair. */
export const tokensOutput = z
  .strictObject({
    access_token: z.string().meta({ description: 'Short-lived JWT for `Authorization: Bearer`' }),
    refresh_token: z
      .string()
      .meta({ description: 'Opaque, single use: `auth.refresh` spends it for a new pair' }),
  })
  .meta({ id: 'Tokens' });

/** `auth.requestPasswordReset`: the same answer whether the address is known or not. */
export const passwordResetRequestedOutput = z.strictObject({
  message: z.string(),
  email: z.string().meta({ description: 'The address as asked (echoed, known or not)' }),
});

/** `auth.resetPassword`. */
export const passwordResetOutput = messageOutput;

/** An authentication role (`auth.roles`): what a user can be given. */
export const authRoleOutput = recordOutput({
  slug: z.string().meta({ example: 'ROLE_MANAGER' }),
  title: z.string(),
}).meta({ id: 'AuthRole' });
