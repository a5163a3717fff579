import { getTranslations } from 'next-intl/server';
import { LinkTabs } from '~/components/common/link-tabs';
import type { DirectoryTab } from './tabs';

/** The directories as tabs (links: each has its own address). */
export async function DirectoryTabs({
  tabs,
  current,
}: {
  tabs: readonly DirectoryTab[];
  current: DirectoryTab;
}) {
  const t = await getTranslations('directory');
  return (
    <LinkTabs
      label={t('tabsLabel')}
      tabs={tabs.map((tab) => ({
        href: `/directory/${tab}`,
        label: t(`tabs.${tab}`),
        active: tab === current,
      }))}
    />
  );
}
