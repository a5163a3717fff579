import { eq } from 'drizzle-orm';
import { CrmError, type CrmConnector } from '@app/integration-kit';
import { bookings, crmSync, type Db } from '@app/db';
import { log } from '../../lib/log';
import { claimDueRows, finishRow, releaseRow, retryRow, type ClaimedRow } from '../crm-outbox';
import { keepCrmDealId } from '../bookings';
import { crmAuthFailed } from '../notifications';
import { pushFor } from './push';
import { markAuthFailed, readSettings, type CrmSettingsRow } from './settings';

const crmLog = log.child({ component: 'crm' });

/** Retry after 2 s doubling to 10 min, ±20 % jitter (two senders' retries do not line up). */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(600_000, 2000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface PassResult {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
  /** The CRM refused our credentials: nothing more is sent until they change. */
  waiting: boolean;
}

/**
 * One pass of the sender: the due rows (each the head of its booking), sent one after another
 * through the connector (which keeps the CRM's rate). Returns what became of them.
 */
export async function sendDueChanges(
  db: Db,
  connector: CrmConnector,
  opts: { batch?: number; now?: () => Date } = {},
): Promise<PassResult> {
  const now = opts.now ?? (() => new Date());
  const result: PassResult = { sent: 0, skipped: 0, retried: 0, failed: 0, waiting: false };
  const settings = await readSettings(db);
  if (settings.auth_failed_at) return { ...result, waiting: true };
  const rows = await claimDueRows(db, opts.batch ?? 20, now());
  for (const [i, row] of rows.entries()) {
    const outcome = await sendRow(db, connector, settings, row, now());
    if (outcome === 'WAIT') {
      // The claimed rows not tried go back as they were.
      for (const rest of rows.slice(i)) await releaseRow(db, rest.id, 'waiting for credentials');
      return { ...result, waiting: true };
    }
    result[outcome] += 1;
  }
  return result;
}

type RowOutcome = 'sent' | 'skipped' | 'retried' | 'failed' | 'WAIT';

async function sendRow(
  db: Db,
  connector: CrmConnector,
  settings: CrmSettingsRow,
  row: ClaimedRow,
  now: Date,
): Promise<RowOutcome> {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, row.booking));
  if (!b) {
    await finishRow(db, row.id, { status: 'SKIPPED', note: 'the booking is gone' }, now);
    return 'skipped';
  }
  const [sync] = await db.select().from(crmSync).where(eq(crmSync.booking, b.id));
  const push = pushFor(b, row.event, row.id, settings, now);
  // A change the CRM itself caused (its webhook moved the booking, heard before the change) with
  // nothing else new is not sent back.
  const fromCrm =
    sync?.heard_at &&
    sync.remote_stage === push.stage &&
    row.occurred_at >= sync.heard_at &&
    sync.sent_total === push.priceTotal;
  if (b.crm_deal_id && fromCrm) {
    await finishRow(db, row.id, { status: 'SKIPPED', note: 'the CRM made this change' }, now);
    return 'skipped';
  }
  try {
    const { dealId } = await connector.push(push);
    await db.transaction(async (tx) => {
      if (!b.crm_deal_id) await keepCrmDealId(tx, b.id, dealId);
      const sent = { sent_stage: push.stage, sent_total: push.priceTotal, sent_at: now };
      await tx
        .insert(crmSync)
        .values({ booking: b.id, ...sent })
        .onConflictDoUpdate({ target: crmSync.booking, set: sent });
      await finishRow(tx, row.id, { status: 'SENT' }, now);
    });
    return 'sent';
  } catch (e) {
    return failed(db, connector, row, e, now);
  }
}

async function failed(
  db: Db,
  connector: CrmConnector,
  row: ClaimedRow,
  e: unknown,
  now: Date,
): Promise<RowOutcome> {
  const error = e instanceof CrmError ? e : null;
  // The deal was made before a later step failed: the retry updates it, never makes a second.
  if (error?.dealId) await keepCrmDealId(db, row.booking, error.dealId);
  const answer = (error?.answer ?? (e instanceof Error ? e.message : String(e))).slice(0, 500);
  if (error?.kind === 'AUTH') {
    await db.transaction(async (tx) => {
      const since = await markAuthFailed(tx, answer, now);
      if (since) await crmAuthFailed(tx, { provider: connector.name, error: answer, since });
      await releaseRow(tx, row.id, answer);
    });
    crmLog.warn(
      { provider: connector.name, status: error.status },
      'the CRM refused our credentials: the outbox waits',
    );
    return 'WAIT';
  }
  if (error?.kind === 'REJECTED') {
    await retryRow(db, row.id, answer, null);
    crmLog.warn({ row: row.id, status: error.status }, 'the CRM rejected a change');
    return 'failed';
  }
  // 429, 5xx, timeouts, the network, or anything unexpected: again later, in order.
  const wait = Math.max(error?.retryAfterMs ?? 0, backoffMs(row.attempts));
  await retryRow(db, row.id, answer, new Date(now.getTime() + wait));
  return 'retried';
}
