import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { PageHeader } from '~/components/common/page-header';
import { UnitBookingPanel } from '~/components/bookings/unit-booking-slot';
import { UnitOfferPanel } from '~/components/documents/unit-offer-slot';
import { UnitQueuePanel } from '~/components/queue/unit-queue-slot';
import { UnitPricingPanel } from '~/components/unit-pricing/unit-pricing-slot';
import { UnitsView } from '~/components/units/units-view';
import { requireMe } from '~/server/caller';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('units') };
}

type SearchParams = Promise<{ unit?: string | string[] }>;

export default async function UnitsPage({ searchParams }: { searchParams: SearchParams }) {
  const [me, t, { unit }] = await Promise.all([
    requireMe(),
    getTranslations('units'),
    searchParams,
  ]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <UnitsView
        initialUnitId={typeof unit === 'string' ? unit : undefined}
        cardExtra={
          <>
            <UnitBookingPanel />
            <UnitQueuePanel />
            <UnitPricingPanel />
            {can(me.roles, 'documents.create') ? <UnitOfferPanel /> : null}
          </>
        }
      />
    </>
  );
}
