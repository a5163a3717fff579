import { z } from 'zod';
import { email } from './common';
import { text } from './text';

export const loginInput = z.object({
  login: text(100, { trim: true }).min(6, 'At least 6 characters'),
  password: text(100).min(6, 'At least 6 characters'),
});
export const refreshInput = z.object({ refresh_token: text(512).min(1) });
export const requestPasswordResetInput = z.object({ email });
export const resetPasswordInput = z.object({
  token: text(255).min(1),
  new_password: text(255).min(6, 'At least 6 characters'),
});
