import { describe, expect, it } from 'vitest';
import { conditionFormInput } from '@app/validators';
import {
  conditionBody,
  conditionFormValues,
  fractionOfPercent,
  percentOfFraction,
  previewQuote,
  rulesWithDefault,
} from '../../../src/components/unit-pricing/condition-form';
import {
  blockedBy,
  conflictRefs,
  quoteRequest,
  discountChoice,
  type DiscountCondition,
} from '../../../src/components/unit-pricing/pricing-model';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

/** The common record fields of a condition and its discount. */
const RECORD = {
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
  active: true,
};

function condition(
  ref: string,
  over: Partial<DiscountCondition> = {},
  item = {},
): DiscountCondition {
  return {
    id: `cond-${ref}`,
    ...RECORD,
    unit: 'u1',
    discount: {
      id: ref,
      ...RECORD,
      description: `d-${ref.slice(-1)}`,
      required_comment: false,
      valid_from: null,
      valid_to: null,
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
    valid_from: RECORD.created_at,
    valid_to: null,
    ...over,
  };
}

describe('quoteRequest', () => {
  it('sends the chosen optional refs of each kind, sorted; defaults are the server’s', () => {
    const choices = [
      discountChoice(condition(B)),
      discountChoice(condition(A)),
      discountChoice(condition(C, { used_by_default: true })),
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
      discountChoice(condition(A, {}, { exclusions: [B] })),
      discountChoice(condition(B, {}, { excludedBy: [A] })),
      discountChoice(condition(C)),
    ];
    expect(blockedBy(choices, new Set()).size).toBe(0);
    expect(blockedBy(choices, new Set([A])).get(B)?.ref).toBe(A);
    expect(blockedBy(choices, new Set([B])).get(A)?.ref).toBe(B);
    expect(blockedBy(choices, new Set([C])).size).toBe(0);
  });

  it('a default condition blocks its excluded ones from the start', () => {
    const choices = [
      discountChoice(condition(A, { used_by_default: true }, { exclusions: [B] })),
      discountChoice(condition(B)),
    ];
    expect([...blockedBy(choices, new Set()).keys()]).toEqual([B]);
  });
});

it('conflictRefs reads both ids of the server’s message', () => {
  expect(conflictRefs(`These discounts exclude each other: ${A} and ${B}`)).toEqual([A, B]);
  expect(conflictRefs('something else')).toBeNull();
});

describe('the percent field', () => {
  it.each([
    [5, 0.05],
    [7, 0.07],
    [0.1, 0.001],
    [12.5, 0.125],
    [2.3456, 0.023456],
  ])('%s %% is the fraction %s, exactly, and back', (percent, fraction) => {
    expect(fractionOfPercent(percent)).toBe(fraction);
    expect(percentOfFraction(fraction)).toBe(percent);
  });

  it('leaves blank and unreadable as they are', () => {
    for (const n of [null, undefined, Number.NaN]) {
      expect(fractionOfPercent(n)).toBe(n);
      expect(percentOfFraction(n)).toBe(n);
    }
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

describe('the condition form', () => {
  const newId = () => 'new-id';
  const values = { ...conditionFormValues(), ref: A, percent: 0.05, by_default: true };

  it('a new condition: client id, percent as the fraction, the default rule, no blank texts', () => {
    expect(conditionBody(values, undefined, newId)).toEqual({
      id: 'new-id',
      rules: [{ rule: 'RULE_USED_BY_DEFAULT', value: 'true' }],
      sum: null,
      percent: 0.05,
      sum_per_sq_m: null,
      reason_id: undefined,
      comment: undefined,
    });
  });

  it('an edited one keeps its id, its other rules, and clears a blanked term and comment', () => {
    const editing = discountChoice(
      condition(A, { percent: 0.05, comment: 'old', rules: [{ rule: 'RULE_X', value: true }] }),
    );
    const edited = { ...conditionFormValues(editing), sum: null, comment: ' ' };
    expect(conditionBody(edited, editing, newId)).toMatchObject({
      id: `cond-${A}`,
      rules: [
        { rule: 'RULE_X', value: 'true' },
        { rule: 'RULE_USED_BY_DEFAULT', value: 'false' },
      ],
      sum: null,
      percent: 0.05,
      comment: '',
    });
  });

  it('the shared schema words the fields’ errors (a pick, a number, a percent, not negative)', () => {
    const r = conditionFormInput.safeParse({
      ...values,
      ref: '',
      sum: Number.NaN,
      percent: 1.5,
      sum_per_sq_m: -1,
    });
    const byField = Object.fromEntries(
      (r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(byField).toEqual({
      ref: 'Required',
      sum: 'Must be a number',
      percent: 'Between 0 and 1',
      sum_per_sq_m: 'Must not be negative',
    });
  });
});

describe('previewQuote', () => {
  const base = { price_per_sq_m: 200_000, fixed_price: null };
  const others = [
    discountChoice(condition(A, { used_by_default: true, sum: 50_000 })),
    discountChoice(condition(B, { sum: 999 })),
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
