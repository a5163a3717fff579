import { createTRPCRouter } from '../../trpc';
import { loginProcedure } from './login';
import { refreshProcedure } from './refresh';
import { requestPasswordResetProcedure } from './request-password-reset';
import { resetPasswordProcedure } from './reset-password';
import { rolesProcedure } from './roles';

export const authRouter = createTRPCRouter({
  login: loginProcedure,
  refresh: refreshProcedure,
  requestPasswordReset: requestPasswordResetProcedure,
  resetPassword: resetPasswordProcedure,
  roles: rolesProcedure,
});
