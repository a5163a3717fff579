import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { INTEGRATION_TABS, type IntegrationTab } from './integrations-tab-list';
import { LinkTabs } from './link-tabs';

/** The integrations screens as tabs that are links; only those the roles may open. */
export async function IntegrationsTabs({
  current,
  roles,
}: {
  current: IntegrationTab;
  roles: readonly string[];
}) {
  const t = await getTranslations('integrations.tabs');
  return (
    <LinkTabs
      label={t('label')}
      tabs={INTEGRATION_TABS.filter((tab) => can(roles, tab.action)).map((tab) => ({
        href: tab.href,
        label: t(tab.key),
        active: tab.key === current,
      }))}
    />
  );
}
