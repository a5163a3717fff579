'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useViewer } from '~/components/common/me-context';
import { useUnitCard } from '~/components/units/unit-card';
import { lazyComponent } from '~/lib/lazy-component';
import { PriceCalculator } from './price-calculator';
import { useUnitPricing } from './use-unit-pricing';

/** A sales head's part (the conditions list and its dialogs), never downloaded for the others. */
const UnitConditionsEditor = lazyComponent(() =>
  import('./unit-conditions-editor').then((m) => m.UnitConditionsEditor),
);

/**
 * What the unit card shows about the price (its `extra` slot): the calculator for everyone, and
 * for a sales head the unit's conditions with adding, editing and deactivating them.
 */
export function UnitPricingPanel() {
  const t = useTranslations('unitPricing');
  const viewer = useViewer();
  const { unit, setChoice } = useUnitCard();
  const pricing = useUnitPricing(unit);
  // What is ticked (as the quote was asked) goes into the booking form with its total.
  const quoted = pricing.quote.data;
  const request = pricing.request;
  useEffect(() => {
    setChoice({
      discounts: request.discounts,
      options: request.options,
      total: quoted && !pricing.quote.error ? quoted.total : null,
    });
  }, [request, quoted, pricing.quote.error, setChoice]);

  return (
    <>
      <section className="grid gap-3 border-t pt-5" aria-labelledby="unit-price-title">
        <h3 id="unit-price-title" className="text-sm font-semibold">
          {t('title')}
        </h3>
        <PriceCalculator pricing={pricing} hasPrice={unit.price !== null} />
      </section>
      {viewer.can('pricing.write') ? (
        <UnitConditionsEditor
          unit={{ id: unit.id, area: unit.area }}
          pricing={pricing}
          base={pricing.quote.data?.base_price ?? null}
        />
      ) : null}
    </>
  );
}
