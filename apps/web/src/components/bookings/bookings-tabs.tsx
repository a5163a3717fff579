import { getTranslations } from 'next-intl/server';
import { LinkTabs } from '~/components/common/link-tabs';

/** Bookings and booking groups: two tabs of the Bookings section. */
export async function BookingsTabs({ current }: { current: 'list' | 'groups' }) {
  const t = await getTranslations('bookings.tabs');
  return (
    <LinkTabs
      label={t('label')}
      tabs={[
        { href: '/bookings', label: t('list'), active: current === 'list' },
        { href: '/bookings/groups', label: t('groups'), active: current === 'groups' },
      ]}
    />
  );
}
