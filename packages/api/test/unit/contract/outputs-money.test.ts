/**
 * The output schemas of the pricing, payments and documents namespaces each convert to JSON Schema
 * for the OpenAPI document, as strict objects, the shared records with their component names
 * (presence: output-schemas.test.ts; types: output-types-money.test.ts).
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../../src/root';

const NAMESPACES = [
  'basePrices',
  'discounts',
  'options',
  'discountConditions',
  'optionConditions',
  'pricing',
  'payments',
  'paymentLinks',
  'documents',
];

type Procedure = { _def: { output?: z.ZodType } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>)
  .filter(([name]) => NAMESPACES.includes(name.split('.')[0] ?? ''))
  .map(([name, p]) => ({ name, output: p._def.output }));

describe('output schemas of pricing, payments and documents', () => {
  it('covers every namespace', () => {
    const found = new Set(procedures.map((p) => p.name.split('.')[0]));
    expect([...found].sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(procedures)('$name converts to JSON Schema', ({ output }) => {
    const doc = z.toJSONSchema(output as z.ZodType, { io: 'output' });
    // A named root (the Quote) is a reference to its own definition.
    const schema = doc.$ref ? doc.$defs?.[doc.$ref.replace('#/$defs/', '')] : doc;
    expect(schema?.type).toBe('object');
    expect(schema?.additionalProperties).toBe(false);
  });

  it('names the shared records as components', () => {
    const named = procedures.flatMap(({ output }) =>
      Object.keys(z.toJSONSchema(output as z.ZodType, { io: 'output' }).$defs ?? {}),
    );
    expect(new Set(named)).toEqual(
      new Set([
        'BasePrice',
        'Discount',
        'Option',
        'DiscountCondition',
        'OptionCondition',
        'Quote',
        'QuoteLine',
        'ConditionPreview',
        'ConditionPreviewRow',
        'PaymentLink',
        'Payment',
        'Document',
      ]),
    );
  });
});
