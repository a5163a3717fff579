import { describe, expect, it } from 'vitest';
import { firstHighlight, moveHighlight } from '../../../src/components/ui/listbox-nav';

const options = ['a', 'b', 'c'].map((value) => ({ value }));

describe('firstHighlight', () => {
  it('starts on the chosen option when the list shows it', () => {
    expect(firstHighlight(options, 'c')).toBe(2);
  });

  it('starts on the first option otherwise', () => {
    expect(firstHighlight(options, undefined)).toBe(0);
    expect(firstHighlight(options, 'not-listed')).toBe(0);
  });

  it('highlights nothing in an empty list', () => {
    expect(firstHighlight([], 'a')).toBe(-1);
  });
});

describe('moveHighlight', () => {
  it.each([
    [0, 1, 1],
    [1, -1, 0],
    [2, 1, 0],
    [0, -1, 2],
    [-1, 1, 0],
    [-1, -1, 2],
    [7, 1, 0],
  ] as const)('from %i by %i goes to %i of three, wrapping', (from, step, to) => {
    expect(moveHighlight(from, 3, step)).toBe(to);
  });

  it('goes nowhere without options', () => {
    expect(moveHighlight(0, 0, 1)).toBe(-1);
  });
});
