import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { uuid } from '@app/validators';
import { Forbidden } from '~/components/common/forbidden';
import { PageHeader } from '~/components/common/page-header';
import { DeliveriesView } from '~/components/webhooks/deliveries-view';
import { WebhookTabs } from '~/components/webhooks/webhook-tabs';
import { requireMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('webhooks.deliveries'))('title') };
}

/** The webhook delivery log; `?endpoint=<id>` opens it filtered to one endpoint. */
export default async function WebhookDeliveriesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [me, t, params] = await Promise.all([
    requireMe(),
    getTranslations('webhooks.deliveries'),
    searchParams,
  ]);
  const allowed = can(me.roles, 'webhooks.manage');
  // A malformed id is ignored rather than sent to be refused.
  const endpoint = uuid.safeParse(params.endpoint);
  return (
    <>
      <PageHeader title={t('title')} description={allowed ? t('description') : undefined} />
      {allowed ? (
        <>
          <WebhookTabs current="deliveries" />
          <DeliveriesView
            key={endpoint.data ?? 'all'}
            endpoint={endpoint.success ? endpoint.data : undefined}
          />
        </>
      ) : (
        <Forbidden />
      )}
    </>
  );
}
