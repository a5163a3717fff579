import { z } from 'zod';
import { ASSIGNABLE_ROLES, dateTime, email, personName, phone12, settings, uuid } from './common';

export const registerUserInput = z.object({
  email,
  password: z.string().min(6, 'At least 6 characters').max(100, 'At most 100 characters'),
  phone: phone12,
  first_name: personName.min(1, 'Required'),
  last_name: personName.optional(),
  second_name: personName.optional(),
  birth_date: dateTime.optional(),
  region: uuid.optional(),
  roles: z.array(z.enum(ASSIGNABLE_ROLES)).max(4).default([]),
  settings: settings.optional(),
});
export type RegisterUserInput = z.input<typeof registerUserInput>;

export const updateMeInput = z.object({
  first_name: personName.min(1, 'Required').optional(),
  last_name: personName.optional(),
  second_name: personName.optional(),
  phone: z.string().trim().max(20, 'At most 20 characters').optional(),
  region: uuid.optional(),
  birth_date: dateTime.optional(),
  settings: settings.optional(),
});
export type UpdateMeInput = z.input<typeof updateMeInput>;

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export type RegisterUserData = z.output<typeof registerUserInput>;
export type UpdateMeData = z.output<typeof updateMeInput>;
