'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Controller, type Control } from 'react-hook-form';
import { Checkbox } from '~/components/ui/checkbox';
import { discountChoice } from '~/components/unit-pricing/pricing-model';
import { useTRPC } from '~/trpc/client';
import type { OfferValues } from './offer-values';

/**
 * The discounts of one unit of the offer: those that apply by default are ticked and fixed (the
 * price is `pricing.quote`'s, which always applies them); the others the issuer may tick. The
 * ticked refs are the unit's `discounts` in the request.
 */
export function OfferDiscounts({
  unitId,
  index,
  control,
  error,
}: {
  unitId: string;
  index: number;
  control: Control<OfferValues>;
  error: string | undefined;
}) {
  const t = useTranslations('documents.offer.unit');
  const trpc = useTRPC();
  const [date] = useState(() => new Date().toISOString());
  const conditions = useQuery(
    trpc.discountConditions.validOn.queryOptions({ filter: { date, unit: unitId } }),
  );
  const choices = (conditions.data?.items ?? []).map(discountChoice);
  if (conditions.isPending || choices.length === 0) return null;
  return (
    <fieldset className="grid gap-2" data-testid="offer-discounts">
      <legend className="mb-2 text-sm font-medium">{t('discounts')}</legend>
      <Controller
        control={control}
        name={`units.${index}.discounts`}
        render={({ field }) => {
          const chosen = new Set(field.value ?? []);
          return (
            <ul className="grid gap-1.5">
              {choices.map((c) => {
                const id = `offer-${index}-discount-${c.ref}`;
                return (
                  <li key={c.ref} className="flex items-center gap-2 text-sm">
                    <Checkbox
                      id={id}
                      checked={c.byDefault || chosen.has(c.ref)}
                      disabled={c.byDefault}
                      onCheckedChange={(on) => {
                        const next = new Set(chosen);
                        if (on) next.add(c.ref);
                        else next.delete(c.ref);
                        field.onChange([...next]);
                      }}
                    />
                    <label htmlFor={id}>
                      {c.description}
                      {c.byDefault ? (
                        <span className="text-muted-foreground"> · {t('discountByDefault')}</span>
                      ) : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          );
        }}
      />
      {error ? <p className="text-xs font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
