'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { cn } from '~/lib/utils';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { hasPriceFilter, NO_PRICE_FILTER, type PriceFilter } from './price-filter';

interface Props {
  value: PriceFilter;
  onChange: (value: PriceFilter) => void;
  /** "As of" a past day the price range is not offered (the API filters by today's price). */
  asOf?: string;
}

const FIELDS = [
  ['building', 'w-20', 'text'],
  ['section', 'w-20', 'numeric'],
  ['floor', 'w-20', 'numeric'],
  ['rooms', 'w-20', 'numeric'],
  ['priceFrom', 'w-32', 'decimal'],
  ['priceTo', 'w-32', 'decimal'],
] as const;

/** Building, section, floor, rooms and the price range of the base prices table. */
export function PriceFilters({ value, onChange, asOf }: Props) {
  const t = useTranslations('pricing.prices.filters');
  const id = useId();
  const [open, setOpen] = useState(false);
  const fields = asOf ? FIELDS.filter(([key]) => !key.startsWith('price')) : FIELDS;
  const count = Object.values(value).filter((v) => v.trim() !== '').length;
  return (
    <div className="grid gap-3">
      {/* Phones fold the filters behind a button; wider screens always show them. */}
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start sm:hidden"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden />
        {count ? t('toggleCount', { count }) : t('toggle')}
      </Button>
      <div
        id={`${id}-panel`}
        className={cn(open ? 'flex' : 'hidden', 'flex-wrap items-end gap-3 sm:flex')}
      >
        {fields.map(([key, width, inputMode]) => (
          <div key={key} className="grid gap-1.5">
            <Label htmlFor={`${id}-${key}`} className="text-xs text-muted-foreground">
              {t(key)}
            </Label>
            <Input
              id={`${id}-${key}`}
              inputMode={inputMode}
              className={`h-8 ${width}`}
              value={value[key]}
              onChange={(e) => onChange({ ...value, [key]: e.target.value })}
            />
          </div>
        ))}
        {hasPriceFilter(value) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_PRICE_FILTER)}>
            <RotateCcw aria-hidden />
            {t('reset')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
