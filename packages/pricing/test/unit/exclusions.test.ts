import { describe, expect, it } from 'vitest';
import { exclusionConflict, type ExclusionItem } from '../../src';

const item = (id: string, ...exclusions: string[]): ExclusionItem => ({ id, exclusions });

describe('exclusionConflict: first pair (a before b) that may not be combined', () => {
  it.each<[string, ExclusionItem[], [string, string] | null]>([
    ['nothing chosen', [], null],
    ['one item', [item('A', 'B')], null],
    ['no exclusions', [item('A'), item('B'), item('C')], null],
    ['excluded id not chosen', [item('A', 'Z'), item('B')], null],
    ['A excludes B', [item('A', 'B'), item('B')], ['A', 'B']],
    ['B excludes A (symmetric)', [item('A'), item('B', 'A')], ['A', 'B']],
    ['input order decides: B first', [item('B'), item('A', 'B')], ['B', 'A']],
    ['mutual exclusion', [item('A', 'B'), item('B', 'A')], ['A', 'B']],
    ['a pair among several', [item('X'), item('A', 'B'), item('Y'), item('B')], ['A', 'B']],
    ['self listed is no conflict', [item('A', 'A'), item('B')], null],
    [
      'two conflicts: the earliest a wins',
      [item('A', 'C'), item('B'), item('C', 'D'), item('D')],
      ['A', 'C'],
    ],
    [
      'two conflicts: then the earliest b',
      [item('A', 'D'), item('B'), item('C', 'A'), item('D')],
      ['A', 'C'],
    ],
  ])('%s', (_name, chosen, expected) => {
    expect(exclusionConflict(chosen)).toEqual(expected);
  });
});
