import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../src/phone';

describe('formatPhone: +7 999 123-45-67', () => {
  it.each([
    ['+79991234567', '+7 999 123-45-67'],
    ['8 999 123 45 67', '+7 999 123-45-67'],
    ['+7 (495) 123-45-67', '+7 495 123-45-67'],
    ['+7\u00a0999\u00a0123\u00a045\u00a067', '+7 999 123-45-67'],
    ['  +74951234567 ', '+7 495 123-45-67'],
  ])('%j → %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['123', '123'],
    ['+7 999 123-45-67 доб. 12', '+7 999 123-45-67 доб. 12'],
    ['', ''],
  ])('leaves what is not a Russian number as given: %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('null and undefined are empty', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});
