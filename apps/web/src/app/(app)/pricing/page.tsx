import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PricesView } from '~/components/pricing/prices-view';
import { PricingScreen } from '~/components/pricing/pricing-screen';
import { parseDay } from '~/components/pricing/tabs';

type SearchParams = Promise<{ date?: string | string[] }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('pricing') };
}

/** Base prices (the first tab of /pricing). */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { date } = await searchParams;
  const asOf = parseDay(date);
  return (
    <PricingScreen tab="prices" asOf={asOf}>
      <PricesView asOf={asOf} />
    </PricingScreen>
  );
}
