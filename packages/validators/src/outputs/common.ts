import { z } from 'zod';

/**
 * Output schemas: what each procedure answers, as JSON on the wire (dates as ISO strings). They are
 * attached with `.output()` to every procedure, so tRPC checks each answer against them and the
 * OpenAPI document (GET /api/openapi.json) describes the answers from the same source. Objects are
 * strict: a field a service adds without declaring it here fails the procedure's tests (500)
 * instead of silently leaving the documentation.
 */

/** An ISO 8601 instant as it leaves the server (`2026-11-20T10:00:00.000Z`). */
export const isoOut = z.string().meta({ format: 'date-time', example: '2026-11-20T10:00:00.000Z' });
export const uuidOut = z.string().meta({ format: 'uuid' });
/**
 * Money as every answer sends it: a JSON number with at most 2 decimals (`12500000`, `250001.5`),
 * made at the edge from the exact decimal (`wireNumber`: at most 15 significant digits, so the
 * number prints back as that decimal).
 */
export const moneyOut = z
  .number()
  .meta({ description: 'Money, a JSON number with at most 2 decimals', example: 12500000 });

/** The common record fields every listed record carries (docs/api.md: "Common record fields"). */
export const recordOut = {
  id: uuidOut,
  created_at: isoOut,
  updated_at: isoOut,
  deleted_at: isoOut.nullable(),
  active: z.boolean(),
};

/** A record: the common fields plus `shape`, strict. */
export const recordOutput = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ ...recordOut, ...shape });

export const paginationOut = z.strictObject({
  page: z.number().int(),
  limit: z.number().int(),
  page_count: z.number().int(),
  total_count: z.number().int(),
});

/** A list's answer: `{ items, pagination }` (docs/api.md#lists). */
export const listOutput = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), pagination: paginationOut });

/** A valid-on-a-date answer: `{ items }` only. */
export const itemsOutput = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item) });

/** Create and update: `{ item: { id }, message }`, plus any `extra` fields the procedure adds. */
export const savedOutput = <T extends z.ZodRawShape = Record<never, never>>(extra?: T) =>
  z.strictObject({
    item: z.strictObject({ id: uuidOut }),
    message: z.string(),
    ...((extra ?? {}) as T),
  });

/** A bare `{ message }` (set unit status and the like). */
export const messageOutput = z.strictObject({ message: z.string() });
