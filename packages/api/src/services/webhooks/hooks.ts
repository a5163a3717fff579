import type { Db } from '@app/db';

/** An endpoint the delivery just disabled (410 Gone, or failing for too long). */
export interface DisabledEndpoint {
  id: string;
  url: string;
  reason: 'GONE' | 'FAILING';
}

/**
 * What higher domains do, in the same transaction, when the delivery disables an endpoint
 * (notifications: tell every active sales head). Registered at start-up (services/notifications
 * `registerNotificationHooks`, called by the runtime and the test helpers); webhooks never import
 * them. The same function registered twice is kept once.
 */
export type EndpointDisabledHook = (tx: Db, endpoint: DisabledEndpoint) => Promise<void>;

const hooks: EndpointDisabledHook[] = [];

export function onEndpointDisabled(hook: EndpointDisabledHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runEndpointDisabledHooks(tx: Db, endpoint: DisabledEndpoint): Promise<void> {
  for (const hook of hooks) await hook(tx, endpoint);
}
