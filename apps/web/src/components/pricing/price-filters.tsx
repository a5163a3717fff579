'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { FoldingFilters } from '~/components/data-table/folding-filters';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { useNumberLocale } from '~/lib/format';
import {
  hasPriceFilter,
  NO_PRICE_FILTER,
  unreadableFilter,
  type PriceFilter,
} from './price-filter';

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
  const locale = useNumberLocale();
  const fields = asOf ? FIELDS.filter(([key]) => !key.startsWith('price')) : FIELDS;
  const count = Object.values(value).filter((v) => v.trim() !== '').length;
  return (
    <FoldingFilters
      toggle={count ? t('toggleCount', { count }) : t('toggle')}
      reset={
        hasPriceFilter(value)
          ? { label: t('reset'), onReset: () => onChange(NO_PRICE_FILTER) }
          : null
      }
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
            aria-invalid={
              (inputMode !== 'text' && unreadableFilter(value[key], locale)) || undefined
            }
            onChange={(e) => onChange({ ...value, [key]: e.target.value })}
          />
        </div>
      ))}
    </FoldingFilters>
  );
}
