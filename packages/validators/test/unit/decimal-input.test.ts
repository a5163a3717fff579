import { describe, expect, it } from 'vitest';
import {
  createBasePriceInput,
  createDiscountConditionInput,
  DECIMAL_TEXT_MESSAGE,
  moneyAmount,
  paymentScheduleInput,
  percentFraction,
  percentHundred,
} from '../../src';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('money inputs: a JSON number or a decimal string, judged alike', () => {
  it.each<[unknown, number]>([
    [250001.5, 250001.5],
    ['250001.50', 250001.5],
    ['250001.5', 250001.5],
    ['0', 0],
    ['0.01', 0.01],
    ['12.500', 12.5], // trailing zeros are not decimals: the value is 12.5
    ['999999999999.99', 999_999_999_999.99],
    ['-0', 0],
    [-0, 0],
  ])('%j is %s', (input, value) => {
    const r = moneyAmount.safeParse(input);
    expect(r.success).toBe(true);
    expect(Object.is(r.data, value)).toBe(true);
  });

  it('"250001.50" and 250001.5 give the same exact number (read back as the same decimal)', () => {
    const a = moneyAmount.parse('250001.50');
    const b = moneyAmount.parse(250001.5);
    expect(a).toBe(b);
    expect(String(moneyAmount.parse('999999999999.99'))).toBe('999999999999.99');
    expect(String(moneyAmount.parse('0.07'))).toBe('0.07');
  });

  it.each([
    '1e5',
    '1E5',
    ' 12',
    '12 ',
    '12,5',
    '',
    'NaN',
    'Infinity',
    '-Infinity',
    '0x10',
    '+12',
    '.5',
    '5.',
    '007',
    '1_000',
    '١٢', // Arabic-Indic digits
    '1'.repeat(40),
  ])('%j is refused as badly written', (input) => {
    expect(message(moneyAmount.safeParse(input))).toBe(DECIMAL_TEXT_MESSAGE);
  });

  it.each<[unknown, RegExp]>([
    ['12.345', /2 decimal places/],
    [12.345, /2 decimal places/],
    ['0.001', /2 decimal places/],
    ['1000000000000', /At most 999 999 999 999\.99/],
    [1e12, /At most 999 999 999 999\.99/],
    ['-1', /Must not be negative/],
    [-0.01, /Must not be negative/],
    [Number.NaN, /Must be a number/],
    [Number.POSITIVE_INFINITY, /Must be a number/],
    [null, /Must be a number/],
    [true, /Must be a number/],
    [{}, /Must be a number/],
  ])('%j is refused: %s', (input, re) => {
    expect(message(moneyAmount.safeParse(input))).toMatch(re);
  });
});

describe('percents: the same rule, 6 decimals', () => {
  it('a fraction 0..1 as number or text', () => {
    expect(percentFraction.parse('0.123456')).toBe(0.123456);
    expect(percentFraction.parse('1')).toBe(1);
    expect(message(percentFraction.safeParse('0.1234567'))).toMatch(/6 decimal places/);
    expect(message(percentFraction.safeParse('1.01'))).toBe('Between 0 and 1');
    expect(message(percentFraction.safeParse('5%'))).toBe(DECIMAL_TEXT_MESSAGE);
  });

  it('per cent 0..100 (the payment schedule)', () => {
    expect(percentHundred.parse('12.5')).toBe(12.5);
    expect(message(percentHundred.safeParse('100.5'))).toBe('At most 100');
    expect(message(percentHundred.safeParse(1e-7))).toMatch(/6 decimal places/);
  });
});

describe('every procedure schema carrying money takes the text form', () => {
  const UNIT = '00000000-0000-4000-8000-000000000001';
  it('base prices, conditions and the payment schedule', () => {
    expect(
      createBasePriceInput.parse({ unit: UNIT, price_per_sq_m: '250001.50', fixed_price: '1.10' }),
    ).toMatchObject({ price_per_sq_m: 250001.5, fixed_price: 1.1 });
    expect(
      createDiscountConditionInput.parse({
        id: UNIT,
        unit: UNIT,
        discount: UNIT,
        sum: '100.00',
        sum_per_sq_m: '0.50',
        percent: '0.05',
      }),
    ).toMatchObject({ sum: 100, sum_per_sq_m: 0.5, percent: 0.05 });
    const item = {
      date: '2026-12-01T00:00:00Z',
      area: '50.25',
      priceSqByMonth: '1000',
      priceByMonth: '50250.00',
    };
    const s = paymentScheduleInput.safeParse({
      items: [item, { ...item, priceByMonth: '1e3' }],
      manager: { name: 'A', phone: '1', email: 'a@b.ru' },
      summary: '50250.00',
      range: '0',
      percent: '0',
    });
    expect(s.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.1.priceByMonth', DECIMAL_TEXT_MESSAGE],
    ]);
  });
});
