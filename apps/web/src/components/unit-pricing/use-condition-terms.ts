'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMoney } from '~/lib/format';

/** A condition's terms in words: "5 % + 100 000,00 ₽ + 1 000,00 ₽ per m²" (absent terms left out). */
export function useConditionTerms() {
  const t = useTranslations('unitPricing');
  const format = useFormatter();
  const money = useMoney();
  return (c: { sum: number | null; percent: number | null; sum_per_sq_m: number | null }) =>
    [
      c.percent ? format.number(c.percent, { style: 'percent', maximumFractionDigits: 4 }) : null,
      c.sum ? money(c.sum) : null,
      c.sum_per_sq_m ? t('perSqM', { price: money(c.sum_per_sq_m) }) : null,
    ]
      .filter(Boolean)
      .join(' + ') || money(0);
}
