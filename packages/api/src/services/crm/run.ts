import type { Db } from '@app/db';
import { getEnv } from '../../env';
import { connectorFor, CrmNotConnected } from './connector';
import { sendDueChanges, type PassResult } from './sender';
import { readSettings } from './settings';

export interface SenderRun {
  /** How long this run sends before it returns (the next tick of its job takes over). */
  forMs: number;
  /** The pause between passes that found nothing due. */
  idleMs?: number;
  /** Aborted when the process stops. */
  stopping?: AbortSignal;
  /** Return as soon as a pass finds nothing due (tests, benches). */
  untilIdle?: boolean;
  fetch?: typeof fetch;
}

/** How often a sender waiting for credentials looks for new ones (crm.connect, crm.test). */
const WAITING_MS = 3000;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

/**
 * The CRM's sender (runtime/jobs.ts `crm.send`, one at a time across instances): passes over the
 * outbox for `forMs`, pausing when nothing is due or while the CRM refuses the credentials, until
 * the process stops. Returns what it did, for the job's log line.
 */
export async function runCrmSender(db: Db, run: SenderRun): Promise<string | undefined> {
  if (getEnv().CRM_PROVIDER === 'NONE') return undefined;
  const end = Date.now() + run.forMs;
  const total: PassResult = { sent: 0, skipped: 0, retried: 0, failed: 0, waiting: false };
  while (Date.now() < end && !run.stopping?.aborted) {
    let pass: PassResult;
    try {
      pass = await sendDueChanges(db, connectorFor(await readSettings(db), run.fetch));
    } catch (e) {
      if (e instanceof CrmNotConnected) return `CRM not connected: ${e.message}`;
      throw e;
    }
    for (const k of ['sent', 'skipped', 'retried', 'failed'] as const) total[k] += pass[k];
    if (pass.waiting) {
      // The CRM refused the credentials: look again every few seconds for a new one.
      total.waiting = true;
      if (run.untilIdle) break;
      await sleep(WAITING_MS, run.stopping);
      continue;
    }
    const idle = pass.sent + pass.skipped + pass.retried + pass.failed === 0;
    if (idle && run.untilIdle) break;
    if (idle) await sleep(run.idleMs ?? 500, run.stopping);
  }
  return summary(total);
}

function summary(t: PassResult): string | undefined {
  if (!t.sent && !t.skipped && !t.retried && !t.failed && !t.waiting) return undefined;
  return `CRM: ${t.sent} sent, ${t.skipped} skipped, ${t.retried} to retry, ${t.failed} failed${
    t.waiting ? ', waiting for credentials' : ''
  }`;
}
