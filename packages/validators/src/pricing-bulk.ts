import { z } from 'zod';
import { uuid } from './common';
import { conditionFields } from './pricing';

/** The most units one `*Conditions.createMany` call takes (and one preview reads). */
export const MAX_CONDITION_UNITS = 5000;
/** The preview's rows per page. */
export const MAX_PREVIEW_LIMIT = 200;

/** 1..5000 unit ids, each once: a repeat is a 400 naming it. */
const units = z
  .array(uuid)
  .min(1, 'Choose at least one unit')
  .max(MAX_CONDITION_UNITS, `At most ${MAX_CONDITION_UNITS} units`)
  .superRefine((ids, ctx) => {
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
    if (repeated.size > 0)
      ctx.addIssue({
        code: 'custom',
        message: `Units given more than once: ${[...repeated].slice(0, 10).join(', ')}`,
      });
  });

/**
 * `dry_run`: check and price everything, write nothing, and answer the preview (one page of rows
 * and the summary of all); without it the conditions are written and no preview is made.
 */
const many = {
  units,
  ...conditionFields,
  dry_run: z.boolean().default(false),
  preview: z
    .object({
      page: z.number().int().min(1, 'Pages start at 1').max(1_000_000).default(1),
      limit: z
        .number()
        .int()
        .min(1)
        .max(MAX_PREVIEW_LIMIT, `At most ${MAX_PREVIEW_LIMIT} per page`)
        .default(50),
    })
    .default({ page: 1, limit: 50 }),
};

/**
 * `discountConditions.createMany` and `optionConditions.createMany`: the fields of the single
 * create with `units` instead of `unit` and no `id` (the server makes one per unit); all or
 * nothing.
 */
export const createManyDiscountConditionsInput = z.object({ discount: uuid, ...many });
export type CreateManyDiscountConditionsData = z.output<typeof createManyDiscountConditionsInput>;
export const createManyOptionConditionsInput = z.object({ option: uuid, ...many });
export type CreateManyOptionConditionsData = z.output<typeof createManyOptionConditionsInput>;
