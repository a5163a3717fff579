'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { NumberLocale } from '@app/pricing';

/** The interface language as @app/pricing's formatting and parsing take it. */
export function useNumberLocale(): NumberLocale {
  return useLocale() === 'en' ? 'en' : 'ru';
}

/** Formats of the sales screens: rooms ("2к" / "2 rooms"), area, prices in roubles. */
export function useUnitFormat() {
  const t = useTranslations('units');
  const format = useFormatter();
  return {
    /** "студия", "2к": the grid's short form. */
    roomsShort: (rooms: number) => (rooms === 0 ? t('studioShort') : t('roomsShort', { n: rooms })),
    /** "Студия", "2 комнаты". */
    rooms: (rooms: number) => t('rooms', { n: rooms }),
    area: (area: number) =>
      t('area', {
        area: format.number(area, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
      }),
    /** "12 450 000 ₽". */
    price: (price: number) =>
      format.number(price, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }),
    /** "12,5 млн": fits a grid cell. */
    priceCompact: (price: number) =>
      format.number(price, { notation: 'compact', maximumFractionDigits: 1 }),
  };
}
