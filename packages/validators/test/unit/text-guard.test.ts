import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bookingHistoryInput,
  createBookingInput,
  dateTime,
  DEFAULT_TEXT_MAX,
  filterItemSchema,
  loginInput,
  paginationSchema,
  refreshInput,
  requestPasswordResetInput,
  registerUserInput,
  resetPasswordInput,
  searchBookingsInput,
  setUnitStatusInput,
  SETTINGS_MAX_BYTES,
  text,
  updateBookingGroupInput,
  updateMeInput,
  userDirectoryInput,
} from '../../src';

const NUL = 'ab\u0000cd';
const LONE_HIGH = 'ab\uD800cd';
const LONE_LOW = 'ab\uDC00cd';
const PAIR = 'ab\uD83D\uDE00cd'; // 😀: a valid surrogate pair
const UNIT = '9b2f1c4e-0000-4000-8000-000000000001';

/** The field errors of a failed parse as `{ "dotted.path": [messages] }`, or null when it passed. */
function fieldsOf(schema: z.ZodType, input: unknown): Record<string, string[]> | null {
  const r = schema.safeParse(input);
  if (r.success) return null;
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[i.path.join('.')] ??= []).push(i.message);
  return out;
}

/** Whether the errors name `path` or a field inside it (a settings key is named `settings.<key>`). */
const namesField = (errors: Record<string, string[]> | null, path: string) =>
  Object.keys(errors ?? {}).some((k) => k === path || k.startsWith(`${path}.`));

describe('text(): the one guard for strings', () => {
  it.each([
    ['plain text', 'hello', true],
    ['a surrogate pair (emoji)', PAIR, true],
    ['NUL', NUL, false],
    ['a lone high surrogate', LONE_HIGH, false],
    ['a lone low surrogate', LONE_LOW, false],
    ['a lone surrogate at the end', 'ab\uD83D', false],
    ['exactly the default limit', 'x'.repeat(DEFAULT_TEXT_MAX), true],
    ['one over the default limit', 'x'.repeat(DEFAULT_TEXT_MAX + 1), false],
  ])('%s → accepted: %s', (_, value, ok) => {
    expect(text().safeParse(value).success).toBe(ok);
  });

  it('counts its own limit after trimming when asked', () => {
    expect(text(3, { trim: true }).parse('  abc  ')).toBe('abc');
    expect(text(3, { trim: true }).safeParse('abcd').success).toBe(false);
  });
});

// Every string field of the procedure schemas, with a valid input around it.
const FIELDS: [string, z.ZodType, (s: string) => unknown, string][] = [
  ['login', loginInput, (s) => ({ login: s, password: 'secret-1' }), 'login'],
  ['password', loginInput, (s) => ({ login: 'head@demo.test', password: s }), 'password'],
  ['refresh token', refreshInput, (s) => ({ refresh_token: s }), 'refresh_token'],
  ['e-mail', requestPasswordResetInput, (s) => ({ email: `${s}@demo.test` }), 'email'],
  ['reset token', resetPasswordInput, (s) => ({ token: s, new_password: 'secret-1' }), 'token'],
  ['comment', createBookingInput, (s) => ({ unit: UNIT, comment: s }), 'comment'],
  ['crm deal', createBookingInput, (s) => ({ unit: UNIT, crm_deal_id: s }), 'crm_deal_id'],
  ['group name', updateBookingGroupInput, (s) => ({ id: UNIT, name: s }), 'name'],
  ['first name', updateMeInput, (s) => ({ first_name: s }), 'first_name'],
  ['settings key', updateMeInput, (s) => ({ settings: { [s]: 1 } }), 'settings'],
  ['settings value', updateMeInput, (s) => ({ settings: { a: { b: [s] } } }), 'settings'],
  ['order_by', paginationSchema, (s) => ({ order_by: s }), 'order_by'],
  [
    'search query',
    searchBookingsInput,
    (s) => ({ filter: { query: s }, pagination: {} }),
    'filter.query',
  ],
  [
    'directory name',
    userDirectoryInput,
    (s) => ({ filter: { full_name: s }, pagination: {} }),
    'filter.full_name',
  ],
  [
    'history property',
    bookingHistoryInput,
    (s) => ({ filter: { properties: [s] }, pagination: {} }),
    'filter.properties.0',
  ],
  [
    'second status',
    setUnitStatusInput,
    (s) => ({
      unit: UNIT,
      status: 'UNIT_STATUS_SOLD',
      second_status: { add: [`UNIT_SECOND_STATUS_${s.toUpperCase()}`] },
    }),
    'second_status.add.0',
  ],
  [
    'filter property',
    filterItemSchema,
    (s) => ({ property: s, operator: 'EQ', value: ['x'] }),
    'property',
  ],
  [
    'filter value',
    filterItemSchema,
    (s) => ({ property: 'comment', operator: 'LIKE', value: [s] }),
    'value.0',
  ],
];

describe('every string field refuses NUL and lone surrogates, naming the field', () => {
  it.each(FIELDS)('%s', (_, schema, wrap, path) => {
    expect(fieldsOf(schema, wrap('abcdefgh')), 'a plain value passes').toBeNull();
    for (const bad of [`abc${NUL}`, `abc${LONE_HIGH}`, `abc${LONE_LOW}`]) {
      expect(namesField(fieldsOf(schema, wrap(bad)), path)).toBe(true);
    }
  });

  it.each(FIELDS)('%s has a length limit', (_, schema, wrap, path) => {
    expect(namesField(fieldsOf(schema, wrap('x'.repeat(100_000))), path)).toBe(true);
  });
});

describe('dates: years 1900 to 2200', () => {
  it.each([
    ['1900-01-01T00:00:00.000Z', true],
    ['2200-12-31T23:59:59.999Z', true],
    ['1899-12-31T23:59:59.999Z', false],
    ['2201-01-01T00:00:00.000Z', false],
    ['0000-01-01T00:00:00.000Z', false],
  ])('%s → accepted: %s', (value, ok) => {
    expect(dateTime.safeParse(value).success).toBe(ok);
  });

  it('refuses the extremes of JS dates, naming the field', () => {
    const input = { unit: UNIT, expiration_date: '+275760-09-13T00:00:00.000Z' };
    expect(fieldsOf(createBookingInput, input)).toHaveProperty('expiration_date');
  });
});

describe('users.updateMe and users.register', () => {
  /** `{ a: { a: ... 1 } }`, `n` objects deep, built without recursion. */
  const deep = (n: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < n; i++) v = { a: v };
    return v;
  };

  it.each([
    ['phone "abc"', { phone: 'abc' }, 'phone'],
    ['phone of another country', { phone: '+12025550123' }, 'phone'],
    ['birth date 9999', { birth_date: '9999-01-01T00:00:00.000Z' }, 'birth_date'],
    [
      'birth date tomorrow',
      { birth_date: new Date(Date.now() + 864e5).toISOString() },
      'birth_date',
    ],
    ['birth date 1899', { birth_date: '1899-06-01T00:00:00.000Z' }, 'birth_date'],
    ['settings 6 levels deep', { settings: deep(6) }, 'settings'],
    ['settings 50,000 levels deep', { settings: deep(50_000) }, 'settings'],
    ['settings over 16 KiB', { settings: { a: 'x'.repeat(SETTINGS_MAX_BYTES) } }, 'settings'],
    [
      'a settings key over 64 characters',
      { settings: { ['k'.repeat(65)]: 1 } },
      'settings.' + 'k'.repeat(65),
    ],
  ])('refuses %s', (_, input, path) => {
    expect(Object.keys(fieldsOf(updateMeInput, input) ?? {})).toContain(path);
  });

  it.each([
    ['a Russian phone', { phone: '+79991234567' }],
    ['a blank phone (unchanged)', { phone: '' }],
    ['a birth date in 1990', { birth_date: '1990-05-01T00:00:00.000Z' }],
    ['settings 5 levels deep', { settings: deep(5) }],
    ['a null setting (removes the key)', { settings: { locale: null } }],
  ])('accepts %s', (_, input) => {
    expect(fieldsOf(updateMeInput, input)).toBeNull();
  });

  it('registration uses the same phone and birth date rules', () => {
    const base = {
      email: 'new@demo.test',
      password: 'secret-1',
      phone: '+79991234567',
      first_name: 'A',
    };
    expect(fieldsOf(registerUserInput, base)).toBeNull();
    expect(fieldsOf(registerUserInput, { ...base, phone: '+12025550123' })).toHaveProperty('phone');
    expect(
      fieldsOf(registerUserInput, { ...base, birth_date: '9999-01-01T00:00:00.000Z' }),
    ).toHaveProperty('birth_date');
  });
});
