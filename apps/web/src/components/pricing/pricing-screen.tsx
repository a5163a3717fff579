import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { LinkTabs } from '~/components/common/link-tabs';
import { PageHeader } from '~/components/common/page-header';
import { Alert } from '~/components/ui/alert';
import { AsOfDate } from './as-of-date';
import { PRICING_TABS, pricingHref, type PricingTab } from './tabs';
import { utcDay } from '~/lib/date-formats';

/** /pricing: the header with the "as of" day, the tabs, and the chosen tab's table. */
export async function PricingScreen({
  tab,
  asOf,
  children,
}: {
  tab: PricingTab;
  asOf?: string;
  /** The tab's table (each page imports only its own, so the others' code is not loaded). */
  children: ReactNode;
}) {
  const t = await getTranslations('pricing');
  const format = await getFormatter();
  const day = asOf ? format.dateTime(new Date(`${asOf}T00:00:00Z`), utcDay('dayLong')) : '';
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<AsOfDate value={asOf} />}
      />
      <LinkTabs
        label={t('tabsLabel')}
        tabs={PRICING_TABS.map((id) => ({
          href: pricingHref(id, asOf),
          label: t(`tabs.${id}`),
          active: id === tab,
        }))}
      />
      {asOf ? (
        <Alert className="mb-4" data-testid="as-of-note">
          {t(tab === 'prices' ? 'asOf.pricesNote' : 'asOf.catalogNote', { date: day })}
        </Alert>
      ) : null}
      {children}
    </>
  );
}
