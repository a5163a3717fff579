import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { Forbidden } from '~/components/common/forbidden';
import { IntegrationsTabs } from '~/components/common/integrations-tabs';
import { PageHeader } from '~/components/common/page-header';
import { CrmView } from '~/components/crm/crm-view';
import { getServerCaller, requireMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('integrations.crm'))('title') };
}

/** The sales head's CRM connection, stage map and outbox (`crm.*`), a tab of /integrations. */
export default async function CrmPage() {
  const [me, t] = await Promise.all([requireMe(), getTranslations('integrations.crm')]);
  const allowed = can(me.roles, 'crm.manage');
  const settings = allowed ? await (await getServerCaller()).crm.settings() : null;
  return (
    <>
      <PageHeader title={t('title')} description={allowed ? t('description') : undefined} />
      {settings ? (
        <>
          <IntegrationsTabs current="crm" roles={me.roles} />
          <CrmView initial={settings} />
        </>
      ) : (
        <Forbidden />
      )}
    </>
  );
}
