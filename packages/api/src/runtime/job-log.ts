/**
 * A job runs under the id of the request that queued it (`_req_id` in its data, hidden from the
 * job's code; a cron tick takes its job id) and leaves one `job` line per run: outcome and
 * duration, the scrubbed error at `error`, never the job's data (it can hold an e-mail address).
 */
import { log } from '../lib/log';
import { currentRequest, REQUEST_ID_PATTERN, runWithRequest } from '../lib/request-context';

const REQ_ID_KEY = '_req_id';

/** `data` with the current request's id, when a request is queuing the job. */
export function withRequestId(data: object | null | undefined): object {
  const reqId = currentRequest()?.reqId;
  return reqId ? { ...data, [REQ_ID_KEY]: reqId } : (data ?? {});
}

/** A job's data without the request id, and the id (when sane). */
function splitRequestId(raw: unknown): { reqId: string | undefined; data: unknown } {
  if (!raw || typeof raw !== 'object' || !(REQ_ID_KEY in raw))
    return { reqId: undefined, data: raw };
  const { [REQ_ID_KEY]: reqId, ...data } = raw as Record<string, unknown>;
  const sane = typeof reqId === 'string' && REQUEST_ID_PATTERN.test(reqId) ? reqId : undefined;
  return { reqId: sane, data };
}

export interface JobRun {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
}

/** Runs `work` on the job's own data inside its request context, and logs the run. */
export function runLogged(
  job: JobRun,
  work: (data: unknown) => Promise<string | void>,
): Promise<void> {
  const { reqId, data } = splitRequestId(job.data);
  return runWithRequest({ reqId: reqId ?? job.id }, async () => {
    const started = performance.now();
    const fields = () => ({
      job: job.name,
      job_id: job.id,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      ...(job.retryCount > 0 ? { retry: job.retryCount } : {}),
    });
    try {
      const result = await work(data);
      log.info({ ...fields(), outcome: 'done', ...(result ? { result } : {}) }, 'job');
    } catch (e) {
      log.error({ ...fields(), outcome: 'failed', err: e }, 'job');
      throw e;
    }
  });
}
