import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ownOnly } from '@app/permissions';
import { PageHeader } from '~/components/common/page-header';
import { BookingsTabs } from '~/components/bookings/bookings-tabs';
import { BookingsView } from '~/components/bookings/bookings-view';
import { requireMe } from '~/server/caller';
import { listRegions } from '~/server/regions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('bookings') };
}

export default async function BookingsPage() {
  const [me, regions, t] = await Promise.all([
    requireMe(),
    listRegions(),
    getTranslations('bookings'),
  ]);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={ownOnly(me.roles, 'bookings.read') ? t('descriptionOwn') : t('description')}
      />
      <BookingsTabs current="list" />
      <BookingsView regions={regions} />
    </>
  );
}
