import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can, ownOnly } from '@app/permissions';
import { DashboardView } from '~/components/dashboard/dashboard-view';
import { DealStageFigures } from '~/components/deals/deal-stage-figures';
import { Forbidden } from '~/components/common/forbidden';
import { PageHeader } from '~/components/common/page-header';
import { requireMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('dashboard') };
}

/** The sales dashboard: the landing of sales heads, managers and viewers; realtors' own figures. */
export default async function DashboardPage() {
  const [me, t] = await Promise.all([requireMe(), getTranslations('dashboard')]);
  if (!can(me.roles, 'dashboard.read')) {
    return (
      <>
        <PageHeader title={t('title')} />
        <Forbidden />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t('title')}
        description={ownOnly(me.roles, 'dashboard.read') ? t('descriptionOwn') : t('description')}
      />
      <DashboardView />
      <div className="mt-6">
        <DealStageFigures />
      </div>
    </>
  );
}
