import { z } from 'zod';
import { text } from './text';

export const uuid = z.uuid('Must be a UUID');

/** The dates any input or filter may name: years 1900 to 2200 (PostgreSQL and JS agree on them). */
export const DATE_MIN = new Date(Date.UTC(1900, 0, 1));
export const DATE_MAX = new Date(Date.UTC(2201, 0, 1));
export const DATE_RANGE_MESSAGE = 'Must be between the years 1900 and 2200';
export const isSaneDate = (d: Date) => !Number.isNaN(d.getTime()) && d >= DATE_MIN && d < DATE_MAX;

/** ISO 8601 date-time in, `Date` out (the wire carries strings both ways), years 1900-2200. */
export const dateTime = z.iso
  .datetime({
    offset: true,
    message: 'Must be an ISO 8601 date-time, e.g. 2026-11-20T10:00:00.000Z',
  })
  .transform((s) => new Date(s))
  .refine(isSaneDate, DATE_RANGE_MESSAGE);
/** A birth date: after 1900 (the range of `dateTime`) and in the past. */
export const birthDate = dateTime.refine((d) => d < new Date(), 'Must be in the past');
export const email = z.email('Must be a valid e-mail address').max(255);
/** International phone of exactly 12 characters, `+7XXXXXXXXXX` for Russia. */
export const phone12 = text(12)
  .length(12, 'Must be exactly 12 characters, e.g. +79991234567')
  .regex(/^\+7\d{10}$/, 'Must be + followed by 11 digits, the first one 7, e.g. +79991234567');
export const personName = text(100, { trim: true });
export { settings } from './settings';

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
