import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DirectoryTabs } from '~/components/directory/directory-tabs';
import { DirectoryTable } from '~/components/directory/directory-table';
import { Forbidden } from '~/components/forbidden';
import { PageHeader } from '~/components/page-header';
import { DIRECTORY_TABS, directoryTabsFor, type DirectoryTab } from '~/lib/roles';
import { requireMe } from '~/server/caller';

type Params = Promise<{ tab: string }>;

const isTab = (tab: string): tab is DirectoryTab =>
  (DIRECTORY_TABS as readonly string[]).includes(tab);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { tab } = await params;
  const t = await getTranslations('directory');
  return { title: isTab(tab) ? `${t(`tabs.${tab}`)} · ${t('title')}` : t('title') };
}

export default async function DirectoryPage({ params }: { params: Params }) {
  const { tab } = await params;
  if (!isTab(tab)) notFound();
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
