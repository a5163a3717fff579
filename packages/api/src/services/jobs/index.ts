/** The durable job queue's visible side: jobs that failed for good (the runtime runs the queue). */
export { JOB_SCHEMA, listFailedJobs, type FailedJobDto } from './failed';
