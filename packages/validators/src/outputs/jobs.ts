import { z } from 'zod';
import { isoOut, uuidOut } from './common';

/** A background job that failed for good (`jobs.failed`). */
export const failedJobOutput = z
  .strictObject({
    id: uuidOut,
    queue: z.string().meta({ description: 'The job queue (job name)' }),
    created_at: isoOut,
    started_at: isoOut.nullable(),
    failed_at: isoOut,
    retry_count: z.number().int(),
    retry_limit: z.number().int(),
    error: z
      .string()
      .meta({ description: "The error's message, no stack, at most 1000 characters" }),
  })
  .meta({ id: 'FailedJob' });
