import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Forbidden } from '~/components/common/forbidden';
import { PageHeader } from '~/components/common/page-header';
import { DirectoryTable } from '~/components/directory/directory-table';
import { DirectoryTabs } from '~/components/directory/directory-tabs';
import { directoryTabsFor, isDirectoryTab } from '~/components/directory/tabs';
import { requireMe } from '~/server/caller';

type Params = Promise<{ tab: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { tab } = await params;
  const t = await getTranslations('directory');
  return { title: isDirectoryTab(tab) ? `${t(`tabs.${tab}`)} · ${t('title')}` : t('title') };
}

export default async function DirectoryPage({ params }: { params: Params }) {
  const { tab } = await params;
  if (!isDirectoryTab(tab)) notFound();
  const me = await requireMe();
  const t = await getTranslations('directory');
  const tabs = directoryTabsFor(me.roles);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <DirectoryTabs tabs={tabs} current={tab} />
      {tabs.includes(tab) ? <DirectoryTable tab={tab} label={t(`tabs.${tab}`)} /> : <Forbidden />}
    </>
  );
}
