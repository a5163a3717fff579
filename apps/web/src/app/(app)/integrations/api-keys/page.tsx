import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { Forbidden } from '~/components/common/forbidden';
import { IntegrationsTabs } from '~/components/common/integrations-tabs';
import { PageHeader } from '~/components/common/page-header';
import { ApiKeysView } from '~/components/integrations/api-keys-view';
import { requireMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('integrations'))('title') };
}

/** The sales head's API keys (`apiKeys.*`), the first tab of /integrations. */
export default async function ApiKeysPage() {
  const [me, t] = await Promise.all([requireMe(), getTranslations('integrations')]);
  const allowed = can(me.roles, 'apiKeys.manage');
  return (
    <>
      <PageHeader title={t('title')} description={allowed ? t('description') : undefined} />
      {allowed ? (
        <>
          <IntegrationsTabs current="apiKeys" roles={me.roles} />
          <ApiKeysView />
        </>
      ) : (
        <Forbidden />
      )}
    </>
  );
}
