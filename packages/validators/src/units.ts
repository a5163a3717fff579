import { z } from 'zod';
import { dateTime } from './common';

/**
 * `units.changes`: the units changed since `since`, the `version` of an earlier answer; without
 * it, only the current version (the grid loads every unit with `units.list`, then asks for what
 * changed since).
 */
export const unitChangesInput = z
  .object({ since: dateTime.optional() })
  .strict()
  .optional()
  .transform((v) => v ?? {});
export type UnitChangesInput = z.output<typeof unitChangesInput>;
