import { z } from 'zod';

export const uuid = z.uuid('Must be a UUID');
/** ISO 8601 date-time in, `Date` out (the wire carries strings both ways). */
export const dateTime = z.iso
  .datetime({
    offset: true,
    message: 'Must be an ISO 8601 date-time, e.g. 2026-11-20T10:00:00.000Z',
  })
  .transform((s) => new Date(s));
export const email = z.email('Must be a valid e-mail address').max(255);
/** International phone of exactly 12 characters, `+7XXXXXXXXXX` for Russia. */
export const phone12 = z
  .string()
  .length(12, 'Must be exactly 12 characters, e.g. +79991234567')
  .regex(/^\+\d{11}$/, 'Must be + followed by 11 digits, e.g. +79991234567');
export const settings = z.record(z.string(), z.unknown());
export const personName = z.string().trim().max(100, 'At most 100 characters');

export const AUTH_ROLE_SLUGS = [
  'ROLE_USER',
  'ROLE_REALTOR',
  'ROLE_MANAGER',
  'ROLE_SALES_HEAD',
  'ROLE_READ_ONLY',
] as const;
export type RoleSlug = (typeof AUTH_ROLE_SLUGS)[number];
/** Roles that registration may assign; every user also has ROLE_USER. */
export const ASSIGNABLE_ROLES = [
  'ROLE_REALTOR',
  'ROLE_MANAGER',
  'ROLE_SALES_HEAD',
  'ROLE_READ_ONLY',
] as const;
