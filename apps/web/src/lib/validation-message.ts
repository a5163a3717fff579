/**
 * Maps the English field messages of the shared zod schemas and the services' field rules onto the
 * catalog, so a field error reads in the interface language; unknown messages pass through. Errors
 * with a telling appCode (USER_EXISTS, ...) are worded by it instead: lib/api-error.ts.
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
    | 'maxHold'
    | 'noUnits'
    | 'unitTwice'
    | 'maxUnits'
    | 'maxOptions'
    | 'noPayments'
    | 'maxPayments'
    | 'number'
    | 'nonNegative'
    | 'tooLarge'
    | 'maxValue'
    | 'numberDecimals'
    | 'unknownRule'
    | 'percentRange'
    | 'commentRequired'
    | 'absoluteUrl'
    | 'httpUrl'
    | 'httpsUrl'
    | 'noCredentials'
    | 'noHost'
    | 'hostUnresolved'
    | 'privateAddress'
    | 'noEvents'
    | 'calendarDay'
    | 'periodBackwards'
    | 'periodTooLong'
    | 'endAfterStart'
    | 'notPast';
}[] = [
  { re: /^Required$/i, key: 'required' },
  { re: /^At least (\d+) characters?$/i, key: 'minLength' },
  { re: /^At most (\d+) characters?$/i, key: 'maxLength' },
  { re: /^Must be exactly (\d+) characters/i, key: 'exactLength' },
  { re: /^Must be \+ followed by|^Must be a Russian phone number/i, key: 'phone' },
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
  // The customer documents (commercialOfferInput, paymentScheduleInput).
  { re: /^Choose at least one unit$/i, key: 'noUnits' },
  { re: /^A unit is listed twice$/i, key: 'unitTwice' },
  { re: /^At most (\d+) units in one offer$/i, key: 'maxUnits' },
  { re: /^At most (\d+) options per unit$/i, key: 'maxOptions' },
  { re: /^Add at least one payment$/i, key: 'noPayments' },
  { re: /^At most (\d+) payments$/i, key: 'maxPayments' },
  { re: /(^|\s)must be a number$|^Invalid input: expected number/i, key: 'number' },
  // A money or percent string not written as a plain decimal ("1e5", "12,5"): numbers.ts.
  { re: /^Must be a number or a decimal string/i, key: 'number' },
  { re: /(^|\s)must be 0 or more$|^Must not be negative$/i, key: 'nonNegative' },
  // Money and percents (packages/validators/src/numbers.ts): more decimals are refused, not rounded.
  { re: /^At most (\d+) decimal places/i, key: 'numberDecimals' },
  { re: /^At most 999 999 999 999\.99$/i, key: 'tooLarge' },
  { re: /^Unknown rule/i, key: 'unknownRule' },
  // A condition's percent is a fraction 0..1: the dialog shows it in % (0 to 100).
  { re: /^Between 0 and 1$/i, key: 'percentRange' },
  { re: /^This discount needs a comment$/i, key: 'commentRequired' },
  { re: /^At most (\d+)$/i, key: 'maxValue' },
  // A webhook endpoint's URL (webhookUrl of @app/validators, and the API's SSRF check) and events.
  { re: /^Must be an absolute URL$/i, key: 'absoluteUrl' },
  { re: /^Must be an http or https URL$/i, key: 'httpUrl' },
  { re: /^Must be an https URL$/i, key: 'httpsUrl' },
  { re: /^Must not contain credentials$/i, key: 'noCredentials' },
  { re: /^Must name a host$/i, key: 'noHost' },
  { re: /^The host name does not resolve$/i, key: 'hostUnresolved' },
  { re: /^Must not point to a private, loopback, link-local/i, key: 'privateAddress' },
  { re: /^Choose at least one event$/i, key: 'noEvents' },
  // A period of calendar days (dashboardSummaryInput).
  { re: /^Must be a calendar day/i, key: 'calendarDay' },
  { re: /^Must not be before from$/i, key: 'periodBackwards' },
  { re: /^The period may span at most (\d+) days$/i, key: 'periodTooLong' },
  // A discount's or option's period, a scheduled base price (packages/validators/src/pricing.ts).
  { re: /^Must be after valid_from$|^Must be before valid_to$/i, key: 'endAfterStart' },
  { re: /^Must not be in the past$/i, key: 'notPast' },
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
