/** The sections of /pricing, in the order of their tabs. */
export const PRICING_TABS = ['prices', 'discounts', 'options'] as const;
export type PricingTab = (typeof PRICING_TABS)[number];
/** The tabs with a record catalogue (discounts, options): the same table over two resources. */
export type CatalogKind = Exclude<PricingTab, 'prices'>;

export const isCatalogKind = (tab: string): tab is CatalogKind =>
  tab === 'discounts' || tab === 'options';

/** A tab's address, keeping the "as of" day. */
export const pricingHref = (tab: PricingTab, asOf?: string) =>
  `${tab === 'prices' ? '/pricing' : `/pricing/${tab}`}${asOf ? `?date=${asOf}` : ''}`;

/** The `date` search parameter when it is a real calendar day `YYYY-MM-DD`, else undefined. */
export function parseDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value) ? value : undefined;
}
