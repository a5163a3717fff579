import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@app/permissions';
import { AddSelectionToOffer } from '~/components/documents/add-to-offer';
import { PricesView } from '~/components/pricing/prices-view';
import { PricingScreen } from '~/components/pricing/pricing-screen';
import { parseDay } from '~/components/pricing/tabs';
import { requireMe } from '~/server/caller';

type SearchParams = Promise<{ date?: string | string[] }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('pricing') };
}

/** Base prices (the first tab of /pricing); ticked units can go to a new offer. */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const [me, { date }] = await Promise.all([requireMe(), searchParams]);
  const asOf = parseDay(date);
  return (
    <PricingScreen tab="prices" asOf={asOf}>
      <PricesView
        asOf={asOf}
        selectionActions={can(me.roles, 'documents.create') ? <AddSelectionToOffer /> : undefined}
      />
    </PricingScreen>
  );
}
