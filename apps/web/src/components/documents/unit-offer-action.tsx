'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { FilePlus2 } from 'lucide-react';
import { buttonClasses } from '~/components/ui/button';
import { useUnitCard } from '~/components/units/unit-card';
import { offerHref } from './document-filter';

/** "Add to offer" on the unit card (the /units page's slot; the page passes it only to issuers). */
export function UnitOfferAction() {
  const t = useTranslations('documents.addToOffer');
  const { unit } = useUnitCard();
  return (
    <section className="grid gap-2 border-t pt-5" aria-labelledby="unit-offer-title">
      <h3 id="unit-offer-title" className="text-sm font-semibold">
        {t('cardTitle')}
      </h3>
      <p className="text-xs text-muted-foreground">{t('cardHint')}</p>
      <Link
        href={offerHref([unit.id])}
        className={buttonClasses('secondary', 'sm', 'justify-self-start')}
      >
        <FilePlus2 aria-hidden />
        {t('unit')}
      </Link>
    </section>
  );
}
