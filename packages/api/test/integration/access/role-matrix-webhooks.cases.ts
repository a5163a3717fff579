/** The role matrix's special inputs for the webhooks' procedures: an endpoint or delivery per call. */
import { eq } from 'drizzle-orm';
import { SYSTEM_USER_ID, webhookDeliveries, type Db } from '@app/db';
import { createEndpoint, recordEvent } from '../../../src/services/webhooks';

/** A case of role-matrix.cases.ts (its `Case`, narrowed to what these need: no cycle back). */
type Case = { input: (s: { db: Db }) => unknown };

let n = 0;
/** An endpoint on a loopback port nobody listens on (no queue runs here: nothing is sent). */
async function endpoint(db: Db): Promise<string> {
  const url = `http://127.0.0.1:9/matrix-${++n}`;
  return (await createEndpoint(db, SYSTEM_USER_ID, { url, events: ['queue.promoted'] })).item.id;
}

/** A delivery to a fresh endpoint, of an event recorded as a change would record it. */
async function delivery(db: Db): Promise<{ endpoint: string; delivery: string }> {
  const id = await endpoint(db);
  await db.transaction((tx) =>
    recordEvent(tx, 'queue.promoted', { data: () => ({ matrix: ++n }) }),
  );
  const [row] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpoint, id));
  return { endpoint: id, delivery: row?.id ?? '' };
}

export const WEBHOOK_CASES: Record<string, Case> = {
  'webhookEndpoints.update': {
    input: async (s) => ({ id: await endpoint(s.db), description: `matrix ${++n}` }),
  },
  'webhookEndpoints.rotateSecret': { input: async (s) => ({ id: await endpoint(s.db) }) },
  'webhookDeliveries.replay': {
    input: async (s) => ({ id: (await delivery(s.db)).delivery }),
  },
  'webhookDeliveries.replayFailed': {
    input: async (s) => ({ endpoint: await endpoint(s.db), since: new Date(0).toISOString() }),
  },
};
