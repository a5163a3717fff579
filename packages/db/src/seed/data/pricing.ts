import type { OptionType } from '@app/validators';

/**
 * Demo pricing of the demo complex. Amounts are exact decimals written as text;
 * `percent` is a fraction (0.05 = 5 %). Which units get which condition is decided per unit in
 * seed/pricing.ts from the unit's stable hash, rooms and building, so every run gives the same set.
 */

/** Price per square metre, ₽: a base per building, dearer up the floors, dearer for small flats. */
export const PRICE_PER_SQ_M = {
  building: { '1': 188_000, '2': 206_000 } as Readonly<Record<string, number>>,
  perFloor: 4_000,
  rooms: { 0: 24_000, 1: 12_000, 2: 0, 3: -8_000 } as Readonly<Record<number, number>>,
  /** 0..jitter ₽ more per unit (stable hash), rounded to 100 ₽. */
  jitter: 6_000,
} as const;

export interface DemoDiscount {
  key: string;
  description: string;
  required_comment?: boolean;
  /** Keys of the discounts this one excludes ("A excludes B"). */
  excludes?: string[];
}

export const DISCOUNTS: readonly DemoDiscount[] = [
  { key: 'full-payment', description: 'Скидка при 100% оплате', excludes: ['family-mortgage'] },
  { key: 'family-mortgage', description: 'Семейная ипотека', excludes: ['full-payment'] },
  { key: 'trade-in', description: 'Трейд-ин', required_comment: true },
  { key: 'sales-start', description: 'Старт продаж корпуса 2' },
];

export interface DemoOption {
  key: string;
  type: OptionType;
  description: string;
  used_by_default?: boolean;
}

export const OPTIONS: readonly DemoOption[] = [
  {
    key: 'finishing',
    type: 'OPTION_TYPE_FACING',
    description: 'Чистовая отделка',
    used_by_default: true,
  },
  { key: 'kitchen', type: 'OPTION_TYPE_FURNITURE', description: 'Кухонный гарнитур' },
  { key: 'storage', type: 'OPTION_TYPE_OTHER', description: 'Кладовая' },
];

/** The markup of a condition: sum + percent × base price + sum_per_sq_m × area. */
export interface Markup {
  sum?: string;
  percent?: string;
  sum_per_sq_m?: string;
}

export const DISCOUNT_MARKUP: Readonly<Record<string, Markup>> = {
  'full-payment': { percent: '0.05' },
  'family-mortgage': { sum: '300000.00' },
  'trade-in': { sum_per_sq_m: '3000.00' },
  'sales-start': { percent: '0.02' },
};

export const OPTION_MARKUP: Readonly<Record<string, Markup>> = {
  finishing: { sum_per_sq_m: '18000.00' },
  kitchen: { sum: '450000.00' },
  storage: { sum: '650000.00' },
};

/** The earlier (closed) version of the full-payment condition of this unit: 3 % until a month ago. */
export const HISTORY_CONDITION_UNIT = 'SP-1-1-02-01';
export const HISTORY_CONDITION_MARKUP: Markup = { percent: '0.03' };

export const TRADE_IN_COMMENT = 'Зачёт квартиры клиента по оценке партнёра';
