import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { loginInput, requestPasswordResetInput, resetPasswordInput } from '@app/validators';
import { PASSWORDS_DIFFER } from './password-repeat';

/**
 * The resolvers of the sign-in, recovery and reset forms, in a module of their own so that the
 * forms load zod and @app/validators only when they validate (see ~/lib/lazy-resolver).
 */
export const signIn = zodResolver(loginInput);
export const requestPasswordReset = zodResolver(requestPasswordResetInput);

/** The procedure's own rule for the new password, plus the repeat check of the form. */
export const resetPassword = zodResolver(
  z
    .object({ new_password: resetPasswordInput.shape.new_password, confirm_password: z.string() })
    .refine((v) => v.new_password === v.confirm_password, {
      path: ['confirm_password'],
      message: PASSWORDS_DIFFER,
    }),
);
