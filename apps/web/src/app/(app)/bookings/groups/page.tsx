import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '~/components/common/page-header';
import { GroupsView } from '~/components/booking-groups/groups-view';
import { BookingsTabs } from '~/components/bookings/bookings-tabs';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('groups'))('title') };
}

export default async function BookingGroupsPage() {
  const [t, tb] = await Promise.all([getTranslations('groups'), getTranslations('bookings')]);
  return (
    <>
      <PageHeader title={tb('title')} description={t('description')} />
      <BookingsTabs current="groups" />
      <GroupsView />
    </>
  );
}
