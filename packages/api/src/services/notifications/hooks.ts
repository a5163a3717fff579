import { and, eq, isNull } from 'drizzle-orm';
import { roles, userRoles, users, type Db } from '@app/db';
import { onEndpointDisabled, type DisabledEndpoint } from '../webhooks';
import { notify } from './notify';

/** Every active sales head (people, not API keys' service users). */
async function salesHeads(tx: Db): Promise<string[]> {
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

/** An endpoint disabled by the delivery: every active sales head is told, in its transaction. */
async function onDisabled(tx: Db, endpoint: DisabledEndpoint): Promise<void> {
  await notify(tx, {
    kind: 'WEBHOOK_ENDPOINT_DISABLED',
    userIds: await salesHeads(tx),
    data: { endpoint: endpoint.id, url: endpoint.url, reason: endpoint.reason },
  });
}

/**
 * Hooks notifications into the webhooks below them (services/webhooks never import
 * notifications): a disabled endpoint tells the sales heads. Called at start-up by every process
 * that delivers webhooks (runtime `startServer`, the test helpers); registering twice is harmless.
 */
export function registerNotificationHooks(): void {
  onEndpointDisabled(onDisabled);
}
