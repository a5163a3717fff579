import { z } from 'zod';
import { paginationSchema } from './list';
import { text } from './text';

/** `directory.users`: the user directory takes only `full_name`, no `filters`. */
export const userDirectoryInput = z.object({
  filter: z.object({ full_name: text(255, { trim: true }).optional() }),
  pagination: paginationSchema,
});
