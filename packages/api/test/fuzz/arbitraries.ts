/**
 * Inputs for the fuzzer: values shaped by a procedure's input schema (its JSON Schema) and values
 * that break it (wrong types, missing and extra fields, boundaries, unicode, NUL, SQL and HTML
 * metacharacters), a hostile node now and then deep inside otherwise valid input.
 */
import fc from 'fast-check';
import { DECIMAL_TEXT, FILTER_OPERATORS } from '@app/validators';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

const SQL_AND_MARKUP = [
  "' OR 1=1 --",
  '"; DROP TABLE bookings; --',
  '%_\\',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '../../etc/passwd',
];
const UNICODE = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e',
  '👩‍👩‍👧‍👦',
  'Ё№«»₽',
  '\uffff',
  ' ',
];
const PROPERTY_NAMES = [
  'id',
  'number',
  'floor',
  'area',
  'rooms',
  'section',
  'created_at',
  'expiration_date',
  'status',
  'unit',
  'name',
  'code',
  'active',
  'x;drop',
  '',
];
/** Orderings most lists accept, so a call gets past the whitelist to the query. */
const ORDERS = ['id', 'created_at', 'updated_at', 'number', 'code', 'name', 'email', 'full_name'];
const OPERATORS = [...FILTER_OPERATORS, 'BOGUS'];

const hostileString = fc.oneof(
  fc.constantFrom(...SQL_AND_MARKUP, ...UNICODE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '2026-13-45', 'NaN'),
);

const hostileNumber = fc.constantFrom(
  0,
  -1,
  1.5,
  -0,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  // sub-kopeck amounts and percents past 6 decimals (400s, never rounded), float artefacts, and
  // prices at and past the largest amount (999 999 999 999.99)
  1e-9,
  0.001,
  0.1 + 0.2,
  0.1234567,
  999_999_999_999.99,
  1e12,
  1e21,
);

const hostileFilter = fc.record({
  property: fc.constantFrom(...PROPERTY_NAMES),
  operator: fc.constantFrom(...OPERATORS),
  value: fc.array(fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null)), {
    maxLength: 3,
  }),
});

const deep = fc.nat({ max: 2000 }).map((n) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
});

/** A value of any type, hostile by construction. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.array(fc.nat(), { minLength: 101, maxLength: 5000 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', 'x'), hostileString, {
    maxKeys: 3,
  }),
  hostileFilter,
  deep,
);

/** Ids of records that exist, so calls reach past "not found" to the rules behind it. */
export interface FuzzContext {
  ids: string[];
  /** The list's filter properties and orderings, learned from its own 400s (may be empty). */
  properties?: string[];
  orders?: string[];
}

/** Mostly a name the resource knows, sometimes a generic or hostile one. */
function oneOfKnown(known: string[] | undefined, generic: string[]): fc.Arbitrary<string> {
  const some = fc.oneof(fc.constantFrom(...generic), hostileString);
  return known?.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 8 }, { arbitrary: some, weight: 1 })
    : some;
}

function validString(s: JsonSchema, ctx: FuzzContext, key: string): fc.Arbitrary<string> {
  if (s.format === 'uuid')
    return ctx.ids.length ? fc.oneof(fc.constantFrom(...ctx.ids), fc.uuid()) : fc.uuid();
  if (key === 'order_by') return oneOfKnown(ctx.orders, ORDERS);
  if (key === 'property') return oneOfKnown(ctx.properties, PROPERTY_NAMES);
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'email') return fc.emailAddress();
  // Money or a percent as text (numbers.ts): mostly a plain decimal in kopecks, else text people
  // get wrong (an exponent, a comma, spaces, hex, more decimals, past the limit).
  if (s.pattern === DECIMAL_TEXT.source)
    return fc.oneof(
      {
        arbitrary: fc.integer({ min: 0, max: 2 ** 40 }).map((n) => (n / 100).toFixed(2)),
        weight: 4,
      },
      {
        arbitrary: fc.constantFrom(
          '1e5',
          ' 12',
          '12,5',
          '',
          'NaN',
          'Infinity',
          '0x10',
          '12.345',
          '1000000000000',
          '-1',
          '007',
          '0.0000001',
        ),
        weight: 1,
      },
    );
  // A condition's rule: the one known, or an unknown one (a 400, never stored).
  if (key === 'rule') return fc.constantFrom('RULE_USED_BY_DEFAULT', 'RULE_X', '');
  // Phones as people type them (normalised by the schema), so calls get past the phone.
  if (key === 'phone')
    return fc.oneof(
      fc.constantFrom('+79991234567', '8 (999) 123-45-67', '+7 999 123-45-67'),
      fc.string({ maxLength: 20 }),
    );
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, min + 60);
  return fc.oneof(
    { arbitrary: fc.string({ minLength: min, maxLength: max }), weight: 8 },
    // Exactly at the limits, and one past them.
    { arbitrary: fc.constant('я'.repeat(max)), weight: 1 },
    { arbitrary: fc.constant('я'.repeat((s.maxLength ?? 255) + 1)), weight: 1 },
  );
}

function validNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? -1e6;
  const max = s.maximum ?? 1e6;
  const inRange = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Amounts in kopecks (2 decimals), what money and areas take: a double of any precision is a
  // 400 for them, and the calls would stop there.
  const [lo, hi] = [
    Math.max(Math.ceil(min * 100), -(2 ** 40)),
    Math.min(Math.floor(max * 100), 2 ** 40),
  ];
  const cents = integer || lo > hi ? inRange : fc.integer({ min: lo, max: hi }).map((n) => n / 100);
  return fc.oneof(
    { arbitrary: inRange, weight: 3 },
    { arbitrary: cents, weight: 3 },
    { arbitrary: fc.constantFrom(min, max, min - 1, max + 1), weight: 1 },
  );
}

/**
 * Values shaped by `schema`, with a hostile value in place of a node now and then (rarely enough
 * that most calls are valid but for one spot, and so reach the rules and the SQL behind them).
 */
export function fromSchema(
  schema: JsonSchema,
  ctx: FuzzContext,
  depth = 0,
  key = '',
): fc.Arbitrary<unknown> {
  const shaped = shapedBy(schema, ctx, depth, key);
  return fc.oneof({ arbitrary: shaped, weight: 14 }, { arbitrary: hostile, weight: 1 });
}

function shapedBy(
  s: JsonSchema,
  ctx: FuzzContext,
  depth: number,
  key: string,
): fc.Arbitrary<unknown> {
  if (depth > 6) return hostile;
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fromSchema(v, ctx, depth + 1, key)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return validString(s, ctx, key);
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? fromSchema(s.items, ctx, depth + 1, key) : hostile, {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 2, 2),
      });
    case 'object': {
      const props = Object.entries(s.properties ?? {});
      const required = new Set(s.required ?? []);
      const fields = Object.fromEntries(
        props.map(([k, v]) => [k, fromSchema(v, ctx, depth + 1, k)] as const),
      );
      return fc
        .record(fields, {
          requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)),
        })
        .chain((obj) =>
          // Sometimes a field too many, sometimes a required one missing.
          fc.oneof(
            { arbitrary: fc.constant(obj), weight: 12 },
            { arbitrary: hostile.map((x) => ({ ...obj, unexpected: x })), weight: 1 },
            {
              arbitrary: fc.constant(
                Object.fromEntries(Object.entries(obj).slice(1)) as Record<string, unknown>,
              ),
              weight: 1,
            },
          ),
        );
    }
    default:
      return hostile;
  }
}
