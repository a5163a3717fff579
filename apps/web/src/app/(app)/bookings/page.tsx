import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ownOnly } from '@app/permissions';
import { PageHeader } from '~/components/common/page-header';
import { BookingsTabs } from '~/components/bookings/bookings-tabs';
import { BookingsView } from '~/components/bookings/bookings-view';
import { isDay } from '~/lib/app-day';
import { requireMe } from '~/server/caller';
import { listRegions } from '~/server/regions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('bookings') };
}

/** Bookings; `?expires=YYYY-MM-DD` opens the list filtered to those expiring that day. */
export default async function BookingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [me, regions, t, params] = await Promise.all([
    requireMe(),
    listRegions(),
    getTranslations('bookings'),
    searchParams,
  ]);
  // A malformed day is ignored rather than sent to be refused.
  const expires = isDay(params.expires) ? params.expires : undefined;
  return (
    <>
      <PageHeader
        title={t('title')}
        description={ownOnly(me.roles, 'bookings.read') ? t('descriptionOwn') : t('description')}
      />
      <BookingsTabs current="list" />
      <BookingsView key={expires ?? 'all'} regions={regions} expires={expires} />
    </>
  );
}
