import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CatalogView } from '~/components/pricing/catalog-view';
import { PricingScreen } from '~/components/pricing/pricing-screen';
import { isCatalogKind, parseDay } from '~/components/pricing/tabs';

type Params = Promise<{ tab: string }>;
type SearchParams = Promise<{ date?: string | string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { tab } = await params;
  const t = await getTranslations('pricing');
  return { title: isCatalogKind(tab) ? `${t(`tabs.${tab}`)} · ${t('title')}` : t('title') };
}

/** Discounts or options (the other tabs of /pricing). */
export default async function Page({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { tab } = await params;
  if (!isCatalogKind(tab)) notFound();
  const { date } = await searchParams;
  const asOf = parseDay(date);
  return (
    <PricingScreen tab={tab} asOf={asOf}>
      <CatalogView kind={tab} asOf={asOf} />
    </PricingScreen>
  );
}
