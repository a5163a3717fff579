import { z } from 'zod';
import { email } from './common';

export const loginInput = z.object({
  login: z.string().trim().min(6, 'At least 6 characters').max(100, 'At most 100 characters'),
  password: z.string().min(6, 'At least 6 characters').max(100, 'At most 100 characters'),
});
export const refreshInput = z.object({ refresh_token: z.string().min(1).max(512) });
export const requestPasswordResetInput = z.object({ email });
export const resetPasswordInput = z.object({
  token: z.string().min(1).max(255, 'At most 255 characters'),
  new_password: z.string().min(6, 'At least 6 characters').max(255, 'At most 255 characters'),
});
