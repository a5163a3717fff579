import { describe, expect, it } from 'vitest';
import {
  conditionRequest,
  conditionFormValues,
  fractionToPercent,
  percentToFraction,
  readTerm,
  previewQuote,
  rulesWithDefault,
} from '../../src/components/unit-pricing/condition-form';
import {
  blockedBy,
  conflictRefs,
  quoteRequest,
  toChoice,
  type ConditionItem,
} from '../../src/components/unit-pricing/pricing-model';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

function condition(ref: string, over: Partial<ConditionItem> = {}, item = {}): ConditionItem {
  return {
    id: `cond-${ref}`,
    unit: 'u1',
    discount: {
      id: ref,
      description: `d-${ref.slice(-1)}`,
      exclusions: [],
      excludedBy: [],
      ...item,
    },
    rules: [],
    used_by_default: false,
    sum: 100_000,
    percent: null,
    sum_per_sq_m: null,
    reason_id: null,
    comment: null,
    ...over,
  };
}

describe('quoteRequest', () => {
  it('sends the chosen optional refs of each kind, sorted; defaults are the server’s', () => {
    const choices = [
      toChoice('discount', condition(B)),
      toChoice('discount', condition(A)),
      toChoice('discount', condition(C, { used_by_default: true })),
    ];
    expect(quoteRequest('u1', choices, new Set([B, A, C, 'gone']))).toEqual({
      unit: 'u1',
      discounts: [A, B],
      options: [],
    });
  });
});

describe('blockedBy', () => {
  it('blocks what a chosen or default one excludes, in either direction, same kind only', () => {
    const choices = [
      toChoice('discount', condition(A, {}, { exclusions: [B] })),
      toChoice('discount', condition(B, {}, { excludedBy: [A] })),
      toChoice('discount', condition(C)),
    ];
    expect(blockedBy(choices, new Set()).size).toBe(0);
    expect(blockedBy(choices, new Set([A])).get(B)?.ref).toBe(A);
    expect(blockedBy(choices, new Set([B])).get(A)?.ref).toBe(B);
    expect(blockedBy(choices, new Set([C])).size).toBe(0);
  });

  it('a default condition blocks its excluded ones from the start', () => {
    const choices = [
      toChoice('discount', condition(A, { used_by_default: true }, { exclusions: [B] })),
      toChoice('discount', condition(B)),
    ];
    expect([...blockedBy(choices, new Set()).keys()]).toEqual([B]);
  });
});

it('conflictRefs reads both ids of the server’s message', () => {
  expect(conflictRefs(`These discounts exclude each other: ${A} and ${B}`)).toEqual([A, B]);
  expect(conflictRefs('something else')).toBeNull();
});

describe('numbers of the condition form', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['1 250,5', 1250.5],
    ['1\u00a0000', 1000],
    ['1250.5', 1250.5],
    ['1,250.50', 1250.5],
    ['abc', Number.NaN],
    ['1,2,3', Number.NaN],
    // Never scaled in silence: the old reader made 1.500 of "1.500" and 1.25 of "1,250.50".
    ['1.500', Number.NaN],
    ['10,555', Number.NaN],
  ])('readTerm(%j) = %s', (text, n) => expect(readTerm(text, 'ru', 2)).toEqual(n));

  it.each([
    ['5', 0.05],
    ['7', 0.07],
    ['0,1', 0.001],
    ['12.5', 0.125],
    ['12,5', 0.125],
    ['2,3456', 0.023456],
    ['', null],
    ['2,34567', Number.NaN],
  ])('percent %j is the fraction %s, exactly', (text, f) =>
    expect(percentToFraction(text, 'ru')).toBe(f),
  );

  it.each([
    [0.07, '7'],
    [0.125, '12,5'],
    [0.12345, '12,345'],
    [null, ''],
  ])('fraction %s is shown as %j %', (f, text) => {
    expect(fractionToPercent(f, 'ru')).toBe(text);
    if (f !== null) expect(percentToFraction(text, 'ru')).toBe(f);
  });
});

it('rulesWithDefault sets the default rule and keeps the others', () => {
  expect(
    rulesWithDefault(
      [
        { rule: 'RULE_USED_BY_DEFAULT', value: true },
        { rule: 'RULE_OTHER', value: true },
      ],
      false,
    ),
  ).toEqual([
    { rule: 'RULE_OTHER', value: 'true' },
    { rule: 'RULE_USED_BY_DEFAULT', value: 'false' },
  ]);
});

describe('conditionRequest', () => {
  const ctx = { unit: 'u1', needsComment: false, newId: () => 'new-id', locale: 'ru' as const };
  const values = { ...conditionFormValues('ru'), ref: A, percent: '5', byDefault: true };

  it('a new condition: client id, unit, percent as a fraction, the default rule', () => {
    expect(conditionRequest(values, ctx)).toEqual({
      body: {
        id: 'new-id',
        unit: 'u1',
        discount: A,
        rules: [{ rule: 'RULE_USED_BY_DEFAULT', value: 'true' }],
        sum: null,
        percent: 0.05,
        sum_per_sq_m: null,
        reason_id: undefined,
        comment: undefined,
      },
    });
  });

  it('an edited one keeps its id and sends no unit', () => {
    const editing = toChoice('discount', condition(A, { percent: 0.05 }));
    const r = conditionRequest(
      { ...conditionFormValues('ru', editing), sum: '' },
      { ...ctx, editing },
    );
    expect(r).toMatchObject({ body: { id: `cond-${A}`, discount: A, sum: null, percent: 0.05 } });
    expect('body' in r && 'unit' in r.body).toBe(false);
  });

  it('words the fields’ errors, and asks a comment when the discount needs one', () => {
    const r = conditionRequest(
      { ...values, ref: '', sum: 'x', percent: '150', sumPerSqM: '-1' },
      { ...ctx, needsComment: true },
    );
    expect(r).toEqual({
      errors: {
        ref: 'required',
        sum: 'notNumber',
        percent: 'percentRange',
        sumPerSqM: 'negative',
        comment: 'required',
      },
    });
  });
});

describe('previewQuote', () => {
  const base = { price_per_sq_m: 200_000, fixed_price: null };
  const others = [
    toChoice('discount', condition(A, { used_by_default: true, sum: 50_000 })),
    toChoice('discount', condition(B, { sum: 999 })),
  ];
  const edited = {
    id: 'new',
    kind: 'discount' as const,
    ref: C,
    description: 'new',
    sum: null,
    percent: 0.1,
    sum_per_sq_m: null,
  };

  it('base × area, minus the other defaults and the edited one (not the optional ones)', () => {
    const q = previewQuote({ base, area: 50, others, edited });
    expect(q?.base_price).toBe('10000000.00');
    expect(q?.lines.map((l) => l.signed)).toEqual(['-50000.00', '-1000000.00']);
    expect(q?.total).toBe('8950000.00');
  });

  it('the edited condition replaces its own saved version; junk in a field: no preview', () => {
    const q = previewQuote({ base, area: 50, others, edited: { ...edited, id: `cond-${A}` } });
    expect(q?.lines).toHaveLength(1);
    expect(
      previewQuote({ base, area: 50, others, edited: { ...edited, sum: Number.NaN } }),
    ).toBeNull();
  });
});
