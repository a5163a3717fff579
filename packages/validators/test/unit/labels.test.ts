import { describe, expect, it } from 'vitest';
import { numbered, unitLabel } from '../../src/labels';

describe('a unit is named one way everywhere', () => {
  it('by its number and its code together, in the interface language', () => {
    expect(unitLabel({ number: '50', code: 'SP-1-1-14-02' }, 'ru')).toBe(
      'кв.\u00a050 · SP-1-1-14-02',
    );
    expect(unitLabel({ number: 50, code: 'SP-1-1-14-02' }, 'en')).toBe(
      'apt.\u00a050 · SP-1-1-14-02',
    );
  });

  it('by its code alone when the record kept no number', () => {
    expect(unitLabel({ number: null, code: 'SP-1-1-14-02' })).toBe('SP-1-1-14-02');
    expect(unitLabel({ number: ' ', code: 'SP-1-1-14-02' })).toBe('SP-1-1-14-02');
  });
});

describe('a number with №', () => {
  it('keeps a no-break space between the sign and the number', () => {
    expect(numbered(1000)).toBe('№\u00a01000');
  });
});
