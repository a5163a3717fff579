/**
 * Field messages carry no code of their own: the shared zod schemas (packages/validators), which
 * both the forms and the API validate with, and the few field rules of the services word them in
 * English. This maps those known messages onto the catalog so that a field error reads in the
 * interface language; unknown messages pass through. (Field errors whose appCode says what is
 * wrong, such as USER_EXISTS, are worded by their appCode instead: lib/api-error.ts.)
 */
const PATTERNS: {
  re: RegExp;
  key:
    | 'required'
    | 'minLength'
    | 'maxLength'
    | 'exactLength'
    | 'email'
    | 'phone'
    | 'uuid'
    | 'dateTime'
    | 'future'
    | 'noUser'
    | 'noBooking'
    | 'maxItems'
    | 'noNul'
    | 'noSurrogate'
    | 'dateRange'
    | 'past'
    | 'maxHold';
}[] = [
  { re: /^Required$/i, key: 'required' },
  { re: /^At least (\d+) characters?$/i, key: 'minLength' },
  { re: /^At most (\d+) characters?$/i, key: 'maxLength' },
  { re: /^Must be exactly (\d+) characters/i, key: 'exactLength' },
  { re: /^Must be \+ followed by/i, key: 'phone' },
  { re: /^Must be a valid e-mail/i, key: 'email' },
  { re: /^Must be a UUID/i, key: 'uuid' },
  { re: /^Must be an ISO 8601 date-time/i, key: 'dateTime' },
  { re: /^Must be in the future$/i, key: 'future' },
  { re: /^No active user with this id$/i, key: 'noUser' },
  { re: /^No booking with this id$/i, key: 'noBooking' },
  { re: /^At most (\d+) bookings$/i, key: 'maxItems' },
  { re: /^Must not contain NUL characters$/i, key: 'noNul' },
  { re: /^Must not contain unpaired surrogate characters$/i, key: 'noSurrogate' },
  { re: /^Must be between the years 1900 and 2200$/i, key: 'dateRange' },
  { re: /^Must be in the past$/i, key: 'past' },
  { re: /^At most (\d+) working days from now/i, key: 'maxHold' },
];

/** The catalog entry (and its number, e.g. a length) for a known field message, or null. */
export function matchValidationMessage(
  message: string,
): { key: (typeof PATTERNS)[number]['key']; n: number } | null {
  for (const { re, key } of PATTERNS) {
    const m = re.exec(message);
    if (m) return { key, n: Number(m[1] ?? 0) };
  }
  return null;
}
