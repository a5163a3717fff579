import { sql } from 'drizzle-orm';
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '@app/db';
import type { FailedJobsInput } from '@app/validators';
import { iso } from '../../lib/dto';
import { listPage, mapPage, type ListResource, type ListResult } from '../../lib/list';
import { findPgError } from '../../lib/pg-errors';

/** The schema the job queue (pg-boss) keeps its tables in; runtime/jobs.ts installs it there. */
export const JOB_SCHEMA = 'pgboss';

const MAX_ERROR_LENGTH = 1000;
/** PostgreSQL's "relation does not exist". */
const UNDEFINED_TABLE = '42P01';

/**
 * The columns of pg-boss's job table that the list reads. pg-boss owns the table and migrates it
 * itself (it is not in @app/db's schema, so no app migration touches it). A failed job's
 * `completed_on` is when it failed for good; `output` holds the serialized error.
 */
const job = pgSchema(JOB_SCHEMA).table('job', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  retry_count: integer('retry_count').notNull(),
  retry_limit: integer('retry_limit').notNull(),
  created_on: timestamp('created_on', { withTimezone: true }).notNull(),
  started_on: timestamp('started_on', { withTimezone: true }),
  completed_on: timestamp('completed_on', { withTimezone: true }),
  output: jsonb('output'),
});

const failedJobs: ListResource<typeof job> = {
  table: job,
  idColumn: job.id,
  properties: {
    id: { expr: job.id, kind: 'uuid' },
    queue: { expr: job.name, kind: 'string' },
    created_at: { expr: job.created_on, kind: 'date' },
    failed_at: { expr: job.completed_on, kind: 'date' },
    retry_count: { expr: job.retry_count, kind: 'number' },
  },
  orderBy: ['id', 'queue', 'created_at', 'failed_at', 'retry_count'],
};

/** The message of the error a job failed with (pg-boss stores it serialized), without its stack. */
function errorMessage(output: unknown): string {
  const message =
    output && typeof output === 'object' && 'message' in output
      ? String(output.message)
      : JSON.stringify(output ?? null);
  return message.slice(0, MAX_ERROR_LENGTH);
}

function toFailedJobDto(row: typeof job.$inferSelect) {
  return {
    id: row.id,
    queue: row.name,
    created_at: iso(row.created_on),
    started_at: iso(row.started_on),
    failed_at: iso(row.completed_on ?? row.created_on),
    retry_count: row.retry_count,
    retry_limit: row.retry_limit,
    error: errorMessage(row.output),
  };
}
export type FailedJobDto = ReturnType<typeof toFailedJobDto>;

/**
 * Jobs that failed for good (every retry used), with their error: newest first by default. Empty
 * until the job queue has been installed in this database (the runtime installs it on start).
 */
export async function listFailedJobs(
  db: Db,
  input: FailedJobsInput,
): Promise<ListResult<FailedJobDto>> {
  try {
    const page = await listPage(db, failedJobs, input, [sql`${job.state} = 'failed'`]);
    return await mapPage(page, (rows) => rows.map(toFailedJobDto));
  } catch (e) {
    if (findPgError(e)?.code !== UNDEFINED_TABLE) throw e;
    const { page, limit } = input.pagination;
    return { items: [], pagination: { page, limit, page_count: 0, total_count: 0 } };
  }
}
