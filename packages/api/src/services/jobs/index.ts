/** The durable job queue's visible side: jobs that failed for good, and work queued for later (the runtime runs the queue). */
export { JOB_SCHEMA, listFailedJobs, type FailedJobDto } from './failed';
export { runLater } from './later';
export { purgeOldRows, type PurgeReport, type RetentionSettings } from './housekeeping';
