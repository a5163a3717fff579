import type { Action } from '@app/permissions';

/**
 * The tabs of /integrations, in order: a tab is one line here (its key, its page and the action
 * that shows it), plus its label in the catalogs (`integrations.tabs`).
 */
export const INTEGRATION_TABS = [
  { key: 'apiKeys', href: '/integrations/api-keys', action: 'apiKeys.manage' },
  { key: 'webhooks', href: '/integrations/webhooks', action: 'webhooks.manage' },
  { key: 'deliveries', href: '/integrations/deliveries', action: 'webhooks.manage' },
  { key: 'crm', href: '/integrations/crm', action: 'crm.manage' },
] as const satisfies readonly { key: string; href: string; action: Action }[];

export type IntegrationTab = (typeof INTEGRATION_TABS)[number]['key'];
