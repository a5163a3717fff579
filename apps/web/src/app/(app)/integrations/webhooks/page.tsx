import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { Forbidden } from '~/components/common/forbidden';
import { PageHeader } from '~/components/common/page-header';
import { EndpointsView } from '~/components/webhooks/endpoints-view';
import { WebhookTabs } from '~/components/webhooks/webhook-tabs';
import { requireMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('webhooks.endpoints'))('title') };
}

/** The sales head's webhook endpoints (`webhookEndpoints.*`). */
export default async function WebhooksPage() {
  const [me, t] = await Promise.all([requireMe(), getTranslations('webhooks.endpoints')]);
  const allowed = can(me.roles, 'webhooks.manage');
  return (
    <>
      <PageHeader title={t('title')} description={allowed ? t('description') : undefined} />
      {allowed ? (
        <>
          <WebhookTabs current="endpoints" />
          <EndpointsView />
        </>
      ) : (
        <Forbidden />
      )}
    </>
  );
}
