import { describe, expect, it } from 'vitest';
import { moneySetting } from '../../../src/env';

/** PAID_BOOKING_FEE: decimal text, at most 2 decimals, positive; never a float. */
describe('moneySetting', () => {
  const fee = moneySetting('50000');
  it.each<[string | undefined, string]>([
    [undefined, '50000.00'],
    ['50000', '50000.00'],
    ['50000.5', '50000.50'],
    [' 1234.56 ', '1234.56'],
    ['007', '7.00'],
    ['0.01', '0.01'],
    ['999999999999.99', '999999999999.99'],
  ])('%j → %s', (input, expected) => {
    expect(fee.parse(input)).toBe(expected);
  });

  it.each([
    '0',
    '0.00',
    '-5',
    '50000.001',
    '1e5',
    '50 000',
    '50000,00',
    'abc',
    '',
    '1234567890123',
  ])('%j is refused', (input) => {
    expect(fee.safeParse(input).success).toBe(false);
  });
});
