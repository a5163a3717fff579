import { z } from 'zod';
import { text } from './text';

export const FILTER_OPERATORS = [
  'IN',
  'NOT_IN',
  'EQ',
  'NE',
  'GT',
  'GTE',
  'LT',
  'LTE',
  'LIKE',
  'IS_NULL',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
const SINGLE_VALUE: ReadonlySet<FilterOperator> = new Set([
  'EQ',
  'NE',
  'GT',
  'GTE',
  'LT',
  'LTE',
  'LIKE',
  'IS_NULL',
]);

export const MAX_LIMIT = 100;

export const paginationSchema = z.object({
  page: z.number().int().min(1, 'Pages start at 1').max(1_000_000).default(1),
  limit: z.number().int().min(1).max(MAX_LIMIT, `At most ${MAX_LIMIT} per page`).default(20),
  order_by: text(64).min(1).default('id'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const filterValue = z.union([text(1000), z.number(), z.boolean(), z.null()]);

export const filterItemSchema = z
  .object({
    property: text(64).min(1),
    operator: z.enum(FILTER_OPERATORS),
    value: z.array(filterValue).max(1000),
  })
  .superRefine((f, ctx) => {
    if (SINGLE_VALUE.has(f.operator) && f.value.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `${f.operator} takes exactly one value`,
      });
    } else if (f.value.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `${f.operator} takes at least one value`,
      });
    }
    if (f.operator === 'IS_NULL' && typeof f.value[0] !== 'boolean') {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'IS_NULL takes [true] or [false]' });
    }
  });
export type FilterItem = z.infer<typeof filterItemSchema>;

export const filtersSchema = z.array(filterItemSchema).max(20, 'At most 20 filters').default([]);

/** The shared paged-list request `{ filter: { filters, ...extra }, pagination }`. */
export function listInput<T extends z.ZodRawShape>(extra: T) {
  return z.object({
    filter: z.object({ filters: filtersSchema, ...extra }),
    pagination: paginationSchema,
  });
}

export const filtersListInput = listInput({});
export type FiltersListInput = z.infer<typeof filtersListInput>;
