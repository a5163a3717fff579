import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from '../../src';

describe('amounts in minor units', () => {
  it('round-trip between the decimal string and kopecks', () => {
    for (const [text, minor] of [
      ['0.00', 0],
      ['0.07', 7],
      ['50000.00', 5_000_000],
      ['999999999999.99', 99_999_999_999_999],
    ] as const) {
      expect(toMinorUnits(text)).toBe(minor);
      expect(fromMinorUnits(minor)).toBe(text);
    }
  });

  it('refuse what is not an amount', () => {
    expect(() => toMinorUnits('1.5')).toThrow();
    expect(() => toMinorUnits('-1.00')).toThrow();
    expect(() => fromMinorUnits(1.5)).toThrow();
    expect(() => fromMinorUnits(-1)).toThrow();
  });
});
