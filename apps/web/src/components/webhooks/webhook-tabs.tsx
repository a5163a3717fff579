import { IntegrationsTabs } from '~/components/common/integrations-tabs';
import { requireMe } from '~/server/caller';

export type WebhookTab = 'endpoints' | 'deliveries';

/** The webhook screens' place in the /integrations tabs (common/integrations-tabs.tsx). */
export async function WebhookTabs({ current }: { current: WebhookTab }) {
  const me = await requireMe();
  return (
    <IntegrationsTabs
      current={current === 'endpoints' ? 'webhooks' : 'deliveries'}
      roles={me.roles}
    />
  );
}
