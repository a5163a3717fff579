import { z } from 'zod';
import { filtersSchema, paginationSchema } from './list';

/**
 * `jobs.failed`: the shared list request, newest failure first unless asked otherwise. Filter
 * properties: `id`, `queue`, `created_at`, `failed_at`, `retry_count`.
 */
export const failedJobsInput = z
  .object({
    filter: z.object({ filters: filtersSchema }).prefault({}),
    pagination: paginationSchema
      .extend({
        order_by: paginationSchema.shape.order_by.unwrap().default('failed_at'),
        direction: paginationSchema.shape.direction.unwrap().default('desc'),
      })
      .prefault({}),
  })
  .prefault({});
export type FailedJobsInput = z.infer<typeof failedJobsInput>;
