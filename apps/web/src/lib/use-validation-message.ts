'use client';

import { useTranslations } from 'next-intl';

/**
 * The shared zod schemas and the API speak English; this maps their known messages onto the
 * catalog so that a field error reads in the interface language. Unknown messages pass through.
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
    | 'inUse'
    | 'dateTime'
    | 'invalidToken'
    | 'future'
    | 'noUser'
    | 'noBooking'
    | 'maxItems';
}[] = [
  { re: /^Required$/i, key: 'required' },
  { re: /^At least (\d+) characters?$/i, key: 'minLength' },
  { re: /^At most (\d+) characters?$/i, key: 'maxLength' },
  { re: /^Must be exactly (\d+) characters/i, key: 'exactLength' },
  { re: /^Must be \+ followed by/i, key: 'phone' },
  { re: /^Must be a valid e-mail/i, key: 'email' },
  { re: /^Must be a UUID/i, key: 'uuid' },
  { re: /^Must be an ISO 8601 date-time/i, key: 'dateTime' },
  { re: /^Already in use$/i, key: 'inUse' },
  { re: /^Invalid, used or expired token$/i, key: 'invalidToken' },
  { re: /^Must be in the future$/i, key: 'future' },
  { re: /^No active user with this id$/i, key: 'noUser' },
  { re: /^No booking with this id$/i, key: 'noBooking' },
  { re: /^At most (\d+) bookings$/i, key: 'maxItems' },
];

export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations('validation');
  return (message) => {
    if (!message) return message;
    for (const { re, key } of PATTERNS) {
      const m = re.exec(message);
      if (m) return t(key, { n: Number(m[1] ?? 0) });
    }
    return message;
  };
}
