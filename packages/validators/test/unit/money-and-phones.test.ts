import { describe, expect, it } from 'vitest';
import {
  commercialOfferInput,
  createBasePriceInput,
  createDiscountConditionInput,
  createDiscountInput,
  createOptionInput,
  decimalPlaces,
  normalizePhone,
  phone12,
  registerUserInput,
  updateDiscountInput,
  updateMeInput,
  updateOptionConditionInput,
} from '../../src';

const UNIT = '00000000-0000-4000-8000-000000000001';
const ID = '00000000-0000-4000-8000-000000000002';

/** The messages of a failed parse, by field path. */
function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('decimalPlaces: by the shortest decimal representation', () => {
  it.each<[number, number]>([
    [0, 0],
    [12, 0],
    [12.5, 1],
    [12.34, 2],
    [0.001, 3],
    [1e-9, 9],
    [1.5e-7, 8],
    [1e21, 0],
    [0.1 + 0.2, 17], // 0.30000000000000004
    [999999999999.99, 2],
  ])('%s has %s', (n, places) => {
    expect(decimalPlaces(n)).toBe(places);
  });
});

describe('amounts: more than two decimals is refused, naming the field', () => {
  it.each<[string, Record<string, unknown>]>([
    ['price_per_sq_m', { price_per_sq_m: 1e-9 }],
    ['price_per_sq_m', { price_per_sq_m: 0.001 }],
    ['fixed_price', { price_per_sq_m: 100, fixed_price: 12.345 }],
    ['price_per_sq_m', { price_per_sq_m: 0.1 + 0.2 }],
  ])('%s in %j', (field, values) => {
    const r = createBasePriceInput.safeParse({ unit: UNIT, ...values });
    expect(r.success).toBe(false);
    expect(errors(r)[field]).toMatch(/2 decimal places/);
  });

  it('two decimals, whole numbers and the largest amount pass unchanged', () => {
    for (const v of [0, 0.01, 100, 185432.17, 999999999999.99])
      expect(createBasePriceInput.parse({ unit: UNIT, price_per_sq_m: v }).price_per_sq_m).toBe(v);
    expect(createBasePriceInput.safeParse({ unit: UNIT, price_per_sq_m: 1e12 }).success).toBe(
      false,
    );
  });

  it.each<[string, number]>([
    ['sum', 1e-9],
    ['sum_per_sq_m', 0.005],
  ])('a condition %s of %s', (field, value) => {
    const r = createDiscountConditionInput.safeParse({
      id: ID,
      unit: UNIT,
      discount: ID,
      [field]: value,
    });
    expect(errors(r)[field]).toMatch(/2 decimal places/);
  });

  it('percent keeps at most 6 decimals', () => {
    const base = { id: ID, unit: UNIT, discount: ID };
    expect(createDiscountConditionInput.parse({ ...base, percent: 0.123456 }).percent).toBe(
      0.123456,
    );
    expect(createDiscountConditionInput.parse({ ...base, percent: 0.07 }).percent).toBe(0.07);
    expect(
      errors(createDiscountConditionInput.safeParse({ ...base, percent: 0.1234567 })).percent,
    ).toMatch(/6 decimal places/);
    expect(errors(updateOptionConditionInput.safeParse({ id: ID, percent: 1e-7 })).percent).toMatch(
      /6 decimal places/,
    );
  });
});

describe('rules and names', () => {
  it('an unknown rule is refused', () => {
    const r = createDiscountConditionInput.safeParse({
      id: ID,
      unit: UNIT,
      discount: ID,
      rules: [{ rule: 'RULE_X', value: 'true' }],
    });
    expect(errors(r)['rules.0.rule']).toMatch(/Unknown rule/);
  });

  it('a discount or an option needs a name (description), not blank', () => {
    expect(errors(createDiscountInput.safeParse({ id: ID })).description).toBeDefined();
    expect(errors(createDiscountInput.safeParse({ id: ID, description: '   ' })).description).toBe(
      'Required',
    );
    expect(errors(updateDiscountInput.safeParse({ id: ID, description: '' })).description).toBe(
      'Required',
    );
    expect(
      errors(createOptionInput.safeParse({ id: ID, type: 'OPTION_TYPE_OTHER', description: ' ' }))
        .description,
    ).toBe('Required');
    expect(createDiscountInput.parse({ id: ID, description: ' Весна ' }).description).toBe('Весна');
  });
});

describe('phones: read the way people write them, stored as +7XXXXXXXXXX', () => {
  it.each([
    '+7 (999) 123-45-67',
    '8 999 123 45 67',
    '+7 999 123-45-67',
    '+79991234567',
    '79991234567',
    '89991234567',
    '8 (999) 123-45-67',
    '(999) 123-45-67',
    ' +7\u00a0999\u00a0123\u00a045\u00a067 ',
    '+7.999.123.45.67',
  ])('%s', (text) => {
    expect(normalizePhone(text)).toBe('+79991234567');
    expect(phone12.parse(text)).toBe('+79991234567');
  });

  it.each([
    '',
    'abc',
    '+7 999 123-45-6',
    '+8 999 123 45 67',
    '+7 999 123 45 67 ext 1',
    '9991234567890',
    '++79991234567',
  ])('%j is refused with a clear message', (text) => {
    const r = phone12.safeParse(text);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/Russian phone number/);
  });

  it('the forms and the API share it: registration and the offer normalise the phone', () => {
    const user = registerUserInput.parse({
      email: 'a@b.test',
      password: 'secret1',
      phone: '8 999 123 45 67',
      first_name: 'Анна',
    });
    expect(user.phone).toBe('+79991234567');
    const offer = commercialOfferInput.safeParse({
      units: [{ unit: UNIT }],
      manager: { name: 'Анна', phone: '+7 495 000-00-01', email: 'a@b.test' },
      phone: '+7 (999) 123-45-67',
      name: 'Покупатель',
    });
    expect(offer.success && offer.data.phone).toBe('+79991234567');
    // the profile: blank is "unchanged", a bad phone says why (not a bare "Invalid input")
    expect(updateMeInput.parse({ phone: '' }).phone).toBeUndefined();
    expect(updateMeInput.parse({ phone: '8 999 123 45 67' }).phone).toBe('+79991234567');
    expect(errors(updateMeInput.safeParse({ phone: '+1 999' })).phone).toMatch(
      /Russian phone number/,
    );
  });
});
