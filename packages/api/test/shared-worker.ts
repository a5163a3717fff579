/**
 * Setup of the shared-worker projects (vitest.config.ts, isolate: false): their files run one after
 * another in one process, so each must leave it as it found it. A file that does not fails.
 */
import { afterAll, vi } from 'vitest';

// The process-wide state the app keeps on globalThis (runtime/*.ts, lib/job-queue.ts).
type AppGlobals = {
  __appJobQueue?: unknown;
  __appJobs?: unknown;
  __appServerStarted?: boolean;
  __appShuttingDown?: boolean;
  __appDbState?: { handle?: unknown };
  __appLifecycle?: { draining: boolean; connections: Map<unknown, unknown> };
  __appMetricsQueue?: { current: unknown };
};
const app = globalThis as AppGlobals;
const CONSOLE_METHODS = ['debug', 'log', 'info', 'warn', 'error'] as const;
// Read and put back, never called: `console` as a value (lint allows only some of its calls).
const output: Record<string, unknown> = globalThis.console as unknown as Record<string, unknown>;

const envAtStart = { ...process.env };
const written = new Set<string>();
const realEnv = process.env;
// Every change is seen, also one the file undoes: getEnv() caches what it read (packages/api
// env.ts). Not a write that changes nothing (the `debug` package deletes an unset DEBUG).
process.env = new Proxy(realEnv, {
  set(target, name, value) {
    if (typeof name === 'string' && target[name] !== String(value)) written.add(name);
    return Reflect.set(target, name, value);
  },
  deleteProperty(target, name) {
    if (typeof name === 'string' && name in target) written.add(name);
    return Reflect.deleteProperty(target, name);
  },
});
const consoleAtStart = CONSOLE_METHODS.map((m) => output[m]);

afterAll(() => {
  const left: string[] = [];
  process.env = realEnv;
  if (written.size > 0) left.push(`process.env (${[...written].sort().join(', ')})`);
  for (const name of Object.keys(realEnv)) if (!(name in envAtStart)) delete realEnv[name];
  Object.assign(realEnv, envAtStart);
  if (vi.isFakeTimers()) left.push('fake timers');
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  CONSOLE_METHODS.forEach((m, i) => {
    if (output[m] !== consoleAtStart[i]) left.push(`console.${m}`);
    output[m] = consoleAtStart[i];
  });
  if (app.__appJobQueue) left.push('a bound job queue (lib/job-queue.ts)');
  if (app.__appJobs) left.push("the server's jobs (runtime/jobs.ts)");
  if (app.__appMetricsQueue?.current) left.push('a job queue read by /metrics');
  if (app.__appServerStarted) left.push('a started server (runtime/index.ts)');
  if (app.__appShuttingDown) left.push('a shutdown (runtime/probes.ts)');
  if (app.__appDbState?.handle) left.push("the process's database (runtime/db.ts)");
  if (app.__appLifecycle?.draining || app.__appLifecycle?.connections.size)
    left.push('a listening server (runtime/lifecycle.ts)');
  if (left.length > 0)
    throw new Error(
      `This file left ${left.join('; ')} to the next file of its worker: undo it in afterAll, or ` +
        "list the file among vitest.config.ts's isolated files.",
    );
});
