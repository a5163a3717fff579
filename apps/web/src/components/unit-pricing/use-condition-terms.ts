'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useUnitFormat } from '~/lib/format';

/** A condition's terms in words: "5 % + 100 000 ₽ + 1 000 ₽ per m²" (absent terms left out). */
export function useConditionTerms() {
  const t = useTranslations('unitPricing');
  const format = useFormatter();
  const fmt = useUnitFormat();
  return (c: { sum: number | null; percent: number | null; sum_per_sq_m: number | null }) =>
    [
      c.percent ? format.number(c.percent, { style: 'percent', maximumFractionDigits: 2 }) : null,
      c.sum ? fmt.price(c.sum) : null,
      c.sum_per_sq_m ? t('perSqM', { price: fmt.price(c.sum_per_sq_m) }) : null,
    ]
      .filter(Boolean)
      .join(' + ') || fmt.price(0);
}
