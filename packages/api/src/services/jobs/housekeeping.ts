/**
 * Housekeeping: rows nobody needs any more, deleted hourly by `housekeeping.purge`
 * (runtime/jobs.ts), one retention setting in days per kind (env.ts; `0` keeps forever). pg-boss
 * and the rate-limit library clean their own rows.
 */
import { and, isNull, lt, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  idempotencyKeys,
  mailOutbox,
  passwordResetTokens,
  paymentWebhooks,
  refreshTokens,
  rowsOf,
  webhookDeliveries,
  webhookEvents,
  type Db,
} from '@app/db';
import { log } from '../../lib/log';

/** Days each kind is kept (0: forever). */
export interface RetentionSettings {
  MAIL_OUTBOX_RETENTION_DAYS: number;
  PAYMENT_WEBHOOK_RETENTION_DAYS: number;
  AUTH_TOKEN_RETENTION_DAYS: number;
  WEBHOOK_DELIVERY_RETENTION_DAYS: number;
  IDEMPOTENCY_RETENTION_DAYS: number;
}

interface PurgeKind {
  /** The table, as logged. */
  name: string;
  setting: keyof RetentionSettings;
  table: PgTable;
  /** What a batch is picked and deleted by: the primary key (its columns). */
  key: PgColumn | PgColumn[];
  /** The rows that may go: past `cutoff`, and nothing still needs them. */
  due: (cutoff: Date) => SQL | undefined;
}

export const PURGE_KINDS: PurgeKind[] = [
  {
    // Outgoing e-mail, sent or not: its delivery job gave up long before (six attempts in ~16 min).
    // Ids grow with time, so the primary key finds the oldest rows without an index on the date.
    name: 'mail_outbox',
    setting: 'MAIL_OUTBOX_RETENTION_DAYS',
    table: mailOutbox,
    key: mailOutbox.id,
    due: (cutoff) => lt(mailOutbox.created_at, cutoff),
  },
  {
    // Webhook calls that registered no payment (a bad signature, an event that changed nothing, a
    // repeat). A call that registered a payment is that payment's evidence and stays with it.
    name: 'payment_webhooks',
    setting: 'PAYMENT_WEBHOOK_RETENTION_DAYS',
    table: paymentWebhooks,
    key: paymentWebhooks.id,
    due: (cutoff) => and(lt(paymentWebhooks.received_at, cutoff), isNull(paymentWebhooks.payment)),
  },
  {
    // Sessions: a refresh token past its expiry can refresh nothing (rotation's reuse detection only
    // matters while a token could still be used).
    name: 'refresh_tokens',
    setting: 'AUTH_TOKEN_RETENTION_DAYS',
    table: refreshTokens,
    key: refreshTokens.id,
    due: (cutoff) => lt(refreshTokens.expires_at, cutoff),
  },
  {
    // Password-recovery links past their expiry.
    name: 'password_reset_tokens',
    setting: 'AUTH_TOKEN_RETENTION_DAYS',
    table: passwordResetTokens,
    key: passwordResetTokens.id,
    due: (cutoff) => lt(passwordResetTokens.expires_at, cutoff),
  },
  {
    // Outgoing webhooks' deliveries that are settled (succeeded or failed for good), with their
    // attempts (cascade). A pending one stays whatever its age: its retries are not over.
    name: 'webhook_deliveries',
    setting: 'WEBHOOK_DELIVERY_RETENTION_DAYS',
    table: webhookDeliveries,
    key: webhookDeliveries.id,
    due: (cutoff) =>
      and(lt(webhookDeliveries.created_at, cutoff), ne(webhookDeliveries.status, 'PENDING')),
  },
  {
    // Their events, once no delivery is left (after the kind above, in the same pass).
    name: 'webhook_events',
    setting: 'WEBHOOK_DELIVERY_RETENTION_DAYS',
    table: webhookEvents,
    key: webhookEvents.id,
    due: (cutoff) =>
      and(
        lt(webhookEvents.created_at, cutoff),
        notExists(
          sql`(select 1 from ${webhookDeliveries} where ${webhookDeliveries.event} = ${webhookEvents.id})`,
        ),
      ),
  },
  {
    // Idempotency records past their 24-hour window: an expired one answers nothing (a new request
    // under its key replaces it), so it only waits here for its retention to pass.
    name: 'idempotency_keys',
    setting: 'IDEMPOTENCY_RETENTION_DAYS',
    table: idempotencyKeys,
    key: [idempotencyKeys.user_id, idempotencyKeys.key],
    due: (cutoff) => lt(idempotencyKeys.expires_at, cutoff),
  },
];

// Each batch its own short statement (no long lock; rows another pass holds are skipped, not
// waited for); a pass stops at MAX_BATCHES per kind, the next continues. Repeating is harmless.
export const BATCH = 1000;
export const MAX_BATCHES = 50;
const DAY_MS = 24 * 3600_000;

/** Deletes one batch of due rows; how many went. */
async function deleteBatch(db: Db, kind: PurgeKind, cutoff: Date, limit: number): Promise<number> {
  const key = sql.join(
    (Array.isArray(kind.key) ? kind.key : [kind.key]).map((c) => sql`${c}`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`
      with doomed as (
        select ${key} from ${kind.table} where ${kind.due(cutoff)}
        order by ${key} limit ${limit} for update skip locked
      ), gone as (
        delete from ${kind.table} where (${key}) in (select * from doomed) returning 1
      )
      select count(*)::int as n from gone`),
  ) as { n: number }[];
  return Number(rows[0]?.n ?? 0);
}

export interface PurgeReport {
  /** Rows deleted per table (absent: kept forever by its setting). */
  deleted: Record<string, number>;
  /** Tables with due rows left for the next pass (MAX_BATCHES reached). */
  more: string[];
}

/** One housekeeping pass over every kind; logged as one line. */
export async function purgeOldRows(
  db: Db,
  settings: RetentionSettings,
  options: { now?: Date; batch?: number } = {},
): Promise<PurgeReport> {
  const { now = new Date(), batch = BATCH } = options;
  const started = performance.now();
  const report: PurgeReport = { deleted: {}, more: [] };
  for (const kind of PURGE_KINDS) {
    const days = settings[kind.setting];
    if (days <= 0) continue;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    let deleted = 0;
    let last = batch;
    for (let i = 0; i < MAX_BATCHES && last === batch; i++) {
      last = await deleteBatch(db, kind, cutoff, batch);
      deleted += last;
    }
    report.deleted[kind.name] = deleted;
    if (last === batch) report.more.push(kind.name);
  }
  const ms = Math.round(performance.now() - started);
  log.info({ component: 'housekeeping', ...report, duration_ms: ms }, 'housekeeping pass');
  return report;
}
