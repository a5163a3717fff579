import { z } from 'zod';
import {
  ASSIGNABLE_ROLES,
  birthDate,
  email,
  personName,
  phone12,
  phone12OrBlank,
  settings,
  uuid,
} from './common';
import { text } from './text';

export const registerUserInput = z.object({
  email,
  password: text(100).min(6, 'At least 6 characters'),
  phone: phone12,
  first_name: personName.min(1, 'Required'),
  last_name: personName.optional(),
  second_name: personName.optional(),
  birth_date: birthDate.optional(),
  region: uuid.optional(),
  roles: z.array(z.enum(ASSIGNABLE_ROLES)).max(4).default([]),
  settings: settings.optional(),
});
export type RegisterUserInput = z.input<typeof registerUserInput>;

export const updateMeInput = z.object({
  first_name: personName.min(1, 'Required').optional(),
  last_name: personName.optional(),
  second_name: personName.optional(),
  // A blank phone from the profile form means "unchanged".
  phone: phone12OrBlank.optional(),
  region: uuid.optional(),
  birth_date: birthDate.optional(),
  settings: settings.optional(),
});
export type UpdateMeInput = z.input<typeof updateMeInput>;

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export type RegisterUserData = z.output<typeof registerUserInput>;
export type UpdateMeData = z.output<typeof updateMeInput>;
