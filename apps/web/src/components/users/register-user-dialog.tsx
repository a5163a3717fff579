'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';
import type { RegisterUserDialogProps } from './register-user-dialog-content';

/**
 * `users.register` in a dialog, validated by the procedure's own schema (registerUserInput):
 * `trigger` opens it; the dialog and its form are downloaded when that button is first used.
 */
export const RegisterUserDialog = lazyDialog<RegisterUserDialogProps>(() =>
  import('./register-user-dialog-content').then((m) => m.RegisterUserDialogContent),
);
