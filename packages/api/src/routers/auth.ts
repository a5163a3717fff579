import {
  filtersListInput,
  loginInput,
  refreshInput,
  requestPasswordResetInput,
  resetPasswordInput,
} from '@app/validators';
import {
  authRoleOutput,
  listOutput,
  passwordResetOutput,
  passwordResetRequestedOutput,
  tokensOutput,
} from '@app/validators/outputs';
import { sample, sampleList } from '../procedure-doc';
import {
  listAuthRoles,
  login,
  refresh,
  requestPasswordReset,
  resetPassword,
} from '../services/auth';
import { createTRPCRouter, procedureFor, publicProcedure } from '../trpc';

export const authRouter = createTRPCRouter({
  login: publicProcedure({
    summary: 'Signs in with e-mail or phone and password',
    description: 'E-mail or phone and password → access and refresh tokens.',
    appCodes: ['INVALID_CREDENTIALS', 'USER_INACTIVE'],
    unauthorized: true,
  })
    .input(loginInput)
    .output(tokensOutput)
    .mutation(({ ctx, input }) => login(ctx.db, { ...input, ip: ctx.ip })),
  refresh: publicProcedure({
    summary: 'Exchanges a refresh token for a new token pair',
    description: 'A refresh token → a new token pair (the old one is spent).',
    appCodes: [
      'INVALID_REFRESH_TOKEN',
      'REFRESH_TOKEN_REUSED',
      'REFRESH_TOKEN_REVOKED',
      'REFRESH_TOKEN_EXPIRED',
      'USER_INACTIVE',
    ],
    unauthorized: true,
  })
    .input(refreshInput)
    .output(tokensOutput)
    .mutation(({ ctx, input }) => refresh(ctx.db, input.refresh_token)),
  requestPasswordReset: publicProcedure({
    summary: 'E-mails a recovery link',
    description: 'E-mails a recovery link; the same answer for an unknown address.',
    example: { email: `nobody-${sample.n}@example.test` },
  })
    .input(requestPasswordResetInput)
    .output(passwordResetRequestedOutput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.db, input.email)),
  resetPassword: publicProcedure({
    summary: 'Sets a new password with the e-mailed token',
    description: 'Sets a new password with the e-mailed token; ends every session.',
    appCodes: ['RESET_TOKEN_INVALID'],
  })
    .input(resetPasswordInput)
    .output(passwordResetOutput)
    .mutation(({ ctx, input }) => resetPassword(ctx.db, { ...input, ip: ctx.ip })),
  roles: procedureFor('profile.manage', {
    summary: 'The roles a user can have',
    description: 'The roles a user can have (`title`, `slug`), list form.',
    example: sampleList(),
  })
    .input(filtersListInput)
    .output(listOutput(authRoleOutput))
    .query(({ ctx, input }) => listAuthRoles(ctx.db, input)),
});
