'use client';

import { useFormatter } from 'next-intl';

/** Roubles with kopecks when there are any: "152 300,50 ₽" (money comes as numbers or decimal text). */
export function useMoney() {
  const format = useFormatter();
  return (value: number | string) =>
    format.number(Number(value), {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
}
