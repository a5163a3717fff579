import { and, eq, isNull } from 'drizzle-orm';
import { roles, userRoles, users, type Db } from '@app/db';
import type { DisabledEndpoint } from '../webhooks';
import { notify } from './notify';

/** Every active sales head (people, not API keys' service users). */
export async function salesHeads(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(
      and(
        eq(roles.slug, 'ROLE_SALES_HEAD'),
        eq(users.active, true),
        eq(users.is_service, false),
        isNull(users.deleted_at),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * "A webhook endpoint was disabled" (410 Gone, or failing too long): every active sales head is
 * told, in the delivery's transaction. Webhooks, below notifications, take it as an argument of
 * `attemptDelivery` (runtime/jobs.ts `webhooks.deliver` passes it).
 */
export async function endpointDisabled(tx: Db, endpoint: DisabledEndpoint): Promise<void> {
  await notify(tx, {
    kind: 'WEBHOOK_ENDPOINT_DISABLED',
    userIds: await salesHeads(tx),
    data: { endpoint: endpoint.id, url: endpoint.url, reason: endpoint.reason },
  });
}

/**
 * "The CRM refused our credentials" (an expired or revoked token): the sales heads are told once
 * per failure (`since`, the moment it began: a second sender or a retry tells nobody again).
 */
export async function crmAuthFailed(
  tx: Db,
  failure: { provider: string; error: string; since: Date },
): Promise<void> {
  await notify(tx, {
    kind: 'CRM_AUTH_FAILED',
    userIds: await salesHeads(tx),
    data: { provider: failure.provider === 'AMOCRM' ? 'amoCRM' : 'Bitrix24', reason: failure.error },
    dedupeKey: `crm-auth:${failure.since.toISOString()}`,
  });
}
