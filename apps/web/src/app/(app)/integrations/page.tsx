import { redirect } from 'next/navigation';
import { can } from '@app/permissions';
import { Forbidden } from '~/components/common/forbidden';
import { INTEGRATION_TABS } from '~/components/common/integrations-tab-list';
import { requireMe } from '~/server/caller';

/** /integrations opens its first tab the user may see. */
export default async function IntegrationsPage() {
  const me = await requireMe();
  const first = INTEGRATION_TABS.find((tab) => can(me.roles, tab.action));
  if (first) redirect(first.href);
  return <Forbidden />;
}
