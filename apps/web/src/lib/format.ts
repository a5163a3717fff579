'use client';

import { useMemo } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import {
  formatMoney,
  formatMoneyShort,
  formatSignedMoney,
  type DecimalLike,
  type NumberLocale,
} from '@app/pricing';
import { unitLabel } from '@app/validators';

/** The interface language as @app/pricing's formatting and parsing take it. */
export function useNumberLocale(): NumberLocale {
  return useLocale() === 'en' ? 'en' : 'ru';
}

/**
 * The web app's one money format: @app/pricing's formatMoney in the interface language, two
 * decimals and the currency ("7 989 545,20 ₽" / "₽7,989,545.20"), exact for numbers and decimal
 * strings alike. The PDFs, the payment page and the exports print with the same function.
 */
export function useMoney(): (value: DecimalLike, currency?: string) => string {
  const locale = useNumberLocale();
  return useMemo(() => (value, currency) => formatMoney(value, locale, currency), [locale]);
}

/** A change of money with its sign: "+150 000,00 ₽", "−50 000,00 ₽" (a discount, an option). */
export function useSignedMoney(): (value: DecimalLike, currency?: string) => string {
  const locale = useNumberLocale();
  return useMemo(() => (value, currency) => formatSignedMoney(value, locale, currency), [locale]);
}

/** A unit as named everywhere: "кв. 50 · SP-1-1-14-02" / "apt. 50 · SP-1-1-14-02". */
export function useUnitLabel(): (unit: { number?: string | null; code: string }) => string {
  const locale = useNumberLocale();
  return useMemo(() => (unit) => unitLabel(unit, locale), [locale]);
}

/** The unit grid's abbreviation ("8,0 млн" / "8.0M"): the grid only, nowhere else. */
export function useMoneyShort(): (value: DecimalLike) => string {
  const locale = useNumberLocale();
  return useMemo(() => (value) => formatMoneyShort(value, locale), [locale]);
}

/** Formats of the sales screens: rooms ("2к" / "2 rooms") and area. Money: useMoney. */
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
        area: format.number(area, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      }),
  };
}
