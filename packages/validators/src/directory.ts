import { z } from 'zod';
import { paginationSchema } from './list';

/** Op 45: the user directory takes only `full_name`, no `filters`. */
export const userDirectoryInput = z.object({
  filter: z.object({ full_name: z.string().trim().max(255).optional() }),
  pagination: paginationSchema,
});
