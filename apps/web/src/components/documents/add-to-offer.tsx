'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { FilePlus2 } from 'lucide-react';
import { usePriceSelection } from '~/components/pricing/price-selection';
import { buttonClasses } from '~/components/ui/button';
import { offerHref } from './document-filter';
import { MAX_OFFER_UNITS } from './use-offer-units';

/** "Add to offer" for the units ticked in the base prices table (the /pricing page's slot). */
export function AddSelectionToOffer() {
  const t = useTranslations('documents.addToOffer');
  const units = usePriceSelection();
  const tooMany = units.length > MAX_OFFER_UNITS;
  if (tooMany)
    return (
      <span className="text-xs text-muted-foreground">
        {t('tooMany', { max: MAX_OFFER_UNITS })}
      </span>
    );
  return (
    <Link
      href={offerHref(units.map((u) => u.id))}
      className={buttonClasses('primary', 'sm')}
      data-testid="add-selection-to-offer"
    >
      <FilePlus2 aria-hidden />
      {t('selection', { count: units.length })}
    </Link>
  );
}
