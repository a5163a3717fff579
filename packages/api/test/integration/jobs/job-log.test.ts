/**
 * A job carries the id of the request that queued it (runtime/job-log.ts): its code runs inside a
 * request context with that id and never sees it in its data; each run leaves one `job` line
 * (done or failed, with the error); a job no request queued takes its own id.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { log } from '../../../src/lib/log';
import { currentRequest, runWithRequest } from '../../../src/lib/request-context';
import { defineJob, startJobs, type JobRuntime } from '../../../src/runtime/jobs';
import { runLater } from '../../../src/services/jobs';
import { useTestDb } from '../../helpers';

const t = useTestDb();
const seen: { reqId: string | undefined; data: unknown }[] = [];

const TEST_JOBS = {
  'test.context': defineJob(z.object({ n: z.number() }).strict(), {
    queue: {},
    run: async (_db, data) => {
      seen.push({ reqId: currentRequest()?.reqId, data });
      return `saw ${data.n}`;
    },
  }),
  'test.fails': defineJob(z.unknown(), {
    queue: { retryLimit: 0 },
    run: async () => {
      throw new Error('mail to ivan@example.com refused');
    },
  }),
};

let jobs: JobRuntime | undefined;
afterAll(async () => {
  await jobs?.stop();
});

const jobLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter((c) => c[1] === 'job').map((c) => c[0] as Record<string, unknown>);

describe('jobs and request ids', () => {
  it('runs a job in the context of the request that queued it, and logs the run', async () => {
    const info = vi.spyOn(log, 'info');
    const error = vi.spyOn(log, 'error');
    try {
      jobs = await startJobs(t.handle, { jobs: TEST_JOBS, pollSeconds: 0.5 });
      await runWithRequest({ reqId: 'req-queued-1' }, () =>
        runLater('test.context', { n: 1 }, async () => undefined),
      );
      const own = await jobs.send('test.context', { n: 2 });
      await runWithRequest({ reqId: 'req-queued-3' }, () => jobs?.send('test.fails', {}));
      await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 15_000 });
      await vi.waitFor(() => expect(jobLines(error)).toHaveLength(1), { timeout: 15_000 });

      // The job's code saw its data without the id (the schema is strict) and ran in the context.
      const byN = Object.fromEntries(seen.map((s) => [(s.data as { n: number }).n, s]));
      expect(byN[1]).toEqual({ reqId: 'req-queued-1', data: { n: 1 } });
      expect(byN[2]).toEqual({ reqId: own, data: { n: 2 } });

      const done = jobLines(info);
      expect(done).toHaveLength(2);
      for (const line of done) {
        expect(line).toMatchObject({ job: 'test.context', outcome: 'done' });
        expect(line.duration_ms).toEqual(expect.any(Number));
        expect(line.job_id).toEqual(expect.any(String));
      }
      const [failed] = jobLines(error);
      expect(failed).toMatchObject({ job: 'test.fails', outcome: 'failed' });
      expect(failed?.err).toBeInstanceOf(Error);
    } finally {
      info.mockRestore();
      error.mockRestore();
    }
  });
});
