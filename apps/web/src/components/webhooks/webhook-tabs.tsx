import { getTranslations } from 'next-intl/server';
import { LinkTabs } from '~/components/common/link-tabs';

export type WebhookTab = 'endpoints' | 'deliveries';

const HREF = {
  endpoints: '/integrations/webhooks',
  deliveries: '/integrations/deliveries',
} as const satisfies Record<WebhookTab, string>;

/** The webhook screens as tabs that are links: endpoints and their delivery log. */
export async function WebhookTabs({ current }: { current: WebhookTab }) {
  const t = await getTranslations('webhooks.tabs');
  return (
    <LinkTabs
      label={t('label')}
      tabs={(Object.keys(HREF) as WebhookTab[]).map((tab) => ({
        href: HREF[tab],
        label: t(tab),
        active: tab === current,
      }))}
    />
  );
}
