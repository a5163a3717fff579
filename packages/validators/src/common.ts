import { z } from 'zod';
import { text } from './text';

export const uuid = z.uuid('Must be a UUID');
/** The same rule as a check (zod's UUID: RFC 9562, any case), for values that are not inputs. */
export const isUuid = (v: unknown): v is string => uuid.safeParse(v).success;

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
/** How a phone that cannot be read is refused (the same words on the forms and in the API). */
export const PHONE_MESSAGE =
  'Must be a Russian phone number, e.g. +7 999 123-45-67 or 8 999 123 45 67';

/**
 * A Russian phone as people write it, as `+7XXXXXXXXXX`, or null when it cannot be read:
 * `+7 (999) 123-45-67`, `8 999 123 45 67`, `+7 999 123-45-67`, `79991234567`, `(999) 123-45-67`
 * (10 digits, the country code left out). Spaces (also no-break), dashes, dots and brackets
 * separate digits; anything else (letters, a second `+`, an extension) is unreadable.
 */
export function normalizePhone(value: string): string | null {
  const t = value.trim();
  if (!/^\+?[\d\s\u00a0().-]+$/.test(t)) return null;
  const digits = t.replace(/\D/g, '');
  const plus = t.startsWith('+');
  if (digits.length === 11 && (digits[0] === '7' || (digits[0] === '8' && !plus)))
    return `+7${digits.slice(1)}`;
  if (digits.length === 10 && !plus) return `+7${digits}`;
  return null;
}

/**
 * A phone: any of the ways `normalizePhone` reads, stored as `+7XXXXXXXXXX` (12 characters). The
 * forms and the API share it: the input is the text as typed, the output the normalised phone.
 */
export const phone12 = text(32, { trim: true }).transform((value, ctx) => readPhone(value, ctx));
/** `phone12`, or a blank field (the profile form's "unchanged"), which reads as undefined. */
export const phone12OrBlank = text(32, { trim: true }).transform((value, ctx) =>
  value === '' ? undefined : readPhone(value, ctx),
);

function readPhone(value: string, ctx: z.RefinementCtx): string {
  const phone = normalizePhone(value);
  if (phone) return phone;
  ctx.issues.push({ code: 'custom', message: PHONE_MESSAGE, input: value });
  return z.NEVER;
}
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
